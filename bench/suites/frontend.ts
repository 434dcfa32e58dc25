import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchConfig } from '../lib/config.ts';
import { progress } from '../lib/log.ts';
import { check, fmt, type SuiteResult } from '../lib/results.ts';

/** nginx serves the build with `gzip_comp_level 6` (infra/nginx): the same level here. */
const GZIP_LEVEL = 6;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'frontend/dist');

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk with everything it imports statically (what the browser must fetch before it runs). */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k]!.imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  src: string;
  /** The route's own chunk. */
  chunk: FileSize;
  /** JavaScript this route adds on top of the shell (its chunk and the shared chunks the shell lacks). */
  addedJs: FileSize[];
  addedCss: FileSize[];
}

/** Routes of `frontend/src/app/router.tsx`, keyed by the module each one lazy-loads. */
const ROUTES: Record<string, string> = {
  'src/routes/LandingPage.tsx': '/',
  'src/routes/ChatPage.tsx': '/chat',
  'src/routes/QuizPage.tsx': '/quiz',
  'src/routes/FaqPage.tsx': '/faq',
  'src/routes/AboutPage.tsx': '/about',
  'src/routes/PrivacyPage.tsx': '/privacy',
  'src/routes/TermsPage.tsx': '/terms',
  'src/routes/ContactPage.tsx': '/contact',
  'src/routes/BlogListPage.tsx': '/resources',
  'src/routes/BlogArticlePage.tsx': '/resources/:slug',
  'src/routes/LessonPage.tsx': '/article/:id',
  'src/routes/NotFoundPage.tsx': '(not found)',
};
/** Loaded on a first visit to any page, before the visitor has chosen (frontend/src/app/Layout.tsx). */
const FIRST_VISIT = 'src/features/consent/CookieBanner.tsx';

export interface FrontendSizes {
  indexHtml: FileSize;
  shellJs: FileSize[];
  shellCss: FileSize[];
  routes: RouteSize[];
  onDemand: { src: string; addedJs: FileSize[] }[];
  firstVisitExtra: FileSize[];
}

const sum = (files: FileSize[], k: 'raw' | 'gzip') => files.reduce((n, f) => n + f[k], 0);

export function analyzeBuild(manifest: Manifest, read: (file: string) => Buffer): FrontendSizes {
  const sizes = new Map<string, FileSize>();
  const size = (file: string): FileSize => {
    let s = sizes.get(file);
    if (!s) {
      const buf = read(file);
      s = { file, raw: buf.length, gzip: gzipSync(buf, { level: GZIP_LEVEL }).length };
      sizes.set(file, s);
    }
    return s;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const shell = staticClosure(manifest, entryKey);
  const jsOf = (keys: Iterable<string>) => [...keys].map((k) => size(manifest[k]!.file));
  const cssOf = (keys: Iterable<string>) =>
    [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))].map(size);
  const shellCssFiles = new Set(cssOf(shell).map((f) => f.file));
  const added = (key: string) => {
    const extra = [...staticClosure(manifest, key)].filter((k) => !shell.has(k));
    return { js: jsOf(extra), css: cssOf(extra).filter((f) => !shellCssFiles.has(f.file)) };
  };
  const routes: RouteSize[] = Object.entries(ROUTES)
    .filter(([src]) => manifest[src])
    .map(([src, route]) => {
      const a = added(src);
      return { route, src, chunk: size(manifest[src]!.file), addedJs: a.js, addedCss: a.css };
    });
  const onDemand = (manifest[entryKey]!.dynamicImports ?? [])
    .filter((k) => !ROUTES[k] && k !== FIRST_VISIT && manifest[k])
    .map((k) => ({ src: k, addedJs: added(k).js }));
  return {
    indexHtml: size('index.html'),
    shellJs: jsOf(shell),
    shellCss: cssOf(shell),
    routes,
    onDemand,
    firstVisitExtra: manifest[FIRST_VISIT] ? added(FIRST_VISIT).js : [],
  };
}

/** Bytes nginx actually sends for a path with `Accept-Encoding: gzip` (null when nginx is not up). */
function wireBytes(baseUrl: string, file: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(
      `${baseUrl}/${file}`,
      { headers: { 'accept-encoding': 'gzip' }, timeout: 5_000 },
      (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => {
          n += c.length;
        });
        res.on('end', () => resolve(res.statusCode === 200 ? n : null));
      },
    );
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
  });
}

export async function frontendBench(cfg: BenchConfig): Promise<SuiteResult> {
  const started = Date.now();
  progress('frontend: npm run build -w frontend');
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'frontend'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const s = analyzeBuild(manifest, (file) => readFileSync(path.join(DIST, file)));

  const landing = s.routes.find((r) => r.route === '/');
  const briefTotal = [s.indexHtml, ...s.shellJs, ...s.shellCss];
  const landingJs = [...s.shellJs, ...(landing?.addedJs ?? [])];
  const firstVisitJs = [...landingJs, ...s.firstVisitExtra];
  const firstVisitAll = [s.indexHtml, ...firstVisitJs, ...s.shellCss, ...(landing?.addedCss ?? [])];

  // The same files fetched from nginx, compressed as it really sends them.
  let wire: number | null = 0;
  for (const f of firstVisitAll) {
    const n = await wireBytes(cfg.nginxUrl, f.file === 'index.html' ? '' : f.file);
    if (n === null) {
      wire = null;
      break;
    }
    wire += n;
  }

  const kb = fmt.kb;
  const tables = [
    {
      title: 'Landing page (`/`), gzip level 6 as nginx sends it',
      columns: ['What', 'Files', 'Raw', 'Gzipped'],
      rows: [
        ['index.html', '1', kb(s.indexHtml.raw), kb(s.indexHtml.gzip)],
        [
          'Shell: entry and its static imports (JS)',
          String(s.shellJs.length),
          kb(sum(s.shellJs, 'raw')),
          kb(sum(s.shellJs, 'gzip')),
        ],
        ['Shell CSS', String(s.shellCss.length), kb(sum(s.shellCss, 'raw')), kb(sum(s.shellCss, 'gzip'))],
        [
          'Total: index.html + entry + static imports + CSS',
          String(briefTotal.length),
          kb(sum(briefTotal, 'raw')),
          kb(sum(briefTotal, 'gzip')),
        ],
        [
          'Landing route chunk and its imports the shell lacks (JS)',
          String(landing?.addedJs.length ?? 0),
          kb(sum(landing?.addedJs ?? [], 'raw')),
          kb(sum(landing?.addedJs ?? [], 'gzip')),
        ],
        [
          'Cookie banner, first visit only (JS)',
          String(s.firstVisitExtra.length),
          kb(sum(s.firstVisitExtra, 'raw')),
          kb(sum(s.firstVisitExtra, 'gzip')),
        ],
        [
          '**JavaScript to render `/` (shell + landing route)**',
          String(landingJs.length),
          kb(sum(landingJs, 'raw')),
          kb(sum(landingJs, 'gzip')),
        ],
        [
          '**JavaScript on a first visit to `/` (with the cookie banner)**',
          String(firstVisitJs.length),
          kb(sum(firstVisitJs, 'raw')),
          kb(sum(firstVisitJs, 'gzip')),
        ],
        [
          'Everything for a first visit to `/` (HTML, JS, CSS)',
          String(firstVisitAll.length),
          kb(sum(firstVisitAll, 'raw')),
          kb(sum(firstVisitAll, 'gzip')),
        ],
        [
          'The same, as nginx sent it over the wire',
          String(firstVisitAll.length),
          '–',
          wire === null ? 'nginx not reachable' : kb(wire),
        ],
      ],
      note: 'Images, fonts and the favicon are not counted (the landing page uses none beyond the favicon).',
    },
    {
      title: 'JavaScript per route (gzipped), on top of the shell',
      columns: [
        'Route',
        'Route chunk',
        'Added JS (chunk + shared chunks the shell lacks)',
        'Added CSS',
        'Route total with the shell',
      ],
      rows: s.routes.map((r) => [
        r.route,
        kb(r.chunk.gzip),
        `${kb(sum(r.addedJs, 'gzip'))} in ${r.addedJs.length} file${r.addedJs.length === 1 ? '' : 's'}`,
        kb(sum(r.addedCss, 'gzip')),
        kb(sum(s.shellJs, 'gzip') + sum(r.addedJs, 'gzip')),
      ]),
      note: 'Shared chunks count once per route here; a visitor moving between routes downloads each only once.',
    },
    {
      title: 'Loaded on demand from the shell (dialogs, menus, toasts)',
      columns: ['Module', 'Added JS (gzipped)'],
      rows: s.onDemand.map((d) => [d.src.replace(/^src\//, ''), kb(sum(d.addedJs, 'gzip'))]),
    },
  ];
  const firstVisitGz = sum(firstVisitJs, 'gzip');
  const targets = [
    check(
      'frontend.landing_js',
      'landing JavaScript, gzipped (first visit to `/`: shell, landing route, cookie banner)',
      firstVisitGz / 1024,
      '<=',
      150,
      'KB',
      (v) => `${v.toFixed(1)} KB`,
      `; without the cookie banner ${kb(sum(landingJs, 'gzip'))}; shell alone ${kb(sum(s.shellJs, 'gzip'))}`,
    ),
  ];
  const findings: string[] = [];
  if (targets[0]!.met === false) {
    const biggest = [...firstVisitJs].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    findings.push(
      `Missed: landing JavaScript is ${kb(firstVisitGz)} gzipped, target ≤ 150 KB. Largest files: ${biggest.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}.`,
    );
  }
  return {
    name: 'frontend',
    title: 'Frontend size',
    status: 'ok',
    durationS: Math.round((Date.now() - started) / 1000),
    settings: {
      build:
        '`npm run build -w frontend` (Vite production build), sizes from `frontend/dist/.vite/manifest.json`',
      compression: `gzip level ${GZIP_LEVEL} (Node zlib), as nginx is configured`,
      KB: '1,024 bytes',
    },
    tables,
    targets,
    findings,
    data: {
      ...s,
      landingJsGzip: sum(landingJs, 'gzip'),
      firstVisitJsGzip: firstVisitGz,
      firstVisitWireBytes: wire,
    },
  };
}
