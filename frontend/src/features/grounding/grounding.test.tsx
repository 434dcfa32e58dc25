import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreathingPacer } from './BreathingPacer';
import { announcement, BREATH_PATTERNS, startState, tick } from './exercises';
import { FiveSenses } from './FiveSenses';

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('breathing patterns', () => {
  it('use the lessons’ figures', () => {
    const figures = Object.fromEntries(BREATH_PATTERNS.map((p) => [p.id, p.phases.map((x) => x.seconds)]));
    expect(figures).toEqual({ box: [4, 4, 4, 4], '478': [4, 7, 8], coherent: [5, 5] });
  });

  it('tick counts down and moves to the next phase, counting breaths', () => {
    const box = BREATH_PATTERNS[0]!;
    let s = startState(box);
    for (let i = 0; i < 4; i++) s = tick(box, s);
    expect(s).toEqual({ phase: 1, remaining: 4, rounds: 0 });
    for (let i = 0; i < 12; i++) s = tick(box, s);
    expect(s).toEqual({ phase: 0, remaining: 4, rounds: 1 });
    expect(announcement(box.phases[0]!)).toBe('Breathe in, 4');
  });
});

describe('BreathingPacer', { timeout: 20_000 }, () => {
  it('announces each phase once as it starts, not every second', async () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    render(<BreathingPacer initialPattern="478" />);
    const live = screen.getByTestId('pacer-announcer');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => screen.getByRole('button', { name: 'Start breathing' }).click());
    expect(live).toHaveTextContent('Breathe in, 4');
    const heard: string[] = [live.textContent ?? ''];
    for (let i = 0; i < 19; i++) {
      act(() => vi.advanceTimersByTime(1000));
      if (live.textContent !== heard.at(-1)) heard.push(live.textContent ?? '');
    }
    expect(heard).toEqual(['Breathe in, 4', 'Hold, 7', 'Breathe out, 8', 'Breathe in, 4']);
    expect(screen.getByTestId('pacer-circle')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    const paused = live.textContent;
    act(() => vi.advanceTimersByTime(10_000));
    expect(live.textContent).toBe(paused);
    act(() => screen.getByRole('button', { name: 'Stop' }).click());
    expect(live).toHaveTextContent('Stopped.');
  });

  it('shows only a number countdown, no animated circle, with reduced motion', () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    render(<BreathingPacer initialPattern="coherent" />);
    expect(screen.queryByTestId('pacer-circle')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Start breathing' }).click());
    const countdown = screen.getByTestId('pacer-countdown');
    expect(countdown).toHaveTextContent('Breathe in5');
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown).toHaveTextContent('Breathe in3');
    act(() => vi.advanceTimersByTime(3000));
    expect(countdown).toHaveTextContent('Breathe out5');
  });

  it('switches pattern with labelled radio buttons', async () => {
    setReducedMotion(false);
    const user = userEvent.setup();
    render(<BreathingPacer />);
    expect(screen.getByRole('radio', { name: /Box breathing \(4-4-4-4\)/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /4-7-8 breathing/ }));
    expect(screen.getByRole('radio', { name: /4-7-8 breathing/ })).toBeChecked();
    expect(screen.getByText(/hold for 7, out through your mouth for 8/)).toBeInTheDocument();
  });
});

describe('FiveSenses', { timeout: 20_000 }, () => {
  it('goes through the five senses, with an optional note or just Next', async () => {
    const user = userEvent.setup();
    render(<FiveSenses />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice 5 things you can see' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Write them down/ }), 'a lamp, the window');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const feel = screen.getByRole('heading', { name: 'Notice 4 things you can feel' });
    expect(feel).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Write them down/ })).toHaveValue('a lamp, the window');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Notice 1 thing you can taste' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'Well done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
