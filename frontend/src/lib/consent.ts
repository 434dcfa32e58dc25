import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/*
 * What needs consent and what doesn't: the site itself only stores what a feature the visitor uses needs
 * (STRICTLY_NECESSARY_KEYS in storageKeys.ts: settings, the chat session, the safety plan, mood check-ins,
 * the helpline country, the theme). Those count as strictly necessary and are kept whatever the choice
 * below; the choice governs analytics and advertising only. The safety plan and moods never leave the
 * browser.
 */

/** The record kept in browser storage under `cookie-consent`. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice */
  timestamp: string;
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentSignalName =
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage';

export type ConsentSignals = Record<ConsentSignalName, 'granted' | 'denied'>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/**
 * Maps a choice to page-tag consent signals. Analytics drives analytics and
 * personalization storage; marketing drives the three ad signals; functionality and security are
 * always granted. Accept All and Reject All are the two extreme choices of the same mapping.
 */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const grant = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: grant(choice.analytics),
    ad_storage: grant(choice.marketing),
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
    functionality_storage: 'granted',
    personalization_storage: grant(choice.analytics),
    security_storage: 'granted',
  };
}

function isConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.necessary === true &&
    typeof v.analytics === 'boolean' &&
    typeof v.marketing === 'boolean' &&
    typeof v.timestamp === 'string' &&
    !Number.isNaN(Date.parse(v.timestamp))
  );
}

/** The stored consent, or null when none is saved or the saved value is unreadable. */
export function readConsent(): CookieConsent | null {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Sends signals to the page tag only when one is loaded on the page. */
export function updateConsentSignals(signals: ConsentSignals): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as Window & { gtag?: unknown }).gtag;
  if (typeof gtag === 'function') gtag('consent', 'update', signals);
}

const listeners = new Set<() => void>();
let snapshot: CookieConsent | null | undefined;

/** Stores the choice, updates the page-tag consent signals and notifies every subscriber. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const record: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
  updateConsentSignals(consentSignals(choice));
  snapshot = record;
  for (const listener of listeners) listener();
  return record;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): CookieConsent | null {
  if (snapshot === undefined) snapshot = readConsent();
  return snapshot;
}

/** Forgets the cached value so the next read comes from storage again (used by tests). */
export function resetConsentCache(): void {
  snapshot = undefined;
}

/** The current consent record, re-rendering when it is saved. */
export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
