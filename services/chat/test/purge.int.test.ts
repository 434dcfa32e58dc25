import { handlePurgeCommand, makeEvent } from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, uniqueName } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPurgeTarget } from '../src/consumers/purge.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';
import { chatPurgeFixture } from './support/purgeFixture.ts';

// The protocol itself (batches, receipts, redelivery, malformed commands, Kafka) is tested once in the
// kit, against every service: services/shared/test/purge.int.test.ts. This is what only chat does.
describe('chat purges', () => {
  let t: TestSchema<DB>;
  const deps = () => ({
    db: t.db,
    logger: silentLogger,
    topicPrefix: `${uniqueName('t')}.`,
    group: uniqueName('g'),
    spec: chatPurgeTarget,
    batchSize: 5,
  });

  beforeAll(async () => {
    t = await createTestSchema<DB>('chat', MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("takes a purged session's crisis flag and quiz-result copy with its messages", async () => {
    await chatPurgeFixture.seed(t.db, { sessionId: 's-a', at: new Date(), count: 23 });
    await chatPurgeFixture.seed(t.db, { sessionId: 's-keep', at: new Date(), count: 3 });
    await t.db
      .insertInto('session_flags')
      .values([
        { session_id: 's-a', crisis_at: new Date(), category: 'abuse' },
        { session_id: 's-keep', crisis_at: new Date() },
      ])
      .execute();
    await t.db
      .insertInto('attachment_styles')
      .values([
        { session_id: 's-b', primary_type: 'anxious', completed_at: new Date() },
        { session_id: 's-keep', primary_type: 'secure', completed_at: new Date() },
      ])
      .execute();
    const event = makeEvent('retention.purge', {
      commandId: 'cmd-1',
      target: 'chat',
      reason: 'history_off_closed',
      sessionIds: ['s-a', 's-b'],
    });
    // Only messages count in the receipt.
    expect(await handlePurgeCommand(deps(), event)).toEqual({ outcome: 'purged', deleted: 23 });
    const flagged = await t.db.selectFrom('session_flags').select('session_id').execute();
    expect(flagged.map((f) => f.session_id)).toEqual(['s-keep']);
    const styles = await t.db.selectFrom('attachment_styles').select('session_id').execute();
    expect(styles.map((s) => s.session_id)).toEqual(['s-keep']);
    expect(await chatPurgeFixture.count(t.db, 's-keep')).toBe(3);
  });

  it('takes crisis flags and quiz-result copies older than `before` with the old messages', async () => {
    const old = new Date(Date.now() - 3 * 365 * 24 * 3600_000);
    await chatPurgeFixture.seed(t.db, { sessionId: 's-old', at: old, count: 6 });
    await t.db.insertInto('session_flags').values({ session_id: 's-old', crisis_at: old }).execute();
    await t.db
      .insertInto('attachment_styles')
      .values({ session_id: 's-old', primary_type: 'avoidant', completed_at: old })
      .execute();
    const event = makeEvent('retention.purge', {
      commandId: 'cmd-old',
      target: 'chat',
      reason: 'chat_max_age',
      before: new Date(Date.now() - 2 * 365 * 24 * 3600_000).toISOString(),
    });
    expect(await handlePurgeCommand(deps(), event)).toEqual({ outcome: 'purged', deleted: 6 });
    const flags = await t.db.selectFrom('session_flags').select('session_id').execute();
    expect(flags.map((f) => f.session_id)).toEqual(['s-keep']);
    const styles = await t.db.selectFrom('attachment_styles').select('session_id').execute();
    expect(styles.map((s) => s.session_id)).toEqual(['s-keep']);
  });
});
