/**
 * Logistic regression by AdaGrad over hashed features, in a fixed order of examples (the same data gives the
 * same weights): the learned reader of other languages (languages.ts) and the n-gram reader of English and
 * Spanish (ngrams.ts). Crises are the fewer examples: each counts as half the ratio of the others to them.
 */
export function trainLogistic(
  features: readonly number[][],
  labels: readonly boolean[],
  size: number,
  epochs: number,
): { weights: Float32Array; bias: number } {
  const weights = new Float32Array(size);
  const squares = new Float64Array(size).fill(1e-6);
  let bias = 0;
  const positives = labels.filter(Boolean).length;
  const positiveWeight = ((labels.length - positives) / positives) * 0.5;
  for (let epoch = 0; epoch < epochs; epoch++)
    for (let k = 0; k < labels.length; k++) {
      const i = (k * 7919 + epoch * 104729) % labels.length;
      const x = features[i]!;
      let z = bias;
      for (const j of x) z += weights[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const y = labels[i] ? 1 : 0;
      const err = (p - y) * (y ? positiveWeight : 1);
      for (const j of x) {
        const g = err / Math.sqrt(x.length) + 1e-4 * weights[j]!;
        squares[j]! += g * g;
        weights[j]! -= (0.3 * g) / Math.sqrt(squares[j]!);
      }
      bias -= 0.01 * err;
    }
  return { weights, bias };
}
