/**
 * Automatic cart lines: the partner-brand free gift around the 115
 * threshold, the AU/GB country variants and the shipping-protection line. Pure. The plan itself is in
 * autoLines.ts, which loads with the cart requests (first-load budget).
 */

export interface PromoLine {
  id?: string;
  quantity: unknown;
  merchandiseId: string;
  /** Value of the product's custom.promo metafield, if any. */
  promo: string | null | undefined;
  /** cost.amountPerQuantity.amount */
  amountPerQuantity: string | number;
}

export interface AutoLineConfig {
  partnerPromoValue: string;
  /** In the cart's currency (src/lib/giftThreshold.ts); null while that equivalent is unknown: the gift line is left as it is. */
  threshold: number | null;
  promoGiftVariantId: string;
  countryVariantIds: Readonly<Record<string, string>>;
  shippingProtectionVariantId: string;
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
