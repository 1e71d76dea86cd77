/**
 * Cart costs, in the cart's presentment currency (from its buyer country), allocated as Shopify
 * documents on https://shopify.dev/docs/api/storefront/latest/objects/Cart and CartCost:
 * line amountPerQuantity = variant price; line subtotal = amountPerQuantity × quantity;
 * line total = line subtotal − its PRODUCT-discount allocations; cart subtotal = Σ line totals
 * (before order-level discounts); cart total = subtotal − ORDER-discount allocations (no tax here).
 * The same money is never in both a line's and the cart's allocations.
 * Prices are converted per unit and then multiplied, so sums are exact in minor units.
 */
import type { Catalogue, CatalogueVariant } from '../catalogue/types';
import { convertFromUsd, currencyForCountry, zero, type Money } from '../pricing/currency';
import type { CartLineRecord, CartRecord } from './cartRecord';
import { bestCombination, discountFor, type DiscountDefinition } from './discounts';

export interface DiscountAllocation {
  discount: DiscountDefinition;
  amount: Money;
}

export interface LineCost {
  line: CartLineRecord;
  variant: CatalogueVariant;
  amountPerQuantity: Money;
  compareAtAmountPerQuantity: Money | null;
  /** Before any discount. */
  subtotal: Money;
  /** PRODUCT-discount allocations on this line (what lowers its total). */
  allocations: DiscountAllocation[];
  discount: Money;
  total: Money;
}

export interface CartCost {
  currencyCode: string;
  lines: LineCost[];
  /** Σ line subtotals, before any discount (what the checkout and orders call the gross subtotal). */
  grossSubtotal: Money;
  /** Σ line totals: after PRODUCT discounts, before ORDER discounts (Shopify's subtotalAmount). */
  subtotal: Money;
  /** ORDER-discount allocations (Cart.discountAllocations). */
  orderAllocations: DiscountAllocation[];
  /** All discounts, line and order. */
  discount: Money;
  total: Money;
  totalQuantity: number;
  /** Codes that applied, in entry order, and every entered code with its applicability. */
  appliedCodes: string[];
  codes: Array<{ code: string; applicable: boolean }>;
}

interface BaseLine {
  line: CartLineRecord;
  variant: CatalogueVariant;
  amountPerQuantity: Money;
  compareAtAmountPerQuantity: Money | null;
  subtotal: Money;
  entitled: boolean;
}

export const cartCurrency = (cart: CartRecord, fallbackCountry: string): string =>
  currencyForCountry(cart.buyerIdentity.countryCode ?? fallbackCountry);

const percentOf = (minor: number, percent: number): number => Math.round((minor * percent) / 100);

/** Allocations for a set of discounts: product ones per entitled line, then order ones on what is left. */
function allocate(base: BaseLine[], discounts: readonly DiscountDefinition[], currencyCode: string) {
  const product = discounts.filter((d) => d.discountClass === 'PRODUCT');
  const order = discounts.filter((d) => d.discountClass === 'ORDER');
  const lines = base.map((l) => {
    const allocations = l.entitled
      ? product.map((d) => ({ discount: d, amount: { minor: percentOf(l.subtotal.minor, d.percent), currencyCode } })).filter((a) => a.amount.minor > 0)
      : [];
    const discountMinor = Math.min(l.subtotal.minor, allocations.reduce((sum, a) => sum + a.amount.minor, 0));
    return { ...l, allocations, discount: { minor: discountMinor, currencyCode }, total: { minor: l.subtotal.minor - discountMinor, currencyCode } };
  });
  const subtotalMinor = lines.reduce((sum, l) => sum + l.total.minor, 0);
  let remaining = subtotalMinor;
  const orderAllocations = order
    .map((d) => {
      const minor = Math.min(remaining, percentOf(subtotalMinor, d.percent));
      remaining -= minor;
      return { discount: d, amount: { minor, currencyCode } };
    })
    .filter((a) => a.amount.minor > 0);
  return { lines, subtotalMinor, orderAllocations, totalMinor: remaining };
}

export function computeCartCost(cart: CartRecord, catalogue: Catalogue, fallbackCountry: string): CartCost {
  const currencyCode = cartCurrency(cart, fallbackCountry);
  const base: BaseLine[] = cart.lines.flatMap((line) => {
    const variant = catalogue.variantById.get(line.merchandiseId);
    if (!variant) return [];
    const product = catalogue.products[variant.productIndex];
    const amountPerQuantity = convertFromUsd(variant.priceCents, currencyCode);
    const compareAt = variant.compareAtCents === null ? null : convertFromUsd(variant.compareAtCents, currencyCode);
    return [
      {
        line,
        variant,
        amountPerQuantity,
        compareAtAmountPerQuantity: compareAt,
        subtotal: { minor: amountPerQuantity.minor * line.quantity, currencyCode },
        // Automatic lines (gifts, shipping protection) and gift cards are not discounted.
        entitled: Boolean(product && !product.hidden && !product.isGiftCard),
      },
    ];
  });
  const known = cart.discountCodes.flatMap((code) => {
    const discount = discountFor(code);
    return discount ? [discount] : [];
  });
  const grossMinor = base.reduce((sum, l) => sum + l.subtotal.minor, 0);
  const applied = bestCombination(known, (subset) => grossMinor - allocate(base, subset, currencyCode).totalMinor);
  const { lines, subtotalMinor, orderAllocations, totalMinor } = allocate(base, applied, currencyCode);
  const appliedCodes = applied.map((d) => d.code);
  return {
    currencyCode,
    lines: lines.map(({ entitled: _entitled, ...l }) => l),
    grossSubtotal: { minor: grossMinor, currencyCode },
    subtotal: { minor: subtotalMinor, currencyCode },
    orderAllocations,
    discount: { minor: grossMinor - totalMinor, currencyCode },
    total: { minor: totalMinor, currencyCode },
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    appliedCodes,
    codes: cart.discountCodes.map((code) => ({ code, applicable: appliedCodes.includes(discountFor(code)?.code ?? '') })),
  };
}

export const emptyMoney = zero;
