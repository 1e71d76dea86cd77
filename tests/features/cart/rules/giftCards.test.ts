/**
 * Gift cards in the shopper's words. Codes are case-insensitive (https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card);
 * the API does not trim and leaves a wrong code out silently (https://github.com/Shopify/hydrogen/pull/3401);
 * cartGiftCardCodesUpdate replaces the codes (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesUpdate).
 */
import fc from 'fast-check';
import { alreadyApplied, amountToPay, cartAddsGiftCardCodes, giftCardOutcome, nextGiftCardCodes, normaliseGiftCardCode } from '../../../../src/features/cart/rules/giftCards';
import type { AppliedGiftCardView, CartView } from '../../../../src/features/cart/rules/lines';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const card = (lastCharacters: string, used: string, after: string): AppliedGiftCardView => ({
  id: `gid://shopify/AppliedGiftCard/${lastCharacters}`,
  lastCharacters,
  amountUsed: money(used),
  balanceAfter: money(after),
});
const cart = (total: string, giftCards: AppliedGiftCardView[]): CartView => ({
  id: 'gid://shopify/Cart/1',
  checkoutUrl: 'https://shop/checkouts/cn/1',
  updatedAt: '2026-01-01T00:00:00Z',
  totalQuantity: 1,
  lines: [],
  hasMoreLines: false,
  subtotal: money(total),
  orderDiscounts: [],
  total: money(total),
  buyerCountryCode: 'US',
  discountCodes: [],
  attributes: [],
  giftCards,
});

describe('gift card codes', () => {
  it('reads a code as printed or typed: spaces and dashes out, upper case', () => {
    expect(normaliseGiftCardCode(' abcd-efgh ijkl\tmnop ')).toBe('ABCDEFGHIJKLMNOP');
  });

  it('sends the codes of the cards already applied that this page knows, then the new one once', () => {
    const before = cart('120.00', [card('AAAA', '20.00', '0.00'), card('BBBB', '10.00', '5.00')]);
    const known = new Map([['AAAA', 'XXXXXXXXXXXXAAAA']]);
    expect(nextGiftCardCodes(before, known, 'yyyy yyyy yyyy cccc')).toEqual(['XXXXXXXXXXXXAAAA', 'YYYYYYYYYYYYCCCC']);
    expect(nextGiftCardCodes(before, known, 'XXXXXXXXXXXXAAAA')).toEqual(['XXXXXXXXXXXXAAAA']);
    expect(alreadyApplied(before, 'zzzz zzzz zzzz bbbb')).toBe(true);
  });

  it('says what a card pays and keeps, or in words that a code did not work, and names a card that came off', () => {
    const before = cart('120.00', [card('BBBB', '10.00', '5.00')]);
    expect(giftCardOutcome(before, cart('120.00', [card('BBBB', '10.00', '5.00'), card('CCCC', '50.00', '25.00')]), 'c-ccc').message).toBe(
      'Gift card •••• CCCC applied: it pays $50.00 of your order, and $25.00 stays on the card.',
    );
    const wrong = giftCardOutcome(before, before, 'NOPE');
    expect(wrong.applied).toBe(false);
    expect(wrong.message).toBe('That gift card code didn’t work. Check it for typos: a card that is used up or has expired can’t be used either.');
    expect(giftCardOutcome(before, cart('120.00', [card('CCCC', '50.00', '25.00')]), 'CCCC').message).toContain(
      'Gift card •••• BBBB came off: enter its code again to use it too.',
    );
  });

  it('leaves to pay the total less what the cards pay, never below zero', () => {
    expect(amountToPay(cart('120.00', [card('AAAA', '20.00', '0.00'), card('BBBB', '30.50', '0.00')]))).toEqual(money('69.50'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 }), (total, uses) => {
        const left = amountToPay(cart((total / 100).toFixed(2), uses.map((u, i) => card(`C${i}`, (u / 100).toFixed(2), '0.00'))));
        expect(Math.round(Number(left.amount) * 100)).toBe(Math.max(0, total - uses.reduce((s, u) => s + u, 0)));
      }),
    );
  });
});

describe('cartAddsGiftCardCodes', () => {
  // https://shopify.dev/changelog/posts/storefront-api-cart-now-supports-adding-gift-cards: "As of version 2025-10".
  it('is true from 2025-10 on and for unstable, false before', () => {
    expect(['2025-04', '2025-07', '2025-10', '2026-04', 'unstable', 'garbage'].map(cartAddsGiftCardCodes)).toEqual([false, false, true, true, true, false]);
  });
});
