import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { COMPANION_NAME } from '@/lib/brand';

const TITLES: Record<string, string> = {
  '/chat': 'Chat',
  '/quiz': 'Attachment Style Quiz',
  '/faq': 'FAQ',
  '/about': 'About',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms and Conditions',
  '/contact': 'Contact',
  '/safety': 'How we keep you safe',
  '/safety-plan': 'My safety plan',
  '/grounding': 'Grounding and breathing',
  '/mood': 'My mood',
  '/resources': 'Wellness Blog',
};

function titleFor(pathname: string): string {
  if (pathname === '/') return `${COMPANION_NAME}: a calm place to talk about how you feel`;
  const known = TITLES[pathname.replace(/\/+$/, '')];
  if (known) return `${known} · ${COMPANION_NAME}`;
  if (pathname.startsWith('/resources/')) return `Wellness Blog · ${COMPANION_NAME}`;
  if (pathname.startsWith('/article/')) return `Lesson · ${COMPANION_NAME}`;
  return `Page not found · ${COMPANION_NAME}`;
}

/**
 * Sets a default page title per path. It runs as a layout effect, before any page's own effects, so a
 * page (such as an article) can still set a more specific title.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
