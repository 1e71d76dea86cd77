/**
 * The shop's own currency's prices of the variants in a cart, fetched on demand and kept for the session:
 * the partner-brand gift threshold is stated in that currency, and a cart in another one earns the gift
 * at the equivalent its own prices imply (src/features/cart/rules/giftThreshold.ts). Loaded with the cart requests and
 * the cart's contents, never with the first screen. A failed call leaves the equivalent unknown.
 */
import { create } from 'zustand';
import { env } from '../config/env';
import { PROMO_GIFT_THRESHOLD } from '../config/cart';
import { DEFAULT_COUNTRY_CODE } from '../config/countries';
import { MAX_IDS_PER_REQUEST } from '../config/listings';
import { PARTNER_PROMO_VALUE } from '../config/site';
import { giftThresholdIn } from '../features/cart/rules/giftThreshold';
import { shopCurrency } from '../lib/priceCurrencyFlag';
import type { PromoLine } from '../features/cart/rules/lines';
import type { AutoLineConfig } from '../features/cart/rules/automaticLines';

/** variant id → its price in the shop's currency, as fetched this session. */
const useShopCurrencyPrices = create<{ byVariant: Record<string, number> }>()(() => ({ byVariant: {} }));

async function shopAmounts(variantIds: readonly string[]): Promise<Record<string, number>> {
  const known = () => useShopCurrencyPrices.getState().byVariant;
  const missing = [...new Set(variantIds)].filter((id) => id !== '' && known()[id] === undefined);
  try {
    const { fetchVariantPrices } = await import('../storefront/operations/prices');
    for (let start = 0; start < missing.length; start += MAX_IDS_PER_REQUEST) {
      const prices = await fetchVariantPrices(missing.slice(start, start + MAX_IDS_PER_REQUEST), DEFAULT_COUNTRY_CODE);
      useShopCurrencyPrices.setState((state) => ({ byVariant: { ...state.byVariant, ...prices } }));
    }
  } catch (error) {
    console.warn('Shop-currency prices unavailable: the gift threshold’s equivalent is unknown', error);
  }
  const amounts = known();
  return Object.fromEntries(variantIds.flatMap((id) => (amounts[id] === undefined ? [] : [[id, amounts[id]]])));
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

