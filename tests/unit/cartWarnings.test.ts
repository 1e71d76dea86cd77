/**
 * Stock warnings in words (issue 18 item 1). Codes and targets as Shopify documents them:
 * https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
 * https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
 */
import fc from 'fast-check';
import type { CartLineView, CartView } from '../../src/lib/cartLines';
import { describeWarning, stockNotice } from '../../src/lib/cartWarnings';

const money = { amount: '10', currencyCode: 'USD' };
const line = (id: string, merchandiseId: string, quantity: number, title = 'Marina Top', variantTitle = 'S'): CartLineView => ({
  id,
  quantity,
  kind: 'product',
  merchandiseId,
  variantTitle,
  selectedOptions: [],
  productTitle: title,
  handle: 'marina-top',
  image: null,
  unitPrice: money,
  compareAtUnitPrice: null,
  total: money,
  discounts: [],
  promo: null,
  attributes: [],
});
const cartOf = (lines: CartLineView[]): CartView => ({
  id: 'gid://shopify/Cart/1',
  checkoutUrl: 'https://shop/checkouts/1',
  updatedAt: '2025-01-01T00:00:00Z',
  totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
  lines,
  hasMoreLines: false,
  giftCards: [],
  subtotal: money,
  total: money,
  buyerCountryCode: 'US',
  discountCodes: [],
  orderDiscounts: [],
  attributes: [],
});

describe('stock notices', () => {
  it('says how many were added when an add was capped (target: the new line’s merchandise)', () => {
    const after = cartOf([line('l1', 'v1', 2)]);
    expect(stockNotice([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'v1' }], cartOf([]), after, 'add')).toBe(
      'Only 2 left of Marina Top (S) — we added 2 items.',
    );
  });

  it('counts only what this add brought when the line already held some (target: the line)', () => {
    const before = cartOf([line('l1', 'v1', 1)]);
    const after = cartOf([line('l1', 'v1', 3)]);
    expect(describeWarning({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'l1' }, before, after, 'add')).toBe(
      'Only 3 left of Marina Top (S) — we added 2 items.',
    );
    expect(describeWarning({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'l1' }, after, after, 'add')).toBe(
      'Only 3 left of Marina Top (S) — your bag already has all of them.',
    );
  });

  it('says a sold-out item was not added, and a capped update what the bag holds', () => {
    expect(stockNotice([{ code: 'MERCHANDISE_OUT_OF_STOCK', message: '', target: 'v9' }], cartOf([]), cartOf([]), 'add')).toBe(
      'Sorry, this item is sold out — nothing was added.',
    );
    const after = cartOf([line('l1', 'v1', 4, 'Bottoms', 'Default Title')]);
    expect(stockNotice([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'l1' }], after, after, 'update')).toBe(
      'Only 4 left of Bottoms — your bag now has 4.',
    );
  });

  it('stays silent for no warnings and for warnings that are not about stock', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('DISCOUNT_NOT_FOUND', 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', 'DUPLICATE_DELIVERY_ADDRESS')), (codes) => {
        const warnings = codes.map((code) => ({ code, message: 'x', target: 'l1' }));
        expect(stockNotice(warnings, cartOf([]), cartOf([line('l1', 'v1', 1)]), 'add')).toBeNull();
      }),
    );
  });

  it('never claims more were added than the line holds', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (had, has) => {
        const before = cartOf(had > 0 ? [line('l1', 'v1', had)] : []);
        const after = cartOf(has > 0 ? [line('l1', 'v1', has)] : []);
        const text = describeWarning({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'v1' }, before, after, 'add') ?? '';
        const added = /we added (\d+)/.exec(text)?.[1];
        if (added !== undefined) expect(Number(added)).toBeLessThanOrEqual(has);
      }),
    );
  });
});
