import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { applyTheme, readThemeChoice, resetThemeCache, resolvesDark } from './theme';

function systemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => resetThemeCache());
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('theme', { timeout: 20_000 }, () => {
  it('follows the system by default, or the visitor’s choice', () => {
    expect(resolvesDark('system', true)).toBe(true);
    expect(resolvesDark('system', false)).toBe(false);
    expect(resolvesDark('light', true)).toBe(false);
    expect(resolvesDark('dark', false)).toBe(true);
    systemDark(true);
    applyTheme();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('has three labelled states and keeps the choice in this browser', async () => {
    systemDark(false);
    const user = userEvent.setup();
    render(<ThemeToggle />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(readThemeChoice()).toBe('dark');
    expect(localStorage.getItem('colorTheme')).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('colorTheme')).toBeNull();
  });
});
