import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  consentSignals,
  REJECT_ALL,
  readConsent,
  resetConsentCache,
  saveConsent,
} from './consent';

const NOW = new Date('2025-03-04T05:06:07.000Z');

beforeEach(() => {
  resetConsentCache();
});

afterEach(() => {
  delete (window as Window & { gtag?: unknown }).gtag;
});

describe('consent signals', () => {
  it('Accept All grants every signal', () => {
    expect(consentSignals(ACCEPT_ALL)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('Reject All denies analytics, ads and personalization but keeps functionality and security', () => {
    expect(consentSignals(REJECT_ALL)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('a custom choice maps analytics and marketing separately', () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });
});

describe('saveConsent', () => {
  it('stores the record and updates the page tag when one is present', () => {
    const gtag = vi.fn();
    (window as Window & { gtag?: unknown }).gtag = gtag;
    saveConsent({ analytics: false, marketing: true }, NOW);
    expect(JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      timestamp: NOW.toISOString(),
    });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      consentSignals({ analytics: false, marketing: true }),
    );
  });

  it('works without a page tag', () => {
    expect(() => saveConsent(ACCEPT_ALL, NOW)).not.toThrow();
    expect(readConsent()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: NOW.toISOString(),
    });
  });

  it('ignores a page tag that is not a function', () => {
    (window as Window & { gtag?: unknown }).gtag = 'nope';
    expect(() => saveConsent(REJECT_ALL, NOW)).not.toThrow();
  });
});

describe('readConsent', () => {
  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    [
      'necessary not true',
      JSON.stringify({ necessary: false, analytics: true, marketing: true, timestamp: NOW }),
    ],
    ['a non-boolean', JSON.stringify({ necessary: true, analytics: 'yes', marketing: true, timestamp: NOW })],
    [
      'a bad timestamp',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: 'soon' }),
    ],
  ])('treats %s as no consent', (_label, value) => {
    if (value !== null) localStorage.setItem('cookie-consent', value);
    expect(readConsent()).toBeNull();
  });
});
