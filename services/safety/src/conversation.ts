import type { SafetyCategory } from '@sage/shared';
import { type ClassifierVerdict, classify, trainedModel } from './classifier/model.ts';
import { classifierAcross, otherLanguageAcross } from './learnedAcross.ts';
import { crisisFromCues } from './lexicon/cues.ts';
import { ASKING, HELD_BY_OTHER, RETRACTIONS, STUDY_OR_CARE, TARGETED } from './lexicon/framing.ts';
import type { Reason } from './lexicon/types.ts';
import { meansInContext } from './means.ts';
import { normalize } from './normalize.ts';
import { remembered } from './readings.ts';
import {
  closingGoodbye,
  explainedAway,
  laughedAway,
  mayFinish,
  ordinaryPlan,
  PLAN_READINGS,
  talkPlan,
  ventedOrDeparting,
} from './settling.ts';
import {
  backedByOwnDanger,
  byRules,
  CLASSIFIER_WINDOW,
  CONTEXT_WINDOW,
  CRISIS_STAYS_FOR,
  FAREWELL_REASONS,
  isClassifier,
  MEANS_REASONS,
  WEAK_EVIDENCE,
} from './signs.ts';
import {
  type ConversationAssessment,
  type ConversationOptions,
  conversationLanguage,
  type MessageReading,
  RANK,
  replyLanguage,
} from './verdict.ts';

export type { ConversationOptions };
export { CONTEXT_WINDOW, CRISIS_STAYS_FOR };

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
  const writtenIn = conversationLanguage(window, readings);
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
  if (ventedOrDeparting(readings)) {
    verdict.level = 'none';
    verdict.category = 'none';
    verdict.reasons = [];
  }
  const onlyFarewell = (r: MessageReading) => r.reasons.every((x) => FAREWELL_REASONS.has(x));

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
    if (!next || !mayFinish(readings, window, i)) return undefined;
    // Read without its laughter and take-backs, which would lower any words they follow.
    const joined = `${readings[i]?.normalized} ${next.normalized.replace(RETRACTIONS, ' ')}`;
    const read = assessConversation([...window.slice(0, i), joined], options);
    return read.level === 'crisis' ? undefined : read;
  };
  // When the latest message finishes the one before, the verdict is at most what the two read as one.
  const finished = readings.length > 1 ? asOne(readings.length - 2) : undefined;
  const reinterpreted = (r: MessageReading) => asOne(readings.indexOf(r)) !== undefined;
  // A plan that was calm at its own turn ("gonna message the gc tonight and split the slides") is no
  // disclosure for the goodbye after it to keep.
  const calmPlan = (r: MessageReading) => {
    const before = readings.slice(0, readings.indexOf(r));
    const flagged = options.crisisFlagged === true;
    return (
      (r.reasons.every((x) => PLAN_READINGS.has(x)) && ordinaryPlan(r, before, flagged)) ||
      (r.reasons.every((x) => isClassifier(x) || x === 'warning_signs') && talkPlan(r, before, flagged))
    );
  };
  const recentCrisis = earlier
    .slice(-CRISIS_STAYS_FOR)
    .findLast(
      (r) =>
        r.level === 'crisis' &&
        !framedUpTo(readings.indexOf(r)) &&
        !(departure && onlyFarewell(r)) &&
        !explained(r) &&
        !laughedOff(r) &&
        !reinterpreted(r) &&
        !calmPlan(r),
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

  // A means question read in its conversation (means.ts): with distress around it, for oneself, or answered.
  const asked = meansInContext(readings, options.crisisFlagged === true);
  if (asked && (asked.inContext || verdict.level !== 'crisis')) {
    raise(asked.category, 'means_question');
    if (asked.inContext) verdict.reasons.push('distress_in_context');
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
  // A weapon someone else holds, told after that someone's abuse or threat ("if i tell anyone he'll kill me",
  // then "he has a gun in the nightstand"), is the abuser's: the help is for abuse, not for suicide or for
  // violence of the writer's.
  if (
    verdict.level === 'crisis' &&
    (verdict.category === 'suicide' || verdict.category === 'violence') &&
    recentCrisis?.category === 'abuse' &&
    HELD_BY_OTHER.test(latest.normalized)
  ) {
    verdict.category = 'abuse';
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

  verdict.language = replyLanguage(window, readings, writtenIn, verdict.language);
  return verdict;
}
