import { FIND_A_HELPLINE_URL, HELPLINES, helplinesFor, US_SPECIFIC_LINES } from '@sage/shared/helplines';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storageKeys';
import { CountryCrisisResources } from './CountryHelplines';

function browser(languages: string[], timeZone: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const real = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(((...args: ConstructorParameters<typeof real>) => {
    const f = new real(...args);
    const options = f.resolvedOptions();
    return Object.assign(f, { resolvedOptions: () => ({ ...options, timeZone }) });
  }) as unknown as typeof Intl.DateTimeFormat);
}

afterEach(() => vi.restoreAllMocks());

const other = HELPLINES.find((c) => c.code !== 'US' && c.helplines.length > 0)!;

describe('CountryCrisisResources', { timeout: 20_000 }, () => {
  it('guesses the US from an en-US browser and keeps the full US list with the specific needs', () => {
    browser(['en-US', 'en'], 'America/Chicago');
    render(<CountryCrisisResources />, { wrapper: MemoryRouter });
    const select = screen.getByRole('combobox', { name: 'Your country' });
    expect(select).toHaveValue('US');
    expect(screen.getByRole('list', { name: 'Crisis lines' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'For specific situations' })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More lines for specific needs' });
    const shownElsewhere = new Set(
      within(screen.getByRole('region', { name: 'For specific situations' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? ''),
    );
    for (const line of US_SPECIFIC_LINES) {
      const elsewhere = [...shownElsewhere].some((t) => t.includes(line.name));
      if (!elsewhere) {
        expect(more).toHaveTextContent(line.forWhat);
        expect(more).toHaveTextContent(line.name);
      }
    }
    expect(localStorage.getItem(STORAGE_KEYS.helplineCountry)).toBeNull();
  });

  it('shows another country’s emergency number and helplines from the shared data, and keeps the choice', async () => {
    browser(['en-US'], 'America/New_York');
    const user = userEvent.setup();
    render(<CountryCrisisResources />, { wrapper: MemoryRouter });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your country' }), other.code);
    const list = screen.getByRole('list', { name: `Crisis lines in ${other.name}` });
    expect(within(list).getByRole('link', { name: `Call ${other.emergency.number}` })).toHaveAttribute(
      'href',
      `tel:${other.emergency.number}`,
    );
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const line of other.helplines) {
      expect(list).toHaveTextContent(line.name);
      for (const action of line.actions) expect(hrefs).toContain(action.href);
    }
    expect(screen.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
      'href',
      FIND_A_HELPLINE_URL,
    );
    expect(localStorage.getItem(STORAGE_KEYS.helplineCountry)).toBe(other.code);
  });

  it('defaults to the guess from the time zone, and to findahelpline.com for an unlisted country', async () => {
    const tz = other.timeZones[0]!;
    browser(['en'], tz);
    const user = userEvent.setup();
    const { unmount } = render(<CountryCrisisResources />, { wrapper: MemoryRouter });
    expect(screen.getByRole('combobox', { name: 'Your country' })).toHaveValue(
      helplinesFor(other.code)!.code,
    );
    unmount();

    browser(['xx'], 'Nowhere/Unknown');
    render(<CountryCrisisResources />, { wrapper: MemoryRouter });
    expect(screen.getByRole('combobox', { name: 'Your country' })).toHaveValue('');
    expect(screen.getByRole('link', { name: /Open findahelpline\.com/ })).toHaveAttribute(
      'href',
      FIND_A_HELPLINE_URL,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your country' }), 'US');
    expect(screen.getByRole('list', { name: 'Crisis lines' })).toBeInTheDocument();
  });
});
