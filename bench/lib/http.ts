import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes on one machine. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: T;
}

export interface SseEvent {
  event: string;
  data: string;
  /** When the client had the whole event (nowMs()). */
  at: number;
}

/**
 * One "browser" against a base URL on this machine: a keep-alive connection pool and the gateway's visitor
 * cookie kept between requests. Plain node:http, so the client adds as little as possible to what is timed.
 */
export class BenchClient {
  private cookie = '';
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets = 4) {
    const url = new URL(baseUrl);
    if (url.hostname !== '127.0.0.1')
      throw new Error(`Benchmarks only send load to 127.0.0.1, not ${url.hostname}`);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  get visitorCookie(): string {
    return this.cookie;
  }

  private options(method: string, path: string, payload: string | undefined, extra: Record<string, string>) {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (this.cookie && !extra.cookie) headers.cookie = this.cookie;
    return { host: this.host, port: this.port, method, path, headers, agent: this.agent };
  }

  private keepCookie(res: http.IncomingMessage): void {
    const set = res.headers['set-cookie'];
    if (set && set.length > 0) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
  }

  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 60_000,
  ): Promise<HttpAnswer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(this.options(method, path, payload, headers), (res) => {
        this.keepCookie(res);
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed as T });
        });
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () =>
        req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** POSTs and reads a `text/event-stream` answer, calling `onEvent` as each event completes. */
  stream(
    path: string,
    body: unknown,
    onEvent: (e: SseEvent) => void,
    timeoutMs = 60_000,
  ): Promise<{ status: number; events: number }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        this.options('POST', path, payload, { accept: 'text/event-stream' }),
        (res) => {
          this.keepCookie(res);
          let buf = '';
          let events = 0;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const at = nowMs();
            buf += chunk;
            for (;;) {
              const sep = /\r?\n\r?\n/.exec(buf);
              if (!sep) break;
              const raw = buf.slice(0, sep.index);
              buf = buf.slice(sep.index + sep[0].length);
              let event = 'message';
              const data: string[] = [];
              for (const line of raw.split(/\r?\n/)) {
                if (line.startsWith('event:')) event = line.slice(6).trim();
                else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
              }
              if (data.length === 0 && event === 'message') continue;
              events++;
              onEvent({ event, data: data.join('\n'), at });
            }
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, events }));
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () =>
        req.destroy(new Error(`stream ${path} timed out after ${timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Resolves when `url` answers 2xx, or false after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
