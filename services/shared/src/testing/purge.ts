import type { Kysely, Transaction } from 'kysely';
import type { PurgeScope, PurgeTargetSpec } from '../purge.ts';

/**
 * What the kit's protocol test needs from a service that carries out purge commands: its schema, its
 * batch delete, and a way to put rows in and count them. Each service exports one from its
 * `@sage/<service>/purge-fixture` entry; the test runs the same protocol checks against every one.
 */
export interface PurgeFixture<DB> {
  /** Base name of the test schema. */
  service: string;
  migrationsFolder: string;
  spec: PurgeTargetSpec<DB>;
  /** False when rows belong to no session (contact): a scope naming sessions reaches none. */
  bySession: boolean;
  /** Inserts `count` rows created at `at` (of `sessionId`, when rows belong to sessions). */
  seed(db: Kysely<DB>, rows: { sessionId: string; at: Date; count: number }): Promise<void>;
  /** Rows left: of one session, or all of them. */
  count(db: Kysely<DB>, sessionId?: string): Promise<number>;
}

/** Polls `probe` until it answers something truthy (every 50 ms), or fails after `timeoutMs`. */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A purge command as the recording target below saw it. */
export interface RecordedPurge {
  sessionIds?: string[];
  before?: Date;
}

/**
 * A stand-in owning service for tests of the issuing side (retention): rows are `{sessionId, at}` in
 * memory, the batch delete removes those in scope and records every scope it was asked for.
 */
export function recordingPurgeTarget(target: PurgeTargetSpec<unknown>['target']) {
  const rows: { sessionId: string; at: Date }[] = [];
  const scopes: RecordedPurge[] = [];
  const matches = (r: { sessionId: string; at: Date }, s: PurgeScope) =>
    (!s.sessionIds || s.sessionIds.includes(r.sessionId)) && (!s.before || r.at < s.before);
  const spec: PurgeTargetSpec<any> = {
    target,
    async deleteBatch(_trx: Transaction<any>, scope: PurgeScope, limit: number) {
      scopes.push(scope);
      let n = 0;
      for (let i = rows.length - 1; i >= 0 && n < limit; i--) {
        if (matches(rows[i]!, scope)) {
          rows.splice(i, 1);
          n++;
        }
      }
      return n;
    },
  };
  return {
    spec,
    scopes,
    add(sessionId: string, at: Date, count = 1) {
      for (let i = 0; i < count; i++) rows.push({ sessionId, at });
    },
    count: (sessionId?: string) =>
      rows.filter((r) => sessionId === undefined || r.sessionId === sessionId).length,
  };
}
