import { useEffect } from 'react';
import { COMPANION_NAME } from '@/lib/brand';

/**
 * Gives the page a specific title ("<title> · Sage"). The layout sets a default per path before page
 * effects run, so nothing needs restoring when the page goes away.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${COMPANION_NAME}`;
  }, [title]);
}
