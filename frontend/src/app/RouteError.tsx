import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { buttonClass, cardClass } from '@/components/ui/styles';

/** Shown when a page fails to load or render: a calm message and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className={`${cardClass} text-center`} role="alert">
        <h1 className="font-semibold text-2xl text-stone-900">Something went wrong</h1>
        <p className="mt-3 text-stone-700">
          This page didn't load properly. It's not something you did. Please try again in a moment.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass.primary} onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
          <Link to="/" className={buttonClass.secondary} reloadDocument>
            Go Home
          </Link>
        </div>
      </div>
    </div>
  );
}
