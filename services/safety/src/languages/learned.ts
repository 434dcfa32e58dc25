import { existsSync, readFileSync } from 'node:fs';
import { plainText } from './text.ts';

/**
 * A learned second reader for the languages besides English and Spanish: logistic regression over hashed
 * character n-grams (2 to 4) and words of the plain text, one model for all of them (each language's
 * n-grams are its own), trained by training/languages.ts on the evaluation sets whose misses were read and
 * on each language's phrases and look-alikes. Phrase lists written from examples generalise poorly to new
 * wordings; this reads how the words of a message resemble the crises it has seen. Where the language's
 * own data found a warning sign or two kinds of building block it raises a crisis as the data would; with
 * less, its crisis is weak evidence, as the English classifier's alone, and with no block at all it must
 * be all but sure (conversation.ts).
 */
export interface LearnedModelFile {
  version: 1;
  /** Number of hashed features (a power of two). */
  size: number;
  bias: number;
  /** Probability above which a grounded message is a crisis. */
  threshold: number;
  /** Probability above which a message with no block of danger of its language's data is a crisis. */
  aloneThreshold: number;
  /** Float32 little-endian weights, base64. */
  weights: string;
  trainedOn: Record<string, number>;
}

/** The text read (the latest messages joined) is cut to this many characters: a bounded cost. */
const MAX_CHARS = 1_000;

const FNV_OFFSET = 2166136261;
const FNV_PRIME = 16777619;

function hashFrom(h: number, s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

function hash(s: string, size: number): number {
  return (hashFrom(FNV_OFFSET, s, 0, s.length) >>> 0) % size;
}

/** FNV-1a of "2:", "3:", "4:": an n-gram's hash goes on from its prefix, with no string built per n-gram. */
const GRAM_PREFIX = [0, 0, '2:', '3:', '4:'].map((p) =>
  typeof p === 'string' ? hashFrom(FNV_OFFSET, p, 0, p.length) : 0,
);

/** The hashed features of a text: character 2- to 4-grams of its plain form padded with spaces, and its words. */
export function learnedFeatures(text: string, size: number): number[] {
  const t = ` ${plainText(text.slice(0, MAX_CHARS), 'latin').toLowerCase().replace(/\s+/g, ' ')} `;
  const f = new Set<number>();
  for (let n = 2; n <= 4; n++) {
    const prefix = GRAM_PREFIX[n] as number;
    for (let i = 0; i + n <= t.length; i++) f.add((hashFrom(prefix, t, i, i + n) >>> 0) % size);
  }
  for (const w of t.split(/[\s.,!?;:]+/)) if (w) f.add(hash(`w:${w}`, size));
  return [...f];
}

export interface LearnedModel {
  threshold: number;
  aloneThreshold: number;
  probability(text: string): number;
}

export function learnedModelFrom(file: LearnedModelFile): LearnedModel {
  const buffer = Buffer.from(file.weights, 'base64');
  const weights = new Float32Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 4);
  return {
    threshold: file.threshold,
    aloneThreshold: file.aloneThreshold,
    probability(text) {
      let z = file.bias;
      for (const j of learnedFeatures(text, file.size)) z += weights[j] ?? 0;
      return 1 / (1 + Math.exp(-z));
    },
  };
}

/** A model file read once, when first asked for; null before its training has written it. */
export function lazyLearnedModel(url: URL): () => LearnedModel | null {
  let loaded: LearnedModel | null | undefined;
  return () => {
    if (loaded === undefined)
      loaded = existsSync(url)
        ? learnedModelFrom(JSON.parse(readFileSync(url, 'utf8')) as LearnedModelFile)
        : null;
    return loaded;
  };
}

/** The trained model, or null before training/languages.ts has written one. */
export const learnedModel = lazyLearnedModel(new URL('./model.json', import.meta.url));
