import { describe, expect, it } from 'vitest';
import {
  analyticsCutoffDay,
  chatHistoryCutoff,
  contactCutoff,
  DEFAULT_IDLE_HISTORY_OFF_MINUTES,
  historyOffIdleCutoff,
  historyOffPurgeReason,
  POLICY,
  quizResultsCutoff,
  type SessionState,
  utcDay,
  yearsBefore,
} from '../src/domain/policy.ts';

const now = new Date('2030-06-15T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('retention periods', () => {
  it('states the privacy policy periods in one place', () => {
    expect(POLICY.chatHistoryYears).toBe(2);
    expect(POLICY.contactYears).toBe(3);
    expect(POLICY.analyticsYears).toBe(5);
    expect(DEFAULT_IDLE_HISTORY_OFF_MINUTES).toBe(30);
  });

  it('computes the cutoffs from the given time', () => {
    expect(chatHistoryCutoff(now).toISOString()).toBe('2028-06-15T12:00:00.000Z');
    expect(contactCutoff(now).toISOString()).toBe('2027-06-15T12:00:00.000Z');
    expect(analyticsCutoffDay(now)).toBe('2025-06-15');
    expect(historyOffIdleCutoff(now).toISOString()).toBe('2030-06-15T11:30:00.000Z');
    expect(historyOffIdleCutoff(now, 5).toISOString()).toBe('2030-06-15T11:55:00.000Z');
  });

  it('has quiz results follow the chat rule', () => {
    expect(quizResultsCutoff(now)).toEqual(chatHistoryCutoff(now));
  });

  it('never stretches a period on 29 February', () => {
    const leap = new Date('2028-02-29T08:00:00.000Z');
    expect(yearsBefore(leap, 2).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(yearsBefore(leap, 4).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(yearsBefore(new Date('2029-03-01T00:00:00.000Z'), 1).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
  });

  it('keys analytics by UTC day', () => {
    expect(utcDay(new Date('2030-01-01T23:59:59.999Z'))).toBe('2030-01-01');
    expect(utcDay(new Date('2030-01-02T00:00:00.000Z'))).toBe('2030-01-02');
  });
});

describe('history-off sessions', () => {
  const off: SessionState = {
    saveHistory: false,
    lastActivityAt: minutesAgo(1),
    closedAt: null,
    purgedAt: null,
  };

  it('purges on close', () => {
    expect(historyOffPurgeReason({ ...off, closedAt: minutesAgo(0) }, now)).toBe('history_off_closed');
  });

  it('purges after the idle minutes, not before', () => {
    expect(historyOffPurgeReason({ ...off, lastActivityAt: minutesAgo(29) }, now)).toBeNull();
    expect(historyOffPurgeReason({ ...off, lastActivityAt: minutesAgo(30) }, now)).toBe('history_off_idle');
    expect(historyOffPurgeReason({ ...off, lastActivityAt: minutesAgo(10) }, now, 10)).toBe(
      'history_off_idle',
    );
  });

  it('leaves saved sessions and sessions already purged alone', () => {
    expect(historyOffPurgeReason({ ...off, saveHistory: true, closedAt: minutesAgo(60) }, now)).toBeNull();
    expect(
      historyOffPurgeReason({ ...off, closedAt: minutesAgo(60), purgedAt: minutesAgo(59) }, now),
    ).toBeNull();
  });

  it('does not act on a close that lies after the given time', () => {
    expect(historyOffPurgeReason({ ...off, closedAt: new Date(now.getTime() + 1000) }, now)).toBeNull();
  });
});
