/**
 * The way from the cart to the checkout: the cart's link on the checkout sub-domain, and leaving for
 * it. Not part of the first-load JavaScript: the bag's summary and buy-now (through cartFlows.ts)
 * load it.
 */
import { env } from '../config/env';
import type { CartView } from '../lib/cartLines';
import { checkoutUrlOnHost } from '../lib/checkoutUrl';

/** Leaving for the checkout, swappable in tests. */
export const cartNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** The checkout link for a cart, on the checkout sub-domain. */
export const checkoutUrlOf = (cart: Pick<CartView, 'checkoutUrl'> | null): string | null =>
  cart ? checkoutUrlOnHost(cart.checkoutUrl, env.checkoutHost) : null;
