import { clsx } from 'clsx';
import { History } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { playSound } from '@/lib/sounds';
import { focusRing, iconButtonClass } from './styles';

/** The History button and its "Clear conversation" confirmation. */
export function ClearChatDialog({
  onConfirm,
  disabled = false,
}: {
  onConfirm: () => void;
  disabled?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        aria-label="Clear conversation"
        title="Clear conversation"
        disabled={disabled}
        onClick={() => playSound('click')}
        className={iconButtonClass}
      >
        <History aria-hidden="true" className="size-5" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-stone-900/50 dark:bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-semibold text-lg text-stone-900">
            Clear conversation
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700 leading-relaxed">
            This will permanently delete your current conversation history. This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={clsx(
                'inline-flex items-center justify-center rounded-xl border border-stone-300 bg-white px-5 py-2.5 font-medium text-sm text-stone-800 hover:bg-stone-100',
                focusRing,
              )}
            >
              Keep Chat
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={clsx(
                'inline-flex items-center justify-center rounded-xl bg-rose-700 px-5 py-2.5 font-medium text-sm text-white hover:bg-rose-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-2',
              )}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
