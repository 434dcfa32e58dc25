import { recentlyRead } from '@sage/shared';
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
 * the latest readings are kept, enough for the recent messages of every conversation in flight (a thousand
 * hold about five each).
 */
export const remembered: (text: string) => MessageReading = recentlyRead((text) => readMessage(text), 8_192);

/** The assessment of one message on its own. */
export function assessMessage(text: string): RiskAssessment {
  const { level, category, language, reasons } = readMessage(text);
  return { level, category, language, reasons };
}
