import { randomUUID } from 'node:crypto';
import {
  enqueueEvent,
  inTransaction,
  type Logger,
  makeEvent,
  type PurgeTarget,
  topicName,
} from '@sage/shared';
import type { Kysely, Transaction } from 'kysely';
import {
  type ExpiredBy,
  forgetInactiveSavedSessions,
  lockExpiredHistoryOff,
  markContactsPurged,
  markSessionsPurged,
} from '../db/ledger.ts';
import { insertPurge } from '../db/purges.ts';
import { deleteStatsBefore } from '../db/stats.ts';
import type { DB } from '../db/types.ts';
import {
  analyticsCutoffDay,
  chatHistoryCutoff,
  contactCutoff,
  historyOffIdleCutoff,
  quizResultsCutoff,
} from '../domain/policy.ts';

export interface SweepDeps {
  db: Kysely<DB>;
  topicPrefix: string;
  idleMinutes: number;
  /** Session ids per purge command (and per transaction). */
  chunkSize: number;
  logger: Logger;
  onCommand?: (target: PurgeTarget, reason: string) => void;
}

interface PurgeCommand {
  target: PurgeTarget;
  reason: string;
  sessionIds?: string[];
  before?: Date;
  sessionCount?: number | null;
}

/**
 * Publishes a purge command through the outbox (so it goes out if and only if this transaction commits)
 * and records it in the purge ledger. Returns the command id.
 */
async function issuePurge(
  trx: Transaction<DB>,
  deps: SweepDeps,
  now: Date,
  cmd: PurgeCommand,
): Promise<string> {
  const commandId = randomUUID();
  const payload = {
    commandId,
    target: cmd.target,
    reason: cmd.reason,
    ...(cmd.sessionIds ? { sessionIds: cmd.sessionIds } : {}),
    ...(cmd.before ? { before: cmd.before.toISOString() } : {}),
  };
  await enqueueEvent(
    trx,
    topicName('retentionCommands', deps.topicPrefix),
    cmd.target,
    makeEvent('retention.purge', payload, now),
  );
  await insertPurge(trx, {
    commandId,
    target: cmd.target,
    reason: cmd.reason,
    sessionCount: cmd.sessionCount ?? cmd.sessionIds?.length ?? null,
    before: cmd.before ?? null,
    issuedAt: now,
  });
  deps.onCommand?.(cmd.target, cmd.reason);
  return commandId;
}

export interface HistoryOffSweepResult {
  sessions: number;
  commands: number;
}

const REASONS: Record<ExpiredBy, string> = { closed: 'history_off_closed', idle: 'history_off_idle' };

/**
 * The minute sweep: history-off sessions that closed, or idled past the configured minutes, lose their
 * messages and quiz results. Sessions go in chunks, one short transaction per chunk: the chunk's ledger
 * rows are locked, one chat and one quiz command naming them go into the outbox, and the rows are marked
 * purged. Replicas running at the same time skip each other's locked rows.
 */
export async function sweepHistoryOff(deps: SweepDeps, now: Date): Promise<HistoryOffSweepResult> {
  const idleCutoff = historyOffIdleCutoff(now, deps.idleMinutes);
  const result: HistoryOffSweepResult = { sessions: 0, commands: 0 };
  for (const by of ['closed', 'idle'] as const) {
    for (;;) {
      const n = await inTransaction(deps.db, async (trx) => {
        const ids = await lockExpiredHistoryOff(trx, by, now, idleCutoff, deps.chunkSize);
        if (ids.length === 0) return 0;
        for (const target of ['chat', 'quiz'] as const) {
          await issuePurge(trx, deps, now, { target, reason: REASONS[by], sessionIds: ids });
        }
        await markSessionsPurged(trx, ids, now);
        return ids.length;
      });
      if (n === 0) break;
      result.sessions += n;
      result.commands += 2;
      if (n < deps.chunkSize) break;
    }
  }
  if (result.sessions > 0) deps.logger.info({ ...result }, 'history-off sweep issued purge commands');
  return result;
}

export interface LongPeriodSweepResult {
  chatBefore: Date;
  contactBefore: Date;
  analyticsBeforeDay: string;
  forgottenSessions: number;
  expiredContacts: number;
  analyticsDeleted: number;
}

/**
 * The daily sweep of the long periods. Commands carry a `before` time, so the owning services also
 * delete rows the ledger never heard of. Repeating it is harmless: a second command finds nothing.
 * Analytics are retention's own table, deleted here directly and recorded like any other purge.
 */
export async function sweepLongPeriods(deps: SweepDeps, now: Date): Promise<LongPeriodSweepResult> {
  const chatBefore = chatHistoryCutoff(now);
  const contactBefore = contactCutoff(now);
  const analyticsBeforeDay = analyticsCutoffDay(now);
  const result = await inTransaction(deps.db, async (trx) => {
    const forgottenSessions = await forgetInactiveSavedSessions(trx, chatBefore);
    await issuePurge(trx, deps, now, {
      target: 'chat',
      reason: 'chat_max_age',
      before: chatBefore,
      sessionCount: forgottenSessions,
    });
    await issuePurge(trx, deps, now, {
      target: 'quiz',
      reason: 'quiz_follows_chat',
      before: quizResultsCutoff(now),
      sessionCount: forgottenSessions,
    });
    // Session rows (no content: an id, the history setting, times) go once unseen for the chat period.
    await issuePurge(trx, deps, now, {
      target: 'session',
      reason: 'session_max_age',
      before: chatBefore,
      sessionCount: forgottenSessions,
    });
    const expiredContacts = await markContactsPurged(trx, contactBefore, now);
    await issuePurge(trx, deps, now, { target: 'contact', reason: 'contact_max_age', before: contactBefore });
    const analyticsDeleted = await deleteStatsBefore(trx, analyticsBeforeDay);
    await insertPurge(trx, {
      commandId: randomUUID(),
      target: 'analytics',
      reason: 'analytics_max_age',
      sessionCount: null,
      before: new Date(`${analyticsBeforeDay}T00:00:00.000Z`),
      issuedAt: now,
      completedAt: now,
      deleted: analyticsDeleted,
    });
    return {
      chatBefore,
      contactBefore,
      analyticsBeforeDay,
      forgottenSessions,
      expiredContacts,
      analyticsDeleted,
    };
  });
  deps.logger.info({ ...result }, 'daily retention sweep issued purge commands');
  return result;
}
