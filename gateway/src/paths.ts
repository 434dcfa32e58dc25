/**
 * Canonical request paths. The router (find-my-way) percent-decodes paths before matching and the proxy
 * forwards the decoded form, so `/api/contac%74` reaches the contact service; rate budgets and checks
 * that compared the raw spelling could be walked around. The gateway therefore serves canonical paths
 * only: every other spelling answers 400 before any budget, check or upstream sees it.
 */

/** Characters allowed as they are in a path (RFC 3986 pchar without percent-encoding, plus `/`). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/**
 * The path the router will act on: percent-decoded, duplicate slashes and dot segments resolved, no
 * trailing slash. `null` when it cannot be decoded.
 */
export function normalisePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const out: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/** The path part of a request target (everything before `?`). */
export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * True when a path is spelt the one way the gateway accepts: only plain characters (no percent-encoding,
 * backslash, `#` or anything non-ASCII) and already in normal form. The router is case-sensitive, so
 * `/API/contact` is canonical but matches no route (404).
 */
export function isCanonicalPath(path: string): boolean {
  return PLAIN_PATH.test(path) && normalisePath(path) === path;
}
