import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import { classify, type SafetyModel, trainedModel } from './classifier/model.ts';
import {
  ALL_IDIOMS,
  atMostWords,
  clauseLines,
  countMatches,
  ENGLISH_IDIOMS,
  stripIdioms,
  wordIndex,
} from './clauses.ts';
import { LANGUAGES } from './languages/catalog.ts';
import { readOtherLanguage } from './languages/read.ts';
import { DENIED_END } from './lexicon/compose.ts';
import { crisisFromCues } from './lexicon/cues.ts';
import { DISTRESS } from './lexicon/distress.ts';
import { BAD_NEWS, DANGER_WORDS, EVERYDAY_CAUSE, SMALL_TROUBLE } from './lexicon/everyday.ts';
import {
  COVER_STORY,
  DENIAL,
  EVERYDAY_DECISION,
  EVERYDAY_PLAN,
  MEDICINE_QUESTION,
  MEDICINE_QUESTION_SAFE,
  NAMED_ACT,
  OTHERS,
  RECOMMENDATION,
  RESOLVED,
  RETURNING,
  TARGETED,
} from './lexicon/framing.ts';
import { LAUGHING } from './lexicon/idioms.ts';
import { ENGLISH_MARKERS, PLAIN_ENGLISH_MARKERS, SPANISH_MARKERS } from './lexicon/spanish.ts';
import { REASON_CATEGORY } from './lexicon/types.ts';
import { normalize } from './normalize.ts';
import { framingOf, readRules, rulesFor, VOCABULARY } from './ruleReading.ts';
import {
  CONFIDENT,
  GENERIC_SUICIDE_SIGNS,
  isClassifier,
  MEANS_REASONS,
  ORDINARY_ALONE,
  SHORT_TEXT_WORDS,
  SMALL_TROUBLE_DOUBT,
  SOFT_SIGNS,
  SURE,
  SURE_ALONE,
  UNGROUNDED_SURE,
  WEAK_SIGNS,
  WORRY_ALONE,
  WORRY_UNGROUNDED,
} from './signs.ts';
import { higher, type MessageReading, RANK } from './verdict.ts';

const NON_ASCII_TEXT = /[^\p{ASCII}]/u;
/** The signs an everyday decision is told with: a decision, a time, an act, "im done". */
const DECISION_CUES = new Set(['intent', 'time', 'act', 'finality']);

/**
 * One message read on its own: rules over its clauses, warning signs together, then the classifier, which
 * can only raise the rules' verdict.
 */
export function readMessage(text: string, model: SafetyModel | null = trainedModel()): MessageReading {
  const normalized = normalize(text);
  const spanishWords = countMatches(SPANISH_MARKERS, normalized);
  const englishWords = countMatches(ENGLISH_MARKERS, normalized);
  const language: SafetyLanguage = spanishWords > 0 && spanishWords >= englishWords ? 'es' : 'en';
  // Another language than English and Spanish is read by its own phrases too (languages/): it can only raise.
  // Plain ASCII with several English words is English: the identifier is not asked (most messages).
  const plainEnglish =
    englishWords > spanishWords &&
    !NON_ASCII_TEXT.test(text) &&
    countMatches(PLAIN_ENGLISH_MARKERS, normalized) >= 3;
  const other = plainEnglish
    ? {
        writtenIn: 'en',
        level: 'none' as Risk,
        category: 'none' as SafetyCategory,
        reasons: [],
        retraction: false,
        cues: [],
        laughing: false,
      }
    : readOtherLanguage(text, { english: englishWords, spanish: spanishWords, found: false });
  const rules = rulesFor(spanishWords > 0);
  const idioms = spanishWords > 0 ? ALL_IDIOMS : ENGLISH_IDIOMS;

  // One pass of each rule over all clauses joined by line breaks (no rule crosses a line break), so the
  // cost grows with the text once, not with the number of clauses times the number of rules.
  const lines = clauseLines(normalized);
  const index = wordIndex(lines.split('\n'), VOCABULARY);
  const joined = stripIdioms(lines, index, idioms);
  const parts = joined.split('\n');
  const framing = framingOf(joined, normalized);
  const { frame, selfNow, framed, sporting, farewellExplained } = framing;
  const read = readRules(rules, parts, index, framing);
  let { level, category } = read;
  const { meansQuestion, meansCategory, reasons, plainCrisis, toldAsHistory, toldAsNow, cues, softClauses } =
    read;
  // A death word of the kind people curse with, over a small trouble the message names ("the wifi is down and
  // my essay is due at midnight, i want to die"), that the classifier reads as no danger at all: a gentle
  // note that asks, not the crisis reply. Bad news, a rule that is never hyperbole, or a classifier that
  // sees danger keeps the crisis.
  if (
    level === 'crisis' &&
    !plainCrisis &&
    model &&
    SMALL_TROUBLE.test(joined) &&
    !BAD_NEWS.test(joined) &&
    classify(model, joined, { wholeFirst: true }).crisis < SMALL_TROUBLE_DOUBT
  ) {
    level = 'elevated';
  }
  // A departure told to others as a cover ("told work i'm moving away. i'm not moving anywhere"): across
  // clauses, and whatever ordinary departure the words name.
  if (level !== 'crisis' && COVER_STORY.test(joined)) {
    level = 'crisis';
    category = 'suicide';
    reasons.push('suicidal_intent');
  }
  // The specific beats the generic: self-harm named outright, with only means or warning signs pointing
  // to suicide ("the urge to cut is so loud, i'm holding the blade"), gets self-harm's help.
  if (
    category === 'suicide' &&
    reasons.some((r) => REASON_CATEGORY[r] === 'self_harm') &&
    reasons.every((r) => REASON_CATEGORY[r] !== 'suicide' || GENERIC_SUICIDE_SIGNS.has(r))
  ) {
    category = 'self_harm';
  }
  // An everyday decision named with its object, where the rules saw nothing but a decision, a time, an act
  // or "im done" (signs that only count together): the breakup or the new job it is, for the signs together
  // and for the classifier.
  const onlyDecisionSigns =
    level !== 'crisis' &&
    reasons.every((r) => r === 'warning_signs') &&
    [...cues].every((c) => DECISION_CUES.has(c) || ORDINARY_ALONE.has(c));
  const decision = onlyDecisionSigns && EVERYDAY_DECISION.test(lines);
  // A decision told with its step ("ya decidí, voy a hacer una videollamada el domingo"), or a bare "doing
  // it" whose act the message names ("she did the crossword every day. ive started doing it now"): no plan
  // of dying for the signs together, nor a sign that backs the classifier, which still reads it.
  const plannedStep = onlyDecisionSigns && (EVERYDAY_PLAN.test(lines) || NAMED_ACT.test(lines));
  /** Warning signs made the crisis together: the parts of a plan, which no next message explains away. */
  let combined = false;
  // Warning signs that make a crisis together (lexicon/cues.ts), unless the message is laughing.
  if (level !== 'crisis' && cues.size >= 2 && !LAUGHING.test(joined) && !decision && !plannedStep) {
    const together = crisisFromCues(cues);
    if (together) {
      level = 'crisis';
      // Means and a time with someone to go to ("i know where he lives. the shotgun is in the boot") is
      // danger to that someone.
      category = together.category === 'suicide' && TARGETED.test(joined) ? 'violence' : together.category;
      if (!reasons.includes(together.reason)) reasons.push(together.reason);
      combined = true;
    }
  }
  // A soft sign said once (see SOFT_SIGNS) with an everyday cause beside it and no bad news ("everything
  // is falling apart, the van company cancelled") is venting: distress, which gives a means question its
  // weight and backs the classifier, but no alarm. Said in two places of a message, or read by the
  // classifier too (below), it is one; without a cause it stays a gentle note (conversation.ts may find the
  // cause in the messages before).
  const softOnly = level === 'elevated' && reasons.every((r) => SOFT_SIGNS.has(r)) && softClauses.size < 2;
  const everyday = EVERYDAY_CAUSE.test(joined) && !BAD_NEWS.test(joined);
  const vented = softOnly && everyday;
  if (vented) level = 'none';
  const distressed = vented || DISTRESS.test(joined);
  // The classifier reads wordings no rule names; it can only raise the rules' verdict. A text that gives it
  // nothing to stand on (no rule's sign, no warning sign, no distress, no word of danger or means) is a crisis
  // only when it is all but certain (UNGROUNDED_SURE), and otherwise at most a gentle note: its weights
  // learned crisis talk far better than everyday talk.
  const grounded =
    reasons.length > 0 ||
    [...cues].some((c) => !ORDINARY_ALONE.has(c)) ||
    distressed ||
    meansQuestion !== undefined ||
    DANGER_WORDS.test(joined);
  // The classifier learned English and Spanish: on a message in another language it has data for, its
  // reading is noise ("hoe plan ik die laatste 2 weken" read as a plan), and that language's data decides.
  const inOtherLanguage = other !== undefined && LANGUAGES.has(other.writtenIn);
  let worried = false;
  if (level !== 'crisis' && model && !inOtherLanguage && !decision) {
    // A short message is read whole, as the classifier was trained and calibrated ("laid off today. scary,
    // but i have savings" is one thought); a longer one also by pairs of sentences, where danger hides.
    const learned = classify(model, joined, { wholeFirst: atMostWords(joined, SHORT_TEXT_WORDS) });
    // A confident classifier stands alone; a less confident one needs some sign the rules saw too (an
    // elevated rule or a warning sign), so "i need to catch the bus at 8" stays ordinary.
    const denied = DENIAL.test(joined) || DENIED_END.test(joined);
    const corroborated =
      !framed &&
      !denied &&
      !plannedStep &&
      !RESOLVED.test(joined) &&
      // A means question backs nothing here: the classifier reads the same words (its context decides).
      (reasons.some(
        (r) => !WEAK_SIGNS.has(r) && !MEANS_REASONS.has(r) && (toldAsNow.has(r) || !toldAsHistory.has(r)),
      ) ||
        [...cues].some((c) => !WEAK_SIGNS.has(c) && c !== 'question'));
    // Bad news alone ("i lost my job today and my wife left me") is distress the words explain: the
    // classifier needs to be surer still to read danger in it.
    // So does a bare means question ("what are the tallest bridges in the city?"): its context decides.
    // So does a message whose only sign is a weak one, a time ("cant stop thinking about it tonight").
    const onlyWeakSigns = reasons.length === 0 && [...cues].every((c) => WEAK_SIGNS.has(c));
    const explainedDistress =
      (onlyWeakSigns && (distressed || [...cues].some((c) => !ORDINARY_ALONE.has(c)))) ||
      meansQuestion !== undefined;
    // Eating signs alone are a worry, and an emergency only when the body fails ("fainted twice today"),
    // which the rules read themselves: the classifier must be sure to make one a crisis ("he stopped eating
    // and was hiding under the bed", of a cat at the vet).
    const onlyEating = reasons.length > 0 && reasons.every((r) => r === 'eating');
    const needed =
      corroborated && !onlyEating
        ? model.thresholds.crisis
        : Math.max(model.thresholds.crisis, explainedDistress ? SURE : CONFIDENT);
    // A danger the rules read only as history ("years ago i used to want to be gone for good", "five years
    // ago i tried to end my life. today i graduated") is not the classifier's to make a crisis: only the
    // past's words are there for it to see.
    const recovered = toldAsHistory.size > 0 && toldAsNow.size === 0;
    // A plain denial with nothing else showing is taken at its word: the classifier cannot overrule it.
    // Nor a goodbye that promises a return, a request for something to watch or cook, or a pharmacy question
    // about taking one medicine with another, unless the
    // rules see danger too: their words come up after disclosures, but by themselves they are ordinary.
    const medicineQuestion = MEDICINE_QUESTION.test(joined) && MEDICINE_QUESTION_SAFE.test(joined);
    const ordinary =
      (RETURNING.test(joined) || RECOMMENDATION.test(joined) || medicineQuestion) && !corroborated;
    if (
      (grounded || learned.crisis >= UNGROUNDED_SURE) &&
      learned.crisis >= needed &&
      !(denied && level === 'none') &&
      !recovered &&
      !framed &&
      // Violence inside a game is the game's ("on smash bros every friday, tonight im ending him").
      !(framing.playing && (learned.category === 'violence' || category === 'violence')) &&
      // A gun at the range backs nothing by itself (the rules' own reading is the sport's).
      !(sporting && reasons.length > 0 && reasons.every((r) => MEANS_REASONS.has(r))) &&
      !ordinary
    ) {
      // Violence needs someone or somewhere to be violent to; without one, the danger is to the writer.
      const kind = learned.category === 'violence' && !OTHERS.test(joined) ? 'suicide' : learned.category;
      category = level === 'elevated' ? higher(category, kind) : kind;
      level = 'crisis';
      reasons.push(learned.crisis >= SURE_ALONE ? 'classifier_sure' : 'classifier');
    } else if (level === 'none' && learned.risk >= model.thresholds.risk && !denied && grounded) {
      // Below the note, the classifier's worry is still distress: it gives a means question or a time said
      // next its weight, as the rules' distress words do.
      worried = true;
    }
    if (
      level === 'none' &&
      learned.risk >= Math.max(model.thresholds.risk, grounded ? WORRY_ALONE : WORRY_UNGROUNDED) &&
      !denied &&
      // A bare means question is read in its conversation (conversation.ts), not by its words alone; a
      // pharmacy question about one medicine with another is no worry to note.
      meansQuestion === undefined &&
      !medicineQuestion
    ) {
      // The classifier's worry alone names no kind of danger it could be sure of ("i cant eat" after a
      // breakup is no medical matter): the companion answers it as distress, with the general note.
      level = 'elevated';
      category = 'none';
      reasons.push('classifier');
    }
  }
  // Romanised writing of another language ("bdi mout") is found by its phrases when the rules saw nothing.
  const otherReading =
    other ??
    (level === 'none'
      ? readOtherLanguage(text, {
          english: englishWords,
          spanish: spanishWords,
          found: false,
          phrasesOnly: true,
        })
      : undefined);
  if (otherReading && RANK[otherReading.level] > RANK[level]) {
    level = otherReading.level;
    category = otherReading.category;
    reasons.push(...otherReading.reasons.filter((r) => !reasons.includes(r)));
  }
  return {
    level,
    category: level === 'none' ? 'none' : category,
    language,
    writtenIn: otherReading?.writtenIn,
    reasons: level === 'none' ? [] : reasons,
    meansQuestion,
    meansCategory,
    // A means question lends no distress of its own: the classifier reads danger into its words.
    worriedOnly: worried && !distressed && level === 'none',
    distress:
      distressed ||
      (worried && meansQuestion === undefined) ||
      (level !== 'none' &&
        !(meansQuestion !== undefined && reasons.every((r) => MEANS_REASONS.has(r) || isClassifier(r)))),
    // An everyday decision's signs are the decision's: none of them joins a sign of another message.
    cues: decision || plannedStep ? new Set() : cues,
    combined,
    otherCues: otherReading?.cues ?? [],
    softOnly: softOnly && level === 'elevated' && reasons.every((r) => SOFT_SIGNS.has(r)),
    everyday,
    badNews: BAD_NEWS.test(joined),
    frame,
    departure: farewellExplained,
    // A take-back said laughing ("şaka şaka 😂") takes nothing back: only other laughter lowers.
    laughing: LAUGHING.test(joined) || (otherReading?.laughing === true && !otherReading.retraction),
    selfNow,
    normalized: joined,
  };
}
