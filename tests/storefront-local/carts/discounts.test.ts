/** Which discount codes apply together (storefront-local/carts/discounts.ts). */
import fc from 'fast-check';
import { bestCombination, combinable, type DiscountDefinition } from '../../../storefront-local/carts/discounts';
import { DISCOUNT_CODES } from '../../../storefront-local/shops/blue-bay/discountCodes';

const all = Object.values(DISCOUNT_CODES);
const subsets = (list: DiscountDefinition[]) => Array.from({ length: 1 << list.length }, (_, m) => list.filter((_, i) => m & (1 << i)));

describe('discount combinations', () => {
  it('seeds a mix: one product-level code that stacks with an order code, and order codes that do not stack', () => {
    expect(all.filter((d) => d.discountClass === 'PRODUCT').map((d) => d.code)).toEqual(['STUDENT30', 'FALLSETS', 'BLUEBAY15']);
    expect(combinable([DISCOUNT_CODES.BLUEBAY15!, DISCOUNT_CODES.WELCOME10!])).toBe(true);
    expect(combinable([DISCOUNT_CODES.STUDENT30!, DISCOUNT_CODES.WELCOME10!])).toBe(false);
    expect(combinable([DISCOUNT_CODES.STUDENT30!, DISCOUNT_CODES.BLUEBAY15!])).toBe(false);
  });

  it('picks a combinable set that saves at least as much as any other combinable set', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(all), fc.dictionary(fc.constantFrom(...all.map((d) => d.code)), fc.integer({ min: 0, max: 1000 })), (entered, worth) => {
        const saving = (set: readonly DiscountDefinition[]) => set.reduce((sum, d) => sum + (worth[d.code] ?? 0), 0);
        const best = bestCombination(entered, saving);
        expect(combinable(best)).toBe(true);
        for (const other of subsets(entered)) if (combinable(other)) expect(saving(best)).toBeGreaterThanOrEqual(saving(other));
      }),
    );
  });
});
