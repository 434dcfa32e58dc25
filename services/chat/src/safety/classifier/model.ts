import { readFileSync } from 'node:fs';
import type { SafetyCategory } from '@sage/shared';
import { featuresOf, windowsOf } from './features.ts';

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

export interface SafetyModel {
  version: 1;
  heads: readonly Head[];
  bias: number[];
  /** Probability at or above which a window is a crisis, or at risk (elevated). */
  thresholds: { crisis: number; risk: number };
  weights: Record<string, number[]>;
  trainedOn: Record<string, number>;
}

export interface ClassifierVerdict {
  crisis: number;
  risk: number;
  category: Exclude<SafetyCategory, 'none'>;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function loadModel(url = new URL('./model.json', import.meta.url)): SafetyModel {
  return JSON.parse(readFileSync(url, 'utf8')) as SafetyModel;
}

/** The raw scores (before the sigmoid) of every head for one window of words. */
export function logits(model: SafetyModel, ws: readonly string[]): number[] {
  const z = [...model.bias];
  for (const f of featuresOf(ws)) {
    const w = model.weights[f];
    if (!w) continue;
    for (let h = 0; h < z.length; h++) z[h] = (z[h] as number) + (w[h] as number);
  }
  return z;
}

/** The classifier's reading of a normalised text: the most worrying window decides. */
export function classify(model: SafetyModel, normalized: string): ClassifierVerdict {
  let best: number[] | undefined;
  let bestCrisis = Number.NEGATIVE_INFINITY;
  let bestRisk = Number.NEGATIVE_INFINITY;
  for (const window of windowsOf(normalized)) {
    const z = logits(model, window);
    const crisis = z[0] as number;
    if (crisis > bestCrisis) {
      bestCrisis = crisis;
      best = z;
    }
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
  return { crisis: sigmoid(bestCrisis), risk: sigmoid(bestRisk), category };
}
