import { languageData } from '@sage/safety';
import { FIND_A_HELPLINE_URL } from '@sage/shared';
import type { Memory } from './memory.ts';
import { sentenceKey, splitSentences } from './text.ts';

/**
 * A visitor writing in a language the companion cannot converse in (anything but English and Spanish) is
 * told so once, warmly, in their language where the safety data has it, with the worldwide directory of
 * helplines and an invitation to go on in English or Spanish; never a reflection of words it did not
 * understand. Later turns say, in a few warm words, that it is still here and reading, and point to the
 * directory every other turn, so that neither is said each time.
 */
const UNKNOWN = [
  "I'm sorry, I can only hold a conversation in English and Spanish for now. If you are in danger, you can find a helpline in your country and language at {url}. You're welcome to go on in English or Spanish if you can.",
  'Lo siento, por ahora solo puedo conversar en inglés y en español. Si estás en peligro, puedes encontrar una línea de ayuda de tu país en {url}.',
];

export function otherLanguageReply(writtenIn: string, memory: Memory): string {
  const data = languageData(writtenIn);
  const said = (text: string) => splitSentences(text).every((s) => memory.said.has(sentenceKey(s)));
  const fill = (t: string) => t.replace('{url}', FIND_A_HELPLINE_URL);
  if (!data) {
    const fresh = UNKNOWN.map(fill).find((t) => !said(t));
    return fresh ?? fill(UNKNOWN[0]!);
  }
  const directory = fill(data.findHelpline);
  if (!said(data.cannotConverse)) return `${data.cannotConverse}\n\n${directory}`;
  // The directory first: the warm words say the helplines are above them.
  return memory.turn % 2 === 0 ? data.stillHere : `${directory}\n\n${data.stillHere}`;
}
