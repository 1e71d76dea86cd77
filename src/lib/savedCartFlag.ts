/**
 * Before any JavaScript bundle runs, the cart's static HTML cannot know whether this shopper has a
 * cart: it renders both "Loading your cart…" and the empty state, and CSS shows one of them by this
 * flag on <html>, which a tiny inline script in every page's head sets from browser storage. A first
 * visit then sees the empty cart at once instead of a loading line that React replaces later.
 */
export const SAVED_CART_ATTRIBUTE = 'data-saved-cart';

/** The inline script: sets the flag when a cart id is stored; storage that throws counts as none. */
export function savedCartFlagScript(cartIdKey: string): string {
  return (
    `try{if(localStorage.getItem(${JSON.stringify(cartIdKey)}))` +
    `document.documentElement.setAttribute(${JSON.stringify(SAVED_CART_ATTRIBUTE)},"")}catch(e){}`
  );
}
