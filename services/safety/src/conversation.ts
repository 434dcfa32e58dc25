import type { SafetyCategory } from '@sage/shared';
import { type ClassifierVerdict, classify, trainedModel } from './classifier/model.ts';
import { NGRAM_ALONE_SURE, NGRAM_BACKING, NGRAM_MIN_WORDS, ngramModel } from './classifier/ngrams.ts';
import { atMostWords, isTerse } from './clauses.ts';
import { greetingOnly } from './languages/identify.ts';
import { learnedModel } from './languages/learned.ts';
import { crisisFromOtherCues, learnedCrisis } from './languages/read.ts';
import { classifierAcross, otherLanguageAcross } from './learnedAcross.ts';
import { crisisFromCues } from './lexicon/cues.ts';
import {
  ASKING,
  ENOUGH,
  FOR_MYSELF,
  GOING_THERE,
  RESOLVED,
  RETRACTION,
  RETRACTIONS,
  RETURNING,
  STUDY_OR_CARE,
  TARGETED,
} from './lexicon/framing.ts';
import { REASON_CATEGORY, type Reason } from './lexicon/types.ts';
import { normalize } from './normalize.ts';
import { remembered } from './readings.ts';
import {
  closingGoodbye,
  explainedAway,
  laughedAway,
  ordinaryPlan,
  PLAN_READINGS,
  talkPlan,
} from './settling.ts';
import {
  ADDS_DANGER,
  backedByOwnDanger,
  byRules,
  CLASSIFIER_WINDOW,
  CONTEXT_WINDOW,
  CRISIS_STAYS_FOR,
  FAREWELL_REASONS,
  isClassifier,
  MEANS_REASONS,
  readInOtherLanguage,
  SHORT_TEXT_WORDS,
  SURE,
  SURE_ALONE,
  TOGETHER_CERTAIN,
  WEAK_EVIDENCE,
  WEAK_SIGNS,
} from './signs.ts';
import { type ConversationAssessment, type MessageReading, RANK } from './verdict.ts';

/** The latest message judged in the light of the ones before it and the session's crisis flag. */
export { CONTEXT_WINDOW, CRISIS_STAYS_FOR };

export interface ConversationOptions {
  /** The session showed crisis signs before (its flag outlives a cleared conversation). */
  crisisFlagged?: boolean;
  /** The category the session was flagged with, if known. */
  flaggedCategory?: SafetyCategory;
  /** The flag was raised within the last few turns (a second opinion may have raised it). */
  flaggedRecently?: boolean;
}

/**
 * The latest user message judged in the light of the earlier ones (oldest first; the last is the one
 * judged) and the session's crisis flag.
 */
export function assessConversation(
  userMessages: readonly string[],
  options: ConversationOptions = {},
): ConversationAssessment {
  const window = userMessages.slice(-CONTEXT_WINDOW);
  if (window.length === 0) {
    return { level: 'none', category: 'none', language: 'en', reasons: [], context: 0 };
  }
  const readings = window.map(remembered);
  const latest = readings.at(-1) as MessageReading;
  const earlier = readings.slice(0, -1);
  const context = window.length;
  // A message too short to tell its language takes the conversation's, and so does a greeting alone in
  // another language ("ciao!" at the end of an English conversation).
  const before = [...earlier].reverse().find((r) => r.writtenIn)?.writtenIn;
  const writtenIn =
    (before !== undefined && greetingOnly(window.at(-1)!, latest.writtenIn) ? before : latest.writtenIn) ??
    before ??
    latest.language;
  const verdict: ConversationAssessment = {
    level: latest.level,
    category: latest.category,
    language: latest.language,
    writtenIn,
    reasons: [...latest.reasons],
    context,
    ...(latest.combined ? { combined: true } : {}),
  };
  const raise = (category: SafetyCategory, reason: Reason) => {
    if (verdict.level !== 'crisis') verdict.category = category;
    verdict.level = 'crisis';
    if (!verdict.reasons.includes(reason)) verdict.reasons.push(reason);
  };

  const plainPlan = ordinaryPlan(latest, earlier, options.crisisFlagged === true);
  if (closingGoodbye(latest, earlier, options.crisisFlagged === true))
    return { ...verdict, level: 'none', category: 'none', reasons: [] };
  // A soft sign said once, about an everyday trouble the messages just before name ("i work nights at a
  // hotel" then "it makes me feel invisible"), is venting about it, as within one message.
  if (
    latest.softOnly &&
    earlier.slice(-2).some((r) => r.everyday) &&
    !readings.some((r) => r.badNews || (r !== latest && r.level !== 'none'))
  ) {
    verdict.level = 'none';
    verdict.category = 'none';
    verdict.reasons = [];
  }

  const onlyFarewell = (r: MessageReading) => r.reasons.every((x) => FAREWELL_REASONS.has(x));
  // A goodbye said gently (a farewell sign alone), with an ordinary departure named just before ("my grandad
  // is going into a hospice" then "i want to say goodbye to him properly"), is that departure's, as within
  // one message; not when anything worrying was said in the conversation.
  if (
    latest.level === 'elevated' &&
    onlyFarewell(latest) &&
    earlier.slice(-2).some((r) => r.departure) &&
    !readings.some((r) => r !== latest && r.level !== 'none')
  ) {
    verdict.level = 'none';
    verdict.category = 'none';
    verdict.reasons = [];
  }

  // Talk about a poem, an essay or a game, where the writer never speaks of themselves now: a "disclosure"
  // inside it (a poem "about someone walking into the sea") is the work's, not the writer's.
  const selfNow = readings.some((r) => r.selfNow);
  // The frame is the message itself or one of the two before ("i'm a teacher" then "how do i talk about self
  // harm"): a project named four messages ago frames nothing said now.
  const framedUpTo = (i: number) =>
    !selfNow && readings.slice(Math.max(0, i - 2), i + 1).some((r) => r.frame);
  const framedTalk = framedUpTo(readings.length - 1);
  // The same frame holds for the latest message ("i'm a teacher" then "how do i talk about self harm").
  if (framedTalk && verdict.level === 'crisis') verdict.level = 'elevated';

  // A recent disclosure keeps its crisis: a denial, a joke or a topic change does not end it.
  // A goodbye or things given away, explained in the conversation by an ordinary departure ("giving away
  // most of my stuff" then "i'm moving abroad"), is only that.
  const departure = readings.some((r) => r.departure);
  // A crisis read only from ambiguous signs ("i'm so done", "giving away loads of stuff") that the next
  // messages explain away is kept only if the classifier, reading them together, still sees danger.
  const model = trainedModel();
  const recent = readings.slice(-CLASSIFIER_WINDOW);
  let together: ClassifierVerdict | undefined;
  const readTogether = () => {
    together ??= model
      ? classify(model, recent.map((r) => r.normalized).join('\n'), { wholeFirst: true })
      : undefined;
    return together;
  };
  const explained = (r: MessageReading) => explainedAway(readings, readings.indexOf(r), model);
  const laughedOff = (r: MessageReading) => laughedAway(readings, readings.indexOf(r));
  // The next message finishing the sentence ("i want to jump" then "off the high board at the pool",
  // "me quiero morir" then "de la verguenza jajaja") is read with it: when the two read as one no longer
  // show a crisis, the first words meant that. A retraction or a change of subject leaves the danger
  // words as they were, so read together they are still a crisis.
  // Only short messages finish one another, and reading two long ones again would double a turn's cost.
  const readAsOne = new Map<number, ConversationAssessment | undefined>();
  const asOne = (i: number): ConversationAssessment | undefined => {
    if (!readAsOne.has(i)) readAsOne.set(i, joinedReading(i));
    return readAsOne.get(i);
  };
  const joinedReading = (i: number): ConversationAssessment | undefined => {
    const next = readings[i + 1];
    if (readings[i]?.level !== 'crisis' || !next || next.level === 'crisis') return undefined;
    // Only the English and Spanish rules read two messages as one sentence; another language's
    // disclosure is judged by its own data and kept (its words are not in the joined text).
    if (readInOtherLanguage(readings[i]!) || readInOtherLanguage(next)) return undefined;
    if (!atMostWords(window[i] as string, SHORT_TEXT_WORDS)) return undefined;
    if (!atMostWords(window[i + 1] as string, SHORT_TEXT_WORDS)) return undefined;
    // A message with a danger from others or the body of its own ("she goes home to him tomorrow") adds
    // to what came before rather than explaining it.
    if (next.reasons.some((r) => ADDS_DANGER.has(REASON_CATEGORY[r]))) return undefined;
    // A study, a story or a job named only after the words, in a hard time ("failed my resit", then a dose,
    // then "its for a quiz lol"), is a cover as often as not.
    const framedAfter = next.frame || STUDY_OR_CARE.test(next.normalized);
    if (framedAfter && readings.slice(0, i).some((r) => r.distress)) return undefined;
    // Read without its laughter and take-backs, which would lower any words they follow.
    const joined = `${readings[i]?.normalized} ${next.normalized.replace(RETRACTIONS, ' ')}`;
    const read = assessConversation([...window.slice(0, i), joined], options);
    return read.level === 'crisis' ? undefined : read;
  };
  // When the latest message finishes the one before, the verdict is at most what the two read as one.
  const finished = readings.length > 1 ? asOne(readings.length - 2) : undefined;
  const reinterpreted = (r: MessageReading) => asOne(readings.indexOf(r)) !== undefined;
  const recentCrisis = earlier
    .slice(-CRISIS_STAYS_FOR)
    .findLast(
      (r) =>
        r.level === 'crisis' &&
        !framedUpTo(readings.indexOf(r)) &&
        !(departure && onlyFarewell(r)) &&
        !explained(r) &&
        !laughedOff(r) &&
        !reinterpreted(r),
    );
  // A means question asked after distress ("my dad said i ruin everything" then "how high does a bridge
  // have to be") that was a crisis then stays one, as a disclosure does, through "jk forget i said that".
  const meansCrisis = recentCrisis
    ? undefined
    : earlier
        .slice(-CRISIS_STAYS_FOR)
        .map((r) => readings.indexOf(r))
        .filter(
          (i) =>
            readings[i]?.meansQuestion !== undefined &&
            (options.crisisFlagged || readings.slice(0, i).some((r) => r.distress)),
        )
        .map((i) => assessConversation(window.slice(0, i + 1), options))
        .findLast((then) => then.level === 'crisis' && then.reasons.includes('means_question'));
  if (recentCrisis) raise(recentCrisis.category, 'recent_disclosure');
  else if (meansCrisis) raise(meansCrisis.category, 'recent_disclosure');
  // The session's flag holds too, unless what raised it is in view and was laughed off or explained
  // (see settling.ts).
  else if (
    options.flaggedRecently &&
    !(
      earlier.some((r) => r.level === 'crisis' && (laughedOff(r) || explained(r))) &&
      earlier.every((r) => r.level !== 'crisis' || laughedOff(r) || explained(r))
    )
  )
    raise(options.flaggedCategory ?? 'suicide', 'recent_disclosure');

  // A means question is a crisis when the conversation around it carries distress.
  const distressed = options.crisisFlagged || readings.some((r) => r.distress);
  const askedForMyself =
    (latest.meansQuestion || latest.reasons.some((r) => MEANS_REASONS.has(r))) &&
    FOR_MYSELF.test(latest.normalized);
  // A means question a message or two ago, then despair ("does it hurt to get hit by a train" then "nothing
  // matters anymore"), is read the same way.
  const askedBefore = earlier.slice(-2).findLast((r) => r.meansQuestion !== undefined);
  const despairAfterAsking =
    askedBefore && !latest.meansQuestion && (latest.distress || latest.level !== 'none');
  if ((latest.meansQuestion && distressed) || askedForMyself || despairAfterAsking) {
    const before = earlier.findLast((r) => r.level !== 'none');
    raise(
      latest.meansCategory === 'none' ? (before?.category ?? 'suicide') : latest.meansCategory,
      'means_question',
    );
    verdict.reasons.push('distress_in_context');
  }

  // "that should be enough" right after a question about heights or doses answers it, and
  // "heading there now" after a question about the tallest building goes where it asked.
  if (
    verdict.level !== 'crisis' &&
    askedBefore &&
    (ENOUGH.test(latest.normalized) || GOING_THERE.test(latest.normalized))
  ) {
    raise(askedBefore.meansCategory === 'none' ? 'suicide' : askedBefore.meansCategory, 'means_question');
  }

  // A message that laughs ("i'm going to kill him lol") lends its signs to no other.
  const serious = readings.slice(-3).filter((r) => !r.laughing);
  // Danger that shows only across messages: warning signs of the last few messages read together
  // ("i have the pills here" then "tonight"), and the classifier on the latest two messages as one text.
  // A crisis the classifier alone made is read this way too: the signs' reading is the stronger evidence
  // (it holds the session's flag), and its kind the surer ("chest tight", then "pain down his left arm").
  const weakCrisis = verdict.level === 'crisis' && verdict.reasons.every((r) => WEAK_EVIDENCE.has(r));
  if ((verdict.level !== 'crisis' || weakCrisis) && latest.cues.size > 0) {
    const together = crisisFromCues(new Set(serious.flatMap((r) => [...r.cues])));
    if (together) {
      if (weakCrisis) verdict.category = together.category;
      raise(together.category, together.reason);
      // Signs that make a crisis together hold the session's flag, across messages as within one.
      verdict.combined = true;
    }
  }
  if (verdict.level !== 'crisis') {
    const found = otherLanguageAcross(
      readings,
      window,
      (r, i) => framedUpTo(i) || explained(r) || laughedOff(r),
    );
    if (found) raise(found.category, found.reason);
  }
  if (verdict.level !== 'crisis') {
    const found = classifierAcross({ readings, window, framedTalk, model, readTogether });
    if (found?.level === 'crisis') raise(found.category, 'classifier');
    else if (found && verdict.level === 'none') {
      verdict.level = 'elevated';
      verdict.category = found.category;
      verdict.reasons.push('classifier');
    }
  }

  // A lethality question asked for study or care, with no distress anywhere in the conversation, is
  // answered with care (elevated) rather than as a crisis.
  const onlyMeans =
    verdict.reasons.some((r) => MEANS_REASONS.has(r)) &&
    verdict.reasons.every((r) => MEANS_REASONS.has(r) || isClassifier(r));
  if (
    verdict.level === 'crisis' &&
    onlyMeans &&
    (window.at(-1)?.includes('?') || ASKING.test(latest.normalized)) &&
    !options.crisisFlagged &&
    earlier.every((r) => r.level === 'none') &&
    !earlier.some((r) => r.distress) &&
    window.some((m) => STUDY_OR_CARE.test(normalize(m)))
  ) {
    verdict.level = 'elevated';
  }

  // Something worrying said just before, by a rule's sign more than a soft one, still colours an ordinary
  // reply ("i feel like a burden" then "i'm not going to do anything"): a gentle note, not the crisis reply.
  // A soft sign or the classifier's reading does not carry over: the next ordinary message shows no danger.
  if (verdict.level === 'none') {
    const before = earlier.slice(-1).findLast((r) => r.level === 'elevated' && byRules(r) && !r.softOnly);
    if (before && !framedTalk) {
      verdict.level = 'elevated';
      verdict.category = before.category;
      verdict.reasons.push('distress_in_context');
    }
  }

  // Distress that keeps coming back is read as a crisis.
  const elevatedTurns = readings.filter((r) => r.level === 'elevated' && byRules(r)).length;
  if (latest.level === 'elevated' && elevatedTurns >= 3) raise(latest.category, 'distress_in_context');

  // Means at hand after naming someone to go to ("i know where she lives", then "outside now with the
  // petrol can") is danger to that someone, as within one message (see readMessage).
  if (
    verdict.level === 'crisis' &&
    verdict.category === 'suicide' &&
    serious.some((r) => r.cues.has('means')) &&
    serious.some((r) => TARGETED.test(r.normalized))
  ) {
    verdict.category = 'violence';
  }

  if (
    (plainPlan && verdict.reasons.every((r) => PLAN_READINGS.has(r))) ||
    (verdict.reasons.every((r) => isClassifier(r) || r === 'warning_signs') &&
      talkPlan(latest, earlier, options.crisisFlagged === true))
  ) {
    return { level: 'none', category: 'none', language: verdict.language, writtenIn, reasons: [], context };
  }

  if (finished && RANK[verdict.level] > RANK[finished.level]) return { ...finished, context };

  // A crisis the classifier alone read, right after the writer said in earnest what the rules read as a
  // danger of their own ("hace meses q pienso en quitarme la vida", then "ya tomé la decisión"), rests on
  // both: it holds the session's flag, so a goodbye or a "jk" next does not drop it.
  if (verdict.level === 'crisis' && verdict.reasons.every(isClassifier) && backedByOwnDanger(earlier)) {
    verdict.combined = true;
  }

  // A language switch mid-conversation is rare; answer in the language of the latest message unless it
  // has too few words to tell ("ok", "jaja"), then keep the conversation's.
  if (isTerse(window.at(-1) as string) && earlier.length > 0) {
    verdict.language = (earlier.at(-1) as MessageReading).language;
  } else if (
    (writtenIn === 'en' || writtenIn === 'es') &&
    writtenIn !== verdict.language &&
    earlier.at(-1)?.language === writtenIn
  ) {
    // Spanish with no word the English rules count as Spanish ("no me hagas caso"), in a Spanish
    // conversation, is answered in Spanish, as the identifier says.
    verdict.language = writtenIn;
  }
  return verdict;
}
