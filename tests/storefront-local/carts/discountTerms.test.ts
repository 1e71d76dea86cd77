/**
 * Each code's terms (storefront-local/carts/discounts.ts) as the cart applies them, and the words the
 * pages that advertise a code show for them (carts/discountTerms.ts).
 */
import fc from 'fast-check';
import { computeCartCost } from '../../../storefront-local/carts/cartCost';
import type { CartRecord } from '../../../storefront-local/carts/cartRecord';
import { isEntitled, refusal, type DiscountDefinition, type DiscountItem } from '../../../storefront-local/carts/discounts';
import { DISCOUNT_CODES } from '../../../storefront-local/shops/blue-bay/discountCodes';
import { refusalInWords, termsInWords } from '../../../storefront-local/carts/discountTerms';
import type { Catalogue, CatalogueVariant } from '../../../storefront-local/catalogue/types';
import { SPECIAL_VARIANT_IDS } from '../../../storefront-local/shops/blue-bay/settings';
import { testStorefront, type TestStorefront } from '../helpers';

const item = (over: Partial<DiscountItem> = {}): DiscountItem => ({
  hidden: false,
  isGiftCard: false,
  onSale: false,
  finalSale: false,
  giftBox: false,
  productType: 'Bikini Top',
  ...over,
});
const STUDENT = DISCOUNT_CODES.STUDENT30!;
const WELCOME = DISCOUNT_CODES.WELCOME10!;
const CLUB = DISCOUNT_CODES.BBCLUB10!;
const facts = { now: new Date('2026-11-26T12:00:00Z'), entitledLines: 1, entitledQuantity: 1, entitledSubtotalMinor: 10_000, minimumMinor: null, usedCodes: new Set<string>(), customer: true };

describe('entitlement', () => {
  it('the student code lowers full-price items only: not sale, final-sale, gift boxes, gift cards or Shipping Protection', () => {
    expect(isEntitled(STUDENT, item())).toBe(true);
    for (const excluded of [{ onSale: true }, { finalSale: true }, { giftBox: true }, { isGiftCard: true }, { hidden: true }]) {
      expect(isEntitled(STUDENT, item(excluded))).toBe(false);
    }
  });

  it('Beach Club codes take sale and final-sale items and gift boxes, never gift cards or automatic lines', () => {
    for (const included of [{ onSale: true }, { onSale: true, finalSale: true }, { giftBox: true }]) expect(isEntitled(CLUB, item(included))).toBe(true);
    expect(isEntitled(CLUB, item({ isGiftCard: true }))).toBe(false);
    expect(isEntitled(CLUB, item({ hidden: true }))).toBe(false);
  });
});

describe('refusal', () => {
  const dated: DiscountDefinition = { ...WELCOME, startsAt: '2026-09-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z', minimumSubtotalUsdCents: 5_000, oncePerCustomer: true };

  it('names the first term the cart fails, as a CartWarningCode', () => {
    expect(refusal(WELCOME, facts)).toBeNull();
    expect(refusal(WELCOME, { ...facts, entitledLines: 0, entitledSubtotalMinor: 0 })).toBe('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
    expect(refusal(dated, { ...facts, now: new Date('2026-12-01T00:00:00Z') })).toBe('DISCOUNT_CURRENTLY_INACTIVE');
    expect(refusal(dated, { ...facts, now: new Date('2026-08-31T23:59:59Z') })).toBe('DISCOUNT_CURRENTLY_INACTIVE');
    expect(refusal(dated, { ...facts, minimumMinor: 5_000, entitledSubtotalMinor: 4_999 })).toBe('DISCOUNT_PURCHASE_NOT_IN_RANGE');
    expect(refusal(dated, { ...facts, minimumMinor: 5_000, entitledSubtotalMinor: 5_000 })).toBeNull();
    expect(refusal(dated, { ...facts, usedCodes: new Set(['WELCOME10']) })).toBe('DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED');
    const sets = DISCOUNT_CODES.FALLSETS!;
    expect(refusal(sets, { ...facts, entitledQuantity: 1 })).toBe('DISCOUNT_QUANTITY_NOT_IN_RANGE');
    expect(refusal(sets, { ...facts, entitledQuantity: 2 })).toBeNull();
    // 23:59 Pacific on 30 November is still in; midnight Pacific on 1 December is not.
    expect(refusal(sets, { ...facts, entitledQuantity: 2, now: new Date('2026-12-01T07:59:59Z') })).toBeNull();
    expect(refusal(sets, { ...facts, entitledQuantity: 2, now: new Date('2026-12-01T08:00:00Z') })).toBe('DISCOUNT_CURRENTLY_INACTIVE');
  });

  it('refuses a Beach Club code to a guest, then to a member who used it before (https://shopify.dev/docs/api/storefront/latest/enums/CartWarningCode)', () => {
    for (const code of ['BBCLUB10', 'BBCLUB20']) {
      const club = DISCOUNT_CODES[code]!;
      expect(refusal(club, { ...facts, customer: false })).toBe('DISCOUNT_ELIGIBLE_CUSTOMER_MISSING');
      expect(refusal(club, facts)).toBeNull();
      expect(refusal(club, { ...facts, usedCodes: new Set([code]) })).toBe('DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED');
      expect(refusal(club, { ...facts, usedCodes: new Set(['WELCOME10']) })).toBeNull();
    }
    expect(refusalInWords(CLUB, 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING')).toBe('BBCLUB10 is for Beach Club members: sign in to your account to use it.');
  });

  it('says each refusal in words the shopper can act on', () => {
    expect(refusalInWords(STUDENT, 'DISCOUNT_NO_ENTITLED_LINE_ITEMS')).toBe(
      'STUDENT30 doesn’t apply to any item in your cart: it isn’t valid on sale items, final-sale items, gift boxes, gift cards or Shipping Protection.',
    );
    expect(refusalInWords(dated, 'DISCOUNT_PURCHASE_NOT_IN_RANGE')).toBe('WELCOME10 needs full-price items worth $50.00 or more in your cart.');
  });
});

describe('terms in words', () => {
  it('states every term of the student code', () => {
    expect(termsInWords(STUDENT, DISCOUNT_CODES)).toEqual([
      '30% off each full-price item.',
      'Not valid on sale items, final-sale items, gift boxes, gift cards or Shipping Protection.',
      'Can’t be combined with other discount codes.',
    ]);
  });

  it('states minimum, usage, dates and combinations when a code has them', () => {
    const dated: DiscountDefinition = { ...WELCOME, startsAt: '2026-09-01T07:00:00Z', endsAt: '2026-12-01T08:00:00Z', minimumSubtotalUsdCents: 5_000, oncePerCustomer: true };
    expect(termsInWords(dated, DISCOUNT_CODES)).toEqual([
      '10% off the full-price items in the order.',
      'Not valid on sale items, final-sale items, gift cards or Shipping Protection.',
      'Only on orders whose full-price items add up to $50.00 or more.',
      'One use per customer.',
      'Valid from 1 September 2026 until 30 November 2026.',
      'Can be combined with BLUEBAY15 only.',
    ]);
  });

  it('states the Beach Club codes as members-only and once each, and the friend code as once each on full-price items', () => {
    expect(termsInWords(DISCOUNT_CODES.BBCLUB20!, DISCOUNT_CODES)).toEqual([
      '20% off the items in the order, sale items included.',
      'Not valid on gift cards or Shipping Protection.',
      'For Beach Club members: sign in to your account to use it.',
      'One use per customer.',
      'Can’t be combined with other discount codes.',
    ]);
    expect(termsInWords(DISCOUNT_CODES.BBFRIEND20!, DISCOUNT_CODES)).toEqual([
      '20% off the full-price items in the order.',
      'Not valid on sale items, final-sale items, gift cards or Shipping Protection.',
      'One use per customer.',
      'Can’t be combined with other discount codes.',
    ]);
  });

  it('states the Fall Sets code as its page does: sets only, two or more, in Pacific days', () => {
    expect(termsInWords(DISCOUNT_CODES.FALLSETS!, DISCOUNT_CODES)).toEqual([
      '25% off each full-price bikini set.',
      'Not valid on sale items, final-sale items, gift cards or Shipping Protection.',
      'Only when the order has 2 or more of them.',
      'Valid from 1 September 2026 until 30 November 2026.',
      'Can’t be combined with other discount codes.',
    ]);
    expect(refusalInWords(DISCOUNT_CODES.FALLSETS!, 'DISCOUNT_QUANTITY_NOT_IN_RANGE')).toBe('FALLSETS needs 2 or more full-price bikini sets in your cart.');
  });
});

describe('allocations on the seeded catalogue', () => {
  let sf: TestStorefront;
  let catalogue: Catalogue;
  beforeAll(async () => {
    sf = await testStorefront();
    catalogue = sf.app.storefront.catalogue;
  });
  afterAll(() => sf.close());

  const itemOf = (variant: CatalogueVariant): DiscountItem => {
    const product = catalogue.products[variant.productIndex]!;
    return {
      hidden: product.hidden,
      isGiftCard: product.isGiftCard,
      onSale: variant.compareAtCents !== null && variant.compareAtCents > variant.priceCents,
      finalSale: product.metafields.some((m) => m.key === 'final_sale' && m.value === 'true'),
      giftBox: product.productType === 'Gift Box',
      productType: product.productType,
    };
  };
  const cartOf = (variants: CatalogueVariant[], quantities: number[], codes: string[]): CartRecord =>
    ({
      token: 't',
      discountCodes: codes,
      buyerIdentity: { countryCode: 'US' },
      lines: variants.map((v, i) => ({ id: `l${i}`, merchandiseId: v.id, quantity: quantities[i] ?? 1, attributes: [] })),
    }) as unknown as CartRecord;

  it('never lowers a line its applied codes do not entitle, never below zero, and order codes stay within the entitled lines', () => {
    const variants = [
      ...catalogue.products.filter((p) => !p.hidden).flatMap((p) => p.variants.slice(0, 1)).slice(0, 400),
      catalogue.variantById.get(SPECIAL_VARIANT_IDS.shippingProtection)!,
    ];
    const codes = Object.keys(DISCOUNT_CODES);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...variants), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 6, maxLength: 6 }),
        fc.subarray(codes),
        (picked, quantities, entered) => {
          const cost = computeCartCost(cartOf(picked, quantities, entered), catalogue, DISCOUNT_CODES, 'US');
          const applied = cost.appliedCodes.map((c) => DISCOUNT_CODES[c]!);
          for (const line of cost.lines) {
            expect(line.discount.minor).toBeLessThanOrEqual(line.subtotal.minor);
            expect(line.total.minor).toBeGreaterThanOrEqual(0);
            for (const allocation of line.allocations) expect(isEntitled(allocation.discount, itemOf(line.variant))).toBe(true);
          }
          for (const allocation of cost.orderAllocations) {
            const entitled = cost.lines.filter((l) => isEntitled(allocation.discount, itemOf(l.variant))).reduce((sum, l) => sum + l.total.minor, 0);
            expect(allocation.amount.minor).toBeLessThanOrEqual(entitled);
          }
          expect(cost.total.minor).toBeGreaterThanOrEqual(0);
          // A code the cart refuses is never applied.
          for (const { code } of cost.refusals) expect(applied.map((d) => d.code)).not.toContain(code);
        },
      ),
      { numRuns: 300 },
    );
  });
});
