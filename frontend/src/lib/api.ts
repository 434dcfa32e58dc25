/**
 * The one way the frontend talks to the public API: cookies always included,
 * a JSON body and content type only when there is a body, and any non-success answer turned into an
 * error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
}

/**
 * The gateway hands a browser its visitor cookie on the first API answer. Two requests sent at once before
 * that would each get a different visitor id, and a session created under the one overwritten would no longer
 * belong to this browser. So the first request of a page load goes alone; the others wait for its answer
 * (headers only, at most a few seconds) and then carry the cookie.
 */
let firstResponse: Promise<unknown> | undefined;
const FIRST_RESPONSE_WAIT_MS = 5_000;

/** Forgets the first request (each test starts as a fresh page load). */
export function resetFirstResponseGate(): void {
  firstResponse = undefined;
}

function waitForFirstResponse(): Promise<unknown> {
  if (!firstResponse) return Promise.resolve();
  return Promise.race([firstResponse, new Promise((resolve) => setTimeout(resolve, FIRST_RESPONSE_WAIT_MS))]);
}

export async function apiFetch(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  let answered: (() => void) | undefined;
  if (firstResponse) await waitForFirstResponse();
  else firstResponse = new Promise<void>((resolve) => (answered = resolve));
  try {
    const res = await fetch(path, {
      ...init,
      method,
      credentials: 'include',
      headers: body === undefined ? init?.headers : { 'Content-Type': 'application/json', ...init?.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await throwIfNotOk(res);
    return res;
  } finally {
    answered?.();
  }
}

/** Sends a request and reads the answer as JSON (undefined for 202/204 or an empty body). */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiFetch(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
