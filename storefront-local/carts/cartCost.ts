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
import { bestCombination, discountFor, isEntitled, refusal, type DiscountCodes, type DiscountDefinition, type DiscountItem, type DiscountRefusal } from './discounts';

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
  /** Known codes whose terms the cart fails, and which term (the cart's DISCOUNT_… warnings). */
  refusals: Array<{ code: string; refusal: DiscountRefusal }>;
}

/** What the cart's terms depend on besides its lines. */
export interface DiscountContext {
  now?: Date;
  /** Codes the cart's customer used on an earlier order (once-per-customer codes); else the cart's record of them. */
  usedCodes?: ReadonlySet<string>;
}

interface BaseLine {
  line: CartLineRecord;
  variant: CatalogueVariant;
  amountPerQuantity: Money;
  compareAtAmountPerQuantity: Money | null;
  subtotal: Money;
  item: DiscountItem;
}

export const cartCurrency = (cart: CartRecord, fallbackCountry: string): string =>
  currencyForCountry(cart.buyerIdentity.countryCode ?? fallbackCountry);

/** The product type that marks gift boxes (catalogue/garments.ts). */
export const GIFT_BOX_PRODUCT_TYPE = 'Gift Box';

const percentOf = (minor: number, percent: number): number => Math.round((minor * percent) / 100);

/** What a discount takes off `minor` (its value converted to the cart's currency when fixed), at most `minor`. */
function amountOff(discount: DiscountDefinition, minor: number, quantity: number, currencyCode: string): number {
  const off = discount.kind === 'percentage' ? percentOf(minor, discount.value) : convertFromUsd(discount.value, currencyCode).minor * quantity;
  return Math.min(minor, off);
}

/**
 * Allocations for a set of discounts: product ones on each line they entitle, then order ones on what
 * is left of the lines they entitle (never on gift cards, Shipping Protection or excluded items).
 */
function allocate(base: BaseLine[], discounts: readonly DiscountDefinition[], currencyCode: string) {
  const product = discounts.filter((d) => d.discountClass === 'PRODUCT');
  const order = discounts.filter((d) => d.discountClass === 'ORDER');
  const lines = base.map((l) => {
    const allocations = product
      .filter((d) => isEntitled(d, l.item))
      .map((d) => ({ discount: d, amount: { minor: amountOff(d, l.subtotal.minor, l.line.quantity, currencyCode), currencyCode } }))
      .filter((a) => a.amount.minor > 0);
    const discountMinor = Math.min(l.subtotal.minor, allocations.reduce((sum, a) => sum + a.amount.minor, 0));
    return { ...l, allocations, discount: { minor: discountMinor, currencyCode }, total: { minor: l.subtotal.minor - discountMinor, currencyCode } };
  });
  const subtotalMinor = lines.reduce((sum, l) => sum + l.total.minor, 0);
  let taken = 0;
  const orderAllocations = order
    .map((d) => {
      const entitledMinor = lines.filter((l) => isEntitled(d, l.item)).reduce((sum, l) => sum + l.total.minor, 0);
      const minor = Math.min(subtotalMinor - taken, amountOff(d, entitledMinor, 1, currencyCode));
      taken += minor;
      return { discount: d, amount: { minor, currencyCode } };
    })
    .filter((a) => a.amount.minor > 0);
  return { lines, subtotalMinor, orderAllocations, totalMinor: subtotalMinor - taken };
}

const isFinalSale = (metafields: ReadonlyArray<{ namespace: string; key: string; value: string }>) =>
  metafields.some((m) => m.namespace === 'custom' && m.key === 'final_sale' && m.value === 'true');

export function computeCartCost(cart: CartRecord, catalogue: Catalogue, codes: DiscountCodes, fallbackCountry: string, context: DiscountContext = {}): CartCost {
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
        item: {
          hidden: !product || product.hidden,
          isGiftCard: Boolean(product?.isGiftCard),
          onSale: variant.compareAtCents !== null && variant.compareAtCents > variant.priceCents,
          finalSale: product ? isFinalSale(product.metafields) : false,
          giftBox: product?.productType === GIFT_BOX_PRODUCT_TYPE,
          productType: product?.productType ?? '',
        },
      },
    ];
  });
  const known = cart.discountCodes.flatMap((code) => {
    const discount = discountFor(codes, code);
    return discount ? [discount] : [];
  });
  const refusals = known.flatMap((discount) => {
    const entitled = base.filter((l) => isEntitled(discount, l.item));
    const why = refusal(discount, {
      now: context.now ?? new Date(),
      entitledLines: entitled.length,
      entitledQuantity: entitled.reduce((sum, l) => sum + l.line.quantity, 0),
      entitledSubtotalMinor: entitled.reduce((sum, l) => sum + l.subtotal.minor, 0),
      minimumMinor: discount.minimumSubtotalUsdCents === null ? null : convertFromUsd(discount.minimumSubtotalUsdCents, currencyCode).minor,
      usedCodes: context.usedCodes ?? new Set(cart.buyerIdentity.usedDiscountCodes ?? []),
      customer: cart.buyerIdentity.customerId !== null,
    });
    return why ? [{ code: discount.code, refusal: why }] : [];
  });
  const eligible = known.filter((d) => !refusals.some((r) => r.code === d.code));
  const grossMinor = base.reduce((sum, l) => sum + l.subtotal.minor, 0);
  const applied = bestCombination(eligible, (subset) => grossMinor - allocate(base, subset, currencyCode).totalMinor);
  const { lines, subtotalMinor, orderAllocations, totalMinor } = allocate(base, applied, currencyCode);
  const appliedCodes = applied.map((d) => d.code);
  return {
    currencyCode,
    lines: lines.map(({ item: _item, ...l }) => l),
    grossSubtotal: { minor: grossMinor, currencyCode },
    subtotal: { minor: subtotalMinor, currencyCode },
    orderAllocations,
    discount: { minor: grossMinor - totalMinor, currencyCode },
    total: { minor: totalMinor, currencyCode },
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    appliedCodes,
    codes: cart.discountCodes.map((code) => ({ code, applicable: appliedCodes.includes(discountFor(codes, code)?.code ?? '') })),
    refusals,
  };
}

export const emptyMoney = zero;
