import { ApiError, apiFetch } from '@/lib/api';
import { createSseParser, type SseEvent } from './sse';
import { type ApiMessage, type ChatMessage, type SendBody, toChatMessage } from './types';

/** The stream could not be used at all (no event arrived): the caller falls back to POST /api/chat. */
export class StreamUnavailableError extends Error {
  constructor(reason: string) {
    super(`Streaming unavailable: ${reason}`);
    this.name = 'StreamUnavailableError';
  }
}

/** The server reported an `error` event, or the stream broke after it had started. */
export class ChatStreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

export interface StreamHandlers {
  /** The server stored the user's message (on regenerate: the message answered again). */
  onUser?: (message: ChatMessage) => void;
  /** A piece of the reply, in order, with its number in the reply's log (for reattaching after it). */
  onDelta?: (text: string, id?: number) => void;
}

/** Another event stream of the same shape: reattaching (GET) or regenerating (POST). */
export interface StreamTarget {
  method: 'GET' | 'POST';
  path: string;
}

function parseJson(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/chat/stream and read its event stream. Resolves with the stored reply from the `done` event.
 * Throws StreamUnavailableError when the request fails before any event (network error, missing route,
 * not an event stream), ApiError for a JSON error status (validation, 409...), ChatStreamError otherwise.
 */
export async function streamReply(
  body: SendBody | Record<string, unknown> | undefined,
  handlers: StreamHandlers,
  signal?: AbortSignal,
  target: StreamTarget = { method: 'POST', path: '/api/chat/stream' },
): Promise<ChatMessage> {
  let res: Response;
  try {
    res = await apiFetch(target.method, target.path, body, {
      headers: { Accept: 'text/event-stream' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError) {
      if (error.status === 404 || error.status === 405 || error.status === 501) {
        throw new StreamUnavailableError(`status ${error.status}`);
      }
      throw error;
    }
    throw new StreamUnavailableError(error instanceof Error ? error.message : 'network error');
  }

  const contentType = res.headers.get('Content-Type') ?? '';
  if (!contentType.includes('text/event-stream') || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    throw new StreamUnavailableError(`content type "${contentType}"`);
  }

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let sawEvent = false;
  let reply: ChatMessage | null = null;
  let failure: Error | null = null;

  const parser = createSseParser((event: SseEvent) => {
    if (reply || failure) return;
    sawEvent = true;
    const data = parseJson(event.data);
    switch (event.event) {
      case 'user':
        if (data.message) handlers.onUser?.(toChatMessage(data.message as ApiMessage));
        break;
      case 'delta':
        if (typeof data.text === 'string' && data.text) {
          const id = event.id === undefined ? undefined : Number(event.id);
          handlers.onDelta?.(data.text, Number.isInteger(id) ? id : undefined);
        }
        break;
      case 'done':
        if (data.message) reply = toChatMessage(data.message as ApiMessage);
        else failure = new ChatStreamError('bad_event', 'The done event had no message');
        break;
      case 'error': {
        const err = (data.error ?? {}) as { code?: unknown; message?: unknown };
        failure = new ChatStreamError(
          typeof err.code === 'string' ? err.code : 'stream_error',
          typeof err.message === 'string' ? err.message : 'The reply failed',
        );
        break;
      }
      default:
        break;
    }
  });

  try {
    while (!reply && !failure) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    if (!reply && !failure) parser.push(decoder.decode());
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!sawEvent) throw new StreamUnavailableError(error instanceof Error ? error.message : 'read failed');
    throw new ChatStreamError('stream_broken', error instanceof Error ? error.message : 'The stream broke');
  } finally {
    parser.end();
    if (reply || failure) reader.cancel().catch(() => undefined);
  }

  if (reply) return reply;
  if (failure) throw failure;
  if (!sawEvent) throw new StreamUnavailableError('the stream ended without events');
  throw new ChatStreamError('stream_ended', 'The stream ended before the reply was complete');
}
