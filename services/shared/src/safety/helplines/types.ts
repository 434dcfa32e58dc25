/**
 * The crisis-helpline directory is split by region into helplines/*.ts because one file with every country's
 * sourced entries grew well past ~400 lines. This file holds the shapes they share; ../helplines.ts puts the
 * regions together and is the module to import. Pure data, no Node.js imports.
 */

/** A page that confirms a number or detail: the address, the day it was read and the exact words on it. */
export interface HelplineSource {
  url: string;
  /** ISO date the page was read. */
  checked: string;
  /** A short exact quote from the page; for a number, the quote contains it. */
  says: string;
}

export interface HelplineAction {
  kind: 'call' | 'text' | 'chat';
  /** Button text, e.g. "Call 116 123". */
  label: string;
  /** `tel:+<country code><digits>` for full numbers, `tel:<digits>` for short codes, `sms:…`, or `https://…`. */
  href: string;
}

export interface Helpline {
  /** The service's own name, e.g. "Samaritans". */
  name: string;
  /** One short English sentence: who it is for, how to reach it, hours and cost as its page says. */
  description: string;
  actions: HelplineAction[];
  /** Languages offered (English names), only where a page says so. */
  languages?: string[];
  sources: HelplineSource[];
}

export interface CountryHelplines {
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  code: string;
  /** English country name. */
  name: string;
  /** The emergency number, confirmed on a government page. */
  emergency: { number: string; source: HelplineSource };
  /** One to three crisis or suicide-prevention lines, most general first. */
  helplines: Helpline[];
  /** Browser languages (BCP 47 primary tags or full tags like "en-GB") and IANA time zones that suggest this country. */
  locales: string[];
  timeZones: string[];
}

/** The day the pages behind this directory were read. */
export const CHECKED = '2026-11-24';

/** The EU's own page on 112, the emergency number in every EU member state. */
export const EU_112_SOURCE: HelplineSource = {
  url: 'http://europa.eu/50/news/theme/070202_en.htm',
  checked: CHECKED,
  says: 'Dialing 112 from a land line or mobile phone anywhere in Europe will connect you to an operator who will either deal with your call directly or transfer it to the appropriate emergency service.',
};
