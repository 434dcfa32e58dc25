import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/companion/catalogue.ts';
import { offlineReply, suggestionsFor } from '../src/companion/index.ts';
import { pickSuggestions } from '../src/companion/suggestions.ts';
import type { OfflineInput } from '../src/companion/types.ts';

const base: OfflineInput = {
  message: '',
  mode: 'supportive',
  tone: 'casual',
  companionName: 'Sage',
  risk: 'none',
  category: 'none',
  language: 'en',
  crisisFlagged: false,
  history: [],
};

describe('library suggestions', () => {
  it('has a well-formed catalogue with unique addresses', () => {
    expect(new Set(CATALOGUE.map((e) => e.href)).size).toBe(CATALOGUE.length);
    for (const e of CATALOGUE) {
      expect(e.href).toMatch(/^\/(?:resources|article)\/[a-z0-9-]+$/);
      expect(e.topics.length).toBeGreaterThan(0);
    }
  });

  it('picks at most two, the closest fit first', () => {
    const picked = pickSuggestions(['grief'], 1);
    expect(picked[0]).toEqual({
      title: 'Coping With Grief and Loss',
      href: '/resources/coping-with-grief-and-loss',
      kind: 'article',
    });
    expect(pickSuggestions(['stress', 'work', 'anxiety'], 3).length).toBe(2);
  });

  it('suggests the breathing exercises for a breathing question', () => {
    const { suggestions } = offlineReply({ ...base, message: 'Can you explain what box breathing is?' });
    expect(suggestions.map((s) => s.href)).toContain('/article/breathing');
    expect(suggestions.length).toBeLessThanOrEqual(2);
  });

  it('suggests grief reading for a loss, including a pet', () => {
    expect(offlineReply({ ...base, message: 'lost my dog' }).suggestions[0]?.href).toBe(
      '/resources/coping-with-grief-and-loss',
    );
  });

  it('suggests nothing for greetings, thanks or goodbyes', () => {
    for (const message of ['hi', 'thank you', 'goodnight', 'are you a bot?']) {
      expect(offlineReply({ ...base, message }).suggestions).toEqual([]);
    }
  });

  it('does not suggest the same item twice in a conversation', () => {
    const first = offlineReply({ ...base, message: "I've been so stressed about work" });
    const history = [
      { isUser: true, content: "I've been so stressed about work" },
      { isUser: false, content: first.content },
    ];
    const second = offlineReply({ ...base, message: 'any tips for work stress?', history });
    const hrefs = first.suggestions.map((s) => s.href);
    for (const s of second.suggestions) expect(hrefs).not.toContain(s.href);
  });

  it('gives abuse a single pointer to reaching out, never conflict reading', () => {
    const { suggestions } = offlineReply({
      ...base,
      message: 'my dad hits me when he drinks',
      risk: 'elevated',
      category: 'abuse',
    });
    expect(suggestions).toEqual([
      {
        title: 'Reaching Out When You Are Struggling',
        href: '/resources/reaching-out-when-you-are-struggling',
        kind: 'article',
      },
    ]);
  });

  it('offers the same matcher to the model path', () => {
    expect(suggestionsFor(['hey', 'my grandma passed away']).map((s) => s.href)).toContain(
      '/resources/coping-with-grief-and-loss',
    );
    expect(suggestionsFor(['thanks'])).toEqual([]);
  });
});
