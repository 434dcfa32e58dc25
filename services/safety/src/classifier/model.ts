import { existsSync, readFileSync } from 'node:fs';
import type { SafetyCategory } from '@sage/shared';
import { sentencesOf, stem, WHOLE_TEXT_WORDS } from './features.ts';

/**
 * A small linear classifier beside the rules: logistic regression over the words and word pairs of the
 * normalised text, trained by `npm run -w services/safety train-safety` on the labelled sentences in
 * services/safety/training (our own writing, kept apart from the evaluation sets). The rules are
 * precise but only know the phrasings written into them; the classifier carries what the training
 * sentences share to wordings no rule names. It can only add to the rules' verdict (the higher level
 * wins), and its thresholds were chosen on held-back training sentences to keep false alarms rare.
 */

export const HEADS = [
  'crisis',
  'risk',
  'suicide',
  'self_harm',
  'medical',
  'abuse',
  'violence',
  'eating',
] as const;
export type Head = (typeof HEADS)[number];
const CATEGORY_HEADS = ['suicide', 'self_harm', 'medical', 'abuse', 'violence', 'eating'] as const;

/** The model as stored in model.json. */
export interface ModelFile {
  version: 1;
  heads: readonly Head[];
  bias: number[];
  /** Probability at or above which a window is a crisis, or at risk (elevated). */
  thresholds: { crisis: number; risk: number };
  weights: Record<string, number[]>;
  trainedOn: Record<string, number>;
}

/** One feature's weights (one per head), and its number for marking it counted in a window. */
interface Feature {
  id: number;
  w: number[];
}

/**
 * The model in memory, indexed so that scoring a text allocates no strings: words, stems (without their
 * "~" mark) and word pairs (first word, then second) each lead straight to their weights.
 */
export type SafetyModel = Omit<ModelFile, 'weights'> & {
  words: Map<string, Feature>;
  stems: Map<string, Feature>;
  pairs: Map<string, Map<string, Feature>>;
  /** Per word met in reading, what the model knows of it: one look-up per word instead of three. */
  known: Map<string, WordFeatures>;
  /** Per feature, the window that last counted it (see logits). */
  countedIn: Uint32Array;
  window: number;
};

/** The features one word brings: itself, its stem, and the pairs it begins. */
interface WordFeatures {
  word: Feature | undefined;
  stem: Feature | undefined;
  pairs: Map<string, Feature> | undefined;
}
const UNKNOWN: WordFeatures = { word: undefined, stem: undefined, pairs: undefined };
/** Words remembered at most; hostile text of ever-new words only empties the memory now and then. */
const KNOWN_KEPT = 50_000;

export interface ClassifierVerdict {
  crisis: number;
  risk: number;
  category: Exclude<SafetyCategory, 'none'>;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function loadModel(url = new URL('./model.json', import.meta.url)): SafetyModel {
  const { weights, ...rest } = JSON.parse(readFileSync(url, 'utf8')) as ModelFile;
  const entries = Object.entries(weights);
  const model: SafetyModel = {
    ...rest,
    words: new Map(),
    stems: new Map(),
    pairs: new Map(),
    known: new Map(),
    countedIn: new Uint32Array(entries.length),
    window: 0,
  };
  entries.forEach(([feature, w], id) => {
    const space = feature.indexOf(' ');
    if (feature.startsWith('~')) model.stems.set(feature.slice(1), { id, w });
    else if (space < 0) model.words.set(feature, { id, w });
    else {
      const first = feature.slice(0, space);
      const seconds = model.pairs.get(first) ?? new Map<string, Feature>();
      seconds.set(feature.slice(space + 1), { id, w });
      model.pairs.set(first, seconds);
    }
  });
  return model;
}

/** The raw scores (before the sigmoid) of every head for one window of words, bias included. */
export function logits(model: SafetyModel, ws: readonly string[]): number[] {
  const z = model.bias.slice();
  // Every feature counts once per window (see featuresOf): a feature is marked with the window's number.
  model.window = model.window === 0xffffffff ? 1 : model.window + 1;
  if (model.window === 1) model.countedIn.fill(0);
  for (let i = 0; i < ws.length; i++) {
    const known = featuresOfWord(model, ws[i] as string);
    addOnce(model, z, known.word);
    addOnce(model, z, known.stem);
    if (known.pairs && i + 1 < ws.length) addOnce(model, z, known.pairs.get(ws[i + 1] as string));
  }
  return z;
}

function featuresOfWord(model: SafetyModel, word: string): WordFeatures {
  let known = model.known.get(word);
  if (known === undefined) {
    const features = {
      word: model.words.get(word),
      stem: model.stems.get(stem(word)),
      pairs: model.pairs.get(word),
    };
    known = features.word || features.stem || features.pairs ? features : UNKNOWN;
    if (model.known.size >= KNOWN_KEPT) model.known.clear();
    model.known.set(word, known);
  }
  return known;
}

function addOnce(model: SafetyModel, z: number[], f: Feature | undefined): void {
  if (!f || model.countedIn[f.id] === model.window) return;
  model.countedIn[f.id] = model.window;
  const w = f.w;
  for (let h = 0; h < z.length; h++) z[h] = (z[h] as number) + (w[h] as number);
}

/**
 * The classifier's reading of a normalised text: the most worrying window decides. Windows are the
 * whole text when short, and every pair of neighbouring sentences; each sentence is scored once and a
 * pair adds its two sentences' scores, so a long message costs one pass over its words.
 */
export function classify(
  model: SafetyModel,
  normalized: string,
  { wholeFirst = false }: { wholeFirst?: boolean } = {},
): ClassifierVerdict {
  const bias = model.bias;
  const sentences = sentencesOf(normalized);
  const own = sentences.map((s) => logits(model, s).map((z, h) => z - (bias[h] as number)));
  const candidates: number[][] = [];
  const total = sentences.reduce((n, s) => n + s.length, 0);
  if (total <= WHOLE_TEXT_WORDS) candidates.push(logits(model, sentences.flat()));
  // Several messages are read as one text when short enough: one sad message among calm ones is not
  // the conversation's reading.
  const pairs = wholeFirst && candidates.length > 0 ? 0 : own.length;
  for (let i = 0; i < pairs; i++) {
    const next = own[i + 1];
    candidates.push(bias.map((b, h) => b + (own[i]?.[h] as number) + (next ? (next[h] as number) : 0)));
  }
  let best: number[] | undefined;
  let bestRisk = Number.NEGATIVE_INFINITY;
  for (const z of candidates) {
    if (!best || (z[0] as number) > (best[0] as number)) best = z;
    bestRisk = Math.max(bestRisk, z[1] as number);
  }
  if (!best) return { crisis: 0, risk: 0, category: 'suicide' };
  let category: ClassifierVerdict['category'] = 'suicide';
  let top = Number.NEGATIVE_INFINITY;
  CATEGORY_HEADS.forEach((c, i) => {
    const score = best?.[i + 2] as number;
    if (score > top) {
      top = score;
      category = c;
    }
  });
  return { crisis: sigmoid(best[0] as number), risk: sigmoid(bestRisk), category };
}

const MODEL_URL = new URL('./model.json', import.meta.url);
let loaded: SafetyModel | null | undefined;
/** The trained classifier, read on first use: a process that never assesses (the reply worker) never holds it. */
export function trainedModel(): SafetyModel | null {
  if (loaded === undefined) loaded = existsSync(MODEL_URL) ? loadModel(MODEL_URL) : null;
  return loaded;
}
