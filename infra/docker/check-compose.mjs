// Static checks of docker-compose.yml, the Dockerfiles and .env.example, for CI machines without a Docker
// engine. Usage: node infra/docker/check-compose.mjs [--report file.json]
// Prints one line per check; exits 1 when any fails. The report has vitest's counters so that
// `make test` adds the checks to its total.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { sourceOf } from '../build/build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (...parts) => path.join(ROOT, ...parts);
const read = (file) => readFileSync(rel(file), 'utf8');

const results = [];
function check(name, fn) {
  let problems;
  try {
    problems = fn() ?? [];
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  results.push({ name, problems });
  const mark = problems.length === 0 ? '\u001b[32mok\u001b[0m  ' : '\u001b[31mFAIL\u001b[0m';
  console.log(`${mark} ${name}`);
  for (const p of problems) console.log(`       - ${p}`);
}

// ---------------------------------------------------------------------------------------------------------
// Inputs

const composeText = read('docker-compose.yml');
const doc = parseDocument(composeText, { merge: true, prettyErrors: true });
const compose = doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 1000 }) : null;
const services = compose?.services ?? {};
const names = Object.keys(services);

const rootPackage = JSON.parse(read('package.json'));
/** Workspaces that are libraries or tools, not deployables. */
const NOT_DEPLOYED = new Set(['services/shared', 'services/safety', 'e2e', 'bench']);
const deployables = rootPackage.workspaces.filter((w) => !NOT_DEPLOYED.has(w));
/** Dockerfile of a workspace: the frontend ships inside the nginx image. */
const dockerfileOf = (ws) => `infra/docker/${ws === 'frontend' ? 'nginx' : path.basename(ws)}.Dockerfile`;

const dockerfiles = readdirSync(rel('infra/docker'))
  .filter((f) => f.endsWith('.Dockerfile'))
  .map((f) => `infra/docker/${f}`);

/** Instructions of a Dockerfile with continuation lines joined. */
function instructions(file) {
  const lines = read(file)
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return lines.map((l) => {
    const [op, ...rest] = l.split(/\s+/);
    return { op: op.toUpperCase(), args: rest.join(' ') };
  });
}

const isOneShot = (svc) => svc.restart === 'no' || svc.restart === false;
const builtDockerfile = (svc) => (svc.build ? (svc.build.dockerfile ?? 'Dockerfile') : null);
const dockerfileHasHealthcheck = (file) =>
  existsSync(rel(file)) && instructions(file).some((i) => i.op === 'HEALTHCHECK' && !/^NONE\b/i.test(i.args));

/** Every `${...}` interpolation in the compose file, with `$$` escapes removed first. */
function interpolations(text) {
  const found = [];
  const stripped = text.replace(/\$\$/g, '');
  for (const match of stripped.matchAll(/\$\{([^}]*)\}/g)) found.push(match[1]);
  // A lone `$NAME` also interpolates; it is allowed but listed the same way.
  for (const match of stripped.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) found.push(match[1]);
  return found;
}

/** Variables documented in .env.example, as `NAME=` or `# NAME=`. */
const envExample = existsSync(rel('.env.example')) ? read('.env.example') : '';
const documented = new Set([...envExample.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

// ---------------------------------------------------------------------------------------------------------
// Checks

check('docker-compose.yml parses as YAML with a services map', () => {
  const problems = doc.errors.map((e) => e.message);
  problems.push(...doc.warnings.map((w) => `warning: ${w.message}`));
  if (!compose?.services || typeof compose.services !== 'object') problems.push('no services map');
  return problems;
});

check('interpolations are well-formed and every variable is documented in .env.example', () => {
  const problems = [];
  const seen = new Set();
  for (const expr of interpolations(composeText)) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])(.*))?$/s.exec(expr);
    if (!m) {
      problems.push(`malformed interpolation \${${expr}}`);
      continue;
    }
    seen.add(m[1]);
  }
  for (const name of seen) if (!documented.has(name)) problems.push(`${name} is not in .env.example`);
  for (const name of documented)
    if (!seen.has(name)) problems.push(`.env.example lists ${name}, which nothing uses`);
  return problems;
});

check('.env.example: every variable has a comment line above it', () => {
  const problems = [];
  const lines = envExample.split(/\r?\n/);
  lines.forEach((line, i) => {
    const m = /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (!m) return;
    // Walk up over other variables of the same block to the nearest prose comment.
    let j = i - 1;
    while (j >= 0 && /^#?\s?[A-Z][A-Z0-9_]*=/.test(lines[j])) j -= 1;
    if (j < 0 || !/^#\s*\S/.test(lines[j]) || /^#\s*-{5,}/.test(lines[j])) {
      problems.push(`${m[1]} (line ${i + 1}) has no explanation`);
    }
  });
  return problems;
});

check('every service has an image or a build', () =>
  names
    .filter((n) => !services[n].image && !services[n].build)
    .map((n) => `${n} has neither image nor build`),
);

check('every build points at an existing Dockerfile with the repository root as context', () => {
  const problems = [];
  for (const n of names) {
    const file = builtDockerfile(services[n]);
    if (!file) continue;
    const context = services[n].build.context ?? '.';
    if (context !== '.') problems.push(`${n}: build context is ${context}, expected .`);
    if (!existsSync(rel(file))) problems.push(`${n}: ${file} does not exist`);
  }
  return problems;
});

check('services that share an image also share its build (so Compose never tries to pull it)', () => {
  const byImage = new Map();
  for (const n of names) {
    const { image, build } = services[n];
    if (!image) continue;
    if (!byImage.has(image)) byImage.set(image, []);
    byImage.get(image).push({ n, build: build ? JSON.stringify(build) : null });
  }
  const problems = [];
  for (const [image, users] of byImage) {
    const builds = new Set(users.map((u) => u.build));
    if (users.length > 1 && builds.size > 1)
      problems.push(`${image}: ${users.map((u) => u.n).join(', ')} differ`);
  }
  return problems;
});

check('every deployable workspace has a Dockerfile that Compose builds', () => {
  const problems = [];
  const built = new Set(names.map((n) => builtDockerfile(services[n])).filter(Boolean));
  for (const ws of deployables) {
    const file = dockerfileOf(ws);
    if (!existsSync(rel(file))) problems.push(`${ws}: ${file} is missing`);
    else if (!built.has(file)) problems.push(`${ws}: no service builds ${file}`);
  }
  for (const file of dockerfiles) {
    if (!built.has(file)) problems.push(`${file} is not used by docker-compose.yml`);
  }
  return problems;
});

check('Dockerfiles: multi-stage, non-root user, health check, pinned base, own .dockerignore', () => {
  const problems = [];
  for (const file of dockerfiles) {
    const ins = instructions(file);
    const froms = ins.filter((i) => i.op === 'FROM');
    if (froms.length < 2) problems.push(`${file}: not multi-stage`);
    const lastUser = ins.filter((i) => i.op === 'USER').at(-1);
    const lastFrom = ins.lastIndexOf(froms.at(-1));
    if (!lastUser || ins.indexOf(lastUser) < lastFrom) problems.push(`${file}: final stage has no USER`);
    else if (/^(root|0)(:|$)/.test(lastUser.args)) problems.push(`${file}: runs as root`);
    if (!dockerfileHasHealthcheck(file)) problems.push(`${file}: no HEALTHCHECK`);
    for (const arg of ins.filter((i) => i.op === 'ARG' && /_IMAGE=/.test(i.args))) {
      // `scratch` (an empty image, the default of NPM_CACHE_IMAGE) has no versions.
      if (/:latest$|=[^:]+$/.test(arg.args) && !/=scratch$/.test(arg.args))
        problems.push(`${file}: base image not pinned (${arg.args})`);
    }
    if (!existsSync(rel(`${file}.dockerignore`))) problems.push(`${file}: ${file}.dockerignore is missing`);
  }
  return problems;
});

check(
  'Node images: node:20-bookworm-slim, built by infra/build in a build stage, run with node (no tsx)',
  () => {
    const problems = [];
    for (const file of dockerfiles) {
      const text = read(file);
      if (!/ARG NODE_IMAGE=node:20-bookworm-slim\b/.test(text))
        problems.push(`${file}: base is not node:20-bookworm-slim`);
      if (file.endsWith('nginx.Dockerfile')) continue;
      if (!/--omit=dev/.test(text)) problems.push(`${file}: installs dev dependencies`);
      const ins = instructions(file);
      const lastFrom = ins.findLastIndex((i) => i.op === 'FROM');
      const runtime = ins.slice(lastFrom);
      const ws = deployables.find((w) => dockerfileOf(w) === file);
      const builds = ins
        .slice(0, lastFrom)
        .some((i) => i.op === 'RUN' && new RegExp(`node infra/build/build\\.mjs ${ws}$`).test(i.args));
      if (!builds) problems.push(`${file}: no build stage runs node infra/build/build.mjs ${ws}`);
      if (!runtime.some((i) => i.op === 'COPY' && i.args.startsWith(`--from=build /app/${ws}/dist `)))
        problems.push(`${file}: the runtime stage does not copy ${ws}/dist from the build stage`);
      if (runtime.some((i) => /tsx/.test(i.args))) problems.push(`${file}: the runtime stage still uses tsx`);
      const cmd = runtime.find((i) => i.op === 'CMD');
      const argv = cmd ? JSON.parse(cmd.args) : [];
      if (argv[0] !== 'node' || !argv.includes('--enable-source-maps'))
        problems.push(`${file}: CMD is not node --enable-source-maps <bundle>`);
    }
    return problems;
  },
);

check('nginx image: its build stage copies what the frontend imports from @sage/shared', () => {
  const problems = [];
  const exportsOf = JSON.parse(read('services/shared/package.json')).exports ?? {};
  const copied = instructions('infra/docker/nginx.Dockerfile')
    .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from='))
    .flatMap((i) =>
      i.args
        .split(/\s+/)
        .filter((a) => !a.startsWith('--'))
        .slice(0, -1),
    );
  if (!copied.includes('services/shared/package.json'))
    problems.push('services/shared/package.json is not copied before npm ci (no workspace link)');
  const sources = (dir) =>
    readdirSync(rel(dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
    );
  const imported = new Set();
  for (const file of sources('frontend/src')) {
    for (const m of read(file).matchAll(/from '@sage\/shared(\/[^']+)?'/g)) imported.add(`.${m[1] ?? ''}`);
  }
  for (const entry of imported) {
    const target = exportsOf[entry];
    if (!target) {
      problems.push(
        `the frontend imports @sage/shared${entry.slice(1)}, which services/shared does not export`,
      );
      continue;
    }
    const file = path.posix.join('services/shared', target);
    if (!copied.some((src) => file === src || file.startsWith(src.endsWith('/') ? src : `${src}/`)))
      problems.push(
        `the frontend imports @sage/shared${entry.slice(1)} (${file}), which the image does not copy`,
      );
  }
  return problems;
});

// A `<workspace>/dist/<name>.js` exists only after a build: it must be an entry of infra/build/build.mjs
// whose source exists.
const startsSomething = (entry) => {
  const source = sourceOf(entry) ?? entry;
  return existsSync(rel(source));
};

check('commands and Dockerfile CMDs start files that exist (or that infra/build/build.mjs builds)', () => {
  const problems = [];
  const entryOf = (argv) => argv.find((a) => /\.(ts|mjs|js)$/.test(a));
  for (const file of dockerfiles) {
    const cmd = instructions(file).find((i) => i.op === 'CMD');
    if (!cmd) continue;
    const entry = entryOf(JSON.parse(cmd.args));
    if (entry && !startsSomething(entry)) problems.push(`${file}: CMD starts ${entry}, which is not built`);
  }
  for (const n of names) {
    const { command } = services[n];
    if (!Array.isArray(command)) continue;
    const entry = entryOf(command);
    if (entry && !startsSomething(entry)) problems.push(`${n}: command starts ${entry}, which is not built`);
    const built = builtDockerfile(services[n]);
    const ws = deployables.find((w) => dockerfileOf(w) === built);
    if (entry?.includes('/dist/') && ws && !entry.startsWith(`${ws}/dist/`))
      problems.push(`${n}: runs ${entry}, which its image (${built}) does not build`);
    const wsAt = command.indexOf('-w');
    if (command[0] === 'npm' && wsAt > 0) {
      const pkg = JSON.parse(read(`${command[wsAt + 1]}/package.json`));
      if (!pkg.scripts?.[command[2]])
        problems.push(`${n}: ${command[wsAt + 1]} has no "${command[2]}" script`);
    }
  }
  return problems;
});

check('depends_on: targets exist, conditions fit the target, no cycles', () => {
  const problems = [];
  const deps = (n) => {
    const d = services[n].depends_on ?? {};
    return Array.isArray(d) ? Object.fromEntries(d.map((t) => [t, { condition: 'service_started' }])) : d;
  };
  for (const n of names) {
    for (const [target, spec] of Object.entries(deps(n))) {
      const t = services[target];
      if (!t) {
        problems.push(`${n} depends on ${target}, which is not a service`);
        continue;
      }
      const condition = spec?.condition ?? 'service_started';
      if (condition === 'service_healthy') {
        const has = t.healthcheck
          ? !t.healthcheck.disable
          : dockerfileHasHealthcheck(builtDockerfile(t) ?? '');
        if (!has) problems.push(`${n} waits for ${target} to be healthy, but ${target} has no health check`);
      } else if (condition === 'service_completed_successfully') {
        if (!isOneShot(t)) problems.push(`${n} waits for ${target} to finish, but ${target} restarts`);
      } else if (condition !== 'service_started') {
        problems.push(`${n}: unknown condition ${condition}`);
      }
      if (condition === 'service_started' && !isOneShot(t)) {
        problems.push(`${n} waits only for ${target} to start; use service_healthy`);
      }
    }
  }
  const state = new Map();
  const visit = (n, trail) => {
    if (state.get(n) === 'done') return;
    if (state.get(n) === 'active') {
      problems.push(`cycle: ${[...trail, n].join(' -> ')}`);
      return;
    }
    state.set(n, 'active');
    for (const t of Object.keys(deps(n))) if (services[t]) visit(t, [...trail, n]);
    state.set(n, 'done');
  };
  for (const n of names) visit(n, []);
  return problems;
});

check('every long-running service has a health check', () =>
  names
    .filter((n) => !isOneShot(services[n]))
    .filter((n) => {
      const hc = services[n].healthcheck;
      if (hc) return hc.disable === true || !Array.isArray(hc.test) || hc.test[0] === 'NONE';
      return !dockerfileHasHealthcheck(builtDockerfile(services[n]) ?? '');
    })
    .map((n) => `${n} has no health check`),
);

check('chat-worker can be scaled: no container_name, no published ports', () => {
  const w = services['chat-worker'];
  if (!w) return ['no chat-worker service'];
  const problems = [];
  if (w.container_name) problems.push('chat-worker has a container_name');
  if (w.ports?.length) problems.push('chat-worker publishes ports');
  if (w.command?.join(' ') !== 'node --enable-source-maps services/chat/dist/worker.js')
    problems.push('chat-worker does not run the worker');
  if (w.image !== services.chat?.image) problems.push('chat-worker does not reuse the chat image');
  return problems;
});

check('no container_name anywhere and no host port used twice', () => {
  const problems = names.filter((n) => services[n].container_name).map((n) => `${n} has a container_name`);
  const used = new Map();
  for (const n of names) {
    for (const p of services[n].ports ?? []) {
      // "${SAGE_HTTP_PORT:-8080}:8080" counts as its default, 8080.
      const spec = String(typeof p === 'object' ? p.published : p).replace(
        /\$\{[A-Z0-9_]+:?-([^}]*)\}/g,
        '$1',
      );
      const host = spec.split(':').slice(-2, -1)[0] ?? spec;
      if (used.has(host)) problems.push(`host port ${host} used by ${used.get(host)} and ${n}`);
      used.set(host, n);
    }
  }
  return problems;
});

check('migrations run as one-shot jobs before their service starts', () => {
  const problems = [];
  for (const ws of deployables.filter((w) => w.startsWith('services/'))) {
    const pkg = JSON.parse(read(`${ws}/package.json`));
    if (!pkg.scripts?.migrate) continue;
    const svc = path.basename(ws);
    const job = services[`migrate-${svc}`];
    if (!job) {
      problems.push(`no migrate-${svc} job`);
      continue;
    }
    if (!isOneShot(job)) problems.push(`migrate-${svc} restarts`);
    if (job.image !== services[svc]?.image) problems.push(`migrate-${svc} does not reuse the ${svc} image`);
    const cond = services[svc]?.depends_on?.[`migrate-${svc}`]?.condition;
    if (cond !== 'service_completed_successfully') problems.push(`${svc} does not wait for migrate-${svc}`);
  }
  return problems;
});

check('infrastructure: postgres 16, redis 7 (noeviction, AOF), apache/kafka in KRaft mode, mailpit', () => {
  const problems = [];
  if (!/^postgres:16/.test(services.postgres?.image ?? '')) problems.push('postgres is not postgres:16');
  const redisCmd = (services.redis?.command ?? []).join(' ');
  if (!/^redis:7/.test(services.redis?.image ?? '')) problems.push('redis is not redis:7');
  if (!/--maxmemory-policy noeviction/.test(redisCmd)) problems.push('redis without noeviction');
  if (!/--appendonly yes/.test(redisCmd)) problems.push('redis without appendonly');
  const kafka = services.kafka ?? {};
  if (!/^apache\/kafka:/.test(kafka.image ?? '')) problems.push('kafka is not apache/kafka');
  if (!/controller/.test(kafka.environment?.KAFKA_PROCESS_ROLES ?? ''))
    problems.push('kafka not in KRaft mode');
  if (!/^axllent\/mailpit:/.test(services.mailpit?.image ?? '')) problems.push('no mailpit');
  return problems;
});

check('kafka-init creates exactly the topics of services/shared/src/events.ts', () => {
  const events = read('services/shared/src/events.ts');
  const block = /export const TOPICS = \{([\s\S]*?)\}/.exec(events)?.[1] ?? '';
  const declared = [...block.matchAll(/'([a-z0-9.]+)'/g)].map((m) => m[1]).sort();
  const script = read('infra/kafka/create-topics.sh');
  const listed = [...(/TOPICS=\(([\s\S]*?)\)/.exec(script)?.[1] ?? '').matchAll(/^\s*([a-z0-9.]+)\s*$/gm)]
    .map((m) => m[1])
    .sort();
  const problems = [];
  if (declared.length === 0) problems.push('could not read TOPICS from events.ts');
  for (const t of declared) if (!listed.includes(t)) problems.push(`create-topics.sh does not create ${t}`);
  for (const t of listed)
    if (!declared.includes(t)) problems.push(`create-topics.sh creates unknown topic ${t}`);
  const init = services['kafka-init'];
  if (!init || !isOneShot(init)) problems.push('no one-shot kafka-init service');
  if (!/kafka-topics\.sh/.test(script)) problems.push('create-topics.sh does not use kafka-topics.sh');
  return problems;
});

check('environment names match what each service reads (config.ts)', () => {
  const configKeys = (file) =>
    existsSync(rel(file))
      ? [...read(file).matchAll(/^\s*([A-Z][A-Z0-9_]+):\s*(?:Type\.|Ms\(|Url\()/gm)].map((m) => m[1])
      : [];
  // identity.ts reads SESSION_SECRET_PREVIOUS itself, for every service that verifies session ids.
  const shared = new Set([
    ...configKeys('services/shared/src/config.ts'),
    ...[...read('services/shared/src/identity.ts').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
  ]);
  const problems = [];
  for (const n of names) {
    const file = builtDockerfile(services[n]);
    if (!file || file.endsWith('nginx.Dockerfile')) continue;
    const ws = deployables.find((w) => dockerfileOf(w) === file);
    if (!ws || !existsSync(rel(ws, 'src/config.ts'))) continue;
    const known = new Set([...shared, ...configKeys(`${ws}/src/config.ts`)]);
    for (const key of Object.keys(services[n].environment ?? {})) {
      if (!known.has(key)) problems.push(`${n}: ${key} is not read by ${ws}/src/config.ts`);
    }
  }
  return problems;
});

check(
  'local-llm profile: the official Ollama image, a one-shot pull of the model named in .env.example',
  () => {
    const problems = [];
    const ollama = services.ollama;
    const pull = services['ollama-pull'];
    if (!ollama || !pull) return ['no ollama and ollama-pull services'];
    for (const [n, svc] of [
      ['ollama', ollama],
      ['ollama-pull', pull],
    ]) {
      if (!/^ollama\/ollama:/.test(svc.image ?? ''))
        problems.push(`${n} does not use the ollama/ollama image`);
      if (!(svc.profiles ?? []).includes('local-llm')) problems.push(`${n} is not in the local-llm profile`);
    }
    if (!isOneShot(pull)) problems.push('ollama-pull is not a one-shot job');
    if ((pull.entrypoint ?? []).slice(0, 2).join(' ') !== 'ollama pull')
      problems.push('ollama-pull does not pull');
    if (pull.depends_on?.ollama?.condition !== 'service_healthy')
      problems.push('ollama-pull does not wait for ollama');
    const example = read('.env.example');
    if (!/^# OLLAMA_MODEL=\S+/m.test(example)) problems.push('.env.example does not name OLLAMA_MODEL');
    if (!/OPENAI_BASE_URL=http:\/\/ollama:11434\/v1/.test(example))
      problems.push('.env.example does not say how the chat worker reaches ollama');
    for (const n of names.filter((x) => !(services[x].profiles ?? []).length)) {
      if (Object.keys(services[n].depends_on ?? {}).some((d) => d.startsWith('ollama')))
        problems.push(`${n} depends on the optional ollama profile`);
    }
    return problems;
  },
);

check('published ports bind a host address unless they are the site itself', () => {
  const problems = [];
  for (const n of names) {
    for (const p of services[n].ports ?? []) {
      const spec = typeof p === 'object' ? `${p.host_ip ?? ''}:${p.published}:${p.target}` : String(p);
      const parts = spec.replace(/\$\{[A-Z0-9_]+:?-([^}]*)\}/g, '$1').split(':');
      const hostIp = parts.length >= 3 ? parts[0] : '';
      if (n === 'nginx') continue;
      if (!hostIp || hostIp === '0.0.0.0' || hostIp === '::')
        problems.push(`${n} publishes ${spec} on every interface (bind it to 127.0.0.1)`);
    }
  }
  if (!(services.mailpit?.ports ?? []).every((p) => /^127\.0\.0\.1:/.test(String(p))))
    problems.push('mailpit UI (every contact message) is not bound to 127.0.0.1');
  return problems;
});

check('stop_grace_period: every long-running service; chat, chat-worker and gateway at least 60 s', () => {
  const seconds = (v) => {
    const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(String(v ?? ''));
    return m && (m[1] || m[2]) ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : null;
  };
  const problems = [];
  for (const n of names.filter((x) => !isOneShot(services[x]))) {
    const s = seconds(services[n].stop_grace_period);
    if (s === null) problems.push(`${n} has no stop_grace_period`);
    else if (['chat', 'chat-worker', 'gateway'].includes(n) && s < 60)
      problems.push(`${n} stop_grace_period ${s}s < 60s (chat waits 50 s for in-flight replies)`);
  }
  return problems;
});

check('SESSION_SECRET reaches only the processes whose configuration requires it', () => {
  const problems = [];
  for (const n of names) {
    if (!('SESSION_SECRET' in (services[n].environment ?? {}))) continue;
    const file = builtDockerfile(services[n]);
    const ws = deployables.find((w) => dockerfileOf(w) === file);
    const config = ws && existsSync(rel(ws, 'src/config.ts')) ? read(`${ws}/src/config.ts`) : '';
    if (!/\.\.\.SessionSecretEnv\b/.test(config))
      problems.push(`${n} gets SESSION_SECRET but ${ws ?? 'its image'} does not require it`);
  }
  return problems;
});

// ---------------------------------------------------------------------------------------------------------

const failed = results.filter((r) => r.problems.length > 0);
console.log(`compose checks: ${results.length - failed.length} passed, ${failed.length} failed`);
const reportAt = process.argv.indexOf('--report');
if (reportAt !== -1 && process.argv[reportAt + 1]) {
  writeFileSync(
    process.argv[reportAt + 1],
    JSON.stringify({
      numPassedTests: results.length - failed.length,
      numFailedTests: failed.length,
      testResults: results.map((r) => ({
        name: r.name,
        status: r.problems.length ? 'failed' : 'passed',
        problems: r.problems,
      })),
    }),
  );
}
process.exit(failed.length > 0 ? 1 : 0);
