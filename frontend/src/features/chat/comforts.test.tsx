import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from '@/routes/ChatPage';
import { formatMessageTime, MessageActions } from './components/MessageActions';
import { MessageBubble } from './components/MessageBubble';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const SESSION = 'nonce1.mac1';
type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An event stream written by the test, event by event (`id` as the server numbers deltas). */
function liveSse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown, id?: number) {
      controller.enqueue(
        encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      );
    },
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url}`];
      return handler ? handler(url, init) : json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

const user1 = {
  id: 'u1',
  content: 'I had a rough day',
  isUser: true,
  sessionId: SESSION,
  createdAt: '2025-01-01T10:00:00Z',
};
const reply = (id: string, content: string) => ({
  id,
  content,
  isUser: false,
  sessionId: SESSION,
  createdAt: '2025-01-01T10:00:01Z',
  risk: 'none',
  category: 'none',
  language: 'en',
});

beforeEach(() => {
  localStorage.clear();
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

describe('chat comforts', () => {
  it('reattaches after a reload to the reply being written, and after a dropped stream without doubling', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    const first = liveSse();
    const second = liveSse();
    const calls = stubApi({
      [`GET /api/chat/${SESSION}`]: () => json([{ ...user1, awaitingReply: true }]),
      [`GET /api/chat/${SESSION}/stream?after=0&message=u1`]: () => first.response,
      [`GET /api/chat/${SESSION}/stream?after=2&message=u1`]: () => second.response,
    });
    render(<ChatPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('I had a rough day')).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    await waitFor(() => expect(status).toHaveTextContent('Sage is replying…'));

    first.send('delta', { text: 'That sounds ' }, 1);
    first.send('delta', { text: 'hard. ' }, 2);
    expect(await screen.findByText('That sounds hard.', { exact: false })).toBeInTheDocument();
    first.fail(); // the network went away
    await waitFor(() => expect(calls.some((c) => c.url.includes('after=2'))).toBe(true), { timeout: 3000 });
    second.send('delta', { text: 'hard. ' }, 2); // already had it
    second.send('delta', { text: 'What happened?' }, 3);
    second.send('done', { message: reply('r1', 'That sounds hard. What happened?') });
    second.close();
    expect(await screen.findByText('That sounds hard. What happened?')).toBeInTheDocument();
    expect(screen.queryByText(/hard\. hard\./)).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('Sage replied: That sounds hard. What happened?'));
    // Never token by token: the log is not a live region.
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'off');
  });

  it('regenerates the last reply from its button (keyboard), replacing it', async () => {
    localStorage.setItem('chatSessionId', SESSION);
    const again = liveSse();
    const calls = stubApi({
      [`GET /api/chat/${SESSION}`]: () => json([user1, reply('r1', 'First answer.')]),
      [`POST /api/chat/${SESSION}/regenerate`]: () => again.response,
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    const button = await screen.findByRole('button', { name: 'Regenerate this reply' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('First answer.')).not.toBeInTheDocument());
    again.send('user', { message: user1, replaces: 'r1' });
    again.send('delta', { text: 'Second answer.' }, 1);
    again.send('done', { message: reply('r2', 'Second answer.') });
    again.close();
    expect(await screen.findByText('Second answer.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/regenerate'))?.body).toEqual({
      mode: 'supportive',
      tone: 'casual',
    });
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('button', { name: 'Regenerate this reply' })).toHaveLength(1);
  });

  it('keeps focus in the message box after sending with the button', async () => {
    const stream = liveSse();
    stubApi({
      'POST /api/session': () => json({ sessionId: SESSION, saveHistory: true }, 201),
      'POST /api/chat/stream': () => stream.response,
    });
    const user = userEvent.setup();
    render(<ChatPage />, { wrapper: MemoryRouter });
    await screen.findByRole('heading', { name: "Hi, I'm Sage" });
    await waitFor(() => expect(localStorage.getItem('chatSessionId')).toBe(SESSION));
    const box = screen.getByRole('textbox', { name: 'Message Sage' });
    await user.type(box, 'hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(box).toHaveFocus();
    stream.close();
  });
});

describe('messages in any script, with their time and a copy button', () => {
  it('lets the browser pick the direction of each message and wraps long words', () => {
    render(
      <MessageBubble
        message={{ id: 'm', content: 'مرحبا، كيف حالك؟ 🌿', isUser: true, sessionId: SESSION }}
      />,
    );
    const text = screen.getByText('مرحبا، كيف حالك؟ 🌿');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text.parentElement!.className).toMatch(/overflow-wrap:anywhere/);
  });

  it("shows the time in the visitor's locale and copies the message", async () => {
    const u = userEvent.setup(); // installs its own clipboard
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const at = '2025-03-04T15:07:00Z';
    render(
      <div className="group">
        <MessageActions
          message={{ id: 'r1', content: 'Copy me', isUser: false, sessionId: SESSION, createdAt: at }}
        />
      </div>,
    );
    const time = screen.getByText(formatMessageTime(at));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', at);
    await u.click(screen.getByRole('button', { name: 'Copy this reply' }));
    expect(writeText).toHaveBeenCalledWith('Copy me');
    expect(formatMessageTime(at, new Date(at), 'en-US')).toMatch(/\d{1,2}:07/);
    expect(formatMessageTime(at, new Date('2025-06-01T00:00:00Z'), 'de-DE')).toMatch(/2025/);
  });
});
