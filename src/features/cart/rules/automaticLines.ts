/**
 * Automatic cart lines: the partner-brand free gift around the 115 threshold, the AU/GB country
 * variants and the shipping-protection line; what to add or remove so the cart obeys those rules.
 * Pure: the cart's network module (network.ts) asks for a plan and sends it, so this loads with it,
 * not with the first screen. The partner-brand total itself is line arithmetic (lines.ts).
 */
import { promoQuantity, promoTotal, type PromoLine } from './lines';

export interface AutoLineConfig {
  partnerPromoValue: string;
  /** In the cart's currency (giftThreshold.ts); null while that equivalent is unknown: the gift line is left as it is. */
  threshold: number | null;
  promoGiftVariantId: string;
  countryVariantIds: Readonly<Record<string, string>>;
  shippingProtectionVariantId: string;
}

export interface AutoLinePlan {
  /** Variant ids to add with quantity 1, in the same add-lines call as the shopper's line. */
  add: string[];
  /** Line ids to remove (the gift below the threshold, another country's variant). */
  remove: string[];
}

/**
 * What to add or remove so that the cart (after `incoming` lines are added) obeys the rules:
 * gift present iff the partner total ≥ threshold; the country variant for AU/GB present and no other
 * country's variant (a shopper who moved from GB to JP does not keep the GB gift); the
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

  if (config.threshold === null) {
    // Neither promised nor taken away on a guess of the exchange rate.
  } else if (total >= config.threshold) {
    if (!has(config.promoGiftVariantId)) add.push(config.promoGiftVariantId);
  } else {
    for (const line of lines) {
      if (line.merchandiseId === config.promoGiftVariantId && line.id) remove.push(line.id);
    }
  }
  const countryVariant = config.countryVariantIds[countryCode];
  if (countryVariant && !has(countryVariant)) add.push(countryVariant);
  const otherCountries = Object.values(config.countryVariantIds).filter((id) => id !== countryVariant);
  for (const line of lines) {
    if (line.id && otherCountries.includes(line.merchandiseId)) remove.push(line.id);
  }
  if (!has(config.shippingProtectionVariantId)) add.push(config.shippingProtectionVariantId);
  return { add, remove };
}

/** The variants the cart adds by itself: the gift, the country variants and shipping protection. */
export const automaticVariantIds = (config: AutoLineConfig): string[] => [
  config.promoGiftVariantId,
  config.shippingProtectionVariantId,
  ...Object.values(config.countryVariantIds),
];

/**
 * The automatic lines a cart should hold with nothing being added: after a change, at start-up and on a
 * country change. A cart without lines of the shopper's own loses its automatic lines (a free gift or
 * paid protection alone is not an order). Otherwise the gift and the country follow the rules above;
 * shipping protection is not added back here, since the shopper may have removed it on purpose.
 * Only automatic lines are ever removed.
 */
export function settleAutoLines(lines: readonly PromoLine[], countryCode: string, config: AutoLineConfig): AutoLinePlan {
  const automatic = automaticVariantIds(config);
  if (!lines.some((line) => !automatic.includes(line.merchandiseId) && promoQuantity(line.quantity) > 0)) {
    return { add: [], remove: lines.flatMap((line) => (line.id && automatic.includes(line.merchandiseId) ? [line.id] : [])) };
  }
  const plan = planAutoLines(lines, [], countryCode, config);
  return { add: plan.add.filter((id) => id !== config.shippingProtectionVariantId), remove: plan.remove };
}
