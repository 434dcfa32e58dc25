import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MoodPage from '@/routes/MoodPage';
import { MoodCheckIn } from './MoodCheckIn';
import { addMood, dailyMoods, readMoods } from './moods';

afterEach(() => vi.unstubAllGlobals());

describe('moods', () => {
  it('averages each of the last 14 local days, oldest first', () => {
    const now = new Date(2026, 2, 14, 21, 0);
    const entries = [
      { at: new Date(2026, 2, 14, 9).toISOString(), mood: 2 as const },
      { at: new Date(2026, 2, 14, 20).toISOString(), mood: 5 as const },
      { at: new Date(2026, 2, 10, 12).toISOString(), mood: 3 as const },
      { at: new Date(2026, 1, 20, 12).toISOString(), mood: 1 as const },
    ];
    const days = dailyMoods(entries, now);
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toMatchObject({ date: '2026-03-14', average: 3.5, count: 2 });
    expect(days.find((d) => d.date === '2026-03-10')).toMatchObject({ average: 3, count: 1 });
    expect(days[0]!.date).toBe('2026-03-01');
    expect(days.filter((d) => d.average !== null)).toHaveLength(2);
  });
});

describe('MoodCheckIn', { timeout: 20_000 }, () => {
  it('stores one tap in this browser only and can be dismissed', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<MoodCheckIn onDismiss={onDismiss} />, { wrapper: MemoryRouter });
    const region = screen.getByRole('region', { name: 'How are you feeling right now?' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Very low', 'Low', 'Okay', 'Good', 'Great']);
    await user.click(screen.getByRole('button', { name: 'Skip the mood check-in' }));
    expect(onDismiss).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Good' }));
    expect(readMoods()).toHaveLength(1);
    expect(readMoods()[0]!.mood).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for checking in.');
    expect(screen.getByRole('link', { name: 'See your mood over time' })).toHaveAttribute('href', '/mood');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('MoodPage', { timeout: 20_000 }, () => {
  it('shows a 14-day chart with a table alternative, and deletes the history', async () => {
    addMood(2, new Date());
    const user = userEvent.setup();
    render(<MoodPage />, { wrapper: MemoryRouter });
    expect(
      screen.getByRole('img', { name: /Mood over the last 14 days\. 1 of the last 14 days/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mood by day, last 14 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[1]).toHaveTextContent('Low (2 of 5)');

    await user.click(screen.getByRole('button', { name: 'Great' }));
    expect(screen.getByRole('img', { name: /on average/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('3.5 of 5');

    await user.click(screen.getByRole('button', { name: 'Delete my mood history' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(readMoods()).toEqual([]);
    expect(screen.getByText('Your mood history was deleted from this browser.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /No check-ins in the last 14 days/ })).toBeInTheDocument();
  });
});
