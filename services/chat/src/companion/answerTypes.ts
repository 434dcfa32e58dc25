import type { Topic } from './types.ts';

/**
 * What the companion can say when asked a direct question ("what do people do to stay close across time
 * zones?"): a few ideas people in that situation often find useful, in its plain, warm voice. Content
 * only; the companion picks the entry whose `when` fits the question, then the conversation.
 */
export interface Answer {
  /** Stable id, kebab-case: 'long-distance', 'first-weeks-job'. */
  id: string;
  /** The subject the answer belongs to. */
  topic: Topic;
  /**
   * When a question is about this. Tested on the question normalised: lower case, straight apostrophes,
   * and for Spanish without accents or ¿¡ ("que puedo hacer para dormir mejor").
   */
  when: RegExp;
  /** Two ways to open the answer, one sentence each, no question. */
  lead: [string, string];
  /** Three to five ideas, each one full, concrete sentence. */
  ideas: string[];
}
