import { pickSuggestions } from './suggestions.ts';
import { hash } from './text.ts';
import type { Feeling, Suggestion, TechniqueId, Topic, Understanding } from './types.ts';

/**
 * When to suggest library items, and which: on a technique question, on the first message about a topic
 * (or a feeling), when they ask for advice, and on a first disclosure of danger; never on greetings,
 * thanks, goodbyes or small talk. Items already suggested in the conversation are not suggested again.
 * The plan is replayed over the conversation's user messages, so it needs no stored state.
 */

const FEELING_KEYS: Partial<Record<Feeling, string>> = {
  anxious: 'anxiety',
  scared: 'anxiety',
  stressed: 'stress',
  overwhelmed: 'stress',
  angry: 'anger',
  insecure: 'self-worth',
  lonely: 'loneliness',
  sad: 'low',
  hopeless: 'low',
  numb: 'low',
};

/** A second key for a technique, so the other suggestion stays on subject. */
const TECHNIQUE_TOPIC: Partial<Record<TechniqueId, string>> = {
  'box-breathing': 'breathing',
  '4-7-8': 'breathing',
  'triangle-breathing': 'breathing',
  'coherent-breathing': 'breathing',
  'counting-breaths': 'breathing',
  breathing: 'breathing',
  grounding: 'anxiety',
  'body-scan': 'anxiety',
  'sleep-habits': 'sleep',
  'muscle-relaxation': 'sleep',
  'self-compassion-break': 'self-worth',
};

export interface PlanStep {
  u: Understanding;
  /** The topic the reply was about (this message's or the conversation's). */
  topic?: Topic | undefined;
  /** The technique the reply explained, when it explained one. */
  technique?: TechniqueId | undefined;
  /** The safety category handled, when the reply was about danger. */
  category?: string | undefined;
}

function keysFor(step: PlanStep, seen: Set<string>): string[] {
  const { u } = step;
  if (step.category && step.category !== 'none')
    return seen.has(`cat:${step.category}`) ? [] : [step.category];
  if (u.intent === 'technique' || step.technique) {
    const t = step.technique ?? u.technique ?? 'breathing';
    return [t, ...(TECHNIQUE_TOPIC[t] ? [TECHNIQUE_TOPIC[t]!] : [])];
  }
  if (u.intent !== 'share') return [];
  const keys: string[] = [];
  if (u.technique) keys.push(u.technique);
  const fresh = step.topic && !seen.has(`topic:${step.topic}`);
  if (step.topic && (fresh || u.wantsAdvice)) keys.push(step.topic);
  for (const f of u.feelings) {
    const k = FEELING_KEYS[f];
    if (k && !seen.has(`topic:${k}`) && !keys.includes(k) && (fresh || !step.topic)) keys.push(k);
  }
  return keys;
}

/** Suggestions for every step of a conversation (user messages, oldest first). */
export function planSuggestions(steps: readonly PlanStep[]): Suggestion[][] {
  const given = new Set<string>();
  const seen = new Set<string>();
  return steps.map((step, i) => {
    const keys = keysFor(step, seen);
    if (step.topic) seen.add(`topic:${step.topic}`);
    for (const f of step.u.feelings) if (FEELING_KEYS[f]) seen.add(`topic:${FEELING_KEYS[f]}`);
    if (step.category && step.category !== 'none') seen.add(`cat:${step.category}`);
    // Danger: one pointer to the article on reaching out, not a reading list.
    const limit = step.category && step.category !== 'none' ? 1 : 2;
    const picked = keys.length ? pickSuggestions(keys, hash(`${i}`), given).slice(0, limit) : [];
    for (const s of picked) given.add(s.href);
    return picked;
  });
}
