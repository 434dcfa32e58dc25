import { describe, expect, it } from 'vitest';
import { createSessionId, newVisitorId, verifySessionId } from '../src/identity.ts';

const secret = 's'.repeat(40);

describe('session ids', () => {
  it('verify for the visitor they were minted for', () => {
    const visitor = newVisitorId();
    const id = createSessionId(visitor, secret);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifySessionId(id, visitor, secret)).toBe(true);
  });

  it('fail for another visitor (foreign id)', () => {
    const id = createSessionId(newVisitorId(), secret);
    expect(verifySessionId(id, newVisitorId(), secret)).toBe(false);
  });

  it('fail when forged or tampered with', () => {
    const visitor = newVisitorId();
    const id = createSessionId(visitor, secret);
    const [nonce, mac] = id.split('.') as [string, string];
    const flipped = mac[0] === 'A' ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(verifySessionId(`${nonce}.${flipped}`, visitor, secret)).toBe(false);
    expect(verifySessionId(createSessionId(visitor, 'o'.repeat(40)), visitor, secret)).toBe(false);
    for (const bad of ['', 'abc', `${nonce}.`, `${nonce}.${mac}.x`, '../etc/passwd', 'x'.repeat(500)]) {
      expect(verifySessionId(bad, visitor, secret)).toBe(false);
    }
  });
});
