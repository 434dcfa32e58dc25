import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible server for tests, browser tests and benchmarks: `POST /v1/chat/completions`
 * (streamed as server-sent chunks in the OpenAI format, or as one JSON answer), `POST /v1/moderations`
 * and `GET /v1/models`.
 * It can stream slowly, fail the next N calls with a status, or hang without answering, and it records
 * every call (so tests can read the prompt the service sent). A process that runs it alone (chaos) is
 * steered over HTTP: `POST /fake/control` with `{"failForMs", "status", "retryAfterS"}` answers every call
 * with that status (and Retry-After) for that long, `{"chunkDelayMs"}` changes the pause between chunks.
 */

export interface FakeLlmMessage {
  role: string;
  content: string;
}

export interface FakeLlmCall {
  /** `chat` for chat completions, `moderation` for the moderation endpoint (its input as one message). */
  endpoint: 'chat' | 'moderation';
  model: string;
  stream: boolean;
  messages: FakeLlmMessage[];
  /** Set when the client went away before the answer was complete (a stop or a timeout). */
  aborted: boolean;
  /** How many chunks were written before it ended. */
  chunksSent: number;
}

export interface FakeLlmOptions {
  /** The reply, in the chunks it is streamed in. */
  chunks?: string[];
  /** Pause before each chunk. */
  chunkDelayMs?: number;
  port?: number;
  host?: string;
  /** Builds the chunks per call (for example from the last user message); overrides `chunks`. */
  respond?: (call: FakeLlmCall) => string[];
  /** The moderation categories flagged for an input (none by default). */
  moderate?: (input: string) => Record<string, boolean>;
}

export interface FakeLlm {
  /** Base URL for `OPENAI_BASE_URL` (ends in `/v1`). */
  url: string;
  port: number;
  calls: FakeLlmCall[];
  setChunks(chunks: string[]): void;
  /** Streams `text` word by word. */
  setReply(text: string): void;
  setChunkDelay(ms: number): void;
  respondWith(fn: FakeLlmOptions['respond'] | undefined): void;
  moderateWith(fn: FakeLlmOptions['moderate'] | undefined): void;
  /** The next `n` calls answer `status` with an error body (and these headers, e.g. `retry-after`). */
  failNext(n: number, status?: number, headers?: Record<string, string>): void;
  /** The next `n` calls get no answer at all (until the client gives up). */
  hangNext(n: number): void;
  /** Back to the defaults given at start; forgets recorded calls. */
  reset(): void;
  waitForCalls(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_CHUNKS = [
  'That sounds ',
  'really hard, ',
  "and it makes sense you'd feel this way. ",
  "I'm here with you. ",
  "What's been ",
  'weighing on you ',
  'the most?',
];

/** Splits a text into word-sized chunks, spaces kept, so the chunks join back to the text exactly. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const defaults = {
    chunks: options.chunks ?? DEFAULT_CHUNKS,
    delay: options.chunkDelayMs ?? 0,
    respond: options.respond,
    moderate: options.moderate,
  };
  let chunks = defaults.chunks;
  let delay = defaults.delay;
  let respond = defaults.respond;
  let moderate = defaults.moderate;
  let failures: { left: number; status: number; headers?: Record<string, string> } = {
    left: 0,
    status: 500,
  };
  let hangs = 0;
  /** Every call fails with this status until then (steered by POST /fake/control). */
  let failingUntil: { until: number; status: number; retryAfterS?: number } | undefined;
  let counter = 0;
  const calls: FakeLlmCall[] = [];
  const sockets = new Set<Socket>();

  const server = createServer(async (req, res) => {
    const url = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && url === '/v1/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [{ id: 'fake-model', object: 'model', owned_by: 'tests' }],
      });
      return;
    }
    if (req.method === 'POST' && url === '/fake/control') {
      const control = await readJson(req);
      if (typeof control.failForMs === 'number')
        failingUntil = {
          until: Date.now() + control.failForMs,
          status: typeof control.status === 'number' ? control.status : 429,
          ...(typeof control.retryAfterS === 'number' ? { retryAfterS: control.retryAfterS } : {}),
        };
      if (typeof control.chunkDelayMs === 'number') delay = control.chunkDelayMs;
      sendJson(res, 200, { delay, failingUntil });
      return;
    }
    const endpoint = url === '/v1/moderations' ? 'moderation' : 'chat';
    if (req.method !== 'POST' || (url !== '/v1/chat/completions' && endpoint !== 'moderation')) {
      sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
      return;
    }
    const body = await readJson(req);
    const call: FakeLlmCall = {
      endpoint,
      model: String(body.model ?? ''),
      stream: body.stream === true,
      messages: Array.isArray(body.messages)
        ? (body.messages as FakeLlmMessage[])
        : [{ role: 'user', content: String(body.input ?? '') }],
      aborted: false,
      chunksSent: 0,
    };
    calls.push(call);
    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        gone = true;
        call.aborted = true;
      }
    });

    if (failingUntil && Date.now() < failingUntil.until) {
      if (failingUntil.retryAfterS !== undefined)
        res.setHeader('retry-after', String(failingUntil.retryAfterS));
      sendJson(res, failingUntil.status, {
        error: { message: 'The fake provider is limiting on purpose', type: 'rate_limit_error' },
      });
      return;
    }
    if (failures.left > 0) {
      failures.left--;
      for (const [name, value] of Object.entries(failures.headers ?? {})) res.setHeader(name, value);
      sendJson(res, failures.status, {
        error: { message: 'The fake provider is failing on purpose', type: 'server_error' },
      });
      return;
    }
    if (hangs > 0) {
      hangs--;
      return; // no answer: the client's timeout (or the test's close) ends it
    }

    if (endpoint === 'moderation') {
      const categories = moderate?.(call.messages[0]?.content ?? '') ?? {};
      sendJson(res, 200, {
        id: `modr-fake-${++counter}`,
        model: call.model,
        results: [
          {
            flagged: Object.values(categories).some(Boolean),
            categories,
            category_scores: Object.fromEntries(
              Object.entries(categories).map(([k, v]) => [k, v ? 0.99 : 0.01]),
            ),
          },
        ],
      });
      return;
    }
    const pieces = respond ? respond(call) : chunks;
    const id = `chatcmpl-fake-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    if (!call.stream) {
      for (let i = 0; i < pieces.length && delay > 0; i++) await sleep(delay);
      if (gone) return;
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: call.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length },
      });
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (fields: Record<string, unknown>) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: call.model, ...fields })}\n\n`,
      );
    const write = (delta: Record<string, unknown>, finish: string | null) =>
      chunk({ choices: [{ index: 0, delta, finish_reason: finish }] });
    write({ role: 'assistant', content: '' }, null);
    for (const piece of pieces) {
      if (delay > 0) await sleep(delay);
      if (gone) return;
      write({ content: piece }, null);
      call.chunksSent++;
    }
    if (gone) return;
    write({}, 'stop');
    // Asked for (`stream_options.include_usage`): a last chunk with no choices and the call's usage, as
    // OpenAI sends it (a token a chunk out; the prompt at about 4 characters a token).
    if ((body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true) {
      const promptChars = call.messages.reduce((n, m) => n + String(m.content ?? '').length, 0);
      const usage = { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: pieces.length };
      chunk({
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    port,
    calls,
    setChunks(next) {
      chunks = next;
      respond = undefined;
    },
    setReply(text) {
      chunks = wordChunks(text);
      respond = undefined;
    },
    setChunkDelay(ms) {
      delay = ms;
    },
    respondWith(fn) {
      respond = fn;
    },
    moderateWith(fn) {
      moderate = fn;
    },
    failNext(n, status = 500, headers) {
      failures = { left: n, status, ...(headers ? { headers } : {}) };
    },
    hangNext(n) {
      hangs = n;
    },
    reset() {
      chunks = defaults.chunks;
      delay = defaults.delay;
      respond = defaults.respond;
      moderate = defaults.moderate;
      failures = { left: 0, status: 500 };
      failingUntil = undefined;
      hangs = 0;
      calls.length = 0;
    },
    async waitForCalls(n, timeoutMs = 10_000) {
      const start = Date.now();
      while (calls.length < n) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`fake LLM saw ${calls.length} calls, wanted ${n}`);
        await sleep(10);
      }
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      });
    },
  };
}
