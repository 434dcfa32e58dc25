import type { Redis } from 'ioredis';
import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AnyFastify } from './fastifyTypes.ts';
import type { Logger } from './logger.ts';

/** A readiness check resolves when the dependency answers and rejects (or times out) otherwise. */
export type ReadinessCheck = (() => Promise<unknown>) & { degradable?: true };

/** `up`: answers. `degraded`: serves, but a dependency it works around is down. `down`: does not serve. */
export type Condition = 'up' | 'degraded' | 'down';

export interface Readiness {
  status: 'ready' | 'degraded' | 'not_ready';
  checks: Record<string, 'up' | 'down'>;
  /** Checks that failed without stopping the process from serving (Kafka: the outbox buffers events). */
  degraded?: string[];
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** A check whose failure degrades the process instead of making it unready. */
export function degradable(check: () => Promise<unknown>): ReadinessCheck {
  return Object.assign(() => check(), { degradable: true as const });
}

export const checks = {
  postgres:
    (db: Kysely<any>): ReadinessCheck =>
    () =>
      sql`select 1`.execute(db),
  redis:
    (redis: Redis): ReadinessCheck =>
    () =>
      redis.ping(),
  /**
   * Kafka is degradable: events go through the transactional outbox, which keeps them while the broker is
   * away and publishes them when it is back, so a process without Kafka still serves.
   */
  kafka: (kafka: Kafka): ReadinessCheck => {
    const admin = kafka.admin();
    let connected: Promise<void> | undefined;
    return degradable(async () => {
      connected ??= admin.connect().catch((e) => {
        connected = undefined;
        throw e;
      });
      await connected;
      await admin.describeCluster();
    });
  },
};

/** Runs every check at once, each bounded by `timeoutMs`. */
export async function runReadiness(
  readiness: Record<string, ReadinessCheck>,
  timeoutMs = 1_500,
): Promise<Readiness> {
  const results: Record<string, 'up' | 'down'> = {};
  await Promise.all(
    Object.entries(readiness).map(async ([name, check]) => {
      try {
        await withTimeout(Promise.resolve().then(check), timeoutMs);
        results[name] = 'up';
      } catch {
        results[name] = 'down';
      }
    }),
  );
  const down = Object.keys(results).filter((n) => results[n] === 'down');
  const fatal = down.filter((n) => !readiness[n]?.degradable);
  if (fatal.length > 0) return { status: 'not_ready', checks: results };
  if (down.length > 0) return { status: 'degraded', checks: results, degraded: down };
  return { status: 'ready', checks: results };
}

/**
 * `/health`: the process is alive. `/ready`: every dependency this process uses answers (200 `ready`),
 * or only degradable ones are down (200 `degraded`, naming them), else 503 `not_ready`.
 */
export async function registerHealth(
  app: AnyFastify,
  readiness: Record<string, ReadinessCheck>,
): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    const result = await runReadiness(readiness);
    return reply.status(result.status === 'not_ready' ? 503 : 200).send(result);
  });
}

// ---- heartbeats: processes without an HTTP port the gateway could ask ---------------------------------

/** How often a process writes its heartbeat, and how long one lasts: a dead process is seen within the TTL. */
export const HEARTBEAT_INTERVAL_MS = 1_000;
export const HEARTBEAT_TTL_MS = 3_500;

/** Processes `/api/health` expects a heartbeat from (the HTTP services are asked on `/ready`). */
export const HEARTBEAT_PROCESSES = ['chat-worker', 'mail-worker', 'retention'] as const;

export const heartbeatKey = (prefix: string, name: string) => `${prefix}:health:${name}`;

export interface Heartbeat {
  stop(): void;
}

/**
 * Writes `{status, checks, at}` under `<prefix>:health:<name>` every second with a 3.5 s TTL while the
 * process runs, after running its readiness checks: the key disappears within 3.5 s of the process dying
 * (kill -9 included), and says `not_ready`/`degraded` when a dependency is down. Several processes of one
 * kind share the key: the kind is up while any of them is.
 */
export function startHeartbeat(opts: {
  redis: Redis;
  prefix: string;
  name: string;
  readiness?: Record<string, ReadinessCheck>;
  logger?: Logger;
  intervalMs?: number;
  ttlMs?: number;
}): Heartbeat {
  const { redis, prefix, name, logger, intervalMs = HEARTBEAT_INTERVAL_MS, ttlMs = HEARTBEAT_TTL_MS } = opts;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  const beat = async () => {
    try {
      const state = await runReadiness(opts.readiness ?? {}, Math.min(1_000, intervalMs));
      const value = JSON.stringify({ ...state, at: new Date().toISOString(), pid: process.pid });
      // Bounded: a Redis that does not answer must not pile beats up.
      await withTimeout(redis.set(heartbeatKey(prefix, name), value, 'PX', ttlMs), ttlMs);
      if (failing) logger?.info({ name }, 'heartbeat written again');
      failing = false;
    } catch (err) {
      if (!failing) logger?.warn({ err, name }, 'heartbeat not written');
      failing = true;
    }
    if (!stopped) timer = setTimeout(beat, intervalMs);
  };
  timer = setTimeout(beat, 0);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

// ---- /api/health: the whole stack, as the gateway sees it -----------------------------------------------

export interface StackHealth {
  /** 200 when true: every service and process serves (some perhaps degraded). */
  ok: boolean;
  body: {
    status: 'ok' | 'degraded' | 'unavailable';
    services: Record<string, Condition>;
    processes: Record<string, Condition>;
    /** Dependencies down that the stack works around (e.g. `kafka`: events wait in the outboxes). */
    degraded?: string[];
    /** What makes the stack unavailable: services, processes or `redis`. */
    down?: string[];
  };
}

function conditionOf(state: Partial<Readiness> | undefined): Condition {
  if (state?.status === 'ready') return 'up';
  if (state?.status === 'degraded') return 'degraded';
  return 'down';
}

/**
 * Asks every HTTP service's `/ready` and reads the heartbeats of the processes without a port. A service
 * that does not answer in 2 s, or a process whose heartbeat expired, is down (503); a degradable
 * dependency down (Kafka) leaves the answer 200 with `status: degraded` and `degraded` naming it.
 */
export async function stackHealth(opts: {
  upstreams: readonly { name: string; url: string }[];
  redis: Redis;
  prefix: string;
  processes?: readonly string[];
  timeoutMs?: number;
}): Promise<StackHealth> {
  const { upstreams, redis, prefix, processes = HEARTBEAT_PROCESSES, timeoutMs = 2_000 } = opts;
  const services: Record<string, Condition> = {};
  const procs: Record<string, Condition> = {};
  const degraded = new Set<string>();
  const down: string[] = [];
  const note = (state: Partial<Readiness> | undefined) => {
    for (const d of state?.degraded ?? []) degraded.add(d);
  };
  await Promise.all([
    ...upstreams.map(async (u) => {
      try {
        const res = await fetch(`${u.url}/ready`, { signal: AbortSignal.timeout(timeoutMs) });
        const state = (await res.json().catch(() => ({}))) as Partial<Readiness>;
        // A plain 200 without a body shape is an older or simpler service: up.
        services[u.name] = res.ok ? (state.status === 'degraded' ? 'degraded' : 'up') : 'down';
        if (res.ok) note(state);
      } catch {
        services[u.name] = 'down';
      }
    }),
    (async () => {
      if (processes.length === 0) return;
      try {
        const values = await withTimeout(
          redis.mget(...processes.map((p) => heartbeatKey(prefix, p))),
          timeoutMs,
        );
        processes.forEach((p, i) => {
          let state: Partial<Readiness> | undefined;
          try {
            state = values[i] ? (JSON.parse(values[i]!) as Partial<Readiness>) : undefined;
          } catch {
            state = undefined;
          }
          procs[p] = conditionOf(state);
          if (procs[p] !== 'down') note(state);
        });
      } catch {
        for (const p of processes) procs[p] = 'down';
        down.push('redis');
      }
    })(),
  ]);
  for (const [name, c] of [...Object.entries(services), ...Object.entries(procs)]) {
    if (c === 'down') down.push(name);
  }
  const ok = down.length === 0;
  const anyDegraded = [...Object.values(services), ...Object.values(procs)].some((c) => c === 'degraded');
  const inOrder = (names: readonly string[], o: Record<string, Condition>) =>
    Object.fromEntries(names.map((n) => [n, o[n] ?? 'down'])) as Record<string, Condition>;
  return {
    ok,
    body: {
      status: !ok ? 'unavailable' : anyDegraded ? 'degraded' : 'ok',
      services: inOrder(
        upstreams.map((u) => u.name),
        services,
      ),
      processes: inOrder(processes, procs),
      ...(degraded.size > 0 ? { degraded: [...degraded].sort() } : {}),
      ...(down.length > 0 ? { down: down.sort() } : {}),
    },
  };
}
