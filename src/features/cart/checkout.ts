/**
 * The way from the cart to the checkout: the cart's link on the checkout sub-domain, and leaving for
 * it. Not part of the first-load JavaScript: the bag's summary and buy-now (through
 * network.ts) load it.
 * - On Storefront API 2026-04 and later, a visitor who made a consent choice leaves with a link asked
 *   for with that choice (`@inContext(visitorConsent:)`), so the checkout applies it too. If that
 *   request fails, the cart's own link still takes the shopper to the checkout.
 */
import { env } from '../../config/env';
import type { CartView } from './rules/lines';
import { checkoutUrlOnHost } from '../../lib/checkoutUrl';
import { checkoutTakesConsent, visitorConsentInput } from '../../lib/consent';
import { lazyModule } from '../../browser/lazy';
import { useConsent } from '../../stores/consent';
import { useCountry } from '../../stores/country';

/** Leaving for the checkout, swappable in tests. */
export const cartNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** The checkout link for a cart, on the checkout sub-domain. */
export const checkoutUrlOf = (cart: Pick<CartView, 'checkoutUrl'> | null): string | null =>
  cart ? checkoutUrlOnHost(cart.checkoutUrl, env.checkoutHost) : null;

const loadConsentOperations = lazyModule(() => import('../../storefront/operations/consent'));

/** Whether leaving needs a fresh link first: the API takes consent and the visitor made a choice. */
export const checkoutNeedsConsentLink = (): boolean => checkoutTakesConsent(env.apiVersion) && useConsent.getState().choice !== null;

/** The checkout link to leave with: with the visitor's consent in it when the API takes it. */
export async function checkoutUrlWithConsent(cart: Pick<CartView, 'id' | 'checkoutUrl'>): Promise<string | null> {
  const choice = useConsent.getState().choice;
  if (!checkoutTakesConsent(env.apiVersion) || !choice) return checkoutUrlOf(cart);
  try {
    const operations = await loadConsentOperations();
    const url = await operations.fetchCheckoutUrlWithConsent(cart.id, useCountry.getState().countryCode, visitorConsentInput(choice));
    return url ? checkoutUrlOnHost(url, env.checkoutHost) : checkoutUrlOf(cart);
  } catch (error) {
    console.warn('The checkout link with consent could not be fetched; using the cart’s own', error);
    return checkoutUrlOf(cart);
  }
}

/** Leaves for the checkout of `cart`. */
export async function leaveForCheckout(cart: Pick<CartView, 'id' | 'checkoutUrl'>): Promise<void> {
  const url = await checkoutUrlWithConsent(cart);
  if (url) cartNavigation.assign(url);
}
