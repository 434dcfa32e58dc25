import type { SafetyCategory } from '@sage/shared';
import type { ClassifierVerdict, SafetyModel } from './classifier/model.ts';
import { NGRAM_ALONE_SURE, NGRAM_BACKING, NGRAM_MIN_WORDS, ngramModel } from './classifier/ngrams.ts';
import { atMostWords } from './clauses.ts';
import { learnedModel } from './languages/learned.ts';
import { crisisFromOtherCues, learnedCrisis } from './languages/read.ts';
import { ASKING, RESOLVED, RETURNING } from './lexicon/framing.ts';
import type { Reason } from './lexicon/types.ts';
import {
  CLASSIFIER_WINDOW,
  CRISIS_STAYS_FOR,
  isClassifier,
  readInOtherLanguage,
  SURE,
  SURE_ALONE,
  TOGETHER_CERTAIN,
  WEAK_SIGNS,
} from './signs.ts';
import type { MessageReading } from './verdict.ts';

/**
 * The last messages read together by the learned readers, for the conversation (conversation.ts): another
 * language's building blocks and its learned reader, then the word classifier and the n-gram reader. Each
 * finds danger told only across messages; the conversation raises its verdict with what they find.
 */

/** What another language's messages show together: a crisis, with its kind and reason. */
export function otherLanguageAcross(
  readings: readonly MessageReading[],
  window: readonly string[],
  /** An earlier message whose danger was since laughed off, explained or framed as a story. */
  settled: (r: MessageReading, i: number) => boolean,
): { category: SafetyCategory; reason: Reason } | undefined {
  const latest = readings.at(-1) as MessageReading;
  // The language's own building blocks read together ("安眠药都在这里" then "就今晚吧"). A means in one
  // message and a time in another, with nothing worrying said, is everyday talk as often as not ("my pension no longer covers the medicine" then "i'll go to the
  // office tomorrow"). Danger read so stays through a take-back or a change of subject, as a disclosure in
  // one message does ("comprei o que precisava / vai ser sábado / esquece").
  const otherCuesTogether = (end: number) => {
    const last = readings[end]!;
    if (last.otherCues.length === 0) return undefined;
    // Any of these languages together: short Russian and Ukrainian are told apart poorly.
    const same = readings
      .slice(Math.max(0, end - 2), end + 1)
      .filter((r) => !r.laughing && readInOtherLanguage(r));
    const kinds = new Set(same.flatMap((r) => r.otherCues));
    const meansAndTime = [...kinds].every((k) => k === 'means' || k === 'time');
    const worrying = same.some((r) => r.level !== 'none');
    return meansAndTime && !worrying ? undefined : crisisFromOtherCues(kinds);
  };
  const from = Math.max(0, readings.length - CRISIS_STAYS_FOR);
  for (let end = readings.length - 1; end >= from; end--) {
    // An earlier message's danger stays only where a disclosure of its own would (not laughed off,
    // explained or framed as a story since).
    const r = readings[end]!;
    if (end < readings.length - 1 && settled(r, end)) continue;
    const together = otherCuesTogether(end);
    if (together) return { category: together.category, reason: together.reason };
  }
  // Another language's latest messages, read together by the learned reader: wordings its phrase lists do
  // not hold.
  if (readInOtherLanguage(latest)) {
    const learned = learnedModel();
    const at = readings.length - Math.min(3, readings.length);
    const same = readings.slice(at).filter((r) => r.writtenIn === latest.writtenIn);
    // A warning sign grounds it, or two kinds of building block. One alone ("vandaag", a letter to one's
    // mother) is everyday talk as often as not, and none at all more often still: then its reading is the
    // English classifier's alone, weak evidence (a crisis reply now, no session flag, explained away by what
    // follows), and with no block at all it must be all but sure. A time or the past ("years ago") is no
    // block of danger here, nor is an illness named alone (a father's heart attack, now on the ward): the
    // body's warning sign asks, it does not ground.
    const kinds = new Set(
      same.flatMap((r) => r.otherCues).filter((k) => k !== 'time' && k !== 'past' && k !== 'body'),
    );
    // A warning sign said laughing ("voglio morire 😂") grounds nothing.
    const grounded =
      same.some((r) => r.level !== 'none' && r.category !== 'medical' && !r.laughing) || kinds.size >= 2;
    if (learned) {
      const texts = window.slice(at).filter((_, i) => readings[at + i]!.writtenIn === latest.writtenIn);
      const probability = learned.probability(texts.join('\n'));
      const needed = grounded || kinds.size === 1 ? learned.threshold : learned.aloneThreshold;
      if (probability > needed) {
        const warning = same.findLast((r) => r.level !== 'none')?.category ?? 'none';
        const found = learnedCrisis(
          same.flatMap((r) => r.otherCues),
          warning,
        );
        return { category: found.category, reason: grounded ? found.reason : 'classifier' };
      }
    }
  }
  return undefined;
}

/** The English and Spanish readers on the last messages together. */
export interface AcrossEnglish {
  readings: readonly MessageReading[];
  window: readonly string[];
  /** The frame of a work, a study or a game holds for the latest message. */
  framedTalk: boolean;
  model: SafetyModel | null;
  /** The word classifier on the last messages as one text (read once per assessment). */
  readTogether: () => ClassifierVerdict | undefined;
}

/** A crisis, or a gentle note (elevated), that the word classifier or the n-gram reader finds across them. */
export function classifierAcross({
  readings,
  window,
  framedTalk,
  model,
  readTogether,
}: AcrossEnglish): { level: 'crisis' | 'elevated'; category: SafetyCategory } | undefined {
  const latest = readings.at(-1) as MessageReading;
  const earlier = readings.slice(0, -1);
  const recent = readings.slice(-CLASSIFIER_WINDOW);
  // The classifier also reads the last few messages as one text, since the danger may show only across
  // them ("i took my roommate's pills" then "now i'm really sleepy"). A less confident reading needs a
  // sign of distress in the latest message: sad news followed by "but i'll be ok" is no crisis.
  if (model && recent.length > 1 && !readInOtherLanguage(latest)) {
    const learned = readTogether() as ClassifierVerdict;
    const signed = [...latest.cues].some((c) => !WEAK_SIGNS.has(c));
    // A time said after a message that alarmed ("my old service weapon", then "tonight") is backed by it.
    const timedAfterAlarm =
      latest.cues.size > 0 && earlier.slice(-(CLASSIFIER_WINDOW - 1)).some((r) => r.level !== 'none');
    const corroborated =
      !framedTalk && !RESOLVED.test(latest.normalized) && (latest.distress || signed || timedAfterAlarm);
    // Distress alone, with no sign from the rules in the messages read ("my boss kept me late again" then
    // "cant stop thinking about it tonight"), needs the classifier surer, as within one message.
    const onlyDistress = recent.every(
      (r) => r.reasons.every(isClassifier) && [...r.cues].every((c) => WEAK_SIGNS.has(c)),
    );
    // Backed only by the classifier's own worry about the latest message ("Still thinking about work
    // tonight" after a long week), it must be all but sure of the messages together.
    const selfBacked = latest.worriedOnly === true && !signed && !timedAfterAlarm;
    // An everyday question ("what do people do when they cant pay a bill on time?") with nothing but that
    // worry behind it asks for help with the thing, not about danger.
    const plainQuestion = selfBacked && latest.meansQuestion === undefined && ASKING.test(latest.normalized);
    const needed = selfBacked
      ? Math.max(model.thresholds.crisis, SURE_ALONE)
      : onlyDistress
        ? Math.max(model.thresholds.crisis, SURE)
        : model.thresholds.crisis;
    // A goodbye that promises a return stays one unless the rules saw danger in it.
    const returning = RETURNING.test(latest.normalized) && latest.reasons.every(isClassifier);
    // Certain of the messages together, it needs no sign in the latest one: the danger is told
    // across them ("letters left in my brothers' bags", then "now i just wait for them to fall asleep").
    const certain = !framedTalk && learned.crisis >= Math.max(needed, TOGETHER_CERTAIN);
    if ((corroborated || certain) && learned.crisis >= needed && !returning && !plainQuestion) {
      return { level: 'crisis', category: learned.category };
    }
  }

  // The n-gram reader (classifier/ngrams.ts) reads wordings neither the rules nor the word classifier know.
  // All but sure, with the word classifier leaning the same way, it asks gently and names help (elevated);
  // a crisis (weak evidence) only when the latest message alone is danger to it too: the messages before
  // alone would answer too many goodbyes and plans ("off to put the kettle on now") as danger.
  const ngrams = model ? ngramModel() : null;
  const latestText = window.at(-1) ?? '';
  // A short message (a thanks, a goodbye) is too little to read this way.
  if (
    ngrams &&
    !readInOtherLanguage(latest) &&
    !framedTalk &&
    !atMostWords(latestText, NGRAM_MIN_WORDS - 1) &&
    ngrams.probability(window.slice(-CLASSIFIER_WINDOW).join('\n')) >= ngrams.threshold
  ) {
    const learned = readTogether();
    if (learned && learned.crisis >= NGRAM_BACKING) {
      return {
        level: ngrams.probability(latestText) >= NGRAM_ALONE_SURE ? 'crisis' : 'elevated',
        category: learned.category,
      };
    }
  }

  return undefined;
}
