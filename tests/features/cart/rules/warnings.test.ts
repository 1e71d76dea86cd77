/**
 * Cart warnings in words. Codes and targets as Shopify documents them:
 * https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
 * https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode
 * https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import type { IntrospectionEnumType, IntrospectionQuery } from 'graphql';
import type { CartLineView, CartView } from '../../../../src/features/cart/rules/lines';
import { describeWarning, GENERAL_WARNING, warningNotice } from '../../../../src/features/cart/rules/warnings';

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
    expect(warningNotice([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'v1' }], cartOf([]), after, 'add')).toBe(
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
      'Only 3 left of Marina Top (S) — your cart already has all of them.',
    );
  });

  it('says a sold-out item was not added, and a capped update what the bag holds', () => {
    expect(warningNotice([{ code: 'MERCHANDISE_OUT_OF_STOCK', message: '', target: 'v9' }], cartOf([]), cartOf([]), 'add')).toBe(
      'Sorry, this item is sold out — nothing was added.',
    );
    const after = cartOf([line('l1', 'v1', 4, 'Bottoms', 'Default Title')]);
    expect(warningNotice([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: 'l1' }], after, after, 'update')).toBe(
      'Only 4 left of Bottoms — your cart now has 4.',
    );
  });

  it('stays silent when there are no warnings', () => {
    expect(warningNotice([], cartOf([]), cartOf([line('l1', 'v1', 1)]), 'add')).toBeNull();
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

/** CartWarningCode as the 2026-04 schema lists it. */
function warningCodes2026(): string[] {
  const require = createRequire(import.meta.url);
  const json = JSON.parse(readFileSync(require.resolve('@shopify/hydrogen-react-2026-04/storefront.schema.json'), 'utf8')) as {
    data?: IntrospectionQuery;
  } & IntrospectionQuery;
  const type = (json.data ?? json).__schema.types.find((t) => t.name === 'CartWarningCode') as IntrospectionEnumType;
  return type.enumValues.map((value) => value.name);
}

describe('every warning in words', () => {
  const withLine = cartOf([line('l1', 'v1', 1)]);
  const withCode = { ...withLine, discountCodes: [{ code: 'swim10', applicable: false }] };

  it('has a sentence of its own for each CartWarningCode of 2026-04, not the general one', () => {
    const codes = warningCodes2026();
    expect(codes).toEqual(expect.arrayContaining(['DISCOUNT_NOT_FOUND', 'MERCHANDISE_OUT_OF_STOCK', 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', 'DUPLICATE_DELIVERY_ADDRESS']));
    for (const code of codes) {
      const sentence = describeWarning({ code, message: '', target: 'l1' }, withLine, withLine, 'add');
      expect({ code, sentence }).toEqual({ code, sentence: expect.stringMatching(/\w.*[.!?]$/) });
      expect({ code, sentence }).not.toEqual({ code, sentence: GENERAL_WARNING });
    }
  });

  // Meanings from https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode
  it.each([
    // "The discount code cannot be honored."
    ['DISCOUNT_CODE_NOT_HONOURED', 'SWIM10 can’t be used on this order.'],
    // "The discount is currently inactive."
    ['DISCOUNT_CURRENTLY_INACTIVE', 'SWIM10 isn’t active right now.'],
    // "The customer is not eligible for this discount." / "An eligible customer is missing for this discount."
    ['DISCOUNT_CUSTOMER_NOT_ELIGIBLE', 'SWIM10 is for particular customers only. If it was sent to you, sign in and try again.'],
    ['DISCOUNT_ELIGIBLE_CUSTOMER_MISSING', 'SWIM10 is for particular customers only. If it was sent to you, sign in and try again.'],
    // "The customer's discount usage limit has been reached." / "The discount usage limit has been reached."
    ['DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', 'You’ve already used SWIM10: it works once per customer.'],
    ['DISCOUNT_USAGE_LIMIT_REACHED', 'SWIM10 has already been used as many times as it can be.'],
    // "The purchase type is incompatible with this discount."
    ['DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE', 'SWIM10 doesn’t apply to this kind of purchase (one-time or subscription).'],
    // "The discount was not found."
    ['DISCOUNT_NOT_FOUND', 'SWIM10 isn’t a discount code we know. Check the spelling and try again.'],
    // "There are no entitled line items for this discount."
    ['DISCOUNT_NO_ENTITLED_LINE_ITEMS', 'SWIM10 doesn’t apply to any item in your cart. Its terms leave out items such as sale items, final-sale items or gift cards.'],
    // "There are no entitled shipping lines for this discount."
    ['DISCOUNT_NO_ENTITLED_SHIPPING_LINES', 'SWIM10 takes money off delivery: enter it at checkout once you’ve chosen how to receive your order.'],
    // "The purchase is not in range for this discount."
    ['DISCOUNT_PURCHASE_NOT_IN_RANGE', 'SWIM10 is for orders of a different total: check its minimum spend.'],
    // "The quantity is not in range for this discount."
    ['DISCOUNT_QUANTITY_NOT_IN_RANGE', 'SWIM10 is for a different number of items: check how many it needs.'],
  ])('%s names the code the warning targets', (code, sentence) => {
    expect(describeWarning({ code, message: 'whatever', target: 'swim10' }, withCode, withCode, 'add')).toBe(sentence);
  });

  it('names a discount code found in the message, or speaks of “a discount code”', () => {
    expect(describeWarning({ code: 'DISCOUNT_CURRENTLY_INACTIVE', message: 'Code swim10 is inactive', target: 'gid://shopify/Discount/1' }, withCode, withCode, 'update')).toBe(
      'SWIM10 isn’t active right now.',
    );
    expect(describeWarning({ code: 'DISCOUNT_CURRENTLY_INACTIVE', message: '', target: 'gid://shopify/Discount/1' }, withLine, withLine, 'update')).toBe(
      'A discount code isn’t active right now.',
    );
  });

  it('tells gift-card, delivery-address and business-account warnings', () => {
    // "Gift cards are not available as a payment method."
    expect(describeWarning({ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: '', target: 'gid://shopify/Cart/1' }, withLine, withLine, 'add')).toBe(
      'Gift cards can’t be used to pay for this order.',
    );
    // "A delivery address with the same details already exists on this cart."
    expect(describeWarning({ code: 'DUPLICATE_DELIVERY_ADDRESS', message: '', target: 'x' }, withLine, withLine, 'add')).toBe(
      'That delivery address is already saved on your cart.',
    );
    // "Only one-time purchase is available for B2B orders."
    expect(
      describeWarning({ code: 'MERCHANDISE_SELLING_PLAN_NOT_APPLICABLE_ON_COMPANY_LOCATION', message: '', target: 'l1' }, withLine, withLine, 'add'),
    ).toBe('Marina Top (S) can only be bought as a one-time purchase on a business account.');
  });

  it('tells a 2026-07 code too (https://shopify.dev/changelog/new-productunavailableinbuyerlocation-warning-code-in-the-storefront-api-cart)', () => {
    expect(describeWarning({ code: 'PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION', message: '', target: 'l1' }, withLine, withLine, 'add')).toBe(
      'Sorry, Marina Top (S) isn’t available in your country.',
    );
  });

  it('tells an unknown code with the API’s message when it reads as a sentence, else in general words', () => {
    const unknown = (message: string) => describeWarning({ code: 'SOMETHING_NEW', message, target: 'l1' }, withLine, withLine, 'add');
    expect(unknown('the price of an item changed')).toBe('The price of an item changed.');
    expect(unknown('')).toBe(GENERAL_WARNING);
    expect(unknown('SOMETHING_NEW')).toBe(GENERAL_WARNING);
    expect(unknown('Line gid://shopify/CartLine/1 changed')).toBe(GENERAL_WARNING);
    expect(unknown('<b>changed</b> for you')).toBe(GENERAL_WARNING);
  });

  it('joins a mutation’s sentences, each once', () => {
    const warnings = [
      { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: '', target: 'c' },
      { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: '', target: 'c' },
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: '', target: 'v9' },
    ];
    expect(warningNotice(warnings, withLine, withLine, 'add')).toBe(
      'Gift cards can’t be used to pay for this order. Sorry, this item is sold out — nothing was added.',
    );
  });

  it('never throws and always says a sentence (or nothing) for any code, message and target', () => {
    const carts = fc.constantFrom(cartOf([]), withLine, withCode);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), carts, carts, fc.constantFrom('add' as const, 'update' as const), (code, message, target, before, after, action) => {
        const sentence = describeWarning({ code, message, target }, before, after, action);
        if (sentence !== null) {
          expect(sentence.length).toBeGreaterThan(0);
          expect(sentence).toMatch(/[.!?]$/);
          expect(sentence).not.toMatch(/[<>]|gid:\/\//);
        }
      }),
    );
  });
});
