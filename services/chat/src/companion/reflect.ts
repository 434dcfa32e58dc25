import { FEELINGS } from './lexicon.ts';

/**
 * Turns the person's own words into a reflection in the second person, with the grammar kept right:
 * "my friends left me" → "your friends left you", "I'm so anxious about my exam" → "you're so anxious
 * about your exam", "I was" → "you were". Self-labels are reflected as feelings, never as labels:
 * "I'm hopeless" → "you feel hopeless", "I'm a failure" → "you feel like a failure".
 */

const SLANG: [RegExp, string][] = [
  [/\b(?:rn)\b/g, 'right now'],
  [/\b(?:bc|bcuz|cuz|cause|coz)\b/g, 'because'],
  [/\btho\b/g, 'though'],
  [/\bppl\b/g, 'people'],
  [/\bsmth\b/g, 'something'],
  [/\babt\b/g, 'about'],
  [/\bsm\b/g, 'so much'],
  [/\bw\//g, 'with '],
  [/\bbf\b/g, 'boyfriend'],
  [/\bgf\b/g, 'girlfriend'],
  [/\bbff\b/g, 'best friend'],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bdont\b/g, "don't"],
  [/\bcant\b/g, "can't"],
  [/\bwont\b/g, "won't"],
  [/\bdidnt\b/g, "didn't"],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bisnt\b/g, "isn't"],
  [/\bwasnt\b/g, "wasn't"],
  [/\bhavent\b/g, "haven't"],
  [/\bidk\b/g, "i don't know"],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bkinda\b/g, 'kind of'],
  [/\bgotta\b/g, 'have to'],
];

/** Words dropped from the edges of a clause: they carry tone, not meaning. */
const FILLER =
  /^(?:(?:no(?! one\b| longer\b| idea\b| matter\b| way\b| body\b)|nope|yes|yep|yup|nah|so|and|but|also|like|honestly|ngl|tbh|fr|lowkey|highkey|literally|just|well|um+|uh+|ok(?:ay)?|lol|yeah|yea|basically|anyway|hey|hi|hello|idk|i don'?t know(?! (?:what|why|how|if|whether|where|who|when|which|anymore|anything|much|myself|you)\b)|i mean|i guess|i think|i swear|you know|sage|then|oh|ugh|man|bro|dude|omg|sigh|also)\b[\s,]*)+/;
const TRAIL =
  /(?:[\s,]+(?:lol|lmao|haha+|tbh|ngl|fr|rn|honestly|i guess|you know|idk|i don'?t know|or something|or whatever|and stuff|ugh|man|bro|dude|lowkey|atm|smh))+$/;

/** Self-labels: reflected as a feeling, never as what the person is. */
const LABEL_NOUN = /^(?:a |an )?(failure|burden|loser|mess|disappointment|idiot|joke|waste of space)\b/;
const LABEL_ADJ =
  /^(hopeless|worthless|useless|stupid|dumb|pathetic|broken|unlovable|ugly|disgusting|weak|lazy|annoying|crazy|insane|too much|not good enough|not enough)\b/;
const DIAGNOSIS = /^(depressed|bipolar|mentally ill|psycho|insane|anorexic|ocd|adhd)\b/;

/** Words a clause may start with once its subject was dropped ("can't sleep", "so tired"). */
const VERB_START =
  /^(?:can'?t|cannot|don'?t|didn'?t|won'?t|feel|felt|miss|missing|lost|hate|love|need|want|wish|got|had|have|keep|failed|tried|still|never|always|really|barely|hardly|almost)\b/;
const ADJ_START =
  /^(?:so|really|very|super|too|tired|sad|stressed|anxious|lonely|exhausted|scared|overwhelmed|nervous|worried|angry|mad|upset|frustrated|hurt|sick|drained|burnt|burned|done|over|struggling|feeling|going through|dealing with|not okay|not ok|freaking)\b/;
const NAME_START = /^[A-Z][a-z]+\b/;
const HAS_SUBJECT =
  /\b(?:i|i'm|i've|i'd|i'll|my|me|we|we're|our|us)\b|^(?:everything|nothing|nobody|no one|everyone|everybody|work|school|life|things|it|it's|this|that|today|tonight|the|home|college|uni|he|she|they|he's|she's|they're|his|her|their)\b/;

const COMMON = new Set(
  `i i'm i've i'd my me we our us the a an it it's its this that these those there here everything nothing nobody
  no everyone everybody someone somebody work school life things today tonight yesterday he she they his her their
  feeling feel felt been can't cannot don't didn't won't so really just very too lost miss missing hate love need
  want wish got had have has keep failed tried still never always barely what when why how because if and but or
  also like honestly well maybe some all my mom dad mum family friends people home college uni exams exam sad tired
  stressed anxious lonely scared overwhelmed ok okay yeah yes not every last this one two week month night day
  morning evening sometimes lately recently now`.split(/\s+/),
);

function isCommon(word: string): boolean {
  return COMMON.has(word.toLowerCase());
}

function expandSlang(text: string): string {
  let out = text;
  for (const [re, to] of SLANG) out = out.replace(re, to);
  return out;
}

/** Swaps first person for second person, word by word, fixing the verbs that change with it. */
export function swapPerson(clause: string): string {
  const words = clause.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let subjectI = false;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const m = /^([("']*)(.*?)([)"'.,!?;:]*)$/.exec(raw)!;
    const [, pre, word, post] = m as unknown as [string, string, string, string];
    const w = word.toLowerCase();
    let to = word;
    const isI = w === 'i';
    if (isI) to = 'you';
    else if (w === "i'm") to = "you're";
    else if (w === "i've") to = "you've";
    else if (w === "i'll") to = "you'll";
    else if (w === "i'd") to = "you'd";
    else if (w === 'me' || w === 'us') to = 'you';
    else if (w === 'my' || w === 'our') to = 'your';
    else if (w === 'mine' || w === 'ours') to = 'yours';
    else if (w === 'myself') to = 'yourself';
    else if (w === 'ourselves') to = 'yourselves';
    else if (w === 'we') to = 'you';
    else if (w === "we're") to = "you're";
    else if (w === "we've") to = "you've";
    else if (w === "we'll") to = "you'll";
    else if (w === "we'd") to = "you'd";
    else if (subjectI && w === 'am') to = 'are';
    else if (subjectI && w === 'was') to = 'were';
    else if (subjectI && w === "wasn't") to = "weren't";
    if (isI || w === 'we') subjectI = true;
    else if (/^(?:he|she|they|it|my|your|our|his|her|their|the|this|that|everyone|nobody|someone)$/.test(w))
      subjectI = false;
    out.push(`${pre}${to}${post}`);
  }
  // "my friend and I" → "you and your friend"; "me and my mom" → "you and your mom".
  return out.join(' ');
}

const PAIRED =
  /\b(?:my ((?:best |older |younger |little |big )?(?:friend|friends|mom|mum|dad|mother|father|parents|brother|sister|boyfriend|girlfriend|partner|husband|wife|ex|roommate|family|cousin|boss|sibling|siblings))) and (?:i|me)\b|\bme and my ([a-z]+(?: friend)?)\b/g;

/** "my friend and I" → "i and my friend", so the swap reads "you and your friend". */
function pairFirst(clause: string): string {
  return clause.replace(PAIRED, (_w, a: string | undefined, b: string | undefined) => `i and my ${a ?? b}`);
}

/** "stupid i messed up" → "stupid because i messed up": a label followed straight by what happened. */
function linked(rest: string): string {
  return /^ (?:i|i'?ve|i'?m|my|everyone|everything|nobody|no one)\b/.test(rest) ? ` because${rest}` : rest;
}

/** Rewrites a self-label after "i'm"/"i am"/"i feel" into a feeling; undefined leaves the clause as it is. */
function softenLabels(clause: string): string {
  return clause.replace(
    /\b(?:i'?m|i am|i feel|i feel like) (?:(?:so|such|just|really|a total|a complete|literally|completely|totally|basically|honestly) )*((?:a |an )?[a-z' ]+)/g,
    (whole, rest: string) => {
      const noun = LABEL_NOUN.exec(rest);
      if (noun) return `i feel like a ${noun[1]}${rest.slice(noun[0].length)}`;
      if (DIAGNOSIS.test(rest)) return `i feel really low${rest.replace(DIAGNOSIS, '')}`;
      const adj = LABEL_ADJ.exec(rest);
      if (adj) return `i feel ${adj[1]}${linked(rest.slice(adj[0].length))}`;
      return whole;
    },
  );
}

function clean(clause: string): string {
  clause = clause.replace(/^(?:idk|i don'?t know)[\s,]+(?=maybe\b)/i, '');
  let c = clause.trim().replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '');
  for (let i = 0; i < 3; i++) c = c.replace(FILLER, '').replace(TRAIL, '').trim();
  // A filler between two parts ("i'm an accountant, so yeah i know why") is dropped, not said back.
  c = c.replace(/,\s*(?:so yeah|yeah|so yea|lol)\b,?\s*/gi, ', ');
  return c.replace(/[\s,;:.!-]+$/, '').replace(/\s+/g, ' ');
}

function score(clause: string): number {
  const words = clause.split(' ').length;
  if (words < 2 || words > 18) return -1;
  if (/\b(?:you|your|u|ur|yourself)\b/.test(clause)) return -1;
  if (
    /^(?:what|how|why|when|where|who|which|should|can|could|would|do|does|did|is|are|am|will|was)(?![\w'])/.test(
      clause,
    )
  )
    return -1;
  let s = 0;
  if (/\b(?:i|i'm|i've|my|me|we|our)\b/.test(clause)) s += 2;
  if (
    FEELINGS.some(([, re]) => re.test(clause)) ||
    /\b(?:feel|feeling|felt|miss|lost|died|passed|hate|cry|can't|cannot|nobody|no one|left|broke|failed|fight|fighting|yell|hard|rough|awful|terrible|worse|burn|exhaust|drain)\w*/.test(
      clause,
    )
  )
    s += 3;
  if (words > 14) s -= 2;
  // Good news reads better as the event ("you got the job") than as the feeling ("you are so happy").
  if (
    /\b(?:i'?m|i am) (?:so |really |very |super )?(?:happy|excited|glad|proud|relieved|grateful|thrilled)\b/.test(
      clause,
    )
  )
    s -= 1;
  // Among equals, the clause with more of their words (up to 14) says more.
  return s > 0 ? s + Math.min(words, 14) / 100 : s;
}

/**
 * The clause of the message worth reflecting, in the second person, or undefined when no clause reads
 * well (too long, a question, or about the companion).
 */
export function reflectClause(message: string, names: readonly string[] = []): string | undefined {
  const text = expandSlang(
    message
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const candidates: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n|;|\s+-\s+/)) {
    const whole = clean(sentence);
    // A question is never reflected whole, but a statement before it can be ("X, what should I do?").
    if (!/\?\s*$/.test(sentence)) candidates.push(whole);
    for (const part of whole.split(/,\s+(?:and|but|so)\s+|\s+but\s+|,\s+/)) candidates.push(clean(part));
  }
  let best: string | undefined;
  let bestScore = 0;
  for (const c of candidates) {
    const first = /^[A-Za-z']+/.exec(c)?.[0] ?? '';
    const keep = first !== 'I' && (names.includes(first) || (/^[A-Z][a-z]/.test(first) && !isCommon(first)));
    const lower = keep ? c : c.charAt(0).toLowerCase() + c.slice(1);
    const s = score(lower.toLowerCase());
    if (s > bestScore) {
      best = lower;
      bestScore = s;
    }
  }
  if (!best) return undefined;
  let clause = softenLabels(best.replace(/\bI\b/g, 'i'));
  if (!HAS_SUBJECT.test(clause.toLowerCase()) && !NAME_START.test(clause)) {
    if (/^been\b/.test(clause)) clause = `i've ${clause}`;
    else if (/^(?:feeling|going through|dealing with|struggling)\b/.test(clause)) clause = `i'm ${clause}`;
    else if (VERB_START.test(clause)) clause = `i ${clause}`;
    else if (ADJ_START.test(clause)) clause = `i'm ${clause}`;
    else return undefined;
  } else if (VERB_START.test(clause) && !/^(?:i|my|we|our)\b/.test(clause)) {
    clause = `i ${clause}`;
  }
  // A belief about everyone is reflected as their feeling, never as a fact: "nobody cares about me" →
  // "you feel like nobody cares about you".
  if (
    /^(?:nobody|no one|everyone|everybody|nothing|everything|people)\b/.test(clause) &&
    !/^\w+(?: \w+)? (?:says?|said|tells?|told|keeps? saying|asks?|asked)\b/.test(clause) &&
    !/\bi feel\b/.test(clause)
  )
    clause = `i feel like ${clause}`;
  // "maybe i did something wrong" is a question they are asking themselves, not a fact to reflect.
  clause = clause.replace(/^(?:i don'?t know,? )?maybe (?=i\b|i'm\b|i've\b|my\b)/, "i'm wondering if ");
  // Two clauses joined by a bare comma read as one: "you're burnt out, you can't" → "... and you can't".
  clause = clause.replace(
    /, (?=(?:i|i'm|i've|my|it's|it|he|she|they|everyone|nobody|everything)\b)/,
    ' and ',
  );
  const swapped = swapPerson(pairFirst(clause));
  return swapped.replace(/\b(?:right now right now)\b/, 'right now');
}
