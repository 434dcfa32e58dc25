import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_STYLES } from '@/content/attachmentStyles';
import { COMPANION_NAME } from '@/lib/brand';
import { createQueryClient } from '@/lib/queryClient';
import { resetToasts, Toaster } from '@/lib/toast';
import { withAnswer } from './answers';
import { QuizFlow } from './QuizFlow';

const QUESTIONS = [1, 2, 3].map((n) => ({
  id: n,
  text: `Question text ${n}?`,
  options: [
    { id: n * 10 + 1, text: `Option ${n}A` },
    { id: n * 10 + 2, text: `Option ${n}B` },
  ],
}));

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'POST /api/session': () => json({ sessionId: 'sess-1', saveHistory: true }, 201),
    'GET /api/quiz/attachment': () => json(QUESTIONS),
    'POST /api/quiz/submit': () => json({ results: { primaryType: 'anxious', scores: {} } }, 201),
    'GET /api/quiz/sess-1': () =>
      json({ sessionId: 'sess-1', quizType: 'attachment', results: { primaryType: 'anxious', scores: {} } }),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) return new Response('', { status: 404, statusText: 'Not Found' });
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/quiz', element: <QuizFlow /> },
      { path: '/chat', element: <p>Chat page</p> },
    ],
    { initialEntries: ['/', '/quiz'], initialIndex: 1 },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return { fetchMock, router, user, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

async function begin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Begin Quiz' }));
}

describe('withAnswer', () => {
  it('replaces an earlier answer for the same question', () => {
    const first = withAnswer([], 1, 11);
    const second = withAnswer(withAnswer(first, 2, 21), 1, 12);
    expect(second).toEqual([
      { questionId: 1, answerId: 12 },
      { questionId: 2, answerId: 21 },
    ]);
  });
});

describe('QuizFlow', () => {
  it('creates and stores its own session, then shows the intro', async () => {
    const { calls } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading quiz questions');
    expect(await screen.findByRole('heading', { name: 'Attachment Style Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Discover how you connect in relationships')).toBeInTheDocument();
    expect(screen.getByText('Takes about 3 minutes • 3 questions')).toBeInTheDocument();
    expect(calls('POST /api/session')).toHaveLength(1);
    expect(JSON.parse(String(calls('POST /api/session')[0]?.[1]?.body))).toEqual({ saveHistory: true });
    expect(localStorage.getItem('quizSessionId')).toBe('sess-1');
  });

  it('reuses a stored quiz session id', async () => {
    localStorage.setItem('quizSessionId', 'sess-1');
    const { calls } = setup();
    await screen.findByRole('button', { name: 'Begin Quiz' });
    expect(calls('POST /api/session')).toHaveLength(0);
  });

  it('toasts when a session cannot be created', async () => {
    setup({ 'POST /api/session': () => new Response('down', { status: 503 }) });
    expect(await screen.findByText('Failed to create a new session. Please try again.')).toBeInTheDocument();
  });

  it('walks through the questions: Next waits for an answer, Previous goes back', async () => {
    const { user } = setup();
    await begin(user);

    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    expect(screen.getByRole('heading', { name: /Question text 1\?/ })).toHaveFocus();

    await user.click(screen.getByLabelText('Option 1A'));
    expect(screen.getByRole('radio', { name: 'Option 1A' })).toBeChecked();
    expect(next).toBeEnabled();
    await user.click(next);

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Question text 2\?/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));

    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Option 1A' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('offers Complete only on the last question with every answer, and sends numbers', async () => {
    const { user, calls } = setup();
    await begin(user);

    await user.click(screen.getByLabelText('Option 1A'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByLabelText('Option 2B'));
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();

    // Change the first answer: it replaces the earlier one.
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByLabelText('Option 1B'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByLabelText('Option 3A'));
    expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
    const [submit] = calls('POST /api/quiz/submit');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({
      sessionId: 'sess-1',
      quizType: 'attachment',
      answers: [
        { questionId: 1, answerId: 12 },
        { questionId: 2, answerId: 22 },
        { questionId: 3, answerId: 31 },
      ],
    });
    expect(screen.getByText('Your Attachment Style')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ATTACHMENT_STYLES.anxious.title })).toBeInTheDocument();
    expect(screen.getByText(ATTACHMENT_STYLES.anxious.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Characteristics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Moving Forward' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Continue with ${COMPANION_NAME}` })).toHaveAttribute(
      'href',
      '/chat',
    );
    expect(screen.getByText('Quiz completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Results' })).toHaveFocus();
  });

  async function answerAll(user: ReturnType<typeof userEvent.setup>) {
    await begin(user);
    for (const n of [1, 2, 3]) {
      await user.click(screen.getByLabelText(`Option ${n}A`));
      if (n < 3) await user.click(screen.getByRole('button', { name: /Next/ }));
    }
  }

  it('reads "Submitting..." while sending', async () => {
    let release: (r: Response) => void = () => {};
    const { user } = setup({ 'POST /api/quiz/submit': () => new Promise((resolve) => (release = resolve)) });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => release(json({}, 201)));
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
  });

  it('defaults to secure when the result has no primary type', async () => {
    const { user } = setup({ 'GET /api/quiz/sess-1': () => json({ results: {} }) });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: ATTACHMENT_STYLES.secure.title })).toBeInTheDocument();
  });

  it('toasts and stays on the question when submitting fails', async () => {
    const { user } = setup({ 'POST /api/quiz/submit': () => new Response('boom', { status: 500 }) });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to submit quiz. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it('shows "Results not found" when the results cannot be loaded, and Start Chatting goes home', async () => {
    const { user, router } = setup({ 'GET /api/quiz/sess-1': () => new Response('', { status: 404 }) });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Results not found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find your quiz results. Let's start chatting anyway."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Chatting' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the error state and a toast when the questions fail to load', async () => {
    const { user, router } = setup({
      'GET /api/quiz/attachment': () => new Response('boom', { status: 500 }),
    });
    expect(await screen.findByRole('heading', { name: 'Error loading quiz' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load quiz questions. Please try again later.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(within(region).getByText('Failed to load quiz questions. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip Quiz' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('Skip for now and Skip leave the quiz with a history replace', async () => {
    const { user, router } = setup();
    await begin(user);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/');
  });
});
