import { CRISIS_RESOURCES, RESOURCES_BY_CATEGORY } from '@sage/shared/crisis-resources';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from '@/components/crisis/crisisCopy';
import { DANGER_CATEGORIES } from '@/components/crisis/resources';
import { COMPANION_NAME } from '@/lib/brand';
import SafetyPage from './SafetyPage';

function renderPage() {
  return render(
    <MemoryRouter>
      <SafetyPage />
    </MemoryRouter>,
  );
}

const byId = (id: string) => Object.values(CRISIS_RESOURCES).find((r) => r.id === id);

describe('SafetyPage', () => {
  it('has one title and the sections in plain words', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `How ${COMPANION_NAME} keeps you safe`,
    );
    for (const heading of [
      'If you need help right now',
      'What happens when you send a message',
      `Which help ${COMPANION_NAME} offers, for which danger`,
      `What ${COMPANION_NAME} can't do`,
      `${COMPANION_NAME} is an AI, not a person`,
      'Your privacy',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('explains the checks, the fixed reply, the careful footing and the second check', () => {
    renderPage();
    expect(screen.getByText(/before .* writes anything back/)).toBeInTheDocument();
    expect(screen.getByText(/fixed reply that we wrote and reviewed in advance/)).toBeInTheDocument();
    expect(screen.getByText(/even if you say you were joking/)).toBeInTheDocument();
    expect(screen.getByText(/more careful, never less/)).toBeInTheDocument();
  });

  it('says what it cannot do, that it is an AI, and how privacy works', () => {
    renderPage();
    expect(screen.getByText(/It can't call anyone for you,/)).toBeInTheDocument();
    expect(screen.getByText(/can't send help to where you are/)).toBeInTheDocument();
    expect(screen.getByText(/It can't see where you are./)).toBeInTheDocument();
    expect(screen.getByText(/It can miss things, and it can be wrong./)).toBeInTheDocument();
    expect(screen.getByText(/It isn't therapy, and it isn't emergency care./)).toBeInTheDocument();
    expect(screen.getByText(/No one is typing them/)).toBeInTheDocument();
    expect(screen.getByText(/Your messages are not shared with anyone/)).toBeInTheDocument();
    expect(screen.getByText(/No one is watching your chat live/)).toBeInTheDocument();
  });

  it('tables, for each danger, the services from the shared table in order', () => {
    renderPage();
    const table = screen.getByRole('table', {
      name: `The services ${COMPANION_NAME} shows for each kind of danger`,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      DANGER_CATEGORIES.map((category) => CATEGORY_LABELS[category]),
    );
    DANGER_CATEGORIES.forEach((category, index) => {
      const links = within(rows[index]!).getAllByRole('link');
      expect(links.map((a) => a.textContent)).toEqual(
        RESOURCES_BY_CATEGORY[category].map((id) => byId(id)!.name),
      );
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        RESOURCES_BY_CATEGORY[category].map((id) => `#service-${id}`),
      );
    });
  });

  it('describes each service once, with its ways to reach it', () => {
    const { container } = renderPage();
    const ids = [...new Set(Object.values(RESOURCES_BY_CATEGORY).flat())];
    for (const id of ids) {
      const resource = byId(id)!;
      const items = container.querySelectorAll(`#service-${id}`);
      expect(items).toHaveLength(1);
      const item = items[0] as HTMLElement;
      expect(item).toHaveTextContent(resource.name);
      expect(item).toHaveTextContent(resource.description);
      expect(
        within(item)
          .queryAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(resource.actions.map((a) => a.href));
    }
  });

  it('links to the privacy policy, the contact form, the FAQ and the international directory', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
  });
});
