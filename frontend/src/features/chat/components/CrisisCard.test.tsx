import { resourcesFor } from '@sage/shared/crisis-resources';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DANGER_CATEGORIES } from '@/components/crisis/resources';
import { CrisisCard } from './CrisisCard';

const HEADINGS = {
  suicide: "You don't have to go through this alone",
  self_harm: 'You deserve care, especially right now',
  medical: 'Get medical help now',
  abuse: 'You deserve to be safe',
  violence: 'Safety comes first right now',
  eating: 'You deserve support with this',
} as const;

const HEADINGS_ES = {
  suicide: 'No tienes que pasar por esto en soledad',
  self_harm: 'Mereces cuidado, sobre todo ahora',
  medical: 'Busca ayuda médica ahora',
  abuse: 'Mereces estar a salvo',
  violence: 'Ahora lo primero es la seguridad',
  eating: 'Mereces apoyo con esto',
} as const;

function renderCard(ui: ReactElement) {
  return render(ui, { wrapper: MemoryRouter });
}

/** The names shown in the card's list of lines, in order. */
function listedNames(card: HTMLElement, listName: string): string[] {
  const list = within(card).getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('CrisisCard', () => {
  it.each(DANGER_CATEGORIES)('shows the %s resources in order, with their own heading', (category) => {
    renderCard(<CrisisCard category={category} />);
    const card = screen.getByRole('region', { name: HEADINGS[category] });
    expect(card).toHaveAttribute('lang', 'en');
    const resources = resourcesFor(category);
    expect(resources.length).toBeGreaterThan(0);
    expect(listedNames(card, 'Crisis lines')).toEqual(resources.map((r) => r.name));
    for (const resource of resources) {
      expect(within(card).getByText(resource.description)).toBeInTheDocument();
      for (const action of resource.actions) {
        expect(links(card)).toContainEqual([expect.stringMatching(startsWith(action.label)), action.href]);
        expect(action.href).toMatch(/^(tel:|sms:|https:)/);
      }
    }
    expect(within(card).getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(within(card).getByRole('link', { name: 'How Sage keeps you safe' })).toHaveAttribute(
      'href',
      '/safety',
    );
  });

  it('uses the general crisis card when no category is given', () => {
    renderCard(<CrisisCard />);
    const card = screen.getByRole('region', { name: HEADINGS.suicide });
    expect(listedNames(card, 'Crisis lines')).toEqual(resourcesFor('suicide').map((r) => r.name));
  });

  it.each(DANGER_CATEGORIES)('speaks Spanish for %s when the reply is in Spanish', (category) => {
    renderCard(<CrisisCard category={category} language="es" />);
    const card = screen.getByRole('region', { name: HEADINGS_ES[category] });
    expect(card).toHaveAttribute('lang', 'es');
    const resources = resourcesFor(category);
    expect(listedNames(card, 'Líneas de ayuda')).toEqual(resources.map((r) => r.nameEs));
    for (const resource of resources) {
      expect(within(card).getByText(resource.descriptionEs)).toBeInTheDocument();
      for (const action of resource.actions) {
        expect(links(card)).toContainEqual([expect.stringMatching(startsWith(action.labelEs)), action.href]);
      }
    }
    expect(within(card).getByText('Está bien pedir ayuda.')).toBeInTheDocument();
    expect(within(card).getByText(/¿Fuera de EE\. UU\.\?/)).toBeInTheDocument();
    const safety = within(card).getByRole('link', { name: /Cómo te cuida Sage/ });
    expect(safety).toHaveAttribute('href', '/safety');
    expect(safety).toHaveAttribute('hreflang', 'en');
  });

  it('marks web links as opening in a new tab', () => {
    renderCard(<CrisisCard category="eating" />);
    const card = screen.getByRole('region', { name: HEADINGS.eating });
    for (const link of within(card).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('https:')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
        expect(link.textContent).toContain('(opens in a new tab)');
      } else {
        expect(link).not.toHaveAttribute('target');
      }
    }
  });
});

/** Every link in the card as [accessible text, href]. */
function links(card: HTMLElement): [string, string][] {
  return within(card)
    .getAllByRole('link')
    .map((link) => [(link.textContent ?? '').trim(), link.getAttribute('href') ?? '']);
}

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

describe('the crisis card in another language', () => {
  const card = {
    lang: 'fr',
    dir: 'ltr' as const,
    heading: "Tu n'as pas à traverser ça seul·e",
    body: 'Une vraie personne peut te parler maintenant, gratuitement.',
    helplines: 'Lignes où parler dans ta langue',
    directory: 'Trouver une ligne dans ton pays',
    countries: ['FR', 'BE', 'CH', 'XX'],
  };

  it('speaks the language of the reply, lists the sourced lines of the countries where it is spoken, and the directory', () => {
    renderCard(<CrisisCard category="suicide" card={card} />);
    const region = screen.getByRole('region', { name: card.heading });
    expect(region).toHaveAttribute('lang', 'fr');
    expect(region).toHaveAttribute('dir', 'ltr');
    expect(within(region).getByText(card.body)).toBeInTheDocument();
    expect(within(region).getByText(card.helplines)).toBeInTheDocument();
    // Country names in French, from the browser's own names; no English heading.
    expect(within(region).getByText('France')).toBeInTheDocument();
    expect(within(region).getByText('Belgique')).toBeInTheDocument();
    expect(within(region).queryByText(HEADINGS.suicide)).not.toBeInTheDocument();
    const links = within(region).getAllByRole('link');
    expect(links.some((a) => a.getAttribute('href') === 'tel:112')).toBe(true);
    expect(links.at(-1)).toHaveTextContent(card.directory);
    expect(links.at(-1)).toHaveAttribute('href', expect.stringContaining('findahelpline.com'));
  });

  it('reads right to left where the language is written so', () => {
    renderCard(
      <CrisisCard
        category="abuse"
        card={{ ...card, lang: 'ar', dir: 'rtl', heading: 'تستحق أن تكون في أمان', countries: [] }}
      />,
    );
    const region = screen.getByRole('region', { name: 'تستحق أن تكون في أمان' });
    expect(region).toHaveAttribute('dir', 'rtl');
    expect(region).toHaveAttribute('data-category', 'abuse');
  });
});
