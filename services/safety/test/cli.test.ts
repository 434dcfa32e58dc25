import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

describe('assess-risk command', () => {
  it('prints one JSON line per line in, in order, reading JSON lines as conversations', () => {
    const input = [
      'I want to die',
      'this exam is killing me',
      JSON.stringify({
        messages: ['I lost my job today and my wife left me', 'what are the tallest bridges?'],
      }),
      '{"messages": not json',
      'quiero morir',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli], { input, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual({
      level: 'crisis',
      category: 'suicide',
      reasons: ['suicidal_intent'],
      context: 1,
      writtenIn: 'en',
    });
    expect(lines[1]).toMatchObject({ level: 'none', category: 'none', context: 1 });
    expect(lines[2]).toMatchObject({ level: 'crisis', category: 'suicide', context: 2 });
    expect(lines[3]).toMatchObject({ context: 1 });
    expect(lines[4]).toMatchObject({ level: 'crisis', category: 'suicide', context: 1 });
    // A process of its own: it loads the engine and every language's data first.
  }, 30_000);
});
