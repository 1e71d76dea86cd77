/**
 * Cart costs, in the cart's presentment currency (from its buyer country):
 * line amountPerQuantity = variant price; subtotal = amountPerQuantity × quantity;
 * line total = subtotal − code discount; cart subtotal = Σ line subtotals; cart total = Σ line totals.
 * Prices are converted per unit and then multiplied, so sums are exact in minor units.
 */
import type { Catalogue, CatalogueVariant } from '../catalogue';
import { convertFromUsd, currencyForCountry, zero, type Money } from '../pricing/currency';
import type { CartLineRecord, CartRecord } from './cartRecord';
import { discountFor } from './discounts';

export interface LineCost {
  line: CartLineRecord;
  variant: CatalogueVariant;
  amountPerQuantity: Money;
  compareAtAmountPerQuantity: Money | null;
  subtotal: Money;
  discount: Money;
  total: Money;
}

export interface CartCost {
  currencyCode: string;
  lines: LineCost[];
  subtotal: Money;
  discount: Money;
  total: Money;
  totalQuantity: number;
  /** The code that applied (if any) and every entered code with its applicability. */
  appliedCode: string | null;
  codes: Array<{ code: string; applicable: boolean }>;
}

export const cartCurrency = (cart: CartRecord, fallbackCountry: string): string =>
  currencyForCountry(cart.buyerIdentity.countryCode ?? fallbackCountry);

export function computeCartCost(cart: CartRecord, catalogue: Catalogue, fallbackCountry: string): CartCost {
  const currencyCode = cartCurrency(cart, fallbackCountry);
  const base = cart.lines.flatMap((line) => {
    const variant = catalogue.variantById.get(line.merchandiseId);
    if (!variant) return [];
    const amountPerQuantity = convertFromUsd(variant.priceCents, currencyCode);
    const compareAt = variant.compareAtCents === null ? null : convertFromUsd(variant.compareAtCents, currencyCode);
    return [{ line, variant, amountPerQuantity, compareAtAmountPerQuantity: compareAt, subtotal: { minor: amountPerQuantity.minor * line.quantity, currencyCode } }];
  });
  const subtotalMinor = base.reduce((sum, l) => sum + l.subtotal.minor, 0);
  const codes = cart.discountCodes.map((code) => ({ code, applicable: Boolean(discountFor(code)) && subtotalMinor > 0 }));
  const best = codes
    .filter((c) => c.applicable)
    .sort((a, b) => (discountFor(b.code)?.percent ?? 0) - (discountFor(a.code)?.percent ?? 0))[0];
  const percent = best ? (discountFor(best.code)?.percent ?? 0) : 0;
  const lines: LineCost[] = base.map((l) => {
    const discount = { minor: Math.round((l.subtotal.minor * percent) / 100), currencyCode };
    return { ...l, discount, total: { minor: l.subtotal.minor - discount.minor, currencyCode } };
  });
  const discountMinor = lines.reduce((sum, l) => sum + l.discount.minor, 0);
  return {
    currencyCode,
    lines,
    subtotal: { minor: subtotalMinor, currencyCode },
    discount: { minor: discountMinor, currencyCode },
    total: { minor: subtotalMinor - discountMinor, currencyCode },
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    appliedCode: best?.code ?? null,
    codes,
  };
}

export const emptyMoney = zero;
