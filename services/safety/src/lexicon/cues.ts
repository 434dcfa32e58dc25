/**
 * Warning signs read together. People in danger often write around the danger: "i already decided. it's
 * tonight", "im at the lake. i walked out pretty far", "scared im going to shake her. i almost did". No
 * clause says it alone; two signs in one message do (the C-SSRS order: ideation, method, intent, plan,
 * timing). The assessment collects the cues of a message (rules marked `cue`, plus the category of any
 * elevated rule as distress of that kind) and asks `crisisFromCues` whether they make a crisis.
 */
import type { SafetyCategory } from '@sage/shared';
import type { Cue, Reason } from './types.ts';

/** Cues, and the distress categories that came from elevated rules ("suicide", "violence", ...). */
export type CueSet = Set<Cue | SafetyCategory>;

const STRONG: Cue[] = ['intent', 'means', 'place', 'finality', 'question'];
// A place or a question alone with a time is an outing or curiosity ("at the lake this weekend"): see crisisFromCues.
// Means at hand or a place with an act there ("the pistol in the nightstand. i keep picking it up") is a crisis.

function count(cues: CueSet, list: readonly (Cue | SafetyCategory)[]): number {
  let n = 0;
  for (const c of list) if (cues.has(c)) n++;
  return n;
}

/** The crisis the cues of one message make together, if any. */
export function crisisFromCues(cues: CueSet): { category: SafetyCategory; reason: Reason } | undefined {
  if (cues.size < 2) return undefined;
  // Harm to others: a violent thought with an act of preparation, a time, or "i almost did".
  if (
    cues.has('violence') &&
    (cues.has('act') || cues.has('almost') || cues.has('time') || cues.has('means'))
  ) {
    return { category: 'violence', reason: 'harm_to_others' };
  }
  // Self-harm: an urge with an act now, a time, or the means at hand.
  if (
    cues.has('self_harm') &&
    (cues.has('act') || cues.has('almost') || cues.has('time') || cues.has('means'))
  ) {
    return { category: 'self_harm', reason: 'self_harm' };
  }
  // A weapon taken along for someone, with a threat, a grudge or a violent thought.
  if (cues.has('armed') && (cues.has('threat') || cues.has('violence'))) {
    return { category: 'violence', reason: 'harm_to_others' };
  }
  // Someone's goodbye, or their pills found, and now they cannot be reached.
  if (cues.has('unreachable') && (cues.has('farewell') || cues.has('means') || cues.has('found'))) {
    return { category: 'suicide', reason: 'third_party' };
  }
  // A head knocked in a fall, then drowsy or sick again and again.
  if (cues.has('knocked') && cues.has('drowsy')) return { category: 'medical', reason: 'medical_emergency' };
  // A car in a closed garage with its engine running.
  if (cues.has('place') && cues.has('engine')) return { category: 'suicide', reason: 'warning_signs' };
  // A heart attack told in pieces: chest pain, and an arm or jaw gone numb.
  if (cues.has('chest') && cues.has('arm')) return { category: 'medical', reason: 'medical_emergency' };
  // Something just taken, and the body racing, overheating or blacking out.
  if (cues.has('taken') && cues.has('body')) return { category: 'medical', reason: 'medical_emergency' };
  // Eating: restriction or purging with a body in danger.
  if (cues.has('eating') && cues.has('body')) return { category: 'eating', reason: 'eating' };
  // Abuse: a sign of abuse with danger now (hiding, "tonight", "right now").
  if (cues.has('abuse') && (cues.has('act') || cues.has('time'))) {
    return { category: 'abuse', reason: 'unsafe_situation' };
  }
  // Asking what dying or a dose is like, and about to know it.
  if (cues.has('question') && cues.has('foretold')) return { category: 'suicide', reason: 'warning_signs' };
  // Suicide: two strong signs, or one with despair, a farewell or a time; a place with an act there.
  const strong = count(cues, STRONG);
  const despair = cues.has('suicide');
  const farewell = cues.has('farewell');
  const timed = cues.has('time') && (cues.has('intent') || cues.has('means') || cues.has('finality'));
  if (
    strong >= 2 ||
    (strong >= 1 && (despair || farewell || cues.has('almost'))) ||
    timed ||
    ((cues.has('place') || cues.has('means')) && cues.has('act')) ||
    (farewell && despair)
  ) {
    return { category: 'suicide', reason: 'warning_signs' };
  }
  return undefined;
}
