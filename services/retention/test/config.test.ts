import { ConfigError } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { loadRetentionConfig } from '../src/config.ts';

describe('retention config', () => {
  it('has the documented defaults', () => {
    const c = loadRetentionConfig({});
    expect(c.PORT).toBe(8095);
    expect(c.DB_SCHEMA).toBe('retention');
    expect(c.KAFKA_GROUP_ID).toBe('retention');
    expect(c.IDLE_HISTORY_OFF_MINUTES).toBe(30);
  });

  it('reads the idle minutes and names a bad variable', () => {
    expect(loadRetentionConfig({ IDLE_HISTORY_OFF_MINUTES: '45' }).IDLE_HISTORY_OFF_MINUTES).toBe(45);
    expect(() => loadRetentionConfig({ IDLE_HISTORY_OFF_MINUTES: 'soon' })).toThrow(ConfigError);
    expect(() => loadRetentionConfig({ IDLE_HISTORY_OFF_MINUTES: 'soon' })).toThrow(
      /IDLE_HISTORY_OFF_MINUTES/,
    );
  });
});
