import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('turns an error answer into "<status>: <body>"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: boom');
    expect((error as ApiError).status).toBe(500);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404, statusText: 'Not Found' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('404: Not Found');
  });

  it('raises 401 as an error too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('401: Unauthorized');
  });

  it('sends cookies, and a JSON body with its content type only when there is a body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/y', { a: 1 })).resolves.toEqual({ ok: 1 });
    await apiRequest('GET', '/api/z');
    const [, postInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, getInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(postInit.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).toBeUndefined();
  });

  it('reads an empty success body as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('DELETE', '/api/z')).resolves.toBeUndefined();
  });
});

describe('first request of a page load', () => {
  it('goes alone, so concurrent first requests share one visitor cookie', async () => {
    const request = apiRequest;
    const calls: string[] = [];
    let answerFirst!: () => void;
    const fetchMock = vi.fn((url: string) => {
      calls.push(url);
      if (calls.length === 1) {
        return new Promise<Response>((resolve) => {
          answerFirst = () => resolve(new Response('{"sessionId":"s"}', { status: 201 }));
        });
      }
      return Promise.resolve(new Response('[]', { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const session = request('POST', '/api/session', { saveHistory: true });
    const questions = request('GET', '/api/quiz/attachment');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual(['/api/session']);
    answerFirst();
    await expect(session).resolves.toEqual({ sessionId: 's' });
    await expect(questions).resolves.toEqual([]);
    expect(calls).toEqual(['/api/session', '/api/quiz/attachment']);
    vi.unstubAllGlobals();
  });
});
