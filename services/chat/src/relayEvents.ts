import type { MessageDto } from './db/messages.ts';

/**
 * What the worker tells the API about a reply, and where (the one protocol between the two processes;
 * relayWorker.ts writes it, relayApi.ts reads it).
 *
 * Every event of a reply is appended to a short-lived Redis stream of its own (`replyStream`, numbered
 * 1, 2, 3... by `n`, across every worker that writes it) and then published on the reply's channel, in
 * one atomic step. The API follows the channels with one pattern subscription per process; a page that
 * reattaches (reload, lost network) reads what it missed from the stream, then follows live events,
 * dropping any `n` it already has.
 *
 * A `run` id is minted every time a worker starts writing a reply. When a job is retried or recovered
 * after its worker died, the new run writes the reply from the start; the API forwards the deltas of
 * the first run only, and `done` carries the reply as stored.
 */
export type ReplyEventBody =
  | { type: 'delta'; run: string; text: string }
  | { type: 'done'; message: MessageDto }
  /** The conversation was cleared while the reply was being written; nothing was stored. */
  | { type: 'gone' }
  /** The job failed for good (every attempt); nothing was stored. */
  | { type: 'failed' };

/** An event as written: its place in the reply's stream. */
export type ReplyEvent = ReplyEventBody & { n: number };

export const replyChannelPrefix = (prefix: string) => `${prefix}:chat:reply:`;
export const replyChannel = (prefix: string, userMessageId: string) =>
  `${replyChannelPrefix(prefix)}${userMessageId}`;
export const replyStreamKey = (prefix: string, userMessageId: string) =>
  `${prefix}:chat:replylog:${userMessageId}`;
export const replyCounterKey = (prefix: string, userMessageId: string) =>
  `${prefix}:chat:replyseq:${userMessageId}`;
export const stopChannel = (prefix: string) => `${prefix}:chat:stop`;
export const stopKey = (prefix: string, userMessageId: string) => `${prefix}:chat:stopped:${userMessageId}`;

/** How long a reply's event log is kept after its last event (a page reattaching after that reads Postgres). */
export const REPLY_LOG_TTL_MS = 10 * 60_000;
/** The most events a reply's log holds (coalesced deltas: about 40 a second). */
export const REPLY_LOG_MAX = 5_000;
export const STOP_TTL_MS = 10 * 60_000;

export function parseReplyEvent(raw: string): ReplyEvent | undefined {
  try {
    const e = JSON.parse(raw) as ReplyEvent;
    return typeof e === 'object' && e !== null && typeof e.type === 'string' ? e : undefined;
  } catch {
    return undefined;
  }
}
