import fc from 'fast-check';
import { AUTO_LINE_DEFAULTS } from '../../../../src/config/cart';
import { applyQuantities, clampQuantity, giftProgress, type CartView } from '../../../../src/features/cart/rules/lines';
import { mapCart } from '../../../../src/features/cart/rules/mapping';
import type { CartFragment } from '../../../../src/storefront/generated/storefront.generated';
import { cartJson, seededCart, VARIANTS } from '../../../msw/fixtures/cart';

const view = (lines: Parameters<typeof seededCart>[1]): CartView =>
  mapCart(cartJson(seededCart('gid://shopify/Cart/t1', lines)) as unknown as CartFragment, AUTO_LINE_DEFAULTS);

describe('applyQuantities', () => {
  it('returns the same cart when nothing is pending', () => {
    const cart = view([[VARIANTS.marinaTopS, 1]]);
    expect(applyQuantities(cart, new Map())).toBe(cart);
  });

  it('hides lines set to 0 and moves the subtotal by the difference', () => {
    const cart = view([[VARIANTS.marinaTopS, 1], [VARIANTS.marinaBottomsM, 2]]);
    const [top, bottoms] = cart.lines;
    const shown = applyQuantities(cart, new Map([[top!.id, 0], [bottoms!.id, 3]]));
    expect(shown.lines.map((l) => l.quantity)).toEqual([3]);
    expect(shown.subtotal.amount).toBe('156');
    expect(shown.totalQuantity).toBe(3);
  });

  it('keeps a line discount while a quantity change is on its way', () => {
    const cart = view([[VARIANTS.marinaBottomsM, 2]]);
    const [line] = cart.lines;
    // 15% off the line (as BLUEBAY15 allocates it): 104.00 − 15.60.
    const discounted: CartView = {
      ...cart,
      lines: [{ ...line!, total: { amount: '88.4', currencyCode: 'USD' }, discounts: [{ code: 'BLUEBAY15', amount: { amount: '15.6', currencyCode: 'USD' } }] }],
      subtotal: { amount: '88.4', currencyCode: 'USD' },
    };
    const shown = applyQuantities(discounted, new Map([[line!.id, 3]]));
    expect(shown.lines[0]!.total.amount).toBe('132.6');
    expect(shown.subtotal.amount).toBe('132.6');
  });

  it('agrees with the server arithmetic for any quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), (a, b, next) => {
        const cart = view([[VARIANTS.marinaTopS, a], [VARIANTS.glamzTop, b]]);
        const shown = applyQuantities(cart, new Map([[cart.lines[0]!.id, next]]));
        const expected = view(next > 0 ? [[VARIANTS.marinaTopS, next], [VARIANTS.glamzTop, b]] : [[VARIANTS.glamzTop, b]]);
        expect(Number(shown.subtotal.amount)).toBeCloseTo(Number(expected.subtotal.amount), 2);
        expect(shown.totalQuantity).toBe(expected.totalQuantity);
      }),
    );
  });
});

describe('giftProgress', () => {
  it('counts only Glamz lines and says how much is left', () => {
    const cart = view([[VARIANTS.glamzTop, 1], [VARIANTS.marinaTopS, 3]]);
    expect(giftProgress(cart.lines, 'glamz', 115)).toMatchObject({ total: 60, remaining: 55, reached: false });
  });

  it('is reached at exactly 115 and ignores the gift line itself', () => {
    const cart = view([[VARIANTS.glamzTop, 1], [VARIANTS.glamzBottoms, 1], [VARIANTS.gift, 1]]);
    expect(giftProgress(cart.lines, 'glamz', 115)).toMatchObject({ total: 115, remaining: 0, reached: true, ratio: 1 });
  });

  it('keeps the ratio between 0 and 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (n) => {
        const cart = view(n > 0 ? [[VARIANTS.glamzTop, n]] : []);
        const { ratio, remaining } = giftProgress(cart.lines, 'glamz', 115);
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers within bounds and turns garbage into the minimum', () => {
    expect(clampQuantity('7', 1, 99)).toBe(7);
    expect(clampQuantity(2.7, 1, 99)).toBe(2);
    expect(clampQuantity(500, 1, 99)).toBe(99);
    expect(clampQuantity('abc', 1, 99)).toBe(1);
    // fast-check once generated this: Number() throws on it instead of returning NaN.
    expect(clampQuantity({ toString: false }, 1, 99)).toBe(1);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const q = clampQuantity(value, 0, 99);
        expect(Number.isInteger(q) && q >= 0 && q <= 99).toBe(true);
      }),
    );
  });
});
