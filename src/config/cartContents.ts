/** What the cart drawer and page say and suggest (loaded with them, not with every page). */

/** The free gift the partner-brand promo earns, as the progress message names it. */
export const PROMO_GIFT_NAME = 'bikini charm pack';

/** Collections the empty cart suggests. */
export const EMPTY_CART_LINKS = [
  { label: 'Shop swim', to: '/collections/all/' },
  { label: 'New arrivals', to: '/collections/new-arrivals/' },
  { label: 'Best sellers', to: '/collections/best-sellers/' },
  { label: 'Accessories', to: '/collections/accessories/' },
] as const;
