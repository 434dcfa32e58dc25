import { Dialog, Switch } from 'radix-ui';
import { type RefObject, useId, useState } from 'react';
import { buttonClass, linkClass } from '@/components/ui/styles';
import { type ConsentChoice, saveConsent } from '@/lib/consent';

/** Kinds of ad technology partners, each with a page where a visitor can manage ad settings. */
const AD_PARTNERS = [
  {
    kind: 'Advertising networks',
    purpose: 'Choose and show the ads on our blog pages, and limit how often you see the same one.',
    link: { href: 'https://adssettings.google.com', label: 'Google ad settings' },
  },
  {
    kind: 'Measurement partners',
    purpose: 'Count ad views and clicks so advertisers know an ad was seen, without knowing who you are.',
    link: { href: 'https://www.aboutads.info/choices', label: 'Digital Advertising Alliance choices (US)' },
  },
  {
    kind: 'Interest-based advertising providers',
    purpose: 'Show ads related to topics you may care about, only when you allow marketing cookies.',
    link: { href: 'https://youradchoices.ca', label: 'Your AdChoices (Canada)' },
  },
] as const;

function PreferenceRow({
  title,
  description,
  checked,
  onCheckedChange,
  disabled = false,
}: {
  title: string;
  description: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 p-4">
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {title}
        </label>
        <p id={`${id}-desc`} className="mt-1 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-desc`}
        {...(onCheckedChange ? { onCheckedChange } : {})}
        className="relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:bg-teal-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

/**
 * The "Cookie Preferences" modal, opened from the banner's Customize button or from Cookie settings in the
 * footer. It loads on first use. The toggles start from `initial` each time it opens; Back closes it
 * without saving. Focus returns to `returnFocusTo` (the button that opened it) when it closes.
 */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  initial,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoice;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-stone-900/50 transition-opacity starting:opacity-0 dark:bg-black/70" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After saving from the banner the button is gone with it; then focus goes to the page.
            const target = returnFocusTo.current?.isConnected
              ? returnFocusTo.current
              : document.getElementById('main-content');
            target?.focus({ preventScroll: true });
          }}
          className="fixed top-1/2 left-1/2 z-[80] flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <PreferencesForm initial={initial} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's body; it mounts on each opening, so the toggles start again from the given choice. */
function PreferencesForm({ initial, onDone }: { initial: ConsentChoice; onDone: () => void }) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  return (
    <>
      <div className="overflow-y-auto p-6 sm:p-8">
        <Dialog.Title className="font-semibold text-stone-900 text-xl">Cookie Preferences</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">
          Choose which cookies we may use. You can change your mind at any time from Cookie settings in the
          site footer.
        </Dialog.Description>
        <div className="mt-5 space-y-3">
          <PreferenceRow
            title="Necessary"
            description="Always on. They keep your session working and remember this choice."
            checked
            disabled
          />
          <PreferenceRow
            title="Analytics"
            description="Help us understand, in aggregate, which pages are useful so we can improve them."
            checked={analytics}
            onCheckedChange={setAnalytics}
          />
          <PreferenceRow
            title="Marketing & Advertising"
            description="Let our ad partners show and measure ads, including ads based on your interests."
            checked={marketing}
            onCheckedChange={setMarketing}
          />
        </div>
        <h3 className="mt-6 font-semibold text-stone-900">Ad technology partners</h3>
        <ul className="mt-2 space-y-3">
          {AD_PARTNERS.map((p) => (
            <li key={p.kind} className="text-sm">
              <p className="font-medium text-stone-900">{p.kind}</p>
              <p className="text-stone-600">{p.purpose}</p>
              <a href={p.link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {p.link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-stone-200 border-t p-4 sm:px-8">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Back
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => {
            onDone();
            saveConsent({ analytics, marketing });
          }}
        >
          Save Preferences
        </button>
      </div>
    </>
  );
}
