import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { dismissToast, TOAST_DEFAULT_DURATION, type ToastVariant, useToasts } from '@/lib/toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-rose-700 bg-rose-700 text-white',
};

/**
 * The notification region, loaded by Toaster with the first toast. `focusOnMount` repeats the F8 press that
 * caused it to load, which Radix did not see.
 */
export function ToastRegion({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const items = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION}>
      {items.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            {...(t.duration === undefined ? {} : { duration: t.duration })}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${variantClasses[variant]}`}
          >
            <div className="grid gap-1">
              <Toast.Title className="font-semibold text-sm">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description
                  className={`text-sm ${variant === 'destructive' ? 'text-rose-50' : 'text-stone-700'}`}
                >
                  {t.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className={`absolute top-3 right-3 rounded-full p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 ${
                variant === 'destructive'
                  ? 'text-rose-50 hover:bg-rose-800 focus-visible:ring-white focus-visible:ring-offset-rose-700'
                  : 'text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:ring-teal-600'
              }`}
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        ref={viewportRef}
        className="fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
