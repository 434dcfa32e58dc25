import type { SafetyModel } from './classifier/model.ts';
import { classify } from './classifier/model.ts';
import { atMostWords } from './clauses.ts';
import {
  BARE_PLAN,
  EVERYDAY_DECISION,
  FAREWELL_TALK,
  NAMED_ACT,
  RETRACTION,
  STUDY_OR_CARE,
  TAKEN_BACK,
  TAKING_UP,
  TALK_PLAN,
} from './lexicon/framing.ts';
import { REASON_CATEGORY, type Reason } from './lexicon/types.ts';
import {
  ADDS_DANGER,
  AMBIGUOUS_SIGNS,
  backedByOwnDanger,
  byRules,
  CLASSIFIER_WINDOW,
  FAREWELL_REASONS,
  isClassifier,
  readInOtherLanguage,
  SHORT_TEXT_WORDS,
  WEAK_SIGNS,
} from './signs.ts';
import type { MessageReading } from './verdict.ts';

/**
 * When an alarm settles: the readings that let a crisis go once the messages after it show what the words
 * were about, so one false alarm is not four crisis replies, and the plan a conversation was about is not
 * read as one to die. Read by conversation.ts; a real disclosure never settles this way.
 */

/** Despair said without its object, which the next message can name ("i cant do this anymore", "the job i mean"). */
const CLARIFIABLE = new Set<Reason>(['hopelessness', 'warning_signs', 'classifier', 'classifier_sure']);
/** The next message naming what it was about: "the job i mean", "with my thesis", "con el mati digo jaja". */
const CLARIFIED =
  /^(?:(?:lol|haha|sorry|no|nah|oh|well|like|jaja\w*|o sea|osea|bueno|perdon)[\s,.!]+)*(?:(?:the|my|this|that) (?:\w+ ){0,2}i mean\b|i mean (?:the|my|at|with|this) \w+|(?:at|with) (?:work|school|uni|college|the job|my job|my boss|my thesis|my degree)\b|(?:with|w) (?:him|her|them|my (?:\w+ )?(?:boyfriend|girlfriend|partner|husband|wife|bf|gf|ex|fiance|fiancee))\b|con (?:el|ella|mi \w+|el \w+|la \w+)(?: \w+)? (?:digo|me refiero)\b|(?:digo|me refiero a) (?:con )?(?:el|ella|mi|la relacion)\b)/;
/** What a clarification may not add: the writer's own life, or an ending for good. */
const NOT_CLARIFIED =
  /\b(?:myself|my life|mi vida|me mato|matarme|everything|todo|all of it|for good|forever|para siempre)\b/;
/** How many words a message after a weak alarm needs before it can explain the alarm away. */
const EXPLAINS_WORDS = 6;
/** Statements people also make in jest; see laughedAway. */
const HYPERBOLIC = new Set<Reason>(['suicidal_intent', 'passive_death_wish', 'harm_to_others']);
/** A laugh with an account of the everyday thing ("y parezco un playmobil jajaja"), not "lol" alone. */
const LAUGHING_ACCOUNT_WORDS = 4;
/** Only a short exclamation is laughed off: a longer account of wanting to die is not. */
const LAUGHABLE_WORDS = 8;
/** What "doing it tonight" is read as, all of which an ordinary plan explains. */
export const PLAN_READINGS = new Set<Reason>([
  'warning_signs',
  'means_question',
  'distress_in_context',
  'classifier',
]);

/** What someone did that people threaten to kill them over, said right after the threat. */
const GRIEVANCE =
  /^(?:(?:and |cause |because |cos |bc |like )?(?:he|she|they) (?:\w+ )?(?:ate|took|used|stole|borrowed|finished|drank|spoiled|broke|wore|ruined|lost|deleted|read|told|spilled|sat on)|(?:y |porque )?(?:se (?:comio|tomo|llevo|puso|acabo)|me (?:robo|quito|rompio|agarro|uso|gasto|perdio)))\b/;
const atLeastWords = (text: string, n: number) => text.trim().split(/\s+/, n).length >= n;
/**
 * A threat at someone ("im going to kill her") taken back ("lol not really but shes so annoying") is
 * hyperbole; the writer's own danger taken back is not.
 */
const atOthersOnly = (r: MessageReading) => r.reasons.every((x) => x === 'harm_to_others');

/** An act or a thing, not a wish: what the next words of an account can show to be ordinary. */
const ACCOUNTABLE = new Set<Reason>([
  'self_harm',
  'plan_or_means',
  'dangerous_place',
  'overdose_taken',
  'partner_abuse',
  'family_abuse',
  'classifier',
  'classifier_sure',
]);
/** Only the first words of an account ("cut myself pretty bad") wait for the rest of it. */
const FRAGMENT_WORDS = 8;
/** An urge said as one ("had the urge to cut tonight"): the writer's own danger, which coping after it lowers, not explains. */
const URGE = /\b(?:urges?|tempted|craving|ganas de|antojo)\b/;
/**
 * A short first message of an account ("cut myself pretty bad", "the pills are all lined up", "he grabbed me
 * by the arm"), finished by the next messages with no danger, distress or take-back in them ("was carving the
 * turkey and the knife slipped", "monday to sunday organiser for my mum"), is explained when the classifier,
 * reading them together, no longer sees a crisis. Said after distress, it stays.
 */
function finishedAccount(readings: readonly MessageReading[], i: number, model: SafetyModel | null): boolean {
  const r = readings[i] as MessageReading;
  const after = readings.slice(i + 1, i + CLASSIFIER_WINDOW);
  if (!model || after.length === 0 || !atMostWords(r.normalized, FRAGMENT_WORDS)) return false;
  // The classifier and the take-backs read here are English and Spanish; another language's disclosure stays.
  if ([r, ...after].some(readInOtherLanguage)) return false;
  if (!r.reasons.every((x) => ACCOUNTABLE.has(x)) || URGE.test(r.normalized)) return false;
  if (readings.slice(0, i).some((b) => b.distress || b.level !== 'none')) return false;
  const calm = (n: MessageReading) =>
    n.level === 'none' &&
    !n.distress &&
    !n.badNews &&
    !RETRACTION.test(n.normalized) &&
    !TAKEN_BACK.test(n.normalized);
  if (!after.every(calm) || !after.some((n) => atLeastWords(n.normalized, 3))) return false;
  const together = classify(model, [r, ...after].map((x) => x.normalized).join('\n'), { wholeFirst: true });
  return together.crisis < model.thresholds.crisis;
}

/**
 * A crisis read from weak evidence alone (the classifier, or signs that are ordinary alone) decays when the
 * messages after it show no danger, take nothing back, and one of them says what the words were about;
 * a threat or a plan of harm stays while the classifier, reading it with the messages after it, still sees it.
 */
export function explainedAway(
  readings: readonly MessageReading[],
  i: number,
  model: SafetyModel | null,
): boolean {
  const r = readings[i] as MessageReading;
  const after = readings.slice(i + 1);
  if (r.combined || after.length === 0) return false;
  // Backed by the writer's own danger said just before, it is no weak evidence (see backedByOwnDanger).
  if (r.reasons.every(isClassifier) && backedByOwnDanger(readings.slice(0, i))) return false;
  if (
    r.reasons.every((x) => CLARIFIABLE.has(x)) &&
    (CLARIFIED.test(after[0]!.normalized) || EVERYDAY_DECISION.test(after[0]!.normalized)) &&
    !NOT_CLARIFIED.test(after[0]!.normalized) &&
    // Laughter beside a named object is relief ("con el mati digo jaja"); a take-back in words keeps it.
    after.every((n) => n.level === 'none' && !TAKEN_BACK.test(n.normalized))
  )
    return true;
  if (finishedAccount(readings, i, model)) return true;
  // A threat told laughing ("jajaja mi hermano me quiere matar") is as ambiguous.
  if (!r.reasons.every((x) => AMBIGUOUS_SIGNS.has(x) || (x === 'threatened' && r.laughing))) return false;
  if (after.some((n) => n.level !== 'none' || (!atOthersOnly(r) && RETRACTION.test(n.normalized))))
    return false;
  // "im going to kill my little brother" then "he ate my leftover pizza": a grievance told next is what it
  // was, however short.
  if (atOthersOnly(r) && GRIEVANCE.test(after[0]!.normalized)) return true;
  // "ok", "are u still there" or "i'm so scared" explain nothing away.
  if (!after.some((n) => !n.distress && n.cues.size === 0 && atLeastWords(n.normalized, EXPLAINS_WORDS))) {
    return false;
  }
  if (!r.reasons.some((x) => x !== 'classifier')) return true;
  // Read with the messages after it: whether they explain it ("they cancelled the express train" with the
  // commute) or carry it on ("just want him to know" after a knife in a parking lot).
  const withNext = model
    ? classify(
        model,
        readings
          .slice(i, i + CLASSIFIER_WINDOW)
          .map((x) => x.normalized)
          .join('\n'),
        { wholeFirst: true },
      )
    : undefined;
  return (withNext?.crisis ?? 1) < (model?.thresholds.crisis ?? 0);
}

/**
 * A short wish to die or to kill said the way people exaggerate ("me quiero morir", "im gonna murder my
 * brother"), then talk of the everyday thing it was about, laughing ("me vuelvo a casa y mañana vengo tres
 * horas antes jajaja"), was hyperbole. A take-back in words ("jk", "forget it", "im fine") keeps the
 * writer's own danger, as everywhere; laughter alone ("lol") is one too, so the laugh must come with an
 * account, and with nothing worrying after the words.
 */
export function laughedAway(readings: readonly MessageReading[], i: number): boolean {
  const r = readings[i] as MessageReading;
  const after = readings.slice(i + 1);
  return (
    !r.combined &&
    r.reasons.every((x) => HYPERBOLIC.has(x)) &&
    atMostWords(r.normalized, LAUGHABLE_WORDS) &&
    after.length > 0 &&
    after.every(
      (n) => n.level === 'none' && !n.badNews && (atOthersOnly(r) || !TAKEN_BACK.test(n.normalized)),
    ) &&
    after.some((n) => n.laughing && atLeastWords(n.normalized, LAUGHING_ACCOUNT_WORDS))
  );
}

/**
 * "ok doing it tonight. thanks!!" (or "buzzing it. doing it now") after talk of a speech, a hard conversation
 * or a haircut is the plan the talk was about: a bare "it" with a time is a crisis only when something before it names a danger for "it" to be.
 * Said first, with nothing before it, it stays a crisis.
 */
export function ordinaryPlan(
  latest: MessageReading,
  earlier: readonly MessageReading[],
  crisisFlagged: boolean,
): boolean {
  return (
    [...latest.cues].every((c) => c === 'intent' || c === 'time' || c === 'act') &&
    latest.reasons.every((r) => r === 'warning_signs') &&
    BARE_PLAN.test(latest.normalized) &&
    (TAKING_UP.test(latest.normalized) || NAMED_ACT.test(latest.normalized)) &&
    earlier.length > 0 &&
    !crisisFlagged &&
    earlier.every((r) => !byRules(r) && [...r.cues].every((c) => WEAK_SIGNS.has(c)))
  );
}

/**
 * A plan to talk with someone ("i will talk to my husband tonight when the baby sleeps") that only the
 * classifier worried about, in a conversation where no rule saw danger: the everyday plan it is. A time and
 * "when everyone is asleep" are what the classifier learned from plans to die; said of a talk, they are not.
 */
export function talkPlan(
  latest: MessageReading,
  earlier: readonly MessageReading[],
  crisisFlagged: boolean,
): boolean {
  return (
    !crisisFlagged &&
    // A decision with a day ("el domingo le cuento, ya lo decidí") is a warning sign only without the talk.
    latest.reasons.every((r) => isClassifier(r) || r === 'warning_signs') &&
    [...latest.cues].every((c) => c === 'intent' || c === 'time' || c === 'act') &&
    TALK_PLAN.test(latest.normalized) &&
    !FAREWELL_TALK.test(latest.normalized) &&
    earlier.every((r) => !byRules(r))
  );
}

/** A goodbye that ends something for good, or to everyone: never a mere closing. */
const FINAL_GOODBYE =
  /\b(?:everyone|everybody|world|forever|for good|this is|it was|final|last|all of you|cruel|for ever)\b/;
/** A sign-off at the end of a message: "goodbye", "bye sage", "goodbye for now", a smile after it. */
const SIGN_OFF =
  /(?:^|[\s,.!])(?:good ?bye|bye)(?: (?:sage|for now|then|dear|love|x+))?[\s.!)]*(?:\p{Extended_Pictographic}|\ufe0f|\s)*$/u;
/** A closing is short ("Thank you, that was helpful. Goodbye for now."). */
const CLOSING_WORDS = 8;

/**
 * "Thank you, dear. Goodbye." or "ok bye sage 🙂" at the end of an ordinary chat is a closing, not a
 * goodbye of someone leaving for good: nothing before it worried, and nothing in it is final.
 */
export function closingGoodbye(
  latest: MessageReading,
  earlier: readonly MessageReading[],
  crisisFlagged: boolean,
): boolean {
  return (
    latest.reasons.length > 0 &&
    latest.reasons.every((r) => r === 'goodbye') &&
    atMostWords(latest.normalized, CLOSING_WORDS) &&
    SIGN_OFF.test(latest.normalized) &&
    !FINAL_GOODBYE.test(latest.normalized) &&
    earlier.length > 0 &&
    !crisisFlagged &&
    earlier.every((r) => r.level === 'none' && !r.distress && !r.badNews)
  );
}

/**
 * The latest message settles at once when it vents or says goodbye about what the messages just before
 * name, as within one message: a soft sign said once about an everyday trouble ("i work nights at a hotel"
 * then "it makes me feel invisible"), with no bad news or worry anywhere; or a goodbye said gently (a
 * farewell sign alone) after an ordinary departure ("my grandad is going into a hospice" then "i want to say
 * goodbye to him properly"), when nothing worrying was said in the conversation.
 */
export function ventedOrDeparting(readings: readonly MessageReading[]): boolean {
  const latest = readings.at(-1) as MessageReading;
  const earlier = readings.slice(0, -1);
  const vented =
    latest.softOnly &&
    earlier.slice(-2).some((r) => r.everyday) &&
    !readings.some((r) => r.badNews || (r !== latest && r.level !== 'none'));
  const departing =
    latest.level === 'elevated' &&
    latest.reasons.every((x) => FAREWELL_REASONS.has(x)) &&
    earlier.slice(-2).some((r) => r.departure) &&
    !readings.some((r) => r !== latest && r.level !== 'none');
  return vented || departing;
}

/**
 * Whether message `i` and the next may be read as one sentence ("i want to jump" then "off the high board
 * at the pool"): a crisis then a calm message, both short, in English or Spanish.
 */
export function mayFinish(
  readings: readonly MessageReading[],
  window: readonly string[],
  i: number,
): boolean {
  const next = readings[i + 1];
  if (readings[i]?.level !== 'crisis' || !next || next.level === 'crisis') return false;
  // Only the English and Spanish rules read two messages as one sentence; another language's
  // disclosure is judged by its own data and kept (its words are not in the joined text).
  if (readInOtherLanguage(readings[i]!) || readInOtherLanguage(next)) return false;
  if (!atMostWords(window[i] as string, SHORT_TEXT_WORDS)) return false;
  if (!atMostWords(window[i + 1] as string, SHORT_TEXT_WORDS)) return false;
  // A message with a danger from others or the body of its own ("she goes home to him tomorrow") adds
  // to what came before rather than explaining it.
  if (next.reasons.some((r) => ADDS_DANGER.has(REASON_CATEGORY[r]))) return false;
  // A study, a story or a job named only after the words, in a hard time ("failed my resit", then a dose,
  // then "its for a quiz lol"), is a cover as often as not.
  const framedAfter = next.frame || STUDY_OR_CARE.test(next.normalized);
  return !(framedAfter && readings.slice(0, i).some((r) => r.distress));
}
