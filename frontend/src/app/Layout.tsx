import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CrisisButton } from '@/components/crisis/CrisisButton';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { Spinner } from '@/components/ui/Spinner';
import { useConsent } from '@/lib/consent';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollToTop } from './useScrollToTop';

// Only visitors who have not chosen yet need the banner, so returning visitors never download it.
const CookieBanner = lazy(() =>
  import('@/features/consent/CookieBanner').then((m) => ({ default: m.CookieBanner })),
);

export function PageFallback() {
  return <Spinner label="Loading page…" />;
}

/**
 * The shared frame: skip link, header, the page, footer (not on /chat), and a bottom dock holding the
 * Crisis Resources button above the cookie banner so neither hides the other.
 */
export function Layout() {
  const { pathname } = useLocation();
  const isChat = pathname === '/chat' || pathname === '/chat/';
  const consent = useConsent();
  // While the next page's chunk loads the current page stays on screen; a thin bar shows progress.
  const navigating = useNavigation().state === 'loading';
  useScrollToTop();
  useDocumentTitle();

  return (
    <div className={isChat ? 'flex h-dvh flex-col overflow-hidden' : 'flex min-h-dvh flex-col'}>
      <a
        href="#main-content"
        className="sr-only z-[90] rounded-xl bg-teal-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-teal-600 focus:ring-offset-2"
      >
        Skip to content
      </a>
      <Header />
      {navigating ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-40 h-0.5 animate-pulse bg-teal-600 motion-reduce:animate-none"
        />
      ) : null}
      <main
        id="main-content"
        tabIndex={-1}
        aria-busy={navigating || undefined}
        className={isChat ? 'flex min-h-0 flex-1 flex-col focus:outline-none' : 'flex-1 focus:outline-none'}
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {isChat ? null : <Footer />}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-end print:hidden">
        {/* On /chat the button is lifted so it never covers the message box's send button on phones. */}
        <CrisisButton className={consent && isChat ? 'mr-4 mb-24' : 'mr-4 mb-4'} />
        {consent ? null : (
          <Suspense fallback={null}>
            <CookieBanner />
          </Suspense>
        )}
      </div>
    </div>
  );
}
