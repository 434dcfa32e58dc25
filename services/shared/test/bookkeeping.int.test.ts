import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../src/events.ts';
import type { KitTables } from '../src/outbox.ts';
import { pruneBookkeeping, startBookkeepingPrune } from '../src/runtime.ts';
import { createTestSchema, silentLogger, type TestSchema, waitUntil } from '../src/testing/index.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('the runtime prune of the outbox and processed_events', () => {
  let t: TestSchema<KitTables>;
  beforeAll(async () => {
    t = await createTestSchema<KitTables>('prune');
  });
  afterAll(async () => {
    await t.drop();
  });

  async function seed() {
    const event = makeEvent('session.closed', { sessionId: 's' });
    const ago = (ms: number) => new Date(Date.now() - ms);
    await t.db
      .insertInto('outbox')
      .values([
        { topic: 'x', key: 'old-sent', event, sent_at: ago(2 * DAY) },
        { topic: 'x', key: 'new-sent', event, sent_at: ago(HOUR) },
        // Never published: kept whatever its age.
        { topic: 'x', key: 'old-pending', event, sent_at: null, created_at: ago(3 * DAY) },
      ])
      .execute();
    await t.db
      .insertInto('processed_events')
      .values([
        { consumer_group: 'g', event_id: 'old', processed_at: ago(31 * DAY) },
        { consumer_group: 'g', event_id: 'new', processed_at: ago(DAY) },
      ])
      .execute();
  }
  const left = async () => ({
    outbox: (await t.db.selectFrom('outbox').select('key').orderBy('key').execute()).map((r) => r.key),
    processed: (await t.db.selectFrom('processed_events').select('event_id').execute()).map(
      (r) => r.event_id,
    ),
  });

  it('deletes published rows and processed ids past their periods, nothing else', async () => {
    await seed();
    expect(
      await pruneBookkeeping(t.db, { outboxRetentionMs: DAY, processedEventsRetentionMs: 30 * DAY }),
    ).toEqual({ outbox: 1, processedEvents: 1 });
    expect(await left()).toEqual({ outbox: ['new-sent', 'old-pending'], processed: ['new'] });
    expect(
      await pruneBookkeeping(t.db, { outboxRetentionMs: DAY, processedEventsRetentionMs: 30 * DAY }),
    ).toEqual({ outbox: 0, processedEvents: 0 });
  });

  it('runs periodically with the configured periods', async () => {
    await sql`delete from outbox`.execute(t.db);
    await sql`delete from processed_events`.execute(t.db);
    await seed();
    const prune = startBookkeepingPrune(t.db, silentLogger, {
      outboxRetentionMs: 30 * 60_000,
      processedEventsRetentionMs: 12 * HOUR,
      everyMs: 1_000,
      firstAfterMs: 0,
    });
    try {
      await waitUntil(async () => (await left()).processed.length === 0, 5_000);
      expect(await left()).toEqual({ outbox: ['old-pending'], processed: [] });
    } finally {
      await prune.stop();
    }
  });
});
