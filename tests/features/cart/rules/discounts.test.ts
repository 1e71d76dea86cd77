/**
 * Discount codes in words (src/features/cart/rules/discounts.ts). A code that does not apply comes back with
 * `applicable: false`, not as a userError
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate), since 2025-07 with
 * a warning saying why (https://shopify.dev/changelog/add-warnings-for-discount-codes).
 */
import fc from 'fast-check';
import { discountCodeViews, discountOutcome, nextDiscountCodes } from '../../../../src/features/cart/rules/discounts';
import type { CartLineView, CartView } from '../../../../src/features/cart/rules/lines';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

const line = (over: Partial<CartLineView>): CartLineView => ({
  id: 'l1',
  quantity: 1,
  kind: 'product',
  merchandiseId: 'v1',
  variantTitle: 'S',
  selectedOptions: [],
  productTitle: 'Marina Top',
  handle: 'marina-top',
  image: null,
  unitPrice: usd('100.0'),
  compareAtUnitPrice: null,
  total: usd('100.0'),
  discounts: [],
  promo: null,
  attributes: [],
  ...over,
});

const cart = (over: Partial<CartView>): CartView => ({
  id: 'c1',
  checkoutUrl: 'https://shop.example/checkouts/cn/c1',
  updatedAt: '2025-07-01T10:00:00Z',
  totalQuantity: 1,
  lines: [line({})],
  hasMoreLines: false,
  giftCards: [],
  subtotal: usd('100.0'),
  orderDiscounts: [],
  total: usd('100.0'),
  buyerCountryCode: 'US',
  discountCodes: [],
  attributes: [],
  ...over,
});

/** BLUEBAY15 on two lines (15 + 9) and WELCOME10 on the order (7.60). */
const discounted = cart({
  lines: [
    line({ id: 'l1', total: usd('85.0'), discounts: [{ code: 'BLUEBAY15', amount: usd('15.0') }] }),
    line({ id: 'l2', unitPrice: usd('60.0'), total: usd('51.0'), discounts: [{ code: 'BLUEBAY15', amount: usd('9.0') }] }),
  ],
  subtotal: usd('136.0'),
  orderDiscounts: [{ code: 'WELCOME10', amount: usd('13.6') }],
  total: usd('122.4'),
  discountCodes: [
    { code: 'bluebay15', applicable: true },
    { code: 'WELCOME10', applicable: true },
    { code: 'STUDENT30', applicable: false },
  ],
});

describe('nextDiscountCodes', () => {
  it('keeps the codes the cart has when adding one, once, whatever its case', () => {
    expect(nextDiscountCodes(['BLUEBAY15'], ' welcome10 ', false)).toEqual(['BLUEBAY15', 'welcome10']);
    expect(nextDiscountCodes(['BLUEBAY15', 'WELCOME10'], 'welcome10', false)).toEqual(['BLUEBAY15', 'welcome10']);
    expect(nextDiscountCodes(['BLUEBAY15', 'WELCOME10'], 'Bluebay15', true)).toEqual(['WELCOME10']);
  });

  it('adding keeps every other code and holds the new one once; removing leaves every other code', () => {
    const code = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(code, { selector: (c) => c.toUpperCase(), maxLength: 5 }), code, (current, entered) => {
        const others = current.filter((c) => c.toUpperCase() !== entered.toUpperCase());
        const added = nextDiscountCodes(current, entered, false);
        expect(added.filter((c) => c.toUpperCase() === entered.toUpperCase())).toHaveLength(1);
        expect(added.filter((c) => c.toUpperCase() !== entered.toUpperCase())).toEqual(others);
        expect(nextDiscountCodes(current, entered, true)).toEqual(others);
      }),
    );
  });
});

describe('discountCodeViews', () => {
  it('gives each applied code its saving on the lines and the order; none to a code that does not apply', () => {
    expect(discountCodeViews(discounted)).toEqual([
      { code: 'bluebay15', applicable: true, saving: usd('24.00') },
      { code: 'WELCOME10', applicable: true, saving: usd('13.60') },
      { code: 'STUDENT30', applicable: false, saving: null },
    ]);
  });
});

describe('discountOutcome', () => {
  const before = cart({ discountCodes: [{ code: 'BLUEBAY15', applicable: true }] });

  it('an applied code says what it saves', () => {
    const outcome = discountOutcome(before, discounted, 'welcome10', []);
    expect(outcome).toEqual({ applied: true, message: 'WELCOME10 applied — you save $13.60.' });
  });

  it('a code that pushed another out says so', () => {
    const after = cart({
      orderDiscounts: [{ code: 'STUDENT30', amount: usd('30.0') }],
      total: usd('70.0'),
      discountCodes: [
        { code: 'BLUEBAY15', applicable: false },
        { code: 'STUDENT30', applicable: true },
      ],
    });
    expect(discountOutcome(before, after, 'student30', []).message).toBe(
      "STUDENT30 applied — you save $30.00. BLUEBAY15 no longer applies: it can’t be combined with STUDENT30.",
    );
  });

  it('an unknown code: not known, check the spelling', () => {
    const after = cart({ discountCodes: [{ code: 'SUMMER99', applicable: false }] });
    const outcome = discountOutcome(cart({}), after, 'summer99', [{ code: 'DISCOUNT_NOT_FOUND', message: 'Discount code summer99 is not valid', target: 'summer99' }]);
    expect(outcome).toEqual({ applied: false, message: "SUMMER99 isn’t a discount code we know. Check the spelling and try again." });
  });

  it('a code that does not combine with the ones applied (no warning): names them and what to do', () => {
    const after = cart({
      discountCodes: [
        { code: 'BLUEBAY15', applicable: true },
        { code: 'STUDENT30', applicable: false },
      ],
    });
    expect(discountOutcome(before, after, 'STUDENT30', []).message).toBe(
      "STUDENT30 can’t be combined with BLUEBAY15, so it wasn’t applied. To use STUDENT30 instead, remove BLUEBAY15 first.",
    );
  });

  it('a code that applies to nothing in the cart says so', () => {
    const after = cart({ discountCodes: [{ code: 'SWIM5', applicable: false }] });
    expect(discountOutcome(cart({}), after, 'SWIM5', [{ code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS', message: 'No entitled items', target: 'SWIM5' }]).message).toBe(
      'SWIM5 doesn’t apply to any item in your cart. Its terms leave out items such as sale items, final-sale items or gift cards.',
    );
  });

  it('a code with a warning says the warning’s reason, even beside applied codes (not “can’t be combined”)', () => {
    // DISCOUNT_PURCHASE_NOT_IN_RANGE: "The purchase is not in range for this discount."
    // (https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode)
    const after = cart({
      discountCodes: [
        { code: 'BLUEBAY15', applicable: true },
        { code: 'BIG50', applicable: false },
      ],
    });
    const warning = { code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: 'The purchase is not in range for this discount.', target: 'BIG50' };
    expect(discountOutcome(before, after, 'big50', [warning])).toEqual({
      applied: false,
      message: 'BIG50 is for orders of a different total: check its minimum spend.',
    });
  });
});
