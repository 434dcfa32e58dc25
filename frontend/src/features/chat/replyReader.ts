import { ApiError } from '@/lib/api';
import { resumeTarget } from './chatApi';
import { ChatStreamError, type StreamHandlers, streamReply } from './streamClient';
import type { ChatMessage } from './types';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** How often a broken reply stream is reattached before giving up (the reply still lands in history). */
const REATTACH_ATTEMPTS = 5;

/**
 * Reads one reply: `start` opens its stream; when the stream breaks after it began (the network went
 * away), the page reattaches to the same reply after the last delta it has, so nothing is doubled or
 * lost. Deltas carry their number in the reply's log; a number already seen is dropped.
 */
export async function readReply(
  start: (handlers: StreamHandlers, signal: AbortSignal) => Promise<ChatMessage>,
  handlers: { onUser?: (m: ChatMessage) => void; onDelta: (text: string) => void },
  sessionId: string,
  signal: AbortSignal,
  knownMessageId?: string,
): Promise<ChatMessage> {
  let lastId = 0;
  let messageId = knownMessageId;
  const wrapped: StreamHandlers = {
    onUser: (m) => {
      messageId = m.id;
      handlers.onUser?.(m);
    },
    onDelta: (text, id) => {
      if (id !== undefined) {
        if (id <= lastId) return;
        lastId = id;
      }
      handlers.onDelta(text);
    },
  };
  try {
    return await start(wrapped, signal);
  } catch (error) {
    const broken = error instanceof ChatStreamError && /^stream_(broken|ended)$/.test(error.code);
    if (!broken || !messageId || signal.aborted) throw error;
    let last: unknown = error;
    for (let attempt = 0; attempt < REATTACH_ATTEMPTS && !signal.aborted; attempt++) {
      await pause(300 * 2 ** attempt, signal);
      try {
        return await streamReply(undefined, wrapped, signal, resumeTarget(sessionId, messageId, lastId));
      } catch (again) {
        last = again;
        if (again instanceof ApiError && again.status < 500) break;
      }
    }
    throw last;
  }
}
