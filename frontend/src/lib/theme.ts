import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/** The visitor's theme: follow the device (default), or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

function isChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

export function readThemeChoice(): ThemeChoice {
  const raw = readStorage(STORAGE_KEYS.colorTheme);
  return isChoice(raw) ? raw : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** Whether a choice shows the dark theme right now. */
export function resolvesDark(choice: ThemeChoice, prefersDark = systemPrefersDark()): boolean {
  return choice === 'dark' || (choice === 'system' && prefersDark);
}

let printing = false;

/** Puts the `dark` class on <html> (Tailwind's dark variant and the re-mapped palette in index.css). */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', !printing && resolvesDark(choice));
}

const listeners = new Set<() => void>();
let current: ThemeChoice | undefined;

export function setThemeChoice(choice: ThemeChoice): void {
  writeStorage(STORAGE_KEYS.colorTheme, choice === 'system' ? null : choice);
  current = choice;
  applyTheme(choice);
  for (const listener of listeners) listener();
}

let watching = false;
/** Follows the device's setting while the choice is 'system'; prints light. Called once at start. */
export function watchSystemTheme(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  applyTheme();
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => applyTheme());
  window.addEventListener('beforeprint', () => {
    printing = true;
    applyTheme();
  });
  window.addEventListener('afterprint', () => {
    printing = false;
    applyTheme();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ThemeChoice {
  if (current === undefined) current = readThemeChoice();
  return current;
}

/** Forgets the cached choice (tests). */
export function resetThemeCache(): void {
  current = undefined;
}

export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  return [useSyncExternalStore(subscribe, getSnapshot, () => 'system' as const), setThemeChoice];
}
