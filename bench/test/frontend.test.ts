import { describe, expect, it } from 'vitest';
import { analyzeBuild, type Manifest, staticClosure } from '../suites/frontend.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/LandingPage.tsx',
      'src/routes/ChatPage.tsx',
      'src/features/consent/CookieBanner.tsx',
      'src/components/crisis/CrisisDialog.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
  'src/routes/LandingPage.tsx': {
    file: 'assets/LandingPage.js',
    isDynamicEntry: true,
    imports: ['_icons.js', 'index.html'],
  },
  'src/routes/ChatPage.tsx': {
    file: 'assets/ChatPage.js',
    isDynamicEntry: true,
    imports: ['_icons.js', '_react.js'],
    css: ['assets/chat.css'],
  },
  'src/features/consent/CookieBanner.tsx': {
    file: 'assets/CookieBanner.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/components/crisis/CrisisDialog.tsx': { file: 'assets/CrisisDialog.js', isDynamicEntry: true },
};
const files: Record<string, number> = {
  'index.html': 100,
  'assets/index.js': 1000,
  'assets/react.js': 2000,
  'assets/icons.js': 300,
  'assets/LandingPage.js': 400,
  'assets/ChatPage.js': 500,
  'assets/CookieBanner.js': 50,
  'assets/CrisisDialog.js': 70,
  'assets/index.css': 800,
  'assets/chat.css': 90,
};
const read = (file: string) => Buffer.alloc(files[file] ?? 0, 'a');

describe('build analysis', () => {
  it('follows static imports only, once each, including cycles back to the entry', () => {
    expect([...staticClosure(manifest, 'src/routes/LandingPage.tsx')].sort()).toEqual(
      ['_icons.js', '_react.js', 'index.html', 'src/routes/LandingPage.tsx'].sort(),
    );
  });

  it('splits the shell from what each route adds', () => {
    const s = analyzeBuild(manifest, read);
    expect(s.shellJs.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/react.js']);
    expect(s.shellCss.map((f) => f.file)).toEqual(['assets/index.css']);
    const landing = s.routes.find((r) => r.route === '/')!;
    expect(landing.addedJs.map((f) => f.file).sort()).toEqual(['assets/LandingPage.js', 'assets/icons.js']);
    const chat = s.routes.find((r) => r.route === '/chat')!;
    expect(chat.addedCss.map((f) => f.file)).toEqual(['assets/chat.css']);
    expect(s.firstVisitExtra.map((f) => f.file)).toEqual(['assets/CookieBanner.js']);
    expect(s.onDemand.map((d) => d.src)).toEqual(['src/components/crisis/CrisisDialog.tsx']);
  });

  it('measures raw and gzipped bytes', () => {
    const s = analyzeBuild(manifest, read);
    expect(s.indexHtml.raw).toBe(100);
    expect(s.indexHtml.gzip).toBeGreaterThan(0);
    expect(s.indexHtml.gzip).toBeLessThan(100);
  });
});
