import { Cookie } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { prefetch, useLazyModule } from '@/components/ui/lazyModule';
import { buttonClass, linkClass } from '@/components/ui/styles';
import { ACCEPT_ALL, REJECT_ALL, saveConsent, useConsent } from '@/lib/consent';
import { cookiePreferences } from './preferences';

/** Cookie consent: a compact banner at the bottom until a choice is saved, with a preferences modal. */
export function CookieBanner() {
  const consent = useConsent();
  const [mod, ensure] = useLazyModule(cookiePreferences);
  const [customizing, setCustomizing] = useState(false);
  const customizeRef = useRef<HTMLButtonElement>(null);

  if (consent) return null;

  const customize = () => {
    if (mod) setCustomizing(true);
    else
      ensure().then(
        () => setCustomizing(true),
        (error: unknown) => console.error(error),
      );
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="pointer-events-auto w-full border-stone-200 border-t bg-white/95 shadow-[0_-4px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-teal-700 sm:block" />
          <div>
            <h2 id="cookie-banner-title" className="font-semibold text-stone-900">
              Your privacy, your choice
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              We use necessary cookies to keep the site working. With your permission we also use analytics
              and advertising cookies, which help keep the service free. See our{' '}
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className={buttonClass.primary} onClick={() => saveConsent(ACCEPT_ALL)}>
            Accept All
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => saveConsent(REJECT_ALL)}>
            Reject All
          </button>
          <button
            ref={customizeRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={customizing}
            className={buttonClass.ghost}
            onPointerEnter={() => prefetch(cookiePreferences)}
            onFocus={() => prefetch(cookiePreferences)}
            onClick={customize}
          >
            Customize
          </button>
        </div>
      </div>
      {mod ? (
        <mod.CookiePreferencesDialog
          open={customizing}
          onOpenChange={setCustomizing}
          initial={REJECT_ALL}
          returnFocusTo={customizeRef}
        />
      ) : null}
    </section>
  );
}
