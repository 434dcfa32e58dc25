/** Global checks every companion reply must pass; each returns a problem or undefined. */

export interface CheckContext {
  serious: boolean;
  tone: 'casual' | 'gen-z';
  language: 'en' | 'es';
}

type Check = (reply: string, ctx: CheckContext) => string | undefined;

/** A sentence's identity: lower case, letters and digits only. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:-|\d+\.)\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?:])\s+/))
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9áéíóúñ ]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 0);
}

const LABELS =
  /\byou(?:'re| are)(?: so| really| just| such| kind of| kinda| lowkey| honestly| literally)? (?:a |an )?(?:hopeless|depressed|worthless|useless|stupid|dumb|pathetic|broken|crazy|ugly|fat|lazy|weak|dramatic|overreacting|too sensitive|a burden|burden|mentally ill|bipolar|failure|loser|mess|toxic|codependent|narcissist|attention.seeking)\b/i;
const DIAGNOSIS =
  /\byou (?:have|might have|probably have|may have) (?:depression|an anxiety disorder|anxiety disorder|ptsd|adhd|bpd|an eating disorder|bipolar)\b|\bsounds like (?:depression|an anxiety disorder|ptsd|bipolar)\b/i;
const GRAMMAR: [RegExp, string][] = [
  [
    /\byour (?:friends|parents|kids|siblings|coworkers|teachers|grades|exams) (?:has|is|was)\b/i,
    'plural subject with a singular verb',
  ],
  [/\bthey are may\b/i, '"they are may"'],
  [
    /(?:^|[.!?:]\s+|\b(?:and|but|so|because|if|when|that) )you (?:is|was|am|has)\b/i,
    'second person with a first/third person verb',
  ],
  [/\bI (?:are|is|were)\b/, 'first person with the wrong verb'],
  [/\b(?:worn out|full of grief|unsure what to do) about\b/i, 'a feeling label glued to a topic'],
  [/(?:^|[.!?:] |\b(?:that|like|so) )you and you\b|\byour you\b|\byou're you\b/i, 'doubled pronoun'],
  [/\b(the|a|an|and|to|of|your|you) \1\b/i, 'doubled word'],
  [/\ba (?:[aeiou]\w+)\b/i, '"a" before a vowel'],
];

export const GLOBAL_CHECKS: Check[] = [
  (r) => (r.trim().length < 12 ? 'empty or very short reply' : undefined),
  (r) => (r.length > 1400 ? `reply of ${r.length} characters` : undefined),
  (r) => {
    // The safety engine's note may carry its own question; count the companion's words only.
    const paragraphs = r.split('\n\n');
    if (paragraphs.length > 1 && /\b988\b|741741|1-800-|\b911\b|anad\.org/.test(paragraphs.at(-1)!))
      paragraphs.pop();
    const n = (paragraphs.join(' ').match(/\?/g) ?? []).length;
    return n > 1 ? `${n} questions` : undefined;
  },
  (r) => (LABELS.test(r) ? `labels the person: "${LABELS.exec(r)![0]}"` : undefined),
  (r) => (DIAGNOSIS.test(r) ? `diagnoses: "${DIAGNOSIS.exec(r)![0]}"` : undefined),
  (r, ctx) => {
    if (ctx.language === 'es') return undefined;
    for (const [re, what] of GRAMMAR) {
      const m = re.exec(r);
      if (m && !/\ba (?:one|unique|useful|user|union|universal|university)\b/i.test(m[0]))
        return `grammar: ${what} ("${m[0]}")`;
    }
    return undefined;
  },
  (r) => (/\{[a-zA-Z]+\}|undefined|null|NaN/.test(r) ? 'a placeholder or undefined leaked' : undefined),
  (r) => (/ {2}| ,|(?<!\.)\.\.(?!\.)|\s\.(?!\d)/.test(r) ? 'stray spacing or punctuation' : undefined),
  (r, ctx) =>
    ctx.serious && /\b(?:ngl|fr|oof|lowkey|bet|rn|no because|hits hard|ofc|heyy)\b/i.test(r)
      ? 'slang in a serious reply'
      : undefined,
  (r, ctx) =>
    ctx.language === 'es' && !/[áéíóúñ¿¡]|\b(?:que|tu|te|estoy|gracias|hola)\b/i.test(r)
      ? 'Spanish visitor answered only in English'
      : undefined,
];
