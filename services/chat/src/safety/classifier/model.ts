import { readFileSync } from 'node:fs';
import type { SafetyCategory } from '@sage/shared';
import { featuresOf, sentencesOf, WHOLE_TEXT_WORDS } from './features.ts';

/**
 * A small linear classifier beside the rules: logistic regression over the words and word pairs of the
 * normalised text, trained by `npm run -w services/chat train-safety` on the labelled sentences in
 * services/chat/training/safety (our own writing, kept apart from the evaluation sets). The rules are
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

/** The model in memory: weights in a Map, the fastest lookup for thousands of string keys. */
export type SafetyModel = Omit<ModelFile, 'weights'> & { weights: Map<string, number[]> };

export interface ClassifierVerdict {
  crisis: number;
  risk: number;
  category: Exclude<SafetyCategory, 'none'>;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function loadModel(url = new URL('./model.json', import.meta.url)): SafetyModel {
  const file = JSON.parse(readFileSync(url, 'utf8')) as ModelFile;
  return { ...file, weights: new Map(Object.entries(file.weights)) };
}

/** The raw scores (before the sigmoid) of every head for one window of words. */
export function logits(model: SafetyModel, ws: readonly string[]): number[] {
  const z = [...model.bias];
  for (const f of featuresOf(ws)) {
    const w = model.weights.get(f);
    if (!w) continue;
    for (let h = 0; h < z.length; h++) z[h] = (z[h] as number) + (w[h] as number);
  }
  return z;
}

/**
 * The classifier's reading of a normalised text: the most worrying window decides. Windows are the
 * whole text when short, and every pair of neighbouring sentences; each sentence is scored once and a
 * pair adds its two sentences' scores, so a long message costs one pass over its words.
 */
export function classify(model: SafetyModel, normalized: string): ClassifierVerdict {
  const bias = model.bias;
  const sentences = sentencesOf(normalized);
  const own = sentences.map((s) => logits(model, s).map((z, h) => z - (bias[h] as number)));
  const candidates: number[][] = [];
  const total = sentences.reduce((n, s) => n + s.length, 0);
  if (total <= WHOLE_TEXT_WORDS) candidates.push(logits(model, sentences.flat()));
  for (let i = 0; i < own.length; i++) {
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
