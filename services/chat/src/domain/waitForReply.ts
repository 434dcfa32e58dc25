import type { Kysely } from 'kysely';
import { findReplyTo, getMessage, type MessageDto, toDto } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import type { ReplyHub, ReplyListener } from '../relayApi.ts';
import type { ReplyEvent } from '../relayEvents.ts';

export type Outcome =
  | { kind: 'done'; message: MessageDto }
  | { kind: 'gone' }
  | { kind: 'failed' }
  | { kind: 'timeout' }
  | { kind: 'closed' };

export interface WaitOptions {
  /** Give up after this long without news (with `extendOnProgress`) or in total. */
  waitMs: number;
  extendOnProgress: boolean;
  /** A delta of the reply's first run, with its number in the reply's log. */
  onDelta?: (text: string, n: number) => void;
  /** Aborts when the client went away. */
  signal?: AbortSignal;
  /** Read the reply's log above this number first (a page reattaching); undefined: live events only. */
  replayAfter?: number;
}

/**
 * Waits for a reply's outcome from the worker: live events through the process's subscription, the
 * reply's log when reattaching or after the subscription was down, and Postgres only then or once the
 * wait ran out (no polling while events flow). Events are taken in order of their number, each once.
 * Deltas of the first run only are passed on (see relayEvents.ts).
 */
export async function waitForReply(
  db: Kysely<DB>,
  hub: ReplyHub,
  listener: ReplyListener,
  userMessageId: string,
  opts: WaitOptions,
): Promise<Outcome> {
  let deadline = Date.now() + opts.waitMs;
  let run: string | undefined;
  let last = opts.replayAfter ?? 0;

  /** Applies one event; answers the outcome when it ends the wait. */
  const apply = (event: ReplyEvent): Outcome | undefined => {
    if (event.n <= last) return undefined;
    last = event.n;
    switch (event.type) {
      case 'delta':
        run ??= event.run;
        if (event.run === run) opts.onDelta?.(event.text, event.n);
        if (opts.extendOnProgress) deadline = Date.now() + opts.waitMs;
        return undefined;
      case 'done':
        return { kind: 'done', message: event.message };
      case 'gone':
        return { kind: 'gone' };
      case 'failed':
        return { kind: 'failed' };
    }
  };
  /** The log from the start (to learn the first run) with what is already applied skipped. */
  const catchUp = async (): Promise<Outcome | undefined> => {
    const events = await hub.replay(userMessageId, 0).catch(() => []);
    for (const e of events) {
      if (e.type === 'delta') run ??= e.run;
      const out = apply(e);
      if (out) return out;
    }
    return undefined;
  };
  const inPostgres = async (): Promise<Outcome | undefined> => {
    const stored = await findReplyTo(db, userMessageId);
    if (stored) return { kind: 'done', message: toDto(stored) };
    if (!(await getMessage(db, userMessageId))) return { kind: 'gone' };
    return undefined;
  };

  if (opts.replayAfter !== undefined) {
    const out = (await catchUp()) ?? (await inPostgres());
    if (out) return out;
  }
  for (;;) {
    if (opts.signal?.aborted) return { kind: 'closed' };
    const left = deadline - Date.now();
    if (left <= 0) return (await inPostgres()) ?? { kind: 'timeout' };
    const event = await listener.next(left, opts.signal);
    if (event === 'timeout') continue; // the deadline or the client's close, checked above
    if (event === 'resync') {
      const out = (await catchUp()) ?? (await inPostgres());
      if (out) return out;
      continue;
    }
    const out = apply(event);
    if (out) return out;
  }
}
