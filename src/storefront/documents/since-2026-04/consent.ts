/**
 * The checkout link with the visitor's consent in it: `@inContext(visitorConsent:)` exists from the
 * Storefront API's 2025-10 on (2026-04 here), and Shopify encodes the consent into the `checkoutUrl`
 * it answers (its `_cs` parameter), so the checkout applies the same choice.
 * https://shopify.dev/changelog/incontext-directive-supports-visitor-consent-for-privacy-compliant-checkouts
 */
export const CART_CHECKOUT_URL_WITH_CONSENT_QUERY = `#graphql
  query CartCheckoutUrlWithConsent($id: ID!, $country: CountryCode, $visitorConsent: VisitorConsent)
  @inContext(country: $country, visitorConsent: $visitorConsent) {
    cart(id: $id) {
      checkoutUrl
    }
  }
` as const;
