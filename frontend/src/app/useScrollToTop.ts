import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Returns the view to the top on every path change: smoothly on the blog, instantly elsewhere. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const smooth = pathname.startsWith('/resources') && !prefersReducedMotion();
    try {
      window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
    } catch {
      // Older engines without ScrollToOptions.
      window.scrollTo(0, 0);
    }
  }, [pathname]);
}
