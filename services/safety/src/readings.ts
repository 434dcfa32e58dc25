import { readMessage } from './readMessage.ts';
import type { MessageReading, RiskAssessment } from './verdict.ts';

/** Readings of single messages: the classifier's training, the CLI, and the memory of recent readings. */
/** The rules' verdict alone, without the classifier (for training the classifier's thresholds). */
export function assessByRules(text: string): RiskAssessment {
  const { level, category, language, reasons } = readMessage(text, null);
  return { level, category, language, reasons };
}

/**
 * A message's own reading does not change when the next one arrives, and each turn re-reads up to six:
 * the latest readings are kept (in insertion order, the oldest dropped first). Only ordinary-length
 * messages are kept: a long message is rare, and keeping its reading (several kilobytes of text) makes
 * every young-generation collection copy it, a millisecond or more on the next assessment.
 */
const recentReadings = new Map<string, MessageReading>();
// Enough for the recent messages of every conversation in flight (a thousand hold about five each).
const READINGS_KEPT = 8_192;
const LONGEST_KEPT = 1_000;

export function remembered(text: string): MessageReading {
  const known = recentReadings.get(text);
  if (known) return known;
  const reading = readMessage(text);
  if (text.length > LONGEST_KEPT) return reading;
  if (recentReadings.size >= READINGS_KEPT) {
    recentReadings.delete(recentReadings.keys().next().value as string);
  }
  recentReadings.set(text, reading);
  return reading;
}

/** The assessment of one message on its own. */
export function assessMessage(text: string): RiskAssessment {
  const { level, category, language, reasons } = readMessage(text);
  return { level, category, language, reasons };
}
