import { fileURLToPath } from 'node:url';

/** Settings of one benchmark run. Defaults keep the whole `make bench` well under 15 minutes. */
export interface BenchConfig {
  /** nginx in front of everything, as a browser sees it. */
  nginxUrl: string;
  gatewayUrl: string;
  quizUrl: string;
  /** The chat service itself (the chat benchmark also measures it without nginx and the gateway). */
  chatUrl: string;
  /** Where the chat benchmark's reference single-process server listens (bench/reference/server.ts). */
  referencePort: number;
  /** Seconds of each measured run, and of the discarded warm-up before a series. */
  durationS: number;
  warmupS: number;
  /** Measured runs per figure: the report prints median with min and max. */
  runs: number;
  /** Database for benchmark-only schemas (dropped afterwards). */
  benchDatabaseUrl: string;
  /** Where the fake OpenAI-compatible server listens (the chat worker is pointed there). */
  fakeLlmPort: number;
  /** The stack's pid files (CPU use per process is read through them). */
  pidsDir: string;
  /** The idle suite: seconds to let a fresh stack settle, then seconds measured. */
  idleSettleS: number;
  idleS: number;
  /** The stack's own database (its PostgreSQL backends are shown beside the idle figures). */
  stackDatabaseUrl: string;
}

const int = (v: string | undefined, def: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : def;
};

/** Reads the BENCH_* variables run.sh passes (the only file of the bench that reads process.env). */
export function loadBenchConfig(env: Record<string, string | undefined> = process.env): BenchConfig {
  const nginxPort = int(env.NGINX_PORT, 8080);
  return {
    nginxUrl: `http://127.0.0.1:${nginxPort}`,
    gatewayUrl: `http://127.0.0.1:${int(env.PORT_GATEWAY, 8081)}`,
    quizUrl: `http://127.0.0.1:${int(env.PORT_QUIZ, 8093)}`,
    chatUrl: `http://127.0.0.1:${int(env.PORT_CHAT, 8092)}`,
    referencePort: int(env.REF_PORT, 8097),
    durationS: int(env.BENCH_DURATION_S, 5),
    warmupS: int(env.BENCH_WARMUP_S, 2),
    runs: int(env.BENCH_RUNS, 3),
    benchDatabaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage_bench',
    fakeLlmPort: int(env.FAKE_LLM_PORT, 8099),
    pidsDir: env.BENCH_PIDS_DIR ?? fileURLToPath(new URL('../../.data/pids', import.meta.url)),
    idleSettleS: int(env.BENCH_IDLE_SETTLE_S, 60),
    idleS: int(env.BENCH_IDLE_S, 60),
    stackDatabaseUrl: env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage',
  };
}

/** Stack settings that differ from `make up`, as run.sh exported them (recorded beside the results). */
export function stackSettings(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const keys = [
    'OPENAI_BASE_URL',
    'LLM_MODEL',
    'RATE_LIMIT_GLOBAL_PER_MINUTE',
    'RATE_LIMIT_SESSIONS_PER_MINUTE',
    'RATE_LIMIT_CHAT_PER_MINUTE',
    'RATE_LIMIT_CONTACT_PER_HOUR',
    'CHAT_WORKER_CONCURRENCY',
    'DB_POOL_MAX',
    'QUEUE_PREFIX',
    'LOG_LEVEL',
    'NODE_ENV',
  ];
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = env[k];
    if (v !== undefined && v !== '') out[k] = v;
  }
  return out;
}
