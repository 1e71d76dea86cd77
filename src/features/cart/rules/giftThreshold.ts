/**
 * The partner-brand gift threshold is an amount in the shop's currency (the build's). A cart in another
 * currency earns the gift at the equivalent amount: the threshold converted at the rate the cart's own
 * prices imply (what its lines cost in the cart's currency against what the same variants cost in the
 * shop's), rounded to the cart currency's own fraction digits. The free-gift banner and the automatic
 * gift line both use it, so what the shopper is told is what the cart does. Pure.
 */
import { currencyFractionDigits } from '../../../lib/money';

export interface PricedUnit {
  merchandiseId: string;
  /** One unit in the cart's currency. */
  amountPerQuantity: string | number;
}

/**
 * The threshold in `currencyCode`, or null when no line has a known price in the shop's currency (the
 * rate is unknown then; nothing should be promised or decided on a guess).
 * `shopAmounts`: variant id → price of one unit in the shop's currency.
 */
export function giftThresholdIn(
  threshold: number,
  currencyCode: string,
  shopCurrency: string,
  units: readonly PricedUnit[],
  shopAmounts: Readonly<Record<string, number>>,
): number | null {
  if (currencyCode === shopCurrency) return threshold;
  let cart = 0;
  let shop = 0;
  const counted = new Set<string>();
  for (const unit of units) {
    const inShop = shopAmounts[unit.merchandiseId];
    const inCart = Number(unit.amountPerQuantity);
    // Each variant once: the rate is a property of the market, not of the quantities bought.
    if (counted.has(unit.merchandiseId) || inShop === undefined || !(inShop > 0) || !(inCart > 0) || !Number.isFinite(inCart)) continue;
    counted.add(unit.merchandiseId);
    cart += inCart;
    shop += inShop;
  }
  if (shop === 0) return null;
  const scale = 10 ** currencyFractionDigits(currencyCode);
  return Math.round(((threshold * cart) / shop) * scale) / scale;
}
