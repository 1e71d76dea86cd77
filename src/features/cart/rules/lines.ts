/**
 * Cart shapes for components (cart, cart line) and the pure steps the cart store takes:
 * optimistic quantities, the shopper's own lines, the partner-brand total and the free-gift progress.
 * Reading the Storefront `Cart` fragment into these shapes is in mapping.ts, which loads with the
 * cart's network module.
 */
import type { Money } from '../../../lib/money';

/** A line as the partner-brand rules read it (the free gift's threshold, src/features/cart/rules/automaticLines.ts). */
export interface PromoLine {
  id?: string;
  quantity: unknown;
  merchandiseId: string;
  /** Value of the product's custom.promo metafield, if any. */
  promo: string | null | undefined;
  /** cost.amountPerQuantity.amount */
  amountPerQuantity: string | number;
}

/** Quantity coerced to a number, 0 when it is not one, so a bad line never breaks the sum. */
export function promoQuantity(quantity: unknown): number {
  const n = Number(quantity);
  return Number.isFinite(n) ? n : 0;
}

/** Σ quantity × per-unit amount over the lines whose promo metafield is the partner value. */
export function promoTotal(lines: readonly PromoLine[], partnerPromoValue: string): number {
  let total = 0;
  for (const line of lines) {
    if (line.promo !== partnerPromoValue) continue;
    const unit = Number(line.amountPerQuantity);
    total += promoQuantity(line.quantity) * (Number.isFinite(unit) ? unit : 0);
  }
  // Money sums in cents avoid 114.99999 style misses of the threshold.
  return Math.round(total * 100) / 100;
}

/** A discount as the cart allocates it: on a line (product discounts) or on the cart (order discounts). */
export interface CartDiscount {
  /** The discount code, when a code applied it. */
  code: string | null;
  amount: Money;
}

/** One piece of a bundle line (a ComponentizableCartLine's lineComponents). */
export interface CartLineComponentView {
  productTitle: string;
  variantTitle: string;
  quantity: number;
}

/**
 * A gift card on the cart (Cart.appliedGiftCards): what it pays towards this cart, in the cart's
 * currency, and what it holds, in its own.
 */
export interface AppliedGiftCardView {
  id: string;
  lastCharacters: string;
  /** What the card pays of this cart (presentmentAmountUsed). */
  amountUsed: Money;
  /** Left on the card once this order is paid (balance less amountUsed, in the card's currency). */
  balanceAfter: Money;
}

/** What a line is: the shopper's own, or one the cart added by itself. */
export type CartLineKind = 'product' | 'gift' | 'countryGift' | 'shippingProtection';

export interface CartLineView {
  id: string;
  quantity: number;
  kind: CartLineKind;
  merchandiseId: string;
  variantTitle: string;
  selectedOptions: { name: string; value: string }[];
  productTitle: string;
  /** The product's gid and vendor (analytics name them); absent on a line whose product is gone. */
  productId?: string;
  vendor?: string;
  handle: string;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  /** Price of one unit as the cart charges it. */
  unitPrice: Money;
  /** Compare-at price of one unit, only when it is higher than the unit price. */
  compareAtUnitPrice: Money | null;
  /** After this line's own (product-level) discounts. */
  total: Money;
  /** Product-level discounts on this line: shown on the line, never again in the summary. */
  discounts: CartDiscount[];
  promo: string | null;
  attributes: { key: string; value: string | null }[];
  /** The merchandise is gone (a product deleted since): shown as "no longer available", removable. */
  unavailable?: true;
  /** A bundle's pieces, when the line is a bundle (ComponentizableCartLine). */
  components?: CartLineComponentView[];
}

export interface CartView {
  id: string;
  checkoutUrl: string;
  updatedAt: string;
  totalQuantity: number;
  lines: CartLineView[];
  /** More than the first 50 lines (all the cart fetches) exist; the checkout has them all. */
  hasMoreLines: boolean;
  /** Sum of line totals, after line discounts and before order discounts. */
  subtotal: Money;
  /** Order-level discounts: shown in the summary between subtotal and total. */
  orderDiscounts: CartDiscount[];
  /** Subtotal less order discounts. */
  total: Money;
  buyerCountryCode: string | null;
  discountCodes: { code: string; applicable: boolean }[];
  attributes: { key: string; value: string | null }[];
  /** Gift cards applied, in the order they pay. They pay towards `total`; they do not lower it. */
  giftCards: AppliedGiftCardView[];
}

/** A money amount as a number; anything unreadable counts as 0. */
export const amountOf = (money: Money): number => {
  const n = Number(money.amount);
  return Number.isFinite(n) ? n : 0;
};

/** Decimal string the way the Storefront API writes amounts (no float noise). */
const decimal = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * The cart as the shopper should see it while quantity changes are on their way: each pending
 * quantity replaces the line's (0 hides it) and the line totals, count and subtotal move by the
 * difference. When the server answers, its cart replaces this estimate.
 */
export function applyQuantities(cart: CartView, pending: ReadonlyMap<string, number>): CartView {
  if (pending.size === 0) return cart;
  let quantityDelta = 0;
  let amountDelta = 0;
  const lines: CartLineView[] = [];
  for (const line of cart.lines) {
    const wanted = pending.get(line.id);
    if (wanted === undefined || wanted === line.quantity) {
      lines.push(line);
      continue;
    }
    // A line with its own discount keeps its discounted unit price until the server answers.
    const perUnit = line.discounts.length && line.quantity > 0 ? amountOf(line.total) / line.quantity : amountOf(line.unitPrice);
    const newTotal = perUnit * wanted;
    quantityDelta += wanted - line.quantity;
    amountDelta += newTotal - amountOf(line.total);
    // A bundle's pieces follow its quantity (each piece's count per bundle stays).
    const components = line.components?.map((c) => ({ ...c, quantity: line.quantity > 0 ? (c.quantity / line.quantity) * wanted : c.quantity }));
    if (wanted > 0) lines.push({ ...line, quantity: wanted, total: { ...line.total, amount: decimal(newTotal) }, ...(components ? { components } : {}) });
  }
  if (quantityDelta === 0 && amountDelta === 0 && lines.length === cart.lines.length) return cart;
  return {
    ...cart,
    lines,
    totalQuantity: Math.max(0, cart.totalQuantity + quantityDelta),
    subtotal: { ...cart.subtotal, amount: decimal(Math.max(0, amountOf(cart.subtotal) + amountDelta)) },
    total: { ...cart.total, amount: decimal(Math.max(0, amountOf(cart.total) + amountDelta)) },
  };
}

/** Lines in the shape the partner-brand rules read (PromoLine). */
export const toPromoLines = (lines: readonly CartLineView[]): PromoLine[] =>
  lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    merchandiseId: line.merchandiseId,
    promo: line.promo,
    amountPerQuantity: line.unitPrice.amount,
  }));

export const shopperLines = (cart: CartView | null): CartLineView[] =>
  cart ? cart.lines.filter((line) => line.kind === 'product') : [];

/**
 * What the header counts: the shopper's own items. Free gifts and shipping protection are not things
 * they chose, and "3 items" after adding one would puzzle them.
 */
export const shopperQuantity = (cart: CartView | null): number =>
  shopperLines(cart).reduce((sum, line) => sum + line.quantity, 0);

export interface GiftProgress {
  /** Partner-brand total so far, in the cart's currency. */
  total: number;
  /** What is left to spend on the partner brand; 0 once the gift is earned. */
  remaining: number;
  reached: boolean;
  /** 0–1, for the progress bar. */
  ratio: number;
}

/** How close the cart is to the partner-brand free gift. */
export function giftProgress(lines: readonly CartLineView[], partnerPromoValue: string, threshold: number): GiftProgress {
  const total = promoTotal(
    toPromoLines(lines.filter((line) => line.kind !== 'gift')),
    partnerPromoValue,
  );
  const remaining = Math.max(0, Math.round((threshold - total) * 100) / 100);
  return {
    total,
    remaining,
    reached: remaining === 0,
    ratio: threshold > 0 ? Math.min(1, Math.max(0, total / threshold)) : 1,
  };
}

/** A whole quantity within [min, max]; anything unreadable becomes `min`. */
export function clampQuantity(value: unknown, min: number, max: number): number {
  // Only numbers and numeric text count: Number() throws on objects whose toString is not callable.
  const n = typeof value === 'number' || typeof value === 'string' ? Math.floor(Number(value)) : NaN;
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/** What the shopper sees while changes are on their way: the confirmed cart with the pending quantities. */
export const shownCart = (confirmed: CartView | null, pending: ReadonlyMap<string, number>): CartView | null =>
  confirmed ? applyQuantities(confirmed, pending) : null;

/** A change that did not happen, in words, with what to do. */
export const changeFailed = (what: string, online: boolean): string =>
  online
    ? `Sorry, something went wrong — ${what}. Please try again.`
    : `You’re offline — ${what}. Your cart is kept; try again once you’re back online.`;
