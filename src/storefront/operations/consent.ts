/**
 * The cart's checkout link asked for with the visitor's consent (Storefront API 2026-04 and later).
 * Loaded by src/features/cart/checkout.ts when the shopper leaves for the checkout. Throws a
 * StorefrontError when the call fails.
 */
import type { VisitorConsentInput } from '../../lib/consent';
import { storefrontRequest } from '../client';
import { CART_CHECKOUT_URL_WITH_CONSENT_QUERY } from '../documents/since-2026-04/consent';

/** The checkout link carrying the consent, or null when the cart is gone. */
export async function fetchCheckoutUrlWithConsent(cartId: string, country: string, visitorConsent: VisitorConsentInput): Promise<string | null> {
  const data = await storefrontRequest(CART_CHECKOUT_URL_WITH_CONSENT_QUERY, {
    variables: { id: cartId, country, visitorConsent },
    timeoutMs: 8000,
  });
  return data.cart?.checkoutUrl ?? null;
}
