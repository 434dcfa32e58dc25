import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  /** Writes one event (with an `id:` line when given); nothing once the client went away. */
  send(event: string, data: unknown, id?: number): void;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  end(): void;
}

/**
 * Takes the answer over as a server-sent event stream: headers that keep proxies from buffering, a
 * comment line every `pingMs` so idle connections stay open, and a signal for the client leaving.
 */
export function openEventStream(req: FastifyRequest, reply: FastifyReply, pingMs: number): EventStream {
  reply.hijack();
  const res = reply.raw;
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    'x-request-id': String(req.id),
  });
  const ping = setInterval(() => {
    if (!gone.signal.aborted) res.write(': ping\n\n');
  }, pingMs);
  return {
    signal: gone.signal,
    send(event, data, id) {
      if (gone.signal.aborted) return;
      res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(ping);
      if (!gone.signal.aborted) res.end();
    },
  };
}
