import { describe, expect, it } from 'vitest';
import { isCanonicalPath, normalisePath, pathOf } from '../src/paths.ts';

describe('canonical paths', () => {
  it('accepts the paths the API uses', () => {
    for (const p of [
      '/',
      '/api/contact',
      '/api/chat/stream',
      '/api/session/AbC_-123.xyz_-AbC',
      '/api/chat/abc/export',
      '/health',
    ]) {
      expect(isCanonicalPath(p), p).toBe(true);
    }
  });

  it('rejects every other spelling of a path', () => {
    for (const p of [
      '/api/contac%74',
      '/api/cha%74',
      '/api/chat/%73tream',
      '/api/sessio%6E',
      '//api/contact',
      '/api//contact',
      '/api/./contact',
      '/api/x/../contact',
      '/api/contact/',
      '/api/contact/.',
      '/api\\contact',
      '/api/contact%2F',
      '/api/contact#x',
      '/api/cont%zzact',
      '/api/contäct',
    ]) {
      expect(isCanonicalPath(p), p).toBe(false);
    }
  });

  it('normalises to the path the router acts on', () => {
    expect(normalisePath('/api/contac%74')).toBe('/api/contact');
    expect(normalisePath('//api/./x/../contact/')).toBe('/api/contact');
    expect(normalisePath('/api/%zz')).toBeNull();
    expect(pathOf('/api/chat?x=1')).toBe('/api/chat');
  });
});
