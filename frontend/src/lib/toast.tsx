import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time, 5 s by default, a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds the toast stays visible (5000 unless told). */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let counter = 0;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  toasts = toasts.map((t) => {
    if (id !== undefined && t.id !== id) return t;
    scheduleRemoval(t.id);
    return { ...t, open: false };
  });
  emit();
}

/** Shows a notification from anywhere. A new toast replaces the one on screen. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  counter += 1;
  const id = counter;
  const item: ToastItem = { ...options, id, open: true };
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  for (const old of dropped) {
    const timer = removalTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(old.id);
  }
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The toasts currently held (at most one). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Clears the store between tests. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-rose-700 bg-rose-700 text-white',
};

/** Mounted once in the app. F8 moves focus to the notification region (Radix default hotkey). */
export function Toaster() {
  const items = useToasts();
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
      <Toast.Viewport className="fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
