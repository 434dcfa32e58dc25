import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionId,
  newVisitorId,
  ownedSessionId,
  readPreviousSessionSecrets,
  setPreviousSessionSecrets,
  VISITOR_HEADER,
  verifySessionId,
} from '../src/identity.ts';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);
const requestOf = (visitor: string) =>
  ({ headers: { [VISITOR_HEADER]: visitor } }) as unknown as FastifyRequest;

describe('session secret rotation', () => {
  afterEach(() => {
    setPreviousSessionSecrets([]);
    delete process.env.SESSION_SECRET_PREVIOUS;
    vi.resetModules();
  });

  it('ownedSessionId accepts ids made with SESSION_SECRET_PREVIOUS while it is set, and only then', () => {
    const visitor = newVisitorId();
    const oldId = createSessionId(visitor, OLD);
    expect(() => ownedSessionId(requestOf(visitor), oldId, NEW)).toThrow(/Session not found/);
    setPreviousSessionSecrets([OLD]);
    expect(ownedSessionId(requestOf(visitor), oldId, NEW)).toBe(oldId);
    // New ids verify with the current key; a previous key never lets another visitor in.
    expect(ownedSessionId(requestOf(visitor), createSessionId(visitor, NEW), NEW)).toBeTruthy();
    expect(() => ownedSessionId(requestOf(newVisitorId()), oldId, NEW)).toThrow(/Session not found/);
    expect(verifySessionId(createSessionId(visitor, 'x'.repeat(40)), visitor, NEW)).toBe(false);
    setPreviousSessionSecrets([]);
    expect(() => ownedSessionId(requestOf(visitor), oldId, NEW)).toThrow(/Session not found/);
  });

  it('reads SESSION_SECRET_PREVIOUS from the environment when the module loads', async () => {
    process.env.SESSION_SECRET_PREVIOUS = OLD;
    vi.resetModules();
    const fresh = await import('../src/identity.ts');
    const visitor = fresh.newVisitorId();
    const oldId = fresh.createSessionId(visitor, OLD);
    expect(fresh.ownedSessionId(requestOf(visitor), oldId, NEW)).toBe(oldId);
  });

  it('rejects a previous secret that is too short, naming the variable', () => {
    expect(readPreviousSessionSecrets({})).toEqual([]);
    expect(readPreviousSessionSecrets({ SESSION_SECRET_PREVIOUS: '  ' })).toEqual([]);
    expect(() => readPreviousSessionSecrets({ SESSION_SECRET_PREVIOUS: 'short' })).toThrow(
      /SESSION_SECRET_PREVIOUS/,
    );
  });
});
