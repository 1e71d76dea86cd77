/**
 * A cart permalink (`/cart/{variant_id}:{quantity},…`, read by src/lib/shopifyLinks.ts) starts a checkout
 * of its own: a new cart with the link's items, discount code, note and e-mail, then its checkout. The
 * shopper's own bag is left as it was: the same link makes a fresh checkout for everyone who opens it
 * (https://help.shopify.com/en/manual/checkout-settings/cart-permalink). Loaded only by the permalink page.
 */
import type { CartPermalink } from '../../lib/shopifyLinks';
import type { CountryCode } from '../../storefront/generated/storefront.types';
import { leaveForCheckout } from './checkout';
import { useCountry } from '../../stores/country';

export type PermalinkOutcome = { left: true } | { left: false; problem: string };

const UNAVAILABLE = 'These items could not be put in a checkout: some are not in the shop any more, or sold out. Try the shop instead.';
const OFFLINE = 'We could not start the checkout just now. Check your connection and open the link again.';

export async function checkoutFromPermalink(permalink: CartPermalink): Promise<PermalinkOutcome> {
  const countryCode = useCountry.getState().countryCode;
  try {
    const network = await import('./network');
    const outcome = await network.createCartWith(
      {
        lines: permalink.lines,
        ...(permalink.discountCode ? { discountCodes: [permalink.discountCode] } : {}),
        ...(permalink.note ? { note: permalink.note } : {}),
        buyerIdentity: { countryCode: countryCode as CountryCode, ...(permalink.email ? { email: permalink.email } : {}) },
      },
      countryCode,
    );
    if (!outcome.cart) {
      console.error('Cart permalink: the cart was refused', outcome.problem);
      return { left: false, problem: UNAVAILABLE };
    }
    // Sold-out items are left out with a warning: a checkout of nothing is no checkout.
    if (outcome.cart.lines.length === 0) return { left: false, problem: UNAVAILABLE };
    await leaveForCheckout(outcome.cart);
    return { left: true };
  } catch (error) {
    console.error('Cart permalink: no cart could be made', error);
    return { left: false, problem: OFFLINE };
  }
}
