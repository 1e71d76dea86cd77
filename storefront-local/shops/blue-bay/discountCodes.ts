/** Blue Bay's discount codes, as its merchant set them in Shopify admin (their shape: carts/discounts.ts). */
import type { DiscountCodes, DiscountEntitlement } from '../../carts/discounts';
import { STUDENT_DISCOUNT_PERCENT } from './settings';

const FULL_PRICE_ONLY: DiscountEntitlement = { fullPriceOnly: true, excludesFinalSale: true, excludesGiftBoxes: false, productTypes: null };
const ANY_ITEM: DiscountEntitlement = { fullPriceOnly: false, excludesFinalSale: false, excludesGiftBoxes: false, productTypes: null };
const ALWAYS = { minimumSubtotalUsdCents: null, minimumQuantity: null, oncePerCustomer: false, membersOnly: false, startsAt: null, endsAt: null } as const;

export const DISCOUNT_CODES: DiscountCodes = {
  // The student discount: full-price items only, not gift boxes; the shop's best offer, stacks with nothing.
  STUDENT30: {
    code: 'STUDENT30',
    title: 'Student discount',
    kind: 'percentage',
    value: STUDENT_DISCOUNT_PERCENT,
    discountClass: 'PRODUCT',
    entitled: { ...FULL_PRICE_ONLY, excludesGiftBoxes: true },
    ...ALWAYS,
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  // The welcome offer: off the full-price items of the order; stacks with the product discount below.
  WELCOME10: {
    code: 'WELCOME10',
    title: 'Welcome 10% off',
    kind: 'percentage',
    value: 10,
    discountClass: 'ORDER',
    entitled: FULL_PRICE_ONLY,
    ...ALWAYS,
    combinesWith: { productDiscounts: true, orderDiscounts: false },
  },
  // The Beach Club's rewards (beachClub.ts: what they cost in BB bucks): anything but gift cards,
  // sale items included, alone; for signed-in members, once each.
  BBCLUB10: {
    code: 'BBCLUB10',
    title: 'Beach Club 10% off',
    kind: 'percentage',
    value: 10,
    discountClass: 'ORDER',
    entitled: ANY_ITEM,
    ...ALWAYS,
    oncePerCustomer: true,
    membersOnly: true,
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  BBCLUB20: {
    code: 'BBCLUB20',
    title: 'Beach Club 20% off',
    kind: 'percentage',
    value: 20,
    discountClass: 'ORDER',
    entitled: ANY_ITEM,
    ...ALWAYS,
    oncePerCustomer: true,
    membersOnly: true,
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  // What a member's referred friend gets: off the full-price items of their order, once.
  BBFRIEND20: {
    code: 'BBFRIEND20',
    title: 'Beach Club friend 20% off',
    kind: 'percentage',
    value: 20,
    discountClass: 'ORDER',
    entitled: FULL_PRICE_ONLY,
    ...ALWAYS,
    oncePerCustomer: true,
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  // The Fall Sets event: 25% off full-price bikini sets when the order has two or more, 1 September to
  // 30 November 2026, Pacific time (PDT until 1 November, PST after).
  FALLSETS: {
    code: 'FALLSETS',
    title: 'Fall Sets 25% off',
    kind: 'percentage',
    value: 25,
    discountClass: 'PRODUCT',
    entitled: { ...FULL_PRICE_ONLY, productTypes: ['Bikini Set'] },
    ...ALWAYS,
    minimumQuantity: 2,
    startsAt: '2026-09-01T07:00:00Z',
    endsAt: '2026-12-01T08:00:00Z',
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  // Product-level: 15% off each full-price item; stacks with an order code.
  BLUEBAY15: {
    code: 'BLUEBAY15',
    title: 'Blue Bay 15% off',
    kind: 'percentage',
    value: 15,
    discountClass: 'PRODUCT',
    entitled: FULL_PRICE_ONLY,
    ...ALWAYS,
    combinesWith: { productDiscounts: false, orderDiscounts: true },
  },
};
