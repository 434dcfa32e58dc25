import { useRef, useState } from 'react';
import { prefetch, useLazyModule } from '@/components/ui/lazyModule';
import { REJECT_ALL, useConsent } from '@/lib/consent';
import { cookiePreferences } from './preferences';

/**
 * "Cookie settings": reopens the Cookie Preferences modal with the saved choices filled in, so a visitor
 * can change their consent at any time. Used in the footer.
 */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  const consent = useConsent();
  const [mod, ensure] = useLazyModule(cookiePreferences);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    if (mod) setOpen(true);
    else
      ensure().then(
        () => setOpen(true),
        (error: unknown) => console.error(error),
      );
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={() => prefetch(cookiePreferences)}
        onFocus={() => prefetch(cookiePreferences)}
        onClick={show}
      >
        Cookie settings
      </button>
      {mod ? (
        <mod.CookiePreferencesDialog
          open={open}
          onOpenChange={setOpen}
          initial={consent ?? REJECT_ALL}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </>
  );
}
