/**
 * The chaos experiments, against the stack chaos/run.sh started (nginx on 127.0.0.1:8080, pid files in
 * .data/pids). Each experiment breaks one thing while traffic flows, checks what visitors and operators
 * see, prints one `pass`/`FAIL` line with its counts, and leaves the stack whole for the next one.
 *
 *   node --import tsx chaos/chaos.ts --report <json> --database <url> --mail-dir <dir> [--only name,...]
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const PIDS = path.join(ROOT, '.data', 'pids');
const LOGS = path.join(ROOT, '.data', 'logs');
const BASE = 'http://127.0.0.1:8080';
const PREFIX = 'sage-chaos';
/** How long POST /api/chat waits for a reply (CHAT_REPLY_WAIT_MS, default). */
const CHAT_WAIT_MS = 45_000;

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const DATABASE_URL = args.get('database') ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage_chaos';
const MAIL_DIR = args.get('mail-dir') ?? path.join(ROOT, '.data', 'chaos', 'mail');
const only = args.get('only')?.split(',');
/** The fake model's address (run.sh starts it), steered by the model-edge experiment. */
const FAKE_LLM = args.get('fake-llm') ?? 'http://127.0.0.1:8099';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`   ${line}`);

// ---- the stack's processes ------------------------------------------------------------------------------

function pidOf(name: string): number | undefined {
  try {
    return Number(readFileSync(path.join(PIDS, `${name}.pid`), 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}
function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
/** kill -9 the process and its group (every stack process leads its own group). */
function kill9(name: string): number {
  const pid = pidOf(name);
  if (!pid) throw new Error(`no pid file for ${name}`);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    process.kill(pid, 'SIGKILL');
  }
  return pid;
}
async function stack(...argv: string[]): Promise<void> {
  await run('bash', [path.join(ROOT, 'chaos', 'stack.sh'), ...argv], { cwd: ROOT, timeout: 180_000 });
}
const STACK = ['session', 'chat', 'chat-worker', 'quiz', 'contact', 'contact-worker', 'retention', 'gateway'];

// ---- HTTP as a visitor ---------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: any;
  text: string;
  ms: number;
  contentType: string;
}

/** One browser: its own cookies (the visitor id), JSON in and out, through nginx. */
class Visitor {
  private cookies = new Map<string, string>();
  async call(method: string, p: string, body?: unknown, timeoutMs = 60_000): Promise<Answer> {
    const started = Date.now();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${BASE}${p}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
      const text = await res.text();
      let parsed: any;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return {
        status: res.status,
        body: parsed,
        text,
        ms: Date.now() - started,
        contentType: res.headers.get('content-type') ?? '',
      };
    } catch (err) {
      return { status: 0, body: undefined, text: String(err), ms: Date.now() - started, contentType: '' };
    }
  }
  async session(): Promise<string> {
    const r = await this.call('POST', '/api/session', { saveHistory: true });
    if (r.status !== 201) throw new Error(`session: ${r.status} ${r.text.slice(0, 200)}`);
    return r.body.sessionId as string;
  }
  chat(sessionId: string, message: string, timeoutMs = 60_000): Promise<Answer> {
    return this.call(
      'POST',
      '/api/chat',
      { message, sessionId, mode: 'supportive', tone: 'casual' },
      timeoutMs,
    );
  }
  contact(subject: string): Promise<Answer> {
    return this.call('POST', '/api/contact', {
      name: 'Chaos Test',
      email: 'chaos@example.com',
      subject,
      message: 'A message sent by the chaos suite to check delivery.',
      website: '',
    });
  }
}

/** A clean error: JSON `{error: {code, message}}` with a JSON content type. */
const cleanError = (a: Answer) =>
  a.status >= 400 &&
  a.contentType.includes('application/json') &&
  typeof a.body?.error?.code === 'string' &&
  typeof a.body?.error?.message === 'string';

async function health(): Promise<Answer> {
  return new Visitor().call('GET', '/api/health', undefined, 5_000);
}
async function waitFor<T>(
  what: string,
  timeoutMs: number,
  fn: () => Promise<T | undefined | false>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${secs(timeoutMs)}`);
    await sleep(250);
  }
}
async function waitHealthy(timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  await waitFor('/api/health 200', timeoutMs, async () => (await health()).status === 200);
  return Date.now() - started;
}

// ---- the database (read-only checks, and the terminate experiment) ------------------------------------

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: DATABASE_URL, application_name: 'chaos-driver' });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}

// ---- experiments ----------------------------------------------------------------------------------------

interface Outcome {
  pass: boolean;
  counts: string;
}
type Experiment = { name: string; run: () => Promise<Outcome> };
/** What the Kafka experiment saw of /api/health during the outage (reported by the health experiment). */
let brokerOutageHealth: string | undefined;
let brokerOutageHealthOk = false;

/** kill -9 a chat worker while 100 replies are being written. */
async function workerKill(): Promise<Outcome> {
  const N = 100;
  const redis = new Redis('redis://127.0.0.1:6379');
  try {
    const visitors = Array.from({ length: N }, () => new Visitor());
    const sessions = await Promise.all(visitors.map((v) => v.session()));
    const started = Date.now();
    const sends = visitors.map((v, i) => v.chat(sessions[i]!, `I have been feeling anxious today (${i}).`));
    // Kill the worker once it is writing replies (some of its jobs are active).
    const victim = pidOf('chat-worker');
    await waitFor(
      'active replies',
      20_000,
      async () => (await redis.llen(`${PREFIX}:chat-replies:active`)) >= 4,
    );
    const activeAtKill = await redis.lrange(`${PREFIX}:chat-replies:active`, 0, -1);
    kill9('chat-worker');
    const killedAt = Date.now();
    const answers = await Promise.all(sends);
    const ok = answers.filter((a) => a.status === 200 && a.body?.isUser === false);
    const slowest = Math.max(...answers.map((a) => a.ms));
    // Every user message has exactly one reply, in the stored conversation too.
    let exactlyOne = 0;
    for (let i = 0; i < N; i++) {
      const h = await visitors[i]!.call('GET', `/api/chat/${encodeURIComponent(sessions[i]!)}`);
      const msgs = (h.body ?? []) as { isUser: boolean }[];
      if (msgs.filter((m) => m.isUser).length === 1 && msgs.filter((m) => !m.isUser).length === 1)
        exactlyOne++;
    }
    // The replies that were being written by the killed worker: how long their requests waited.
    const interruptedMs: number[] = [];
    for (let i = 0; i < N; i++) {
      const h = await visitors[i]!.call('GET', `/api/chat/${encodeURIComponent(sessions[i]!)}`);
      const userId = ((h.body ?? []) as { id: string; isUser: boolean }[]).find((m) => m.isUser)?.id;
      if (userId && activeAtKill.includes(userId)) interruptedMs.push(answers[i]!.ms);
    }
    const interrupted = activeAtKill.length;
    const slowestInterrupted = interruptedMs.length ? Math.max(...interruptedMs) : 0;
    log(
      `worker pid ${victim} killed ${secs(killedAt - started)} after the first send, ${interrupted} replies in progress on the two workers`,
    );
    await stack('start', 'chat-worker');
    const pass =
      ok.length === N && exactlyOne === N && slowest < CHAT_WAIT_MS && interruptedMs.length === interrupted;
    return {
      pass,
      counts: `${ok.length}/${N} replies answered, ${exactlyOne}/${N} messages with exactly one reply; ${interruptedMs.length}/${interrupted} replies in progress at the kill (both workers) answered, the slowest after ${secs(slowestInterrupted)}; slowest of all ${secs(slowest)} (limit ${secs(CHAT_WAIT_MS)})`,
    };
  } finally {
    redis.disconnect();
  }
}

const LEDGER_TYPES = [
  'session.created',
  'session.updated',
  'session.closed',
  'chat.message.created',
  'chat.history.cleared',
  'quiz.completed',
  'contact.received',
];

/** Kafka down for 30 s during chat and contact writes, back on a new address, `make up`. */
async function kafkaOutage(): Promise<Outcome> {
  const OUTAGE_MS = 30_000;
  const startedAt = await withDb(async (c) => (await c.query('select now() as t')).rows[0].t as Date);
  const kafkaPid = kill9('kafka');
  log(`Kafka mock (pid ${kafkaPid}) stopped`);
  const answers: Answer[] = [];
  const healthSeen: string[] = [];
  let degradedOk = 0;
  let healthChecks = 0;
  const stopAt = Date.now() + OUTAGE_MS;
  let n = 0;
  const writers = Array.from({ length: 3 }, async () => {
    while (Date.now() < stopAt) {
      const v = new Visitor();
      const i = n++;
      try {
        const sid = await v.session();
        answers.push({ status: 201, body: {}, text: '', ms: 0, contentType: '' });
        answers.push(await v.chat(sid, `Kafka is away and I still want to talk (${i}).`));
        answers.push(await v.contact(`chaos kafka ${i}`));
      } catch (err) {
        answers.push({ status: 0, body: undefined, text: String(err), ms: 0, contentType: '' });
      }
    }
  });
  const prober = (async () => {
    await sleep(5_000);
    while (Date.now() < stopAt) {
      const h = await health();
      healthChecks++;
      const named = Array.isArray(h.body?.degraded) && h.body.degraded.includes('kafka');
      if (h.status === 200 && h.body?.status === 'degraded' && named) degradedOk++;
      healthSeen.push(`${h.status} ${h.body?.status} [${(h.body?.degraded ?? []).join(',')}]`);
      await sleep(2_000);
    }
  })();
  await Promise.all([...writers, prober]);
  const endedAt = await withDb(async (c) => (await c.query('select now() as t')).rows[0].t as Date);
  const answered = answers.filter((a) => a.status >= 200 && a.status < 300).length;

  // Every row written meanwhile is still in an outbox, unsent (nothing marked sent to a dead broker).
  const outboxRows = async () =>
    withDb(async (c) => {
      const rows: { id: string; sent: boolean }[] = [];
      for (const schema of ['session', 'chat', 'quiz', 'contact']) {
        const r = await c.query(
          `select event->>'id' as id, sent_at is not null as sent from ${schema}.outbox
            where created_at >= $1 and created_at <= $2 and event->>'type' = any($3)`,
          [startedAt, endedAt, LEDGER_TYPES],
        );
        rows.push(...r.rows);
      }
      return rows;
    });
  const during = await outboxRows();
  const sentWhileDown = during.filter((r) => r.sent).length;

  // The mock comes back (on a new address): `make up` alone brings every process onto it.
  const upStarted = Date.now();
  await stack('up');
  const upMs = Date.now() - upStarted;
  const newBrokers = readFileSync(path.join(ROOT, '.data', 'kafka.env'), 'utf8').trim();
  const stale = STACK.filter((name) => {
    const pid = pidOf(name);
    if (!alive(pid)) return true;
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      return !env.includes(newBrokers);
    } catch {
      return true;
    }
  });
  const ids = during.map((r) => r.id);
  let reached = 0;
  const ledgerStarted = Date.now();
  try {
    await waitFor('outbox rows in the retention ledger', 90_000, async () => {
      reached = await withDb(
        async (c) =>
          (
            await c.query(
              'select count(distinct event_id)::int as n from retention.processed_events where event_id = any($1)',
              [ids],
            )
          ).rows[0].n as number,
      );
      return reached === ids.length;
    });
  } catch {
    // reported below
  }
  const ledgerMs = Date.now() - ledgerStarted;
  brokerOutageHealth = `${degradedOk}/${healthChecks} answers 200 degraded naming kafka (${[...new Set(healthSeen)].join('; ')})`;
  brokerOutageHealthOk = healthChecks > 0 && degradedOk === healthChecks;
  const pass =
    answered === answers.length &&
    answers.length > 0 &&
    brokerOutageHealthOk &&
    sentWhileDown === 0 &&
    stale.length === 0 &&
    ids.length > 0 &&
    reached === ids.length;
  return {
    pass,
    counts:
      `${answered}/${answers.length} writes answered during ${secs(OUTAGE_MS)} without Kafka; health ${brokerOutageHealth}; ` +
      `${ids.length} outbox rows written, ${sentWhileDown} marked sent while down; make up took ${secs(upMs)}, ` +
      `${STACK.length - stale.length}/${STACK.length} processes on the new broker${stale.length ? ` (stale: ${stale.join(',')})` : ''}; ` +
      `${reached}/${ids.length} rows in the retention ledger ${secs(ledgerMs)} later`,
  };
}

function mailsWith(marker: string): number {
  let n = 0;
  for (const f of readdirSync(MAIL_DIR)) {
    if (!f.endsWith('.eml')) continue;
    const raw = readFileSync(path.join(MAIL_DIR, f), 'utf8');
    if (raw.includes(marker)) n++;
  }
  return n;
}

/** SMTP down, three contact messages, SMTP up: each mailed exactly once. */
async function smtpOutage(): Promise<Outcome> {
  const run = Date.now().toString(36);
  kill9('smtp-sink');
  await sleep(300);
  const v = new Visitor();
  const subjects = [1, 2, 3].map((i) => `chaos-smtp-${run}-${i}`);
  const answers = [];
  for (const s of subjects) answers.push(await v.contact(s));
  const accepted = answers.filter((a) => a.status === 202).length;
  await sleep(4_000);
  const whileDown = subjects.reduce((n, s) => n + mailsWith(s), 0);
  await stack('start', 'smtp-sink');
  const upAt = Date.now();
  let counts: number[] = [];
  try {
    await waitFor('three mails', 60_000, async () => {
      counts = subjects.map(mailsWith);
      return counts.every((c) => c >= 1);
    });
  } catch {
    // reported below
  }
  const deliveredMs = Date.now() - upAt;
  await sleep(3_000); // a duplicate would arrive in this time
  counts = subjects.map(mailsWith);
  const pass = accepted === 3 && whileDown === 0 && counts.every((c) => c === 1);
  return {
    pass,
    counts: `${accepted}/3 accepted while SMTP was down, ${whileDown} mailed meanwhile; after SMTP came back: mailed ${counts.join('/')} times (each must be 1) within ${secs(deliveredMs)}`,
  };
}

/** Local ports of the stack's connections to Redis (so only the stack's are killed: Redis is shared). */
async function stackRedisClients(): Promise<string[]> {
  const pids = new Set<number>();
  for (const f of readdirSync(PIDS)) {
    const pid = pidOf(f.replace(/\.pid$/, ''));
    if (pid) pids.add(pid);
  }
  const { stdout } = await run('ss', ['-tnpH', 'dport = :6379']);
  const addrs: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = line.match(/\s(127\.0\.0\.1:\d+)\s+127\.0\.0\.1:6379\s.*pid=(\d+)/);
    if (m && pids.has(Number(m[2]))) addrs.push(m[1]!);
  }
  return addrs;
}

/** Every Redis connection of the stack killed while visitors chat. */
async function redisKill(): Promise<Outcome> {
  const admin = new Redis('redis://127.0.0.1:6379');
  try {
    const answers: { a: Answer; at: number }[] = [];
    const started = Date.now();
    const stopAt = started + 14_000;
    let killed = 0;
    let killedAt = 0;
    const visitors = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const v = new Visitor();
        return { v, sid: await v.session() };
      }),
    );
    const traffic = visitors.map(async ({ v, sid }, i) => {
      let k = 0;
      while (Date.now() < stopAt) {
        const a =
          k % 3 === 2
            ? await v.call('POST', '/api/session', { saveHistory: false })
            : await v.chat(sid, `Checking in again (${i}.${k}).`, 20_000);
        answers.push({ a, at: Date.now() });
        k++;
      }
    });
    const killer = (async () => {
      await sleep(4_000);
      const clients = await stackRedisClients();
      for (const addr of clients) {
        killed += Number(await admin.client('KILL', 'ADDR', addr).catch(() => 0));
      }
      killedAt = Date.now();
    })();
    await Promise.all([...traffic, killer]);
    const ok = answers.filter(({ a }) => a.status >= 200 && a.status < 300).length;
    const errors = answers.filter(({ a }) => a.status >= 400 || a.status === 0);
    const clean = errors.filter(({ a }) => cleanError(a)).length;
    // Recovered: the last 5 s of traffic all answered, and health is 200 again.
    const late = answers.filter(({ at }) => at > stopAt - 5_000);
    const lateOk = late.filter(({ a }) => a.status >= 200 && a.status < 300).length;
    const healthyIn = await waitHealthy(20_000).catch(() => -1);
    const pass =
      killed > 0 && clean === errors.length && late.length > 0 && lateOk === late.length && healthyIn >= 0;
    return {
      pass,
      counts: `${killed} stack connections killed ${secs(killedAt - started)} in; ${answers.length} requests: ${ok} answered, ${errors.length} errors (${clean} clean JSON); last 5 s: ${lateOk}/${late.length} answered; /api/health 200 ${healthyIn >= 0 ? `${secs(healthyIn)} after` : 'never'}`,
    };
  } finally {
    admin.disconnect();
  }
}

/** Every Postgres connection of the stack terminated. */
async function postgresTerminate(): Promise<Outcome> {
  const before = STACK.map((n) => pidOf(n));
  const v = new Visitor();
  const sid = await v.session();
  // Every outbox relay LISTENs on a connection of its own (the kit's listenForNotifications): each must
  // open it again by itself, or its events would wait for the fallback poll from now on.
  const relayListeners = () =>
    withDb(
      async (c) =>
        (
          await c.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name like 'outbox relay %'`,
          )
        ).rows[0].n as number,
    );
  const listenersBefore = await relayListeners();
  const terminated = await withDb(
    async (c) =>
      (
        await c.query(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).rows[0].n as number,
  );
  const at = Date.now();
  // Visitors keep coming meanwhile.
  const during = await Promise.all([
    v.chat(sid, 'Are you still there?', 30_000),
    v.contact('chaos postgres'),
  ]);
  const healthyIn = await waitHealthy(30_000).catch(() => -1);
  await sleep(2_000);
  const dead = STACK.filter((n, i) => !alive(before[i]) || pidOf(n) !== before[i]);
  const afterwards = await v.chat(sid, 'Good to see you still here.', 30_000);
  const listening = await waitFor('every outbox relay listening again', 30_000, async () => {
    const n = await relayListeners();
    return n >= listenersBefore ? n : undefined;
  }).catch(() => -1);
  const pass =
    terminated > 0 &&
    dead.length === 0 &&
    healthyIn >= 0 &&
    afterwards.status === 200 &&
    listenersBefore > 0 &&
    listening >= listenersBefore;
  return {
    pass,
    counts: `${terminated} connections terminated; ${STACK.length - dead.length}/${STACK.length} processes alive${dead.length ? ` (died: ${dead.join(',')})` : ''}; /api/health 200 ${healthyIn >= 0 ? `${secs(healthyIn)}` : 'not within 30 s'} after (limit 30 s); requests meanwhile ${during.map((a) => a.status).join('/')}, a chat after: ${afterwards.status} (${secs(Date.now() - at)} in); outbox relays listening: ${listenersBefore} before, ${listening >= 0 ? listening : 'fewer within 30 s'} after`,
  };
}

/**
 * /api/health: 503 within 5 s of a dead chat worker, retention or mail worker. They are killed one after
 * another (each must show up in `down` within 5 s), then started again together (one wait for 200).
 */
async function healthDetection(): Promise<Outcome> {
  const results: string[] = [];
  let pass = true;
  const killed: string[] = [];
  for (const [proc, shown] of [
    ['chat-worker', 'chat-worker'],
    ['retention', 'retention'],
    ['contact-worker', 'mail-worker'],
  ] as const) {
    kill9(proc);
    killed.push(proc);
    const killedAt = Date.now();
    let seen = -1;
    let down: string[] = [];
    try {
      await waitFor(`503 naming ${shown}`, 8_000, async () => {
        const h = await health();
        down = h.body?.down ?? [];
        return h.status === 503 && down.includes(shown);
      });
      seen = Date.now() - killedAt;
    } catch {
      // reported below
    }
    pass &&= seen >= 0 && seen <= 5_000;
    results.push(`${shown} killed: 503 naming it ${seen >= 0 ? `after ${secs(seen)}` : 'never'}`);
  }
  await Promise.all(killed.map((p) => stack('start', p)));
  const back = await waitHealthy(60_000).catch(() => -1);
  pass &&= back >= 0;
  results.push(`all three started again: 200 ${back >= 0 ? `after ${secs(back)}` : 'never'}`);
  if (brokerOutageHealth !== undefined) {
    results.push(`broker outage: ${brokerOutageHealth}`);
    pass &&= brokerOutageHealthOk;
  }
  return { pass, counts: results.join('; ') };
}

/** 300 slow or silent clients and 200 idle connections; a normal visitor must still be answered in 2 s. */
async function slowClients(): Promise<Outcome> {
  const sockets: net.Socket[] = [];
  const open = (first?: string) =>
    new Promise<net.Socket>((resolve) => {
      const s = net.connect(8080, '127.0.0.1', () => {
        if (first) s.write(first);
        resolve(s);
      });
      s.on('error', () => undefined);
      s.on('data', () => undefined);
      sockets.push(s);
    });
  const v = new Visitor();
  const sid = await v.session();
  const errorLogBefore = (() => {
    try {
      return readFileSync(path.join(LOGS, 'nginx-error.log'), 'utf8').length;
    } catch {
      return 0;
    }
  })();
  const body = JSON.stringify({
    message: 'Hello, slowly.',
    sessionId: sid,
    mode: 'supportive',
    tone: 'casual',
  });
  const streamHead = (len: number) =>
    `POST /api/chat/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\n\r\n`;
  const dribbles: NodeJS.Timeout[] = [];
  try {
    // 100 silent, 100 sending their headers a byte at a time, 100 streams whose body never completes.
    for (let i = 0; i < 100; i++) await open();
    for (let i = 0; i < 100; i++) {
      const s = await open('GET /api/health HTTP/1.1\r\n');
      dribbles.push(setInterval(() => s.writable && s.write('X'), 2_000));
    }
    for (let i = 0; i < 100; i++) await open(`${streamHead(body.length)}${body.slice(0, 10)}`);
    // 200 idle keep-alive connections after one request each.
    for (let i = 0; i < 200; i++) await open('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // The normal visitor: the page, health and a new session every 500 ms for 15 s.
    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const answers = await Promise.all([
        v.call('GET', '/', undefined, 5_000),
        v.call('GET', '/api/health', undefined, 5_000),
        v.call('POST', '/api/session', { saveHistory: false }, 5_000),
      ]);
      for (const a of answers) {
        latencies.push(a.ms);
        if (!(a.status === 200 || a.status === 201)) failures++;
      }
      await sleep(500);
    }
    const stillOpen = sockets.filter((s) => !s.destroyed).length;
    let exhausted = false;
    try {
      exhausted = readFileSync(path.join(LOGS, 'nginx-error.log'), 'utf8')
        .slice(errorLogBefore)
        .includes('worker_connections are not enough');
    } catch {
      // no log
    }
    const slowest = Math.max(...latencies);
    const pass = failures === 0 && slowest < 2_000 && !exhausted;
    return {
      pass,
      counts: `${sockets.length} hostile connections (100 silent, 100 slow headers, 100 stalled stream bodies, 200 idle), ${stillOpen} still open after 15 s; visitor: ${latencies.length - failures}/${latencies.length} answered, slowest ${secs(slowest)} (limit 2.0 s); nginx out of connections: ${exhausted ? 'yes' : 'no'}`,
    };
  } finally {
    for (const d of dribbles) clearInterval(d);
    for (const s of sockets) s.destroy();
  }
}

/** Steers the fake model: fail every call for a while, or change its speed. */
async function steerModel(control: Record<string, number>): Promise<void> {
  const res = await fetch(`${FAKE_LLM}/fake/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(control),
  });
  if (!res.ok) throw new Error(`the fake model's control answered ${res.status}`);
}

/**
 * The model's edge: under load it answers 429 with Retry-After for 30 s, then recovers; later it takes
 * 20 s a reply. Visitors get their reply or the busy answer, never a 5xx; every message taken gets exactly
 * one reply, and none from the offline companion (the limit uses no attempt).
 */
async function modelEdge(): Promise<Outcome> {
  const VISITORS = 30;
  const LOAD_MS = 25_000;
  const visitors = Array.from({ length: VISITORS }, () => new Visitor());
  const sessions = await Promise.all(visitors.map((v) => v.session()));
  const statuses = new Map<string, number>();
  const count = (a: Answer) => {
    const key = a.status === 429 ? `429 ${a.body?.error?.code ?? '?'}` : String(a.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  };
  const started = Date.now();
  const load = visitors.map(async (v, i) => {
    let n = 0;
    while (Date.now() - started < LOAD_MS) {
      const a = await v.chat(sessions[i]!, `Work was long again today, message ${n++}.`);
      count(a);
      if (a.status !== 200) await sleep(1_000);
    }
  });
  await sleep(3_000);
  await steerModel({ failForMs: 15_000, status: 429, retryAfterS: 5 });
  log('the model answers 429 (Retry-After: 5) for 15 s');
  await Promise.all(load);
  // Then slow: about 15 s a reply (25 words at 600 ms), well past what a chat worker is used to.
  await steerModel({ chunkDelayMs: 600 });
  log('the model takes about 15 s a reply');
  const slow = await Promise.all(
    visitors.slice(0, 10).map((v, i) => v.chat(sessions[i]!, 'Still thinking about work tonight.')),
  );
  for (const a of slow) count(a);
  await steerModel({ chunkDelayMs: 60 });
  const slowest = Math.max(...slow.map((a) => a.ms));
  // What was stored: every message taken has one reply, none doubled, none offline.
  const { unanswered, offline, messages } = await withDb(async (c) => {
    const q = async (sql: string) => (await c.query(sql, [sessions])).rows[0] as { n: string };
    return {
      messages: Number(
        (await q(`select count(*) as n from chat.messages where is_user and session_id = any($1)`)).n,
      ),
      unanswered: Number(
        (
          await q(
            `select count(*) as n from chat.messages m where m.is_user and m.session_id = any($1)
             and not exists (select 1 from chat.messages r where r.reply_to = m.id)`,
          )
        ).n,
      ),
      offline: Number(
        (await q(`select count(*) as n from chat.messages where source = 'offline' and session_id = any($1)`))
          .n,
      ),
    };
  });
  const failures = [...statuses].filter(([k]) => k !== '200' && k !== '429 busy');
  const pass =
    failures.length === 0 && unanswered === 0 && offline === 0 && slow.every((a) => a.status === 200);
  return {
    pass,
    counts: `answers ${[...statuses].map(([k, n]) => `${n} × ${k}`).join(', ')}; ${messages} messages taken, ${unanswered} without a reply, ${offline} answered offline; ${slow.filter((a) => a.status === 200).length}/10 slow replies answered (slowest ${secs(slowest)})`,
  };
}

// ---- the run --------------------------------------------------------------------------------------------

const experiments: Experiment[] = [
  { name: 'worker-kill', run: workerKill },
  { name: 'redis-kill', run: redisKill },
  { name: 'postgres-terminate', run: postgresTerminate },
  { name: 'smtp-outage', run: smtpOutage },
  { name: 'kafka-outage', run: kafkaOutage },
  { name: 'health', run: healthDetection },
  { name: 'slow-clients', run: slowClients },
  { name: 'model-edge', run: modelEdge },
];

let passed = 0;
let failed = 0;
const report: { name: string; pass: boolean; counts: string; seconds: number }[] = [];
const suiteStarted = Date.now();
for (const e of experiments) {
  if (only && !only.includes(e.name)) continue;
  const started = Date.now();
  let outcome: Outcome;
  try {
    await waitHealthy(60_000);
    outcome = await e.run();
  } catch (err) {
    outcome = { pass: false, counts: `error: ${(err as Error).message}` };
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (outcome.pass) passed++;
  else failed++;
  report.push({ name: e.name, pass: outcome.pass, counts: outcome.counts, seconds });
  console.log(`${outcome.pass ? 'pass' : 'FAIL'} ${e.name} (${seconds} s): ${outcome.counts}`);
}
console.log(
  `chaos: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - suiteStarted) / 1000)} s`,
);
const reportFile = args.get('report');
if (reportFile) {
  // The shape `make test` adds up (numPassedTests/numFailedTests, like vitest's JSON report).
  writeFileSync(
    reportFile,
    `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed, experiments: report }, null, 2)}\n`,
  );
}
process.exit(failed === 0 ? 0 : 1);
