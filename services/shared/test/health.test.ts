import { describe, expect, it } from 'vitest';
import { degradable, instanceName, runReadiness } from '../src/health.ts';

const up = async () => 'ok';
const down = async () => {
  throw new Error('down');
};

describe('readiness', () => {
  it('is ready when every check answers', async () => {
    expect(await runReadiness({ postgres: up, kafka: degradable(up) })).toEqual({
      status: 'ready',
      checks: { postgres: 'up', kafka: 'up' },
    });
  });

  it('is degraded, naming the check, when only a degradable dependency is down', async () => {
    expect(await runReadiness({ postgres: up, kafka: degradable(down) })).toEqual({
      status: 'degraded',
      checks: { postgres: 'up', kafka: 'down' },
      degraded: ['kafka'],
    });
  });

  it('is not ready when a required dependency is down or too slow', async () => {
    const slow = () => new Promise((r) => setTimeout(r, 500));
    const r = await runReadiness({ postgres: slow, kafka: degradable(down) }, 100);
    expect(r.status).toBe('not_ready');
    expect(r.checks).toEqual({ postgres: 'down', kafka: 'down' });
  });
});

describe('instance names', () => {
  it('is the configured name, else the host name and pid in the allowed characters', () => {
    expect(instanceName('chat-worker-2')).toBe('chat-worker-2');
    const own = instanceName();
    expect(own).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(own.endsWith(`-${process.pid}`)).toBe(true);
  });
});
