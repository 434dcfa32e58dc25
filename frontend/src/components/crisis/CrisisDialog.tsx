import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { CountryCrisisResources } from './CountryHelplines';

/**
 * The Crisis Resources dialog, loaded when the red button is first hovered, focused or pressed. The
 * button lives outside this module, so focus is handed back to it when the dialog closes.
 */
export function CrisisDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-stone-900/50 dark:bg-black/70 transition-opacity starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-semibold text-stone-900 text-xl">Crisis Resources</Dialog.Title>
            <Dialog.Close
              aria-label="Close dialog"
              className="-mt-1 -mr-2 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            If you are thinking about harming yourself or you feel unsafe, please reach out now. These
            services are free and confidential.
          </Dialog.Description>
          <CountryCrisisResources onNavigate={() => onOpenChange(false)} />
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="inline-flex items-center justify-center rounded-xl border border-stone-300 bg-white px-5 py-2.5 font-medium text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2">
              Close
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
