import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyModule, useLazyModule } from '@/components/ui/lazyModule';

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

// The Radix toast region (swipe, pause on hover, announcements) is loaded with the first toast, or when
// a visitor presses F8 to reach the notifications, so pages that never toast do not download it.
const toastRegion = lazyModule(() => import('@/components/ui/ToastRegion'));

/** Mounted once in the app. F8 moves focus to the notification region (Radix default hotkey). */
export function Toaster() {
  const items = useToasts();
  const [mod, ensure] = useLazyModule(toastRegion);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const needed = items.length > 0;

  useEffect(() => {
    if (needed && !mod) ensure().catch((error: unknown) => console.error(error));
  }, [needed, mod, ensure]);

  useEffect(() => {
    if (mod) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8') return;
      setFocusOnMount(true);
      ensure().catch((error: unknown) => console.error(error));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mod, ensure]);

  return mod ? <mod.ToastRegion focusOnMount={focusOnMount} /> : null;
}
