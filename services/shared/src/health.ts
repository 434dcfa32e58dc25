import { hostname } from 'node:os';
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
/** How long an instance that stopped beating without saying goodbye (killed) is still named, as down. */
export const HEARTBEAT_INSTANCE_MEMORY_MS = 60_000;

/** Processes `/api/health` expects a heartbeat from (the HTTP services are asked on `/ready`). */
export const HEARTBEAT_PROCESSES = ['chat-worker', 'mail-worker', 'retention'] as const;

/** The kind's key: up while any of its processes beats. */
export const heartbeatKey = (prefix: string, name: string) => `${prefix}:health:${name}`;
/** The kind's instances: a sorted set of instance names, scored by their last beat (ms since the epoch). */
export const heartbeatInstancesKey = (prefix: string, name: string) => `${prefix}:health:${name}:instances`;
/** One instance's own heartbeat. */
export const heartbeatInstanceKey = (prefix: string, name: string, instance: string) =>
  `${prefix}:health:${name}:instance:${instance}`;

/**
 * This process's instance name: `INSTANCE_NAME` when set (the local stack sets `chat-worker`,
 * `chat-worker-2`...), else the host name and pid (a container's host name is its id or pod name).
 */
export function instanceName(configured?: string): string {
  if (configured) return configured;
  return `${hostname()}-${process.pid}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(-64);
}

export interface Heartbeat {
  /** Stops beating and takes this instance off the list (a graceful stop is not a dead instance). */
  stop(): Promise<void>;
}

/**
 * Writes `{status, checks, at, pid, instance}` under `<prefix>:health:<name>` every second with a 3.5 s TTL
 * while the process runs, after running its readiness checks: the key disappears within 3.5 s of the
 * process dying (kill -9 included), and says `not_ready`/`degraded` when a dependency is down. Several
 * processes of one kind share that key: the kind is up while any of them is. Each also writes its own
 * `<prefix>:health:<name>:instance:<instance>` (same value, same TTL) and its name into the kind's sorted
 * set of instances (scored by the time of its beat), so `/api/health` can name every instance; names not
 * heard from for a minute are dropped from the set, and a graceful stop removes its own at once.
 */
export function startHeartbeat(opts: {
  redis: Redis;
  prefix: string;
  name: string;
  /** Defaults to `instanceName()`. */
  instance?: string;
  readiness?: Record<string, ReadinessCheck>;
  logger?: Logger;
  intervalMs?: number;
  ttlMs?: number;
}): Heartbeat {
  const { redis, prefix, name, logger, intervalMs = HEARTBEAT_INTERVAL_MS, ttlMs = HEARTBEAT_TTL_MS } = opts;
  const instance = opts.instance ?? instanceName();
  const kindKey = heartbeatKey(prefix, name);
  const ownKey = heartbeatInstanceKey(prefix, name, instance);
  const setKey = heartbeatInstancesKey(prefix, name);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  let current: Promise<void> = Promise.resolve();
  const beat = async () => {
    try {
      const state = await runReadiness(opts.readiness ?? {}, Math.min(1_000, intervalMs));
      if (stopped) return;
      const now = Date.now();
      const value = JSON.stringify({ ...state, at: new Date(now).toISOString(), pid: process.pid, instance });
      // Bounded: a Redis that does not answer must not pile beats up.
      await withTimeout(
        redis
          .multi()
          .set(kindKey, value, 'PX', ttlMs)
          .set(ownKey, value, 'PX', ttlMs)
          .zadd(setKey, now, instance)
          .zremrangebyscore(setKey, '-inf', now - HEARTBEAT_INSTANCE_MEMORY_MS)
          .pexpire(setKey, HEARTBEAT_INSTANCE_MEMORY_MS)
          .exec(),
        ttlMs,
      );
      if (failing) logger?.info({ name, instance }, 'heartbeat written again');
      failing = false;
    } catch (err) {
      if (!failing) logger?.warn({ err, name, instance }, 'heartbeat not written');
      failing = true;
    }
  };
  const loop = () => {
    current = beat().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  timer = setTimeout(loop, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      // The kind's key is left to expire: another instance may be keeping it.
      await withTimeout(redis.multi().del(ownKey).zrem(setKey, instance).exec(), 1_000).catch((err) =>
        logger?.warn({ err, name, instance }, 'heartbeat instance not removed'),
      );
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
    /**
     * Each kind's instances by name: `up`/`degraded`/`down` by its own heartbeat; one that stopped beating
     * without a graceful stop (killed) stays named, `down`, for a minute. A kind is up while any instance is.
     */
    instances: Record<string, Record<string, Condition>>;
    /** Dependencies down that the stack works around (e.g. `kafka`: events wait in the outboxes). */
    degraded?: string[];
    /** What makes the stack unavailable: services, processes or `redis`. */
    down?: string[];
  };
}

function parseState(value: string | null | undefined): Partial<Readiness> | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as Partial<Readiness>;
  } catch {
    return undefined;
  }
}

/** `chat-worker`, `chat-worker-2`, ... `chat-worker-10`: numbers in names compare as numbers. */
const byInstanceName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function conditionOf(state: Partial<Readiness> | undefined): Condition {
  if (state?.status === 'ready') return 'up';
  if (state?.status === 'degraded') return 'degraded';
  return 'down';
}

/**
 * Asks every HTTP service's `/ready` and reads the heartbeats of the processes without a port. A service
 * that does not answer in 2 s, or a process whose heartbeat expired, is down (503); a degradable
 * dependency down (Kafka) leaves the answer 200 with `status: degraded` and `degraded` naming it.
 * `instances` names each process of each kind with its own condition (informational: one dead worker
 * among several leaves the kind, and the answer, up).
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
  const instances: Record<string, Record<string, Condition>> = {};
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
        await withTimeout(
          (async () => {
            // One round trip for the kinds' keys and their lists of instances, one for the instances' keys.
            const first = redis.pipeline().mget(...processes.map((p) => heartbeatKey(prefix, p)));
            for (const p of processes) first.zrange(heartbeatInstancesKey(prefix, p), '0', '-1');
            const answers = await first.exec();
            const failed = answers?.find(([err]) => err)?.[0];
            if (!answers || failed) throw failed ?? new Error('no answer');
            const values = answers[0]![1] as (string | null)[];
            processes.forEach((p, i) => {
              const state = parseState(values[i]);
              procs[p] = conditionOf(state);
              if (procs[p] !== 'down') note(state);
            });
            const names = processes.map((_p, i) =>
              (answers[i + 1]![1] as string[]).slice().sort(byInstanceName),
            );
            const keys = processes.flatMap((p, i) =>
              names[i]!.map((n) => heartbeatInstanceKey(prefix, p, n)),
            );
            const own = keys.length > 0 ? await redis.mget(...keys) : [];
            let k = 0;
            processes.forEach((p, i) => {
              const byName: Record<string, Condition> = {};
              for (const n of names[i]!) byName[n] = conditionOf(parseState(own[k++]));
              instances[p] = byName;
            });
          })(),
          timeoutMs,
        );
      } catch {
        for (const p of processes) {
          procs[p] = 'down';
          instances[p] = {};
        }
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
      instances: Object.fromEntries(processes.map((p) => [p, instances[p] ?? {}])),
      ...(degraded.size > 0 ? { degraded: [...degraded].sort() } : {}),
      ...(down.length > 0 ? { down: down.sort() } : {}),
    },
  };
}
