/**
 * The shop's own checkout validation (`ShopDefinition.checkoutRules`, as a Shopify shop runs a cart and
 * checkout validation function: https://shopify.dev/docs/api/functions/latest/cart-and-checkout-validation),
 * checked by the checkout on the server whatever the storefront that filled the cart let through.
 */
import type { LineCost } from '../carts/cartCost';
import type { Services } from '../services';

/** The messages that stop the checkout of `lines` shipped to `shippingCountry`; none when the shop has no rules. */
export const checkRules = (services: Services, lines: readonly Pick<LineCost, 'line' | 'variant'>[], shippingCountry: string | null): string[] =>
  services.shop.checkoutRules?.(lines, services.catalogue, shippingCountry) ?? [];
