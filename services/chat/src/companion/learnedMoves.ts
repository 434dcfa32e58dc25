import { existsSync, readFileSync } from 'node:fs';

/**
 * A learned second reader of the visitor's move (listen, ask, plan, close): a multinomial logistic
 * regression over hashed words, word pairs and character 3- and 4-grams of the plain message, trained by
 * training/moves.ts on the companion's development conversations (each turn labelled by helpers who never
 * saw the companion). The rules of moves.ts and spanishMoves.ts read questions and plans by their phrasing
 * and miss new phrasings; this reads how a message resembles the questions, plans and goodbyes it has seen.
 * It only ever turns a turn the rules read as listening into another move, and only when all but sure
 * (moveWithLearned below); the rules' own readings stand.
 */
export const LEARNED_MOVES = ['listen', 'answer', 'affirm', 'close'] as const;
export type LearnedMove = (typeof LEARNED_MOVES)[number];

export interface MoveModelFile {
  version: 1;
  size: number;
  /** Probability above which the learned move replaces the rules' listening. */
  threshold: number;
  biases: number[];
  /** Float32 little-endian weights, class-major (size per class), base64. */
  weights: string;
  trainedOn: Record<string, number>;
}

const MAX_CHARS = 600;
const FNV_OFFSET = 2166136261;
const FNV_PRIME = 16777619;

function fnv(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** Lower case, no accents, quotes and spaces made plain; punctuation kept apart as its own word. */
function plain(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/([?!.,¿¡])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The hashed features of a message: its words, word pairs, first and last words, character 3-4-grams. */
export function moveFeatures(text: string, size: number, later: boolean): number[] {
  const t = plain(text);
  const words = t.split(' ').filter(Boolean);
  const f = new Set<number>();
  const add = (s: string) => f.add(fnv(s) % size);
  add(later ? 'pos:later' : 'pos:first');
  words.forEach((w, i) => {
    add(`w:${w}`);
    if (i > 0) add(`b:${words[i - 1]} ${w}`);
  });
  add(`first:${words[0] ?? ''}`);
  add(`first2:${words.slice(0, 2).join(' ')}`);
  add(`last:${words.at(-1) ?? ''}`);
  add(`last2:${words.slice(-2).join(' ')}`);
  const padded = ` ${t} `;
  for (let n = 3; n <= 4; n++)
    for (let i = 0; i + n <= padded.length; i++) add(`${n}:${padded.slice(i, i + n)}`);
  return [...f];
}

export interface MoveModel {
  threshold: number;
  probabilities(text: string, later: boolean): number[];
}

export function moveModelFrom(file: MoveModelFile): MoveModel {
  const buffer = Buffer.from(file.weights, 'base64');
  const weights = new Float32Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 4);
  return {
    threshold: file.threshold,
    probabilities(text, later) {
      const x = moveFeatures(text, file.size, later);
      const z = file.biases.map((b, k) => {
        let s = b;
        for (const j of x) s += weights[k * file.size + j] ?? 0;
        return s;
      });
      const top = Math.max(...z);
      const e = z.map((v) => Math.exp(v - top));
      const sum = e.reduce((a, b) => a + b, 0);
      return e.map((v) => v / sum);
    },
  };
}

const MODEL_URL = new URL('./moveModel.json', import.meta.url);
let loaded: MoveModel | null | undefined;

/** The trained model, or null before training/moves.ts has written one. */
export function moveModel(): MoveModel | null {
  if (loaded === undefined)
    loaded = existsSync(MODEL_URL)
      ? moveModelFrom(JSON.parse(readFileSync(MODEL_URL, 'utf8')) as MoveModelFile)
      : null;
  return loaded;
}

/**
 * What a move shows on its surface, in English or Spanish: the learned reader may only hear a move whose
 * surface is there (a question word or a choice, a word of plan or time, a thanks or a goodbye). Its weights
 * can be sure of a statement for no reason a person would see ("my teacher is disappointed in me" heard as
 * a question); the surface keeps it to the phrasings the rules missed.
 */
const SURFACE: Record<Exclude<LearnedMove, 'listen'>, RegExp> = {
  answer:
    /\?|(?:^|[,.;:!] ?)(?:\w+ )?(?:how|what|whats|when|where|which|who|why|should|would|could|can|do|does|did|is|are|will|any|anyone|como|que|cuando|donde|cual|cuanto|cuanta|quien|deberia|puedo|hay|sera|crees)\b|\b(?:do you think|you think|reckon|is (?:that|this|it|there)|are (?:there|they)|worth it|good idea|normal|tips|advice|ideas|recommend\w*|suggest\w*|verdad|cierto|conviene|sirve|vale la pena|cree|crees|cuanto|cuanta|cuantos|cuantas|y si|por donde|ayudame|alguna idea|sabes)\b|, go\W*$|\bor\b|\bo\b/,
  affirm:
    /\b(?:will|ill|gonna|going|tomorrow|tonight|later|today|this (?:week|weekend|morning|afternoon|evening|arvo)|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|decided|booked|booking|signed|joined|bought|ordered|emailed|texted|called|rang|messaged|asked|told|started|starting|plan|planning|try|trying|doing|getting|made|set|put|sent|registered|enrolled|agreed|voy|vamos|manana|hoy|esta (?:noche|tarde|semana)|lunes|martes|miercoles|jueves|viernes|sabado|domingo|decidi|reserve|pedi|llame|escribi|mande|empece|apunte|inscribi|quede|pienso|intentar|probar|proxim[oa]|le pregunto|les? escribo|le digo|le llamo|la llamo|he pedido|venga|dale|listo|ya)\b/,
  close:
    /\b(?:thank\w*|thx|ty|cheers|ta|bye|night|nite|goodnight|later|cya|gotta|go|off|sleep|bed|chat|chatting|talking|talk|helped|helps|slan|cheerio|x+|appreciat\w*|obliged|bless|kind|regards|peace|namaste|good (?:day|evening|afternoon|morning)|grac\w*|chao|chau|adios|noches|luego|hablamos|hablarlo|hablado|vemos|abrazo\w*|besos|cuidate|hasta|cuento|tengas|piro|leave you)\b|me voy/,
};

/**
 * The learned move where the rules heard only listening and the model is all but sure of another; else
 * undefined. `later` is whether the visitor has written before in this conversation.
 */
export function learnedMove(
  message: string,
  later: boolean,
  model: MoveModel | null = moveModel(),
): LearnedMove | undefined {
  if (!model) return undefined;
  const p = model.probabilities(message, later);
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  if (best === 0 || p[best]! < model.threshold) return undefined;
  const move = LEARNED_MOVES[best] as Exclude<LearnedMove, 'listen'>;
  const plain = message
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return SURFACE[move].test(plain) ? move : undefined;
}

const WITHOUT_ME =
  /\bbetter off\b|\bwithout me\b|\bnot (?:be )?(?:here|around) (?:anymore|any more|much longer)\b|\bmejor sin mi\b|\bya no (?:voy a )?estar\b/;

const GIVEN_AWAY =
  /\b(?:gave|given|giving|give) (?:away )?(?:all )?(?:my|most of my|everything|all of my)\b|\b(?:regale|regalé|regalando|di|deje|dejé) (?:todas? )?(?:mis|todo lo mio|todo lo mío)\b/;

/** A feeling ahead ("la voy a extrañar mucho", "i'm gonna miss her"): something to listen to, not a plan. */
const FEELING_AHEAD =
  /\b(?:(?:i'?m|im|i am) (?:going to|gonna) (?:miss|cry|be (?:so |really )?(?:sad|lonely|lost|a mess|wrecked|gutted))|(?:voy|vamos) a (?:extra[nñ]ar|echar(?:l[aoe]s?)? de menos|llorar|sentirme|estar (?:muy |tan )?(?:triste|sol[oa]))|(?:l[aoe]s?|te) (?:voy|vamos) a (?:extra[nñ]ar|echar de menos))/;

/**
 * The move to answer: the rules' reading, or, where they heard only listening (or a plan the reader is all
 * but sure is a goodbye), the learned reader's when it is all but sure (a question asked only the visitor's
 * world can answer stays an honest "I can't know").
 */
export function heardAs<M extends string>(
  ruled: M,
  message: string,
  later: boolean,
  cannotKnow: (message: string) => boolean,
): M | Exclude<LearnedMove, 'listen'> | 'cannot-know' {
  if (ruled !== 'listen' && ruled !== 'affirm') return ruled;
  const learned = learnedMove(message, later);
  if (!learned || learned === 'listen') return ruled;
  // Someone "better off" without the visitor, or the visitor not around: a warning sign to listen to,
  // never a goodbye or a plan ("she'd be better off with someone else raising her" was heard as a goodbye).
  if (WITHOUT_ME.test(message.toLowerCase())) return ruled;
  // A plan said on the way out ("luego te cuento como me fue", "I'll leave you to your evening") is a
  // goodbye: the closing wishes it well. Otherwise the rules' plan stands.
  if (ruled === 'affirm') return learned === 'close' && later ? 'close' : ruled;
  // Things given away are a warning sign to listen to, never a plan to back ("gave all my records to my
  // nephew. told him im bored of them. im not").
  if (learned === 'affirm' && GIVEN_AWAY.test(message.toLowerCase())) return ruled;
  if (learned === 'affirm' && FEELING_AHEAD.test(message.toLowerCase())) return ruled;
  return learned === 'answer' && cannotKnow(message) ? 'cannot-know' : learned;
}
