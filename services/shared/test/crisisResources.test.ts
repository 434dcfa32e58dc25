import { describe, expect, it } from 'vitest';
import {
  CRISIS_RESOURCES,
  type CrisisResource,
  RESOURCES_BY_CATEGORY,
  type ResourceId,
  resourcesFor,
  SAFETY_CATEGORIES,
} from '../src/safety/crisisResources.ts';

const ids = Object.keys(CRISIS_RESOURCES) as ResourceId[];
const resources = Object.values(CRISIS_RESOURCES);

/** Resources whose number no official page showed: they must offer no call or text (see the module). */
const NO_CONFIRMED_NUMBER = new Set<ResourceId>(['eatingDisorderHelpline']);

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

/** The digits a quote gives, with a vanity word right after a number ("656.HOPE") turned into keypad digits. */
function quoteDigits(quote: string): string {
  const dialled = quote.replace(
    /(\d[\d.\s\u2010-\u2015-]*)([A-Z]{4})\b/g,
    (_, prefix: string, word: string) => prefix + [...word].map((letter) => KEYPAD[letter]).join(''),
  );
  return dialled.replace(/\D/g, '');
}

/** True when some quote of the resource gives these digits (a US number may be quoted without its leading 1). */
function quoted(resource: CrisisResource, digits: string): boolean {
  const forms = digits.length === 11 && digits.startsWith('1') ? [digits, digits.slice(1)] : [digits];
  return resource.sources.some((source) => forms.some((form) => quoteDigits(source.says).includes(form)));
}

const TEL = /^tel:(\d{3}|\+1\d{10})$/;
const SMS = /^sms:(\d{3,6}|\+1\d{10})(\?&body=([A-Z]+))?$/;

describe('crisis resources', () => {
  it('have one entry per resource id, under its own id', () => {
    for (const id of ids) expect(CRISIS_RESOURCES[id].id).toBe(id);
    expect(ids).toHaveLength(8);
  });

  it('each name at least one page with an https address, the day it was read and an exact quote', () => {
    for (const resource of resources) {
      expect(resource.sources.length, resource.id).toBeGreaterThan(0);
      expect(
        resource.sources.some((source) => new URL(source.url).protocol === 'https:'),
        resource.id,
      ).toBe(true);
      for (const source of resource.sources) {
        expect(['http:', 'https:']).toContain(new URL(source.url).protocol);
        expect(source.checked).toBe('2026-11-24');
        expect(source.says.trim().length, resource.id).toBeGreaterThan(10);
      }
    }
  });

  it('give a number only where a quote on the page gives it', () => {
    for (const resource of resources) {
      const dialled = resource.actions.filter((action) => action.kind !== 'chat');
      if (NO_CONFIRMED_NUMBER.has(resource.id)) {
        expect(dialled, resource.id).toEqual([]);
        continue;
      }
      expect(dialled.length, resource.id).toBeGreaterThan(0);
      for (const action of dialled) {
        const number = (action.href.match(TEL) ?? action.href.match(SMS))?.[1] ?? '';
        expect(quoted(resource, number.replace(/\D/g, '')), `${resource.id} ${action.href}`).toBe(true);
      }
    }
  });

  it('give a text code only where a quote on the page gives it', () => {
    for (const resource of resources) {
      for (const action of resource.actions) {
        const code = action.href.match(SMS)?.[3];
        if (!code) continue;
        const word = new RegExp(`\\b${code}\\b`);
        expect(
          resource.sources.some((source) => word.test(source.says)),
          `${resource.id} ${action.href}`,
        ).toBe(true);
      }
    }
  });

  it('have well-formed links: tel and sms with digits only, https on a site named in the sources', () => {
    for (const resource of resources) {
      for (const action of resource.actions) {
        expect(action.label.trim(), resource.id).not.toBe('');
        expect(action.labelEs.trim(), resource.id).not.toBe('');
        if (action.kind === 'call') expect(action.href, resource.id).toMatch(TEL);
        if (action.kind === 'text') expect(action.href, resource.id).toMatch(SMS);
        if (action.kind === 'chat') {
          const url = new URL(action.href);
          expect(url.protocol, resource.id).toBe('https:');
          const host = url.hostname.replace(/^www\./, '');
          expect(
            resource.sources.some((source) => new URL(source.url).hostname.replace(/^www\./, '') === host),
            `${resource.id} ${action.href}`,
          ).toBe(true);
        }
      }
    }
  });

  it('have texts in both languages, each a single line', () => {
    for (const resource of resources) {
      for (const text of [
        resource.name,
        resource.nameEs,
        resource.description,
        resource.descriptionEs,
        resource.line,
        resource.lineEs,
      ]) {
        expect(text.trim(), resource.id).not.toBe('');
        expect(text, resource.id).not.toMatch(/\n/);
      }
    }
  });

  it('mention the Spanish options as the organisations publish them', () => {
    expect(CRISIS_RESOURCES.lifeline988.lineEs).toMatch(/marca 2/);
    expect(CRISIS_RESOURCES.lifeline988.lineEs).toMatch(/AYUDA/);
    expect(CRISIS_RESOURCES.crisisTextLine.lineEs).toMatch(/AYUDA .*741741/);
    expect(CRISIS_RESOURCES.crisisTextLine.lineEs).toMatch(/442-AYUDAME/);
  });
});

describe('resources by category', () => {
  it('list resources for every category but none, each id known and listed once', () => {
    for (const category of SAFETY_CATEGORIES) {
      if (category === 'none') {
        expect(resourcesFor(category)).toEqual([]);
        continue;
      }
      const list = RESOURCES_BY_CATEGORY[category];
      expect(list.length, category).toBeGreaterThan(0);
      expect(new Set(list).size, category).toBe(list.length);
      expect(resourcesFor(category).map((resource) => resource.id)).toEqual(list);
    }
  });

  it('put first what to try first', () => {
    expect(RESOURCES_BY_CATEGORY.suicide[0]).toBe('lifeline988');
    expect(RESOURCES_BY_CATEGORY.self_harm[0]).toBe('lifeline988');
    expect(RESOURCES_BY_CATEGORY.medical[0]).toBe('emergency911');
    expect(RESOURCES_BY_CATEGORY.abuse[0]).toBe('domesticViolenceHotline');
    expect(RESOURCES_BY_CATEGORY.violence[0]).toBe('emergency911');
    expect(RESOURCES_BY_CATEGORY.eating[0]).toBe('eatingDisorderHelpline');
  });

  it('give every category a resource that can be called or texted', () => {
    for (const category of SAFETY_CATEGORIES) {
      if (category === 'none') continue;
      expect(
        resourcesFor(category).some((resource) => resource.actions.some((action) => action.kind !== 'chat')),
        category,
      ).toBe(true);
    }
  });
});
