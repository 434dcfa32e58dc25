import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/brand';
import { CONTACT_MESSAGES, ContactForm } from './ContactForm';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(fetchImpl: () => Promise<Response>) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  const { container } = render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  return { fetchMock, user, container };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, consent = true) {
  await user.type(screen.getByLabelText('Name'), '  Robin ');
  await user.type(screen.getByLabelText('Email'), 'robin@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Hello');
  await user.type(screen.getByLabelText('Message'), 'Thanks for building this.');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
}

describe('ContactForm', () => {
  it('has labelled fields with length limits and a privacy link', () => {
    setup(async () => new Response(null, { status: 202 }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('asks for every field and the consent box, and sends nothing', async () => {
    const { fetchMock, user } = setup(async () => new Response(null, { status: 202 }));
    await fillAll(user, false);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.incomplete);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats whitespace-only fields as blank', async () => {
    const { fetchMock, user } = setup(async () => new Response(null, { status: 202 }));
    await fillAll(user);
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.incomplete);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('silently ignores a submit when the trap field is filled', async () => {
    const { fetchMock, user, container } = setup(async () => new Response(null, { status: 202 }));
    await fillAll(user);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it('sends the trimmed message and shows the success view, then an empty form again', async () => {
    const { fetchMock, user } = setup(async () => new Response('{"id":"c1"}', { status: 202 }));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for reaching out. We'll get back to you as soon as possible."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Robin',
      email: 'robin@example.com',
      subject: 'Hello',
      message: 'Thanks for building this.',
      website: '',
    });

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('shows the failure box and keeps the fields when sending fails', async () => {
    const { user } = setup(async () => new Response('nope', { status: 503 }));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed);
    expect(screen.getByLabelText('Name')).toHaveValue('  Robin ');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the failure box on a network error', async () => {
    const { user } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed);
  });

  it('reads "Sending..." while the request is in flight', async () => {
    let release: (r: Response) => void = () => {};
    const { user } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release(new Response(null, { status: 202 }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
  });
});
