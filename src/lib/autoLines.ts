/**
 * The automatic-lines plan (spec §4 "Automatic lines"): what to add or remove so the cart obeys the
 * gift, country and shipping-protection rules. Pure: the cart store asks for a plan and sends it. Loaded
 * with the cart requests (src/storefront/operations/cart.ts), not with the first screen.
 */
import { promoTotal, type AutoLineConfig, type PromoLine } from './promo';

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
