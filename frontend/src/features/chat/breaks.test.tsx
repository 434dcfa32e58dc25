import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_GAP_MS, BREAK_REMINDER_MS, NEW_CLOCK, recordMessage, remindersDue } from './breaks';
import { AiNotice, BreakReminder } from './components/ChatNotices';
import { resetConversationClock, useBreakReminder } from './hooks/useBreakReminder';
import type { ChatMessage } from './types';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('break reminder timing', () => {
  it('is three hours, with a 30-minute gap ending a conversation', () => {
    expect(BREAK_REMINDER_MS).toBe(3 * HOUR);
    expect(BREAK_GAP_MS).toBe(30 * MIN);
  });

  it('counts from the first message while gaps stay under 30 minutes', () => {
    let clock = recordMessage(NEW_CLOCK, 0);
    for (let t = 25 * MIN; t <= 3 * HOUR; t += 25 * MIN) clock = recordMessage(clock, t);
    expect(clock.startedAt).toBe(0);
    expect(remindersDue(clock, 3 * HOUR - 1)).toBe(0);
    expect(remindersDue(clock, 3 * HOUR)).toBe(1);
    clock = recordMessage(clock, 5 * HOUR + 50 * MIN);
    // The gap above was longer than 30 minutes: a new conversation starts there.
    expect(clock.startedAt).toBe(5 * HOUR + 50 * MIN);
    expect(remindersDue(clock, 6 * HOUR)).toBe(0);
  });

  it('is not due once the conversation has paused for 30 minutes', () => {
    let clock = recordMessage(NEW_CLOCK, 0);
    for (let t = 10 * MIN; t <= 2 * HOUR + 50 * MIN; t += 10 * MIN) clock = recordMessage(clock, t);
    expect(remindersDue(clock, 3 * HOUR)).toBe(1);
    expect(remindersDue(clock, 2 * HOUR + 50 * MIN + 30 * MIN)).toBe(0);
  });
});

function userMessage(n: number): ChatMessage {
  return { id: `m${n}`, content: `message ${n}`, isUser: true, sessionId: 's' };
}

describe('useBreakReminder (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T20:00:00Z'));
    resetConversationClock();
  });
  afterEach(() => vi.useRealTimers());

  it('reminds after three hours of continuous conversation, then every three hours', () => {
    let messages: ChatMessage[] = [];
    const { result, rerender } = renderHook(({ list }) => useBreakReminder(list), {
      initialProps: { list: messages },
    });
    let n = 0;
    // A message every 20 minutes.
    const talkFor = (ms: number) => {
      for (let t = 0; t < ms; t += 20 * MIN) {
        messages = [...messages, userMessage(++n)];
        rerender({ list: messages });
        act(() => vi.advanceTimersByTime(20 * MIN));
      }
    };
    talkFor(2 * HOUR + 40 * MIN);
    expect(result.current.due).toBe(false);
    talkFor(20 * MIN);
    expect(result.current.due).toBe(true);

    act(() => result.current.dismiss());
    expect(result.current.due).toBe(false);
    talkFor(2 * HOUR + 40 * MIN);
    expect(result.current.due).toBe(false);
    talkFor(20 * MIN);
    expect(result.current.due).toBe(true);
  });

  it('does not count messages that were already there (history), nor a conversation with long pauses', () => {
    const history = [userMessage(100), userMessage(101)];
    let messages = history;
    const { result, rerender } = renderHook(({ list }) => useBreakReminder(list), {
      initialProps: { list: messages },
    });
    act(() => vi.advanceTimersByTime(4 * HOUR));
    expect(result.current.due).toBe(false);
    // One message every 40 minutes: each gap starts a new conversation.
    for (let i = 0; i < 8; i++) {
      messages = [...messages, userMessage(i)];
      rerender({ list: messages });
      act(() => vi.advanceTimersByTime(40 * MIN));
    }
    expect(result.current.due).toBe(false);
  });
});

describe('chat notices', () => {
  it('says plainly that the companion is an AI and not a substitute for care', () => {
    render(<AiNotice />);
    expect(screen.getByTestId('ai-notice')).toHaveTextContent(
      'Sage is an AI, not a person. It can be wrong, and it is not a substitute for professional care.',
    );
  });

  it('the break reminder is a polite status with a way to dismiss it', () => {
    const onDismiss = vi.fn();
    render(<BreakReminder onDismiss={onDismiss} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent(/good moment for a short break/);
    expect(screen.getByRole('link', { name: 'Try a breathing exercise' })).toHaveAttribute(
      'href',
      '/grounding',
    );
    screen.getByRole('button', { name: 'Thanks' }).click();
    expect(onDismiss).toHaveBeenCalled();
  });
});
