/**
 * The shop's rules for the lines a storefront adds by itself, enforced by the checkout on the server:
 * a storefront is only a client, so whatever a cart holds is checked again before payment, as a
 * Shopify shop does with a cart and checkout validation function
 * (https://shopify.dev/docs/api/functions/latest/cart-and-checkout-validation: errors block checkout
 * completion and are shown to the buyer). The rules:
 * - the partner-brand gift: one per order, only when the partner-brand goods reach the threshold in
 *   the shop's currency (the gift itself never counts);
 * - a country gift (AU, GB): one per order, only shipped to its country, and only with goods bought.
 * Pure: the checkout passes the cart's costed lines and the country it ships to.
 */
import type { Catalogue } from '../../catalogue/types';
import type { LineCost } from '../../carts/cartCost';
import { findMarketCountry } from '../../markets/markets';
import { PARTNER_BRAND, PROMO_GIFT_THRESHOLD_USD, SPECIAL_VARIANT_IDS } from './settings';

const SPECIAL_IDS: ReadonlySet<string> = new Set([
  SPECIAL_VARIANT_IDS.promoGift,
  SPECIAL_VARIANT_IDS.shippingProtection,
  ...Object.values(SPECIAL_VARIANT_IDS.countryLine),
]);

const countryName = (code: string | null): string => (code ? (findMarketCountry(code)?.countryName ?? code) : 'this country');

/** The messages that stop the checkout of `lines` shipped to `shippingCountry`; empty when it may go ahead. */
export function checkoutRuleErrors(lines: readonly Pick<LineCost, 'line' | 'variant'>[], catalogue: Catalogue, shippingCountry: string | null): string[] {
  const errors: string[] = [];
  const quantityOf = (variantId: string) => lines.filter((l) => l.variant.id === variantId).reduce((sum, l) => sum + l.line.quantity, 0);
  const productTitle = (variantId: string) => catalogue.products[catalogue.variantById.get(variantId)?.productIndex ?? -1]?.title ?? 'free gift';
  const bought = lines.filter((l) => !SPECIAL_IDS.has(l.variant.id) && l.line.quantity > 0);

  const gifts = quantityOf(SPECIAL_VARIANT_IDS.promoGift);
  if (gifts > 0) {
    // In the shop's currency (USD cents), whatever the cart's: the threshold is the shop's.
    const partnerCents = bought
      .filter((l) => catalogue.products[l.variant.productIndex]?.partner)
      .reduce((sum, l) => sum + l.variant.priceCents * l.line.quantity, 0);
    const title = productTitle(SPECIAL_VARIANT_IDS.promoGift);
    if (partnerCents < PROMO_GIFT_THRESHOLD_USD * 100) {
      errors.push(`The ${title} is free with ${PARTNER_BRAND} orders of US$${PROMO_GIFT_THRESHOLD_USD} or more, which this order is not. Remove it from your cart, or add ${PARTNER_BRAND} pieces.`);
    } else if (gifts > 1) {
      errors.push(`The ${title} is one per order. Leave one in your cart.`);
    }
  }

  for (const [country, variantId] of Object.entries(SPECIAL_VARIANT_IDS.countryLine)) {
    const quantity = quantityOf(variantId);
    if (quantity === 0) continue;
    const title = productTitle(variantId);
    if (country !== shippingCountry) {
      errors.push(`The ${title} is only for orders shipped to ${countryName(country)}, so it cannot ship to ${countryName(shippingCountry)}. Remove it from your cart.`);
    } else if (bought.length === 0) {
      errors.push(`The ${title} comes with an order. Add something to your cart.`);
    } else if (quantity > 1) {
      errors.push(`The ${title} is one per order. Leave one in your cart.`);
    }
  }
  return errors;
}
