import { useCallback, useState } from 'react';

/** A dynamic import that runs once. `current` holds the module after it has loaded. */
export interface LazyModule<T> {
  (): Promise<T>;
  current: T | undefined;
}

/**
 * Wraps a dynamic import so heavy parts of the shell (menus, dialogs, toasts) load on first use and are
 * shared by every component that needs them. A failed load is forgotten, so the next attempt retries.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  const get = (() => {
    pending ??= load().then(
      (mod) => {
        get.current = mod;
        return mod;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }) as LazyModule<T>;
  get.current = undefined;
  return get;
}

/**
 * The module once loaded (undefined before), and a function that loads it. Components render a light
 * placeholder until then and call `ensure` on hover, focus or first use.
 */
export function useLazyModule<T>(module: LazyModule<T>): [T | undefined, () => Promise<T>] {
  const [loaded, setLoaded] = useState<T | undefined>(() => module.current);
  const ensure = useCallback(
    () =>
      module().then((mod) => {
        setLoaded(() => mod);
        return mod;
      }),
    [module],
  );
  return [loaded, ensure];
}

/** Starts loading without waiting; errors are left for the real attempt to report. */
export function prefetch<T>(module: LazyModule<T>): void {
  module().catch(() => {});
}

const FIRST_INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Runs `warm` once, on the visitor's first touch, click, key press or scroll anywhere on the page: after
 * the first render, but usually well before they reach for a lazily loaded control. Returns a cleanup.
 */
export function onFirstInteraction(warm: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, handler, options);
  };
  const handler = () => {
    stop();
    warm();
  };
  for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, handler, options);
  return stop;
}
