/**
 * The one Storefront request whose answer nobody reads: the visitor's tracking values arrive with
 * Storefront API answers (Server-Timing `_y`, `_s`), where the Customer Privacy API reads them. A page
 * that has had no Storefront answer yet asks for them once, as hydrogen-react's
 * useShopifyCookies({ fetchTrackingValues }) does — a plain fetch, so analytics does not load the
 * client's code for a request it does not read.
 * https://shopify.dev/docs/api/hydrogen-react/latest/hooks/useshopifycookies
 */
import { env } from '../config/env';
import { SHOP_ID_QUERY } from './documents/shop';

/** Resolves when the answer is in (its headers carry the values); a failure is only logged. */
export function requestTrackingValues(): Promise<void> {
  return fetch(env.browserStorefrontEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': env.storefrontToken },
    body: JSON.stringify({ query: SHOP_ID_QUERY }),
  })
    .then((response) => response.text())
    .then(
      () => undefined,
      (error: unknown) => console.warn('Analytics: the tracking values could not be fetched', error),
    );
}
