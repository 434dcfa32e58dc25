import { SAFETY_CATEGORIES } from '@sage/shared';

/** A year's crisis referrals by kind of danger, from the daily counts (no ids, no text). */
export interface ReferralReport {
  year: number;
  total: number;
  byCategory: Record<string, number>;
  /** Days of the year with counts kept (the daily counts are kept five years). */
  days: number;
}

export function referralReport(
  year: number,
  rows: { day: string; metric: string; value: number }[],
): ReferralReport {
  const byCategory = Object.fromEntries(SAFETY_CATEGORIES.filter((c) => c !== 'none').map((c) => [c, 0]));
  let total = 0;
  const days = new Set<string>();
  for (const r of rows) {
    if (!r.day.startsWith(`${year}-`)) continue;
    days.add(r.day);
    if (r.metric === 'crisis_referrals') total += r.value;
    const category = /^crisis_referrals_(.+)$/.exec(r.metric)?.[1];
    if (category) byCategory[category] = (byCategory[category] ?? 0) + r.value;
  }
  return { year, total, byCategory, days: days.size };
}
