// Production build: every process of the gateway and the services bundled to JavaScript, run with plain
// `node --enable-source-maps <workspace>/dist/<name>.js` by `make up` and the Docker images (tsx stays for
// development and tests).
//
//   node infra/build/build.mjs                 every target below (`make up`; `npm run build` adds the frontend)
//   node infra/build/build.mjs services/chat   only these workspaces (from a workspace's folder, as its
//                                              `npm run build`, no argument builds that workspace)
//
// esbuild bundles each entry (ESM, node20, source maps) with npm packages left external (installed beside
// it, resolved from node_modules at run time) and the service kit @sage/shared bundled in (its package
// exports TypeScript source). Paths the code opens at run time as `new URL('<relative>', import.meta.url)`
// would point elsewhere once a module is moved into a bundle, so each one is rewritten to the same path
// under dist/, relative to the workspace, and what it names is put there: a file is copied (the safety
// classifier's model.json), a folder of modules is compiled (migrations/*.ts → dist/migrations/*.js).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Workspace (relative to the repository root) → output name (dist/<name>.js) → entry (relative to it). */
export const TARGETS = {
  gateway: { server: 'src/server.ts' },
  'services/session': { server: 'src/server.ts', migrate: 'src/db/migrate.ts' },
  'services/quiz': { server: 'src/server.ts', migrate: 'src/db/migrate.ts' },
  'services/chat': { server: 'src/server.ts', worker: 'src/worker.ts', migrate: 'src/db/migrate.ts' },
  'services/contact': { server: 'src/server.ts', worker: 'src/worker.ts', migrate: 'src/db/migrate.ts' },
  'services/retention': { server: 'src/server.ts', migrate: 'src/db/migrate.ts' },
  // The local mail sink of `make up` (not deployed: Docker runs Mailpit; the local compose check's Mailpit
  // stand-in runs this sink too).
  'infra/local': { 'smtp-sink': 'smtp-sink.ts' },
};

/** The file a target's output name is built from, or undefined: `services/chat/dist/worker.js` → its entry. */
export function sourceOf(builtFile) {
  const m = /^(.+)\/dist\/([^/]+)\.js$/.exec(builtFile);
  const entry = m && TARGETS[m[1]]?.[m[2]];
  return entry ? `${m[1]}/${entry}` : undefined;
}

const ASSET_URL = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
/** The entry's "am I the main module" test: true in every bundle that includes the module. */
const MAIN_TEST = /import\.meta\.url\s*===?\s*`file:\/\/\$\{process\.argv\[1\]\}`/;

/** Packages stay external except the workspaces' own (`@sage/...`), which export TypeScript source. */
const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sage/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Rewrites `new URL('<relative>', import.meta.url)` to the path under dist/ and records what it names. */
function assets(workspace, found) {
  return {
    name: 'assets',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const errors = [];
        const contents = text.replace(ASSET_URL, (whole, quote, relative) => {
          const target = path.resolve(path.dirname(args.path), relative);
          // A file of a workspace package bundled in (the safety engine's model.json) ships under dist/ at
          // its path in the repository; a file of the workspace itself at its path in the workspace.
          const own = path.relative(workspace, target);
          const inRepository = path.relative(ROOT, target);
          const inWorkspace = own.startsWith('..') ? inRepository : own;
          if (inWorkspace.startsWith('..') || path.isAbsolute(inWorkspace)) {
            errors.push({ text: `${relative} is outside the repository: it cannot ship` });
            return whole;
          }
          if (!existsSync(target)) {
            errors.push({ text: `${relative} (${path.relative(ROOT, target)}) does not exist` });
            return whole;
          }
          found.set(target, inWorkspace);
          return `new URL(${quote}./${inWorkspace.split(path.sep).join('/')}${quote}, import.meta.url)`;
        });
        return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, ''), errors };
      });
    },
  };
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings only; the sources sit beside dist/ in the repository.
  sourcesContent: false,
  // Class and function names stay what the code says (bundling may rename clashing top-level names).
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
};

async function buildWorkspace(esbuild, ws) {
  const workspace = path.join(ROOT, ws);
  const outdir = path.join(workspace, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const found = new Map();
  const entryPoints = Object.fromEntries(
    Object.entries(TARGETS[ws]).map(([name, entry]) => [name, path.join(workspace, entry)]),
  );
  const result = await esbuild.build({
    ...common,
    entryPoints,
    outdir,
    absWorkingDir: workspace,
    plugins: [externals, assets(workspace, found)],
  });

  // A module that runs itself when it is the main one would run inside every other bundle that imports it.
  for (const [output, { entryPoint, inputs }] of Object.entries(result.metafile.outputs)) {
    if (!entryPoint) continue;
    for (const input of Object.keys(inputs)) {
      const file = path.resolve(workspace, input);
      if (file !== path.resolve(workspace, entryPoint) && MAIN_TEST.test(readFileSync(file, 'utf8'))) {
        throw new Error(`${output} includes ${input}, which runs itself when it is the main module`);
      }
    }
  }

  for (const [target, inWorkspace] of found) {
    const destination = path.join(outdir, inWorkspace);
    if (!statSync(target).isDirectory()) {
      mkdirSync(path.dirname(destination), { recursive: true });
      cpSync(target, destination);
      continue;
    }
    // A folder of modules loaded by path (migrations): each compiled beside the others, anything else copied.
    const modules = {};
    for (const file of readdirSync(target)) {
      const source = path.join(target, file);
      // A folder of data inside (languages/<code>/) is copied whole.
      if (statSync(source).isDirectory()) {
        if (!readdirSync(source).some((f) => /\.[cm]?ts$/.test(f)))
          cpSync(source, path.join(destination, file), { recursive: true });
        continue;
      }
      if (/\.[cm]?ts$/.test(file) && !/\.test\.[cm]?ts$/.test(file))
        modules[file.replace(/\.[cm]?ts$/, '')] = source;
      else cpSync(source, path.join(destination, file));
    }
    if (Object.keys(modules).length > 0) {
      await esbuild.build({
        ...common,
        entryPoints: modules,
        outdir: destination,
        absWorkingDir: workspace,
        plugins: [externals, assets(workspace, found)],
      });
    }
  }
  return Object.keys(TARGETS[ws]).map((name) => `${ws}/dist/${name}.js`);
}

async function main() {
  let wanted = process.argv.slice(2).map((a) => a.replace(/\/+$/, ''));
  if (wanted.length === 0) {
    const here = path.relative(ROOT, process.cwd());
    wanted = TARGETS[here] ? [here] : Object.keys(TARGETS);
  }
  for (const ws of wanted) if (!TARGETS[ws]) throw new Error(`Unknown build target ${ws}`);
  const esbuild = await import('esbuild');
  const started = performance.now();
  const built = await Promise.all(wanted.map((ws) => buildWorkspace(esbuild, ws)));
  const ms = Math.round(performance.now() - started);
  console.log(`esbuild: ${built.flat().length} entry points of ${wanted.join(', ')} in ${ms} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
