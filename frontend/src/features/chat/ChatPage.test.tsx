import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from '@/routes/ChatPage';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const { toast } = await import('@/lib/toast');
const toastMock = vi.mocked(toast);

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sse(events: [string, unknown][]): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  // Deliver in small pieces so events and lines are split across chunks.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Routes fetch calls by "METHOD path"; unknown routes answer 404. */
function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${url}`];
    return handler ? handler(url, init) : json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const SESSION = 'nonce1.mac1';
const newSession = () => json({ sessionId: SESSION, saveHistory: true }, 201);
const reply = (content: string, risk = 'none') => ({
  id: 'r1',
  content,
  isUser: false,
  sessionId: SESSION,
  createdAt: '2025-01-01T00:00:01.000Z',
  risk,
});

beforeEach(() => {
  toastMock.mockClear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatPage', () => {
  it('creates a session and shows the greeting when there are no messages', async () => {
    const calls = stubApi({ 'POST /api/session': newSession });
    render(<ChatPage />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { name: "Hi, I'm Sage" })).toBeInTheDocument();
    expect(
      screen.getByText("I'm here to listen and support you. What's on your mind today?"),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/session', body: { saveHistory: true } });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    // The log is not live (a streamed reply would be read token by token); a polite status speaks instead.
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('reuses the stored session and shows its messages instead of the greeting', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    const calls = stubApi({
      [`GET /api/chat/${SESSION}`]: () =>
        json([
          { id: 'm1', content: 'Hello there', isUser: true, sessionId: SESSION, createdAt: 'x' },
          { id: 'm2', content: 'Hi!\nHow are you?', isUser: false, sessionId: SESSION, createdAt: 'y' },
        ]),
    });
    render(<ChatPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Hi, I'm Sage" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/session')).toBe(false);
  });

  it('drops an unknown stored session and creates a new one', async () => {
    localStorage.setItem('chatSessionId', 'someone-elses');
    stubApi({ 'POST /api/session': () => json({ sessionId: 'fresh.one', saveHistory: true }, 201) });
    render(<ChatPage />, { wrapper: MemoryRouter });
    await screen.findByRole('heading', { name: "Hi, I'm Sage" });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe('fresh.one'));
  });

  it('streams a reply and shows the crisis card under a crisis reply', async () => {
    const calls = stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () =>
        sse([
          ['user', { message: { id: 'u1', content: 'I feel hopeless', isUser: true, sessionId: SESSION } }],
          ['delta', { text: 'I am really glad ' }],
          ['delta', { text: 'you told me.' }],
          [
            'done',
            { message: reply('I am really glad you told me. You deserve support right now.', 'crisis') },
          ],
        ]),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await screen.findByRole('heading', { name: "Hi, I'm Sage" });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));

    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), '  I feel hopeless {Enter}');
    expect(
      await screen.findByText('I am really glad you told me. You deserve support right now.'),
    ).toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(within(log).getByText('I feel hopeless')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: "You don't have to go through this alone" });
    expect(within(card).getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/chat/stream')?.body).toEqual({
      message: 'I feel hopeless',
      sessionId: SESSION,
      mode: 'supportive',
      tone: 'casual',
    });
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('shows the typing indicator, then a Stop button that keeps the partial reply', async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const send = (event: string, data: unknown) =>
      stream.enqueue(encoder.encode(`event: ${event}\r\ndata: ${JSON.stringify(data)}\r\n\r\n`));
    const calls = stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream = controller;
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
        ),
      [`POST /api/chat/${SESSION}/stop`]: () => {
        send('done', { message: reply('It sounds like') });
        stream.close();
        return new Response(null, { status: 202 });
      },
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'rough week{Enter}');

    expect(await screen.findByText('Sage is typing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    send('user', { message: { id: 'u1', content: 'rough week', isUser: true, sessionId: SESSION } });
    send('delta', { text: 'It sounds ' });
    send('delta', { text: 'like' });
    expect(await screen.findByText('It sounds like')).toBeInTheDocument();
    expect(screen.queryByText('Sage is typing...')).not.toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');

    await user.click(screen.getByRole('button', { name: 'Stop responding' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument());
    expect(screen.getByText('It sounds like')).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    expect(calls.some((c) => c.url === `/api/chat/${SESSION}/stop`)).toBe(true);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('keeps the crisis card of each danger, in its language, when the history comes back', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    const crisis = (id: string, category: string, language = 'en') => ({
      ...reply(`Reply ${id}`, 'crisis'),
      id,
      category,
      language,
    });
    stubApi({
      [`GET /api/chat/${SESSION}`]: () =>
        json([
          { id: 'u1', content: 'first', isUser: true, sessionId: SESSION },
          crisis('c1', 'abuse'),
          crisis('c2', 'medical'),
          crisis('c3', 'mystery'),
          crisis('c4', 'eating', 'es'),
          { ...reply('Just a reply'), id: 'n1', category: 'abuse' },
        ]),
    });
    render(<ChatPage />, { wrapper: MemoryRouter });
    await screen.findByText('Reply c1');
    const regions = screen
      .getAllByRole('region')
      .map((r) => [r.getAttribute('lang'), r.getAttribute('data-category')]);
    expect(regions).toEqual([
      ['en', 'abuse'],
      ['en', 'medical'],
      ['en', 'suicide'],
      ['es', 'eating'],
    ]);
    expect(screen.getByRole('region', { name: 'You deserve to be safe' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get medical help now' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: "You don't have to go through this alone" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mereces apoyo con esto' })).toBeInTheDocument();
  });

  it('shows the suggestion cards once the streamed reply is done', async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const send = (event: string, data: unknown) =>
      stream.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream = controller;
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'I cannot sleep{Enter}');
    send('delta', { text: 'Nights like this are hard.' });
    expect(await screen.findByText('Nights like this are hard.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested for you' })).not.toBeInTheDocument();

    send('done', {
      message: {
        ...reply('Nights like this are hard.'),
        suggestions: [
          {
            title: 'Mindful breathing techniques',
            href: '/resources/mindful-breathing-techniques',
            kind: 'article',
          },
          { title: 'Calm your body', href: '/article/breathing', kind: 'exercise' },
          { title: 'A third one', href: '/resources/third', kind: 'article' },
        ],
      },
    });
    stream.close();
    const list = await screen.findByRole('list', { name: 'Suggested for you' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Article: Mindful breathing techniques', '/resources/mindful-breathing-techniques'],
      ['Exercise: Calm your body', '/article/breathing'],
    ]);
    expect(screen.getByRole('link', { name: 'Article: Mindful breathing techniques' })).toBeVisible();
  });

  it('shows no crisis card for an ordinary reply', async () => {
    stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () =>
        sse([['done', { message: reply('That sounds like a long day.', 'elevated') }]]),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'Long day{Enter}');
    await screen.findByText('That sounds like a long day.');
    expect(
      screen.queryByRole('region', { name: "You don't have to go through this alone" }),
    ).not.toBeInTheDocument();
  });

  it('falls back to POST /api/chat when the stream route is missing, using the stored mode and tone', async () => {
    localStorage.setItem('responseMode', 'problem-solving');
    localStorage.setItem('conversationTone', 'gen-z');
    const calls = stubApi({
      'POST /api/session': newSession,
      'POST /api/chat': () => json(reply('Here is one small step you could try.', 'crisis')),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'help me plan{Enter}');
    expect(await screen.findByText('Here is one small step you could try.')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: "You don't have to go through this alone" }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/chat')?.body).toEqual({
      message: 'help me plan',
      sessionId: SESSION,
      mode: 'problem-solving',
      tone: 'gen-z',
    });
  });

  it('shows the error toast and marks the message when a reply is already in flight (409)', async () => {
    stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () => json({ error: { code: 'conflict', message: 'busy' } }, 409),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'hello{Enter}');
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says in plain words that Sage is very busy, and when to try again, when a message is turned away (429)', async () => {
    const busy =
      'Sage is very busy right now, so your message was not sent. Please try again in about 20 seconds.';
    stubApi({
      'POST /api/session': newSession,
      'POST /api/chat/stream': () => json({ error: { code: 'busy', message: busy } }, 429),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'long day{Enter}');
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: 'Very busy right now', description: busy }),
    );
    expect(screen.getByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reverts the save-history switch and storage when the session update fails', async () => {
    const calls = stubApi({
      'POST /api/session': newSession,
      [`PATCH /api/session/${SESSION}`]: () => json({ error: { code: 'unavailable', message: 'down' } }, 503),
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = await screen.findByRole('switch', { name: 'Save conversations' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Chats saved for continuity')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update privacy setting. Please try again.',
        variant: 'destructive',
        duration: 5000,
      }),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ saveHistory: false });
    expect(screen.getByRole('switch', { name: 'Save conversations' })).toBeChecked();
    expect(localStorage.getItem('saveChatHistory')).toBe('true');
    expect(screen.getByText('Chats saved for continuity')).toBeInTheDocument();
  });

  it('turns privacy mode on when the update succeeds and closes the session when the page hides', async () => {
    stubApi({
      'POST /api/session': newSession,
      [`PATCH /api/session/${SESSION}`]: () => json({ sessionId: SESSION, saveHistory: false }),
    });
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Save conversations' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Privacy mode enabled',
        description: "Your conversations won't be saved after this session.",
      }),
    );
    expect(localStorage.getItem('saveChatHistory')).toBe('false');
    expect(screen.getByText('Chats deleted on close')).toBeInTheDocument();

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith(`/api/session/${SESSION}/close`, expect.any(Blob));
  });

  it('stores the response mode chosen in settings', async () => {
    stubApi({ 'POST /api/session': newSession });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('radio', { name: /Problem-Solving Mode/ }));
    expect(localStorage.getItem('responseMode')).toBe('problem-solving');
    await user.click(screen.getByRole('radio', { name: 'Gen Z Vibes' }));
    expect(localStorage.getItem('conversationTone')).toBe('gen-z');
  });

  it('clears the conversation: deletes it, starts a new session and reloads', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    const calls = stubApi({
      [`GET /api/chat/${SESSION}`]: () =>
        json([{ id: 'm1', content: 'Old message', isUser: true, sessionId: SESSION }]),
      [`DELETE /api/chat/${SESSION}`]: () => new Response(null, { status: 204 }),
      'POST /api/session': () => json({ sessionId: 'next.one', saveHistory: true }, 201),
    });
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<ChatPage reload={reload} />, { wrapper: MemoryRouter });
    await screen.findByText('Old message');

    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear conversation' });
    expect(
      within(dialog).getByText(
        'This will permanently delete your current conversation history. This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Conversation cleared',
        description: 'Your chat history has been deleted.',
      }),
    );
    expect(screen.queryByText('Old message')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/chat/${SESSION}`)).toBe(true);
    expect(localStorage.getItem('chatSessionId')).toBe('next.one');
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('keeps the conversation when clearing fails', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    stubApi({
      [`GET /api/chat/${SESSION}`]: () =>
        json([{ id: 'm1', content: 'Still here', isUser: true, sessionId: SESSION }]),
      [`DELETE /api/chat/${SESSION}`]: () => json({ error: { code: 'unavailable', message: 'down' } }, 503),
    });
    const user = userEvent.setup();
    render(<ChatPage reload={vi.fn()} />, { wrapper: MemoryRouter });
    await screen.findByText('Still here');
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to clear chat history. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(localStorage.getItem('chatSessionId')).toBe(SESSION);
  });

  it('toggles sound effects and stores the choice', async () => {
    stubApi({ 'POST /api/session': newSession });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    const button = screen.getByRole('button', { name: 'Sound effects' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('soundEffectsEnabled')).toBe('false');
  });

  it('shows an error toast when the session cannot be created', async () => {
    stubApi({ 'POST /api/session': () => json({ error: { code: 'unavailable', message: 'down' } }, 503) });
    render(<ChatPage />, { wrapper: MemoryRouter });
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to create a new session. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
