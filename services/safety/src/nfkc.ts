/**
 * NFKC of a text's beginning, up to `max` characters of output. One character can expand to eighteen
 * ("\uFDFA"), so normalising a whole long message only to cut it after cost more than the rest of the
 * assessment; the text is normalised a piece at a time until the output is long enough. A piece never ends
 * before a combining mark, a trailing surrogate or a Hangul vowel or final, which compose with what precedes.
 */
const PIECE = 256;
const JOINS_PREVIOUS = /[\p{M}\u1160-\u11ff\udc00-\udfff]/u;

export function nfkcPrefix(text: string, max: number): string {
  if (text.length <= PIECE) return text.normalize('NFKC').slice(0, max);
  let out = '';
  let i = 0;
  while (i < text.length && out.length < max) {
    let j = Math.min(text.length, i + PIECE);
    while (j < text.length && JOINS_PREVIOUS.test(text[j] as string)) j++;
    out += text.slice(i, j).normalize('NFKC');
    i = j;
  }
  return out.length > max ? out.slice(0, max) : out;
}
