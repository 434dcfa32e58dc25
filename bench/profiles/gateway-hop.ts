/**
 * The gateway hop on loopback, without the rest of the stack: the quiz service (in-process app, its
 * `GET /api/quiz/attachment` touches no database) and the gateway in front of it, each in its own process,
 * with autocannon in this one. Direct and gateway runs are interleaved; ratios pair runs of one round.
 *
 *   npx tsx bench/profiles/gateway-hop.ts [--app gateway/src/app.ts] [--profile DIR] [--seconds 5] [--rounds 3]
 *
 * `--app` points at another copy of the gateway's app.ts (to measure a former version); `--profile` runs
 * the gateway under `node --cpu-prof` and leaves the .cpuprofile in DIR. Needs Redis (TEST_REDIS_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PATH = '/api/quiz/attachment';
const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? def : process.argv[i + 1]!;
};
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function serveQuiz(port: number) {
  const { default: pino } = await import('pino');
  const { loggerOptions } = await import('@sage/shared');
  const { createDb } = await import('@sage/shared');
  const { buildApp } = await import(path.join(ROOT, 'services/quiz/src/app.ts'));
  const logger = pino(
    { ...loggerOptions('quiz', 'info'), transport: undefined },
    pino.destination('/dev/null'),
  );
  const db = createDb({ connectionString: 'postgres://127.0.0.1:1/none', schema: 'quiz' });
  const app = await buildApp({
    config: { SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0', KAFKA_TOPIC_PREFIX: '' },
    db,
    logger,
    readiness: {},
  });
  await app.listen({ port, host: '127.0.0.1' });
}

async function serveGateway(port: number, quizUrl: string, appFile: string) {
  const { default: pino } = await import('pino');
  const { createRedis, loggerOptions, redisReady } = await import('@sage/shared');
  const { buildGateway } = await import(path.resolve(ROOT, appFile));
  const { loadGatewayConfig } = await import(
    path.join(path.dirname(path.resolve(ROOT, appFile)), 'config.ts')
  );
  const config = loadGatewayConfig({
    QUIZ_URL: quizUrl,
    REDIS_URL,
    QUEUE_PREFIX: `bench-hop-${port}`,
    VISITOR_COOKIE_SECRET: 'bench-visitor-bench-visitor-bench-visitor',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  });
  const logger = pino(
    { ...loggerOptions('gateway', 'info'), transport: undefined },
    pino.destination('/dev/null'),
  );
  const redis = createRedis(config.REDIS_URL, 'producer');
  await redisReady(redis);
  const app = await buildGateway({ config, logger, redis });
  await app.listen({ port, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    redis.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function start(args: string[], nodeFlags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

async function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ url, connections, pipelining: 1, duration: seconds, headers }, (e, r) =>
      e ? reject(e) : resolve(r),
    );
    inst.on('response', (_c, status, _b, rt) => {
      if (status >= 200 && status < 300) samples.push(rt);
    });
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: pct(samples, 50),
    p99: pct(samples, 99),
    bad: result.non2xx + result.errors,
  };
}

async function run() {
  const seconds = Number(arg('seconds', '5'));
  const rounds = Number(arg('rounds', '3'));
  const appFile = arg('app', 'gateway/src/app.ts');
  const profileDir = arg('profile', '');
  const quizPort = 18093;
  const gwPort = 18081;
  const quiz = start(['quiz', String(quizPort)]);
  const gw = start(
    ['gateway', String(gwPort), `http://127.0.0.1:${quizPort}`, appFile],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const direct = `http://127.0.0.1:${quizPort}${PATH}`;
    const proxied = `http://127.0.0.1:${gwPort}${PATH}`;
    await waitFor(direct);
    const first = await waitFor(proxied);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const visitor = /sage_visitor=([^;]+)/.exec(cookie)?.[1] ?? 'AAAAAAAAAAAAAAAAAAAAAA';
    const headers = { direct: { 'x-sage-visitor': visitor }, gateway: { cookie } };
    const out: Record<string, unknown>[] = [];
    for (const connections of [10, 1]) {
      await cannon(direct, headers.direct, connections, 2);
      await cannon(proxied, headers.gateway, connections, 2);
      for (let r = 0; r < rounds; r++) {
        const d = await cannon(direct, headers.direct, connections, seconds);
        const g = await cannon(proxied, headers.gateway, connections, seconds);
        out.push({
          connections,
          round: r + 1,
          directRps: Math.round(d.rps),
          gatewayRps: Math.round(g.rps),
          ratio: Math.round((g.rps / d.rps) * 100) / 100,
          directP50: d.p50,
          gatewayP50: g.p50,
          addedP50: Math.round((g.p50 - d.p50) * 100) / 100,
          gatewayP99: g.p99,
          errors: d.bad + g.bad,
        });
      }
    }
    console.table(out);
  } finally {
    gw.kill('SIGTERM');
    quiz.kill('SIGTERM');
    await new Promise((r) => gw.once('exit', r));
  }
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'quiz') await serveQuiz(Number(rest[0]));
else if (mode === 'gateway') await serveGateway(Number(rest[0]), rest[1]!, rest[2]!);
else await run();
