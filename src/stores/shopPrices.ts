/**
 * Prices in the shop's own currency for variants in a cart, fetched on demand and kept for the session:
 * the partner-brand gift threshold is stated in that currency, and a cart in another one earns the gift
 * at the equivalent its own prices imply (src/lib/giftThreshold.ts). Loaded with the cart requests and
 * the cart's contents, never with the first screen. A failed call leaves the equivalent unknown.
 */
import { env } from '../config/env';
import { PROMO_GIFT_THRESHOLD } from '../config/cart';
import { DEFAULT_COUNTRY_CODE } from '../config/countries';
import { MAX_IDS_PER_REQUEST } from '../config/listings';
import { PARTNER_PROMO_VALUE } from '../config/site';
import { giftThresholdIn } from '../lib/giftThreshold';
import { shopCurrency } from '../lib/priceCurrencyFlag';
import type { AutoLineConfig, PromoLine } from '../lib/promo';

const known = new Map<string, number>();

async function shopAmounts(variantIds: readonly string[]): Promise<Record<string, number>> {
  const missing = [...new Set(variantIds)].filter((id) => id !== '' && !known.has(id));
  try {
    const { fetchVariantPrices } = await import('../storefront/operations/prices');
    for (let start = 0; start < missing.length; start += MAX_IDS_PER_REQUEST) {
      const prices = await fetchVariantPrices(missing.slice(start, start + MAX_IDS_PER_REQUEST), DEFAULT_COUNTRY_CODE);
      for (const [id, amount] of Object.entries(prices)) known.set(id, amount);
    }
  } catch (error) {
    console.warn('Shop-currency prices unavailable: the gift threshold’s equivalent is unknown', error);
  }
  return Object.fromEntries(variantIds.flatMap((id) => (known.has(id) ? [[id, known.get(id)!]] : [])));
}

/**
 * The gift threshold in `currencyCode`, at the rate of the partner-brand lines among `lines` (the gift
 * itself excluded); null when it cannot be known.
 */
export async function giftThresholdFor(lines: readonly PromoLine[], currencyCode: string): Promise<number | null> {
  if (currencyCode === shopCurrency()) return PROMO_GIFT_THRESHOLD;
  const units = lines.filter((line) => line.promo === PARTNER_PROMO_VALUE && line.merchandiseId !== env.autoLines.promoGiftVariantId);
  // Nothing counts towards it: no amount is reached, whatever the rate.
  if (units.length === 0) return Number.POSITIVE_INFINITY;
  return giftThresholdIn(PROMO_GIFT_THRESHOLD, currencyCode, shopCurrency(), units, await shopAmounts(units.map((u) => u.merchandiseId)));
}

/** The automatic-lines settings with the gift threshold's equivalent in the cart's currency (`lines` decide the rate). */
export async function withGiftThreshold(config: AutoLineConfig, lines: readonly PromoLine[], currencyCode: string): Promise<AutoLineConfig> {
  return { ...config, threshold: await giftThresholdFor(lines, currencyCode) };
}

/** Tests start from an empty cache. */
export function resetShopPricesForTests(): void {
  known.clear();
}
