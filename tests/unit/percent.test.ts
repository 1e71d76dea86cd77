import fc from 'fast-check';
import { discountPercent, percent } from '../../src/lib/percent';

describe('percent', () => {
  it('returns 0 when the divisor is 0', () => {
    expect(percent(5, 0)).toBe(0);
    expect(percent(0, 0)).toBe(0);
  });

  it('rounds the share to a whole percentage', () => {
    expect(percent(30, 120)).toBe(25);
    expect(percent(1, 3)).toBe(33);
  });

  it('is 100 for the whole and 0 for nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (whole) => {
        expect(percent(whole, whole)).toBe(100);
        expect(percent(0, whole)).toBe(0);
      }),
    );
  });

  it('gives the discount against a compare-at price', () => {
    expect(discountPercent(90, 120)).toBe(25);
    expect(discountPercent(120, 120)).toBe(0);
    expect(discountPercent(120, null)).toBe(0);
  });
});
