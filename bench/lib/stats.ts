/** Small, dependency-free statistics for benchmark samples. Every figure the report prints comes from here. */

/** Nearest-rank percentile of already sorted values (the smallest value with at least p% at or below it). */
export function percentileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  if (p >= 100) return sorted[sorted.length - 1]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentile(values: readonly number[], p: number): number {
  return percentileSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}

/** Latency distribution of one run, in the unit of the samples (milliseconds everywhere in this bench). */
export function summarizeLatency(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentileSorted(sorted, 50),
    p97_5: percentileSorted(sorted, 97.5),
    p99: percentileSorted(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** How one figure varied over repeated runs: the report prints the median with min and max beside it. */
export interface Spread {
  min: number;
  median: number;
  max: number;
  runs: number[];
}

export function spread(runs: readonly number[]): Spread {
  const finite = runs.filter((v) => Number.isFinite(v));
  const sorted = [...finite].sort((a, b) => a - b);
  if (sorted.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN, runs: [...runs] };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]!, runs: [...runs] };
}

/** Rounds for storage and display, keeping NaN/Infinity out of JSON (they become null there anyway). */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Least-squares slope and the worst deviation from proportionality, for "does cost grow linearly?". */
export function linearity(points: readonly { x: number; y: number }[]): {
  /** y per x at each point, divided by y per x at the smallest x (1.0 everywhere = perfectly linear). */
  relativeCostPerUnit: number[];
} {
  if (points.length === 0) return { relativeCostPerUnit: [] };
  const sorted = [...points].sort((a, b) => a.x - b.x);
  const base = sorted[0]!.y / sorted[0]!.x;
  return { relativeCostPerUnit: sorted.map((p) => p.y / p.x / base) };
}

export function roundSummary(s: LatencySummary, digits = 3): LatencySummary {
  return {
    count: s.count,
    mean: round(s.mean, digits),
    p50: round(s.p50, digits),
    p97_5: round(s.p97_5, digits),
    p99: round(s.p99, digits),
    max: round(s.max, digits),
  };
}
