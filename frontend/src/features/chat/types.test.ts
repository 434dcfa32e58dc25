import { describe, expect, it } from 'vitest';
import { type ApiMessage, toChatMessage, toSuggestions } from './types';

const base: ApiMessage = { id: 7, content: 'Hello', isUser: false, sessionId: 's1' };

describe('toChatMessage', () => {
  it('keeps the known fields of a companion reply', () => {
    expect(
      toChatMessage({
        ...base,
        createdAt: '2025-01-01T00:00:00.000Z',
        risk: 'crisis',
        category: 'abuse',
        language: 'es',
        suggestions: [{ title: 'Healthy boundaries', href: '/article/healthy-boundaries', kind: 'lesson' }],
      }),
    ).toEqual({
      id: '7',
      content: 'Hello',
      isUser: false,
      sessionId: 's1',
      createdAt: '2025-01-01T00:00:00.000Z',
      risk: 'crisis',
      category: 'abuse',
      language: 'es',
      suggestions: [{ title: 'Healthy boundaries', href: '/article/healthy-boundaries', kind: 'lesson' }],
    });
  });

  it('reads every danger category as sent', () => {
    for (const category of ['suicide', 'self_harm', 'medical', 'abuse', 'violence', 'eating'] as const) {
      expect(toChatMessage({ ...base, risk: 'crisis', category }).category).toBe(category);
    }
    expect(toChatMessage({ ...base, risk: 'none', category: 'none' }).category).toBe('none');
  });

  it('treats an unknown or missing category as suicide on a crisis reply', () => {
    expect(toChatMessage({ ...base, risk: 'crisis', category: 'gambling' }).category).toBe('suicide');
    expect(toChatMessage({ ...base, risk: 'crisis' }).category).toBe('suicide');
    expect(toChatMessage({ ...base, risk: 'crisis', category: null }).category).toBe('suicide');
    expect(toChatMessage({ ...base, risk: 'crisis', category: 'none' }).category).toBe('suicide');
    expect(toChatMessage({ ...base, risk: 'crisis', category: 42 as unknown as string }).category).toBe(
      'suicide',
    );
  });

  it('treats an unknown or missing category as none otherwise', () => {
    expect(toChatMessage({ ...base, risk: 'none', category: 'gambling' }).category).toBe('none');
    expect(toChatMessage({ ...base, risk: 'elevated' }).category).toBe('none');
    expect(toChatMessage(base).category).toBe('none');
    // A known category without a crisis is kept (the card is shown for crisis replies only).
    expect(toChatMessage({ ...base, risk: 'elevated', category: 'eating' }).category).toBe('eating');
  });

  it('drops unknown risk and language values', () => {
    const message = toChatMessage({ ...base, risk: 'panic' as never, language: 'fr' });
    expect(message.risk).toBeUndefined();
    expect(message.language).toBeUndefined();
    expect(message.category).toBe('none');
  });

  it('gives user messages no category or suggestions', () => {
    const message = toChatMessage({
      ...base,
      isUser: true,
      suggestions: [{ title: 'A', href: '/a', kind: 'article' }],
    });
    expect(message.category).toBeUndefined();
    expect(message.suggestions).toBeUndefined();
  });
});

describe('toSuggestions', () => {
  it('keeps at most two well-formed suggestions, in order', () => {
    expect(
      toSuggestions([
        { title: 'One', href: '/resources/one', kind: 'article' },
        { title: 'Two', href: '/article/breathing', kind: 'exercise' },
        { title: 'Three', href: '/resources/three', kind: 'article' },
      ]),
    ).toEqual([
      { title: 'One', href: '/resources/one', kind: 'article' },
      { title: 'Two', href: '/article/breathing', kind: 'exercise' },
    ]);
  });

  it('drops items without a string title and href, or whose href leaves the site', () => {
    expect(
      toSuggestions([
        null,
        'text',
        { title: 3, href: '/a', kind: 'article' },
        { title: 'No href', kind: 'article' },
        { title: '   ', href: '/blank', kind: 'article' },
        { title: 'Absolute', href: 'https://example.com/a', kind: 'article' },
        { title: 'Script', href: 'javascript:alert(1)', kind: 'article' },
        { title: 'Relative', href: 'resources/a', kind: 'article' },
        { title: 'Protocol-relative', href: '//example.com/a', kind: 'article' },
        { title: 'Backslash', href: '/\\example.com', kind: 'article' },
        { title: '  Kept  ', href: '/resources/kept', kind: 'lesson' },
      ]),
    ).toEqual([{ title: 'Kept', href: '/resources/kept', kind: 'lesson' }]);
  });

  it('reads an unknown kind as an article and anything but an array as none', () => {
    expect(toSuggestions([{ title: 'T', href: '/t', kind: 'video' }])).toEqual([
      { title: 'T', href: '/t', kind: 'article' },
    ]);
    expect(toSuggestions({ title: 'T', href: '/t' })).toEqual([]);
    expect(toSuggestions(undefined)).toEqual([]);
  });

  it('drops an empty suggestion list from the message', () => {
    expect(toChatMessage({ ...base, suggestions: [] }).suggestions).toBeUndefined();
    expect(toChatMessage({ ...base, suggestions: 'nope' }).suggestions).toBeUndefined();
  });
});
