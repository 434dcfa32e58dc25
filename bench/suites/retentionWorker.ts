/**
 * One retention purge measurement in a process of its own, so its peak memory is its own:
 *   tsx bench/suites/retentionWorker.ts <rows>
 * Seeds <rows> expired chat messages (and a few fresh ones that must stay) in a throwaway chat schema,
 * lets the retention service's daily sweep issue its chat purge command, hands that command to the chat
 * service's purge (the kit's handler with chat's batches), and prints one JSON line with the time, rows/s and memory.
 */
import { type AnyEvent, createLogger, decodeEvent, handlePurgeCommand, type Logger } from '@sage/shared';
import {
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { chatPurgeTarget } from '../../services/chat/src/consumers/purge.ts';
import { MIGRATIONS_FOLDER as CHAT_MIGRATIONS } from '../../services/chat/src/db/migrate.ts';
import { MIGRATIONS_FOLDER as RETENTION_MIGRATIONS } from '../../services/retention/src/db/migrate.ts';
import type { DB as RetentionDB } from '../../services/retention/src/db/types.ts';
import { sweepLongPeriods } from '../../services/retention/src/jobs/sweeps.ts';
import { loadBenchConfig } from '../lib/config.ts';
import { benchSchema } from '../lib/db.ts';
import { nowMs } from '../lib/http.ts';

/** Messages per seeded session (user and companion turns). */
const PER_SESSION = 20;
/** Fresh messages that the purge must leave alone. */
const FRESH = 1_000;
const CONTENT =
  'Work has been a lot this week and I keep replaying one conversation in my head. I would like to feel calmer before the weekend, and to sleep better.';

export interface RetentionRun {
  rows: number;
  seedSeconds: number;
  purgeSeconds: number;
  rowsPerS: number;
  deleted: number;
  left: number;
  freshKept: number;
  rssBeforeMiB: number;
  /** Highest RSS sampled every 10 ms during the purge. */
  rssPeakDuringPurgeMiB: number;
  /** Kernel's peak RSS of the whole process (seeding included). */
  maxRssMiB: number;
  tableMiB: number;
  /** The purge's DELETE statements: how many, and their cost per row early and late in the purge. */
  batches: ReturnType<typeof batchTrend>;
  sharedBuffers: string;
}

/**
 * Times every DELETE the purge runs, without touching its code: a Kysely plugin on the connection it is
 * given. Cost per batch early and late in a purge shows whether each batch stays as cheap as the first.
 */
class DeleteTimer implements KyselyPlugin {
  readonly batches: { ms: number; rows: number }[] = [];
  private readonly started = new WeakMap<object, number>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'DeleteQueryNode') this.started.set(args.queryId, nowMs());
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const t0 = this.started.get(args.queryId);
    if (t0 !== undefined) {
      this.batches.push({ ms: nowMs() - t0, rows: Number(args.result.numAffectedRows ?? 0) });
    }
    return args.result;
  }
}

/** Median of the first and the last tenth of the batches, in microseconds per deleted row. */
function batchTrend(batches: { ms: number; rows: number }[]) {
  const full = batches.filter((b) => b.rows > 0);
  const tenth = Math.max(1, Math.floor(full.length / 10));
  const med = (xs: { ms: number; rows: number }[]) => {
    const v = xs.map((b) => (b.ms * 1000) / b.rows).sort((a, b) => a - b);
    return v.length ? v[Math.floor(v.length / 2)]! : Number.NaN;
  };
  return {
    batches: full.length,
    firstTenthUsPerRow: Math.round(med(full.slice(0, tenth)) * 100) / 100,
    lastTenthUsPerRow: Math.round(med(full.slice(-tenth)) * 100) / 100,
  };
}

/** The chat service's purge, called the way its Kafka consumer calls it (the kit's protocol, chat's batches). */
async function chatPurge(db: Kysely<any>, event: AnyEvent, logger: Logger): Promise<void> {
  const done = await handlePurgeCommand(
    { db, logger, topicPrefix: 'bench.', group: 'bench.chat-purge', spec: chatPurgeTarget },
    event,
  );
  if (done.outcome !== 'purged') throw new Error(`the chat purge handler answered ${done.outcome}`);
}

const mib = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;

async function main() {
  const rows = Number(process.argv[2]);
  if (!Number.isInteger(rows) || rows < PER_SESSION) throw new Error('usage: retentionWorker.ts <rows>');
  const cfg = loadBenchConfig();
  const logger = createLogger('bench-retention', 'warn');
  const chat = await benchSchema<any>(cfg.benchDatabaseUrl, 'chat', CHAT_MIGRATIONS);
  const retention = await benchSchema<RetentionDB>(cfg.benchDatabaseUrl, 'retention', RETENTION_MIGRATIONS);
  try {
    // Expired: three years old, past the two-year limit. Fresh: written today.
    const seedStart = nowMs();
    const sessions = Math.ceil(rows / PER_SESSION);
    await sql`
      insert into messages (id, session_id, is_user, content, risk, mode, tone, source, created_at)
      select gen_random_uuid(), 'bench-' || (g / ${PER_SESSION}), g % 2 = 0, ${CONTENT}, 'none',
             'supportive', 'casual', case when g % 2 = 1 then 'llm' end,
             now() - interval '3 years' - (g % ${sessions}) * interval '1 second'
      from generate_series(0, ${rows - 1}::int) g`.execute(chat.db);
    await sql`
      insert into messages (id, session_id, is_user, content, risk, created_at)
      select gen_random_uuid(), 'fresh-' || (g / ${PER_SESSION}), g % 2 = 0, ${CONTENT}, 'none', now()
      from generate_series(0, ${FRESH - 1}::int) g`.execute(chat.db);
    await sql`vacuum analyze messages`.execute(chat.db);
    const seedSeconds = (nowMs() - seedStart) / 1000;
    const size = await sql<{ bytes: number }>`select pg_total_relation_size('messages') as bytes`.execute(
      chat.db,
    );
    const buffers = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(chat.db);

    // The retention service's daily sweep decides what is expired and writes the chat purge command.
    const now = new Date();
    await sweepLongPeriods(
      { db: retention.db, topicPrefix: 'bench.', idleMinutes: 30, chunkSize: 500, logger },
      now,
    );
    const commands = await retention.db.selectFrom('outbox').select(['event']).execute();
    const command = commands
      .map((c) => decodeEvent(JSON.stringify(c.event)))
      .map((d) => (d.ok ? d.event : null))
      .find((e) => e?.type === 'retention.purge' && e.payload.target === 'chat');
    if (!command) throw new Error('the retention sweep issued no chat purge command');

    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const timer = new DeleteTimer();
    const timed = chat.db.withPlugin(timer);
    const t0 = nowMs();
    await chatPurge(timed, command, logger);
    const purgeSeconds = (nowMs() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    const count = async (where: 'expired' | 'fresh') => {
      const r = await sql<{ n: number }>`select count(*)::int as n from messages where ${
        where === 'expired'
          ? sql`created_at < ${now}::timestamptz - interval '2 years'`
          : sql`session_id like 'fresh-%'`
      }`.execute(chat.db);
      return Number(r.rows[0]!.n);
    };
    const left = await count('expired');
    const freshKept = await count('fresh');
    const result: RetentionRun = {
      rows,
      seedSeconds,
      purgeSeconds,
      rowsPerS: (rows - left) / purgeSeconds,
      deleted: rows - left,
      left,
      freshKept,
      rssBeforeMiB: mib(rssBefore),
      rssPeakDuringPurgeMiB: mib(peak),
      maxRssMiB: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
      tableMiB: mib(Number(size.rows[0]!.bytes)),
      batches: batchTrend(timer.batches),
      sharedBuffers: buffers.rows[0]?.shared_buffers ?? 'unknown',
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await chat.drop();
    await retention.drop();
  }
}

await main();
process.exit(0);
