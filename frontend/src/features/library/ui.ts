/** Shared class strings and small browser helpers for the library screens. */

export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

export const primaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 ${focusRing}`;

export const secondaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-teal-200 bg-white px-5 py-2.5 font-semibold text-teal-800 transition-colors hover:bg-teal-50 ${focusRing}`;

export const ghostButton = `inline-flex min-h-11 items-center gap-2 rounded-full px-3 py-2 font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 ${focusRing}`;

export const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  if (typeof window.scrollTo === 'function') {
    try {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    } catch {
      // Environments without scrolling (tests) have nothing to do.
    }
  }
}

/** Scrolls an element into view (smoothly unless reduced motion is asked for) and moves focus to it. */
export function scrollToAndFocus(
  element: HTMLElement | null,
  focusTarget: HTMLElement | null = element,
): void {
  if (!element) return;
  if (typeof element.scrollIntoView === 'function')
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  focusTarget?.focus({ preventScroll: true });
}
