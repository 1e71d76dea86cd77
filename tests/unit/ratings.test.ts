import fc from 'fast-check';
import { averageRating, ratingCount } from '../../src/lib/ratings';

describe('averageRating', () => {
  it('is the sum of star × total over the sum of totals', () => {
    expect(averageRating([{ star: 5, total: 3 }, { star: 4, total: 1 }])).toBe(4.75);
    expect(ratingCount([{ star: 5, total: 3 }, { star: 4, total: 1 }])).toBe(4);
  });

  it('is 0 without ratings', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ star: 5, total: 0 }])).toBe(0);
  });

  it('stays between the lowest and highest rated star', () => {
    const bucket = fc.record({ star: fc.integer({ min: 1, max: 5 }), total: fc.integer({ min: 1, max: 500 }) });
    fc.assert(
      fc.property(fc.array(bucket, { minLength: 1 }), (buckets) => {
        const avg = averageRating(buckets);
        const stars = buckets.map((b) => b.star);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...stars) - 1e-9);
        expect(avg).toBeLessThanOrEqual(Math.max(...stars) + 1e-9);
      }),
    );
  });
});
