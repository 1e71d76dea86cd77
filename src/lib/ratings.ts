export interface RatingBucket {
  star: number;
  total: number;
}

/** Average = Σ(star × total) / Σ(total); 0 when there are no ratings. */
export function averageRating(buckets: readonly RatingBucket[]): number {
  let weighted = 0;
  let count = 0;
  for (const { star, total } of buckets) {
    weighted += star * total;
    count += total;
  }
  return count === 0 ? 0 : weighted / count;
}

export const ratingCount = (buckets: readonly RatingBucket[]): number =>
  buckets.reduce((sum, b) => sum + b.total, 0);
