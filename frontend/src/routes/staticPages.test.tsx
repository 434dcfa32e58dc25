import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';
import AboutPage from './AboutPage';
import FaqPage from './FaqPage';
import LandingPage from './LandingPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

function expectSingleH1() {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

function expectCrisisNumbers(container: HTMLElement) {
  const text = container.textContent ?? '';
  expect(text).toContain('988');
  expect(text).toMatch(/text HOME to\s+741741/i);
  expect(text).toContain('911');
}

describe('LandingPage', () => {
  it('links the hero, learn-more and closing buttons to the right routes', () => {
    renderPage(<LandingPage />);
    expectSingleH1();
    expect(screen.getByRole('link', { name: 'Start Chatting' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Attachment Style' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Learn More About Our Approach' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.getByRole('link', { name: 'Start Chatting Now' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Attachment Style Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('shows the three feature cards and the important notice', () => {
    const { container } = renderPage(<LandingPage />);
    for (const title of ['Just Here to Listen', 'Personalized Insights', 'Privacy First']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: /important notice/i })).toBeInTheDocument();
    expect(screen.getByText(/not a licensed mental health provider/i)).toBeInTheDocument();
    expect(screen.getByText(/not a substitute for professional/i)).toBeInTheDocument();
    expectCrisisNumbers(container);
  });
});

describe('AboutPage', () => {
  it('covers mission, response styles, expectations, ads, contact and the notice', () => {
    const { container } = renderPage(<AboutPage />);
    expectSingleH1();
    for (const heading of [
      'Our mission',
      'Response styles',
      'Supportive Mode',
      'Problem-Solving Mode',
      'What to expect',
      'Advertising disclosure',
      'Contact us',
      'Important notice',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Casual & Friendly:')).toBeInTheDocument();
    expect(screen.getByText('Gen Z Vibes:')).toBeInTheDocument();
    expect(screen.getByText(/ads on our blog pages through an advertising network/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole('link', { name: 'attachment style quiz' })).toHaveAttribute('href', '/quiz');
    expectCrisisNumbers(container);
  });
});

describe('FaqPage', () => {
  it('shows the crisis box and the support contact', () => {
    renderPage(<FaqPage />);
    expectSingleH1();
    const crisis = screen.getByRole('region', { name: /in crisis/i });
    expectCrisisNumbers(crisis);
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('lists every question, closed at first', () => {
    renderPage(<FaqPage />);
    const questions = [
      `What is ${COMPANION_NAME}?`,
      'How do I get started?',
      `Is ${COMPANION_NAME} free to use?`,
      'What happens to my data?',
      `What are ${COMPANION_NAME}'s limitations?`,
      `What happens if I tell ${COMPANION_NAME} I'm not safe?`,
      'How can I get support or give feedback?',
    ];
    for (const question of questions) {
      expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens one item at a time and can close it again', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const start = screen.getByRole('button', { name: 'How do I get started?' });
    const free = screen.getByRole('button', { name: `Is ${COMPANION_NAME} free to use?` });
    const support = screen.getByRole('button', { name: 'How can I get support or give feedback?' });

    await user.click(start);
    expect(start).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/no sign-up/i)).toBeVisible();
    expect(screen.getByText(/free account that lets you save your chats and unlock more/i)).toBeVisible();

    await user.click(free);
    expect(free).toHaveAttribute('aria-expanded', 'true');
    expect(start).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/subscription features in the future/i)).toBeVisible();
    expect(screen.queryByText(/no sign-up/i)).not.toBeInTheDocument();

    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(free).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/within 24 to 48 hours/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');

    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  it('summarises the real data handling and the limitations', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    await user.click(screen.getByRole('button', { name: 'What happens to my data?' }));
    expect(screen.getByText(/up to 2 years/)).toBeVisible();
    expect(screen.getByText(/after 30 minutes without activity/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: `What are ${COMPANION_NAME}'s limitations?` }));
    expect(screen.getByText(/is not therapy/)).toBeVisible();
    expect(screen.getByText(/get things wrong/)).toBeVisible();
    expect(screen.getByText(/It is not for emergencies/)).toBeVisible();
  });
});

describe('FaqPage safety entry', () => {
  it('explains what happens when someone is not safe and links to the safety page', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    await user.click(
      screen.getByRole('button', { name: `What happens if I tell ${COMPANION_NAME} I'm not safe?` }),
    );
    expect(screen.getByText(/checked for signs of danger before/)).toBeVisible();
    expect(screen.getByText(/can't call anyone, see where you are or send help/)).toBeVisible();
    expect(screen.getByRole('link', { name: `How ${COMPANION_NAME} keeps you safe` })).toHaveAttribute(
      'href',
      '/safety',
    );
  });
});

describe('PrivacyPage', () => {
  it('shows the date and numbered sections', () => {
    renderPage(<PrivacyPage />);
    expectSingleH1();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
    const numbered = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '')
      .filter((t) => /^\d+\. /.test(t));
    expect(numbered.map((t) => Number.parseInt(t, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('lists every retention period and rights deadline in point 9', () => {
    renderPage(<PrivacyPage />);
    const heading = screen.getByRole('heading', { level: 2, name: '9. Data retention and your rights' });
    const list = heading.nextElementSibling?.nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => (li.textContent ?? '').replace(/\s+/g, ' '));
    expect(items).toEqual([
      'Chat history is kept for up to 2 years.',
      'If saving is off, messages are deleted when you close the tab or after 30 minutes without activity.',
      'Quiz results follow the same rule as the chat of their session.',
      'Contact form data is kept for 3 years.',
      'Anonymized analytics (daily counts with no session ids or message text) are kept for 5 years.',
      'Account data, if accounts are introduced, is deleted within 30 days of closing the account.',
      'Privacy requests are answered within 30 days.',
      'Changes to this policy are announced at least 30 days before they take effect.',
      'Support replies typically arrive within 24 to 48 hours.',
    ]);
  });

  it('describes the chat processing, the processors and the user choices', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText(/sent, together with the recent conversation/)).toBeInTheDocument();
    expect(screen.getByText(/safety check reads each message/)).toBeInTheDocument();
    expect(screen.getByText(/An AI language-model provider/)).toBeInTheDocument();
    expect(screen.getByText(/An email delivery service/)).toBeInTheDocument();
    expect(screen.getByText(/Turn "Save conversations" off/)).toBeInTheDocument();
    expect(screen.getByText(/aged 13 and over/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});

describe('TermsPage', () => {
  it('has the date and the eight section titles in order', () => {
    renderPage(<TermsPage />);
    expectSingleH1();
    expect(screen.getByText('Last updated: January 10, 2025')).toBeInTheDocument();
    const numbered = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '')
      .filter((t) => /^\d+\. /.test(t));
    expect(numbered).toEqual([
      '1. Acceptance of Terms',
      '2. Acceptable Use Policy',
      '3. Intellectual Property Rights',
      '4. Service Limitations and Disclaimers',
      '5. Limitation of Liability',
      '6. Privacy and Data Protection',
      '7. Governing Law and Dispute Resolution',
      '8. Termination',
    ]);
  });

  it('states the key terms and points questions to the contact form', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/under 18/)).toBeInTheDocument();
    expect(screen.getByText(/12 months before the claim/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the United States/)).toBeInTheDocument();
    expect(screen.getByText(/binding arbitration/)).toBeInTheDocument();
    expect(screen.getByText(/Class action waiver/)).toBeInTheDocument();
    expect(screen.getByText(/suspend or terminate your access at any time/)).toBeInTheDocument();
    expect(
      screen.getByText(/responsible for keeping your device, browser and any login credentials/),
    ).toBeInTheDocument();
    expectCrisisNumbers(container);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
