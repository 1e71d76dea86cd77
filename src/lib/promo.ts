/**
 * Automatic cart lines (spec §4 "Automatic lines", §5): the partner-brand free gift around the 115
 * threshold, the AU/GB country variants and the shipping-protection line. Pure: the cart store asks
 * for a plan and sends it.
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
  threshold: number;
  promoGiftVariantId: string;
  countryVariantIds: Readonly<Record<string, string>>;
  shippingProtectionVariantId: string;
}

/** Quantity coerced to a number, 0 when it is not one (spec §5). */
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

export interface AutoLinePlan {
  /** Variant ids to add with quantity 1, in the same add-lines call as the shopper's line. */
  add: string[];
  /** Line ids to remove (the gift when the total dropped below the threshold). */
  remove: string[];
}

/**
 * What to add or remove so that the cart (after `incoming` lines are added) obeys the rules:
 * gift present iff the partner total ≥ threshold; the country variant for AU/GB present; the
 * shipping-protection line present. The gift line itself never counts toward the total.
 */
export function planAutoLines(
  lines: readonly PromoLine[],
  incoming: readonly PromoLine[],
  countryCode: string,
  config: AutoLineConfig,
): AutoLinePlan {
  const all = [...lines, ...incoming];
  const has = (variantId: string) => all.some((l) => l.merchandiseId === variantId);
  const counted = all.filter((l) => l.merchandiseId !== config.promoGiftVariantId);
  const total = promoTotal(counted, config.partnerPromoValue);
  const add: string[] = [];
  const remove: string[] = [];

  if (total >= config.threshold) {
    if (!has(config.promoGiftVariantId)) add.push(config.promoGiftVariantId);
  } else {
    for (const line of lines) {
      if (line.merchandiseId === config.promoGiftVariantId && line.id) remove.push(line.id);
    }
  }
  const countryVariant = config.countryVariantIds[countryCode];
  if (countryVariant && !has(countryVariant)) add.push(countryVariant);
  if (!has(config.shippingProtectionVariantId)) add.push(config.shippingProtectionVariantId);
  return { add, remove };
}
