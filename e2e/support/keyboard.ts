import type { Page } from '@playwright/test';

/**
 * Every visible, enabled control that Tab should reach, checked by pressing Tab through the page. Radio
 * groups count once (arrow keys move inside them, so only one radio is tabbable); elements taken out of
 * the tab order on purpose (tabindex -1, like the contact form's trap field) or hidden from assistive
 * technology are not expected. Returns the controls Tab never reached.
 */
export async function unreachableByTab(page: Page): Promise<string[]> {
  const labels = await page.evaluate(() => {
    const selector =
      'a[href], button, input, textarea, select, summary, [tabindex], [contenteditable="true"], [role="switch"]';
    const found: string[] = [];
    const radioGroups = new Map<string, string>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.tabIndex < 0) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.getClientRects().length === 0) continue;
      // A radio group is one stop: every radio of a group shares the group's id.
      const radio = el instanceof HTMLInputElement && el.type === 'radio' && el.name ? el.name : undefined;
      const groupId = radio === undefined ? undefined : radioGroups.get(radio);
      if (groupId !== undefined) {
        el.dataset.kb = groupId;
        continue;
      }
      if (radio !== undefined) radioGroups.set(radio, String(found.length));
      el.dataset.kb = String(found.length);
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      found.push(`${el.tagName.toLowerCase()} "${name}"`);
    }
    const w = window as Window & { __kbReached?: Set<string> };
    w.__kbReached = new Set();
    document.addEventListener('focusin', (event) => {
      const id = (event.target as HTMLElement | null)?.dataset?.kb;
      if (id) w.__kbReached?.add(id);
    });
    // Start from the top of the document.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return found;
  });
  for (let i = 0; i < labels.length + 8; i += 1) await page.keyboard.press('Tab');
  const reached = await page.evaluate(() => [
    ...((window as Window & { __kbReached?: Set<string> }).__kbReached ?? []),
  ]);
  const seen = new Set(reached);
  return labels.filter((_, i) => !seen.has(String(i)));
}
