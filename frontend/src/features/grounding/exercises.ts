/**
 * The grounding page's two exercises. Their wording and figures follow the library's own lessons:
 * 5-4-3-2-1 from content/lessons/emotionalOverwhelm.ts, box (4-4-4-4) and 4-7-8 breathing from
 * content/lessons/breathing.ts ("Box Breathing and 4-7-8 Breathing"), and coherent breathing (about 5
 * seconds in and 5 out) from the same file's "Coherent and Triangle Breathing for Everyday Calm".
 */

export interface SenseStep {
  count: number;
  /** "things you can see" */
  things: string;
  hint: string;
}

export const SENSE_STEPS: readonly SenseStep[] = [
  {
    count: 5,
    things: 'things you can see',
    hint: 'Look for small details: a shadow, a color, the texture of a wall.',
  },
  {
    count: 4,
    things: 'things you can feel',
    hint: 'Your feet in your shoes, the chair under you, the air on your skin.',
  },
  { count: 3, things: 'things you can hear', hint: 'Distant traffic, a fan, your own breathing.' },
  {
    count: 2,
    things: 'things you can smell',
    hint: 'If nothing stands out, move somewhere with a scent or recall a favorite one.',
  },
  {
    count: 1,
    things: 'thing you can taste',
    hint: 'A sip of water, a mint, or simply the taste in your mouth.',
  },
];

export type PhaseKind = 'in' | 'hold' | 'out' | 'rest';

export interface BreathPhase {
  kind: PhaseKind;
  /** What the pacer says: "Breathe in", "Hold", "Breathe out". */
  label: string;
  seconds: number;
}

export interface BreathPattern {
  id: 'box' | '478' | 'coherent';
  name: string;
  /** "4-4-4-4" */
  figures: string;
  description: string;
  phases: readonly BreathPhase[];
}

const IN = 'Breathe in';
const OUT = 'Breathe out';
const HOLD = 'Hold';

export const BREATH_PATTERNS: readonly BreathPattern[] = [
  {
    id: 'box',
    name: 'Box breathing',
    figures: '4-4-4-4',
    description:
      'Four equal counts: in for 4, hold for 4, out for 4, hold with empty lungs for 4. Good for steadying yourself quickly.',
    phases: [
      { kind: 'in', label: IN, seconds: 4 },
      { kind: 'hold', label: HOLD, seconds: 4 },
      { kind: 'out', label: OUT, seconds: 4 },
      { kind: 'rest', label: HOLD, seconds: 4 },
    ],
  },
  {
    id: '478',
    name: '4-7-8 breathing',
    figures: '4-7-8',
    description:
      'In through your nose for 4, hold for 7, out through your mouth for 8. The long exhale helps you unwind, especially before sleep.',
    phases: [
      { kind: 'in', label: IN, seconds: 4 },
      { kind: 'hold', label: HOLD, seconds: 7 },
      { kind: 'out', label: OUT, seconds: 8 },
    ],
  },
  {
    id: 'coherent',
    name: 'Coherent breathing',
    figures: '5-5',
    description:
      'A slow, even pace of about six breaths a minute: in for about 5 seconds, out for about 5. Gentle enough to keep going for several minutes.',
    phases: [
      { kind: 'in', label: IN, seconds: 5 },
      { kind: 'out', label: OUT, seconds: 5 },
    ],
  },
];

export interface PacerState {
  phase: number;
  /** Seconds left in the phase (counts down to 1). */
  remaining: number;
  /** Completed breaths. */
  rounds: number;
}

export function startState(pattern: BreathPattern): PacerState {
  return { phase: 0, remaining: pattern.phases[0]!.seconds, rounds: 0 };
}

/** One second later. */
export function tick(pattern: BreathPattern, state: PacerState): PacerState {
  if (state.remaining > 1) return { ...state, remaining: state.remaining - 1 };
  const phase = (state.phase + 1) % pattern.phases.length;
  return { phase, remaining: pattern.phases[phase]!.seconds, rounds: state.rounds + (phase === 0 ? 1 : 0) };
}

/** What a screen reader hears at the start of a phase: "Breathe in, 4". */
export function announcement(phase: BreathPhase): string {
  return `${phase.label}, ${phase.seconds}`;
}
