import { handlePurgeCommand, makeEvent, topicName } from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, uniqueName } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPurgeTarget } from '../src/consumers/purge.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';

const DAY = 24 * 3600_000;

describe('session rows under retention purges', () => {
  let t: TestSchema<DB>;
  const topicPrefix = `${uniqueName('t')}.`;

  beforeAll(async () => {
    t = await createTestSchema<DB>('session', MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const ids = async () =>
    (await t.db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id);

  it('deletes sessions unseen since the cut-off, or named ones, and answers once per command', async () => {
    const now = Date.now();
    await t.db
      .insertInto('sessions')
      .values([
        {
          id: 'old',
          save_history: true,
          created_at: new Date(now - 900 * DAY),
          last_seen_at: new Date(now - 800 * DAY),
        },
        {
          id: 'recent',
          save_history: true,
          created_at: new Date(now - 900 * DAY),
          last_seen_at: new Date(now - DAY),
        },
        { id: 'named', save_history: false, created_at: new Date(now), last_seen_at: new Date(now) },
      ])
      .execute();
    const deps = {
      db: t.db,
      logger: silentLogger,
      topicPrefix,
      group: uniqueName('g'),
      spec: sessionPurgeTarget,
    };
    const byAge = makeEvent('retention.purge', {
      commandId: 'c-age',
      target: 'session',
      reason: 'session_max_age',
      before: new Date(now - 730 * DAY).toISOString(),
    });
    await handlePurgeCommand(deps, byAge);
    await handlePurgeCommand(deps, byAge);
    expect(await ids()).toEqual(['named', 'recent']);

    await handlePurgeCommand(
      deps,
      makeEvent('retention.purge', {
        commandId: 'c-ids',
        target: 'session',
        reason: 'x',
        sessionIds: ['named'],
      }),
    );
    expect(await ids()).toEqual(['recent']);

    const receipts = await t.db
      .selectFrom('outbox')
      .select('event')
      .where('topic', '=', topicName('retentionDone', topicPrefix))
      .execute();
    expect(receipts.map((r) => r.event.payload)).toEqual([
      { commandId: 'c-age', target: 'session', deleted: 1 },
      { commandId: 'c-ids', target: 'session', deleted: 1 },
    ]);
  });
});
