/** `part` as a percentage of `whole`, rounded to an integer; 0 when the divisor is 0, never NaN. */
export function percent(part: number, whole: number): number {
  if (!whole || !Number.isFinite(whole) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 100);
}

/** Discount of a price against its compare-at price, in whole percent (0 when there is none). */
export function discountPercent(price: number, compareAt: number | null | undefined): number {
  if (!compareAt || compareAt <= price) return 0;
  return percent(compareAt - price, compareAt);
}
