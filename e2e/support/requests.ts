import type { Page, Request } from '@playwright/test';

export interface Recorded {
  url: string;
  method: string;
  body: string;
}

/**
 * Records every request the page (and its service worker) makes from now on, with its body, so a test can
 * assert that some text never left the browser.
 */
export function recordRequests(page: Page): Recorded[] {
  const seen: Recorded[] = [];
  const add = (request: Request) => {
    let body = '';
    try {
      body = request.postData() ?? '';
    } catch {
      body = '';
    }
    seen.push({ url: request.url(), method: request.method(), body });
  };
  page.on('request', add);
  page.context().on('request', add);
  return seen;
}

/** The recorded requests whose address or body contains any of `needles` (case-insensitive). */
export function leaking(requests: readonly Recorded[], needles: readonly string[]): Recorded[] {
  return requests.filter((r) => {
    const hay = `${decodeURIComponent(r.url)}\n${r.body}`.toLowerCase();
    return needles.some((n) => hay.includes(n.toLowerCase()));
  });
}
