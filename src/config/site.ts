/**
 * What the whole site shares: the shop's names, its routes, the browser storage keys and window events
 * (one registry, so no two features take one name), the API version and money formatting. A feature's
 * own numbers live in the config file named for it (cart.ts, accounts.ts, listings.ts…).
 */

export const SHOP_NAME = 'Blue Bay Swim';

/** The shop's abbreviation (spec: "bb / BB"). */
export const SHOP_ABBREVIATION = 'bb';

export const SHOP_ABBREVIATION_UPPER = 'BB';

/** `{brand}` in paths. */
export const BRAND_SLUG = 'blue-bay';

export const PARTNER_BRAND = 'Glamz';

export const PARTNER_BRAND_SLUG = 'glamz';

/** Value of the `custom.promo` product metafield that marks partner-brand lines. */
export const PARTNER_PROMO_VALUE = 'glamz';

export const SITE_DESCRIPTION =
  'Blue Bay Swim: bikinis, one-pieces, beachwear and accessories in original prints, shipped worldwide.';

/** The Storefront API version every request names. */
export const STOREFRONT_API_VERSION = '2025-07';

export const STORAGE_KEYS = {
  cartId: 'headless_channel_cart_id',
  country: 'userCountry',
  sessionId: 'session_id',
  accessToken: 'bb_customer_access_token',
  /** Why the last session ended (written just before the token is removed), so other tabs can say why. */
  sessionEnded: 'bb_session_ended',
  visitorWishlist: 'bb_visitor_wishlist',
  userId: 'bb_user_id',
  /** The signed-in customer's wishlist as last read from the server: the base of the merge after a reload. */
  wishlistBase: 'bb_wishlist_base',
  game: 'glamz-x-bb-dress-up',
  rewardsBalance: 'bb_rewards_balance',
} as const;

export const MERCHANT_SESSION_EVENT = 'bb:merchant-session';

export const CART_ATTRIBUTES_EVENT = 'bb:cart-attributes';

export const ROUTES = {
  home: '/',
  cart: '/my-cart/',
  search: '/search/',
  wishlist: '/wishlist/',
  lookbooks: '/lookbooks/',
  blog: '/blog/',
  club: `/${BRAND_SLUG}-beach-club/`,
  sizeGuide: `/${BRAND_SLUG}-size-guide/`,
  reviews: `/${BRAND_SLUG}-reviews/`,
  manualReturns: `/${BRAND_SLUG}-manual-returns/`,
  collab: `/${PARTNER_BRAND_SLUG}-x-${BRAND_SLUG}/`,
  collabTerms: `/${PARTNER_BRAND_SLUG}-x-${BRAND_SLUG}-terms-and-conditions/`,
  welcome: `/welcome-to-${SHOP_ABBREVIATION}/`,
  game: `/${PARTNER_BRAND_SLUG}-x-${SHOP_ABBREVIATION}-dress-up/`,
  account: '/user-account/',
  accountClub: `/user-account/${BRAND_SLUG}-beach-club/`,
  accountMyRewards: `/user-account/${BRAND_SLUG}-beach-club/my-rewards/`,
  accountPastRewards: `/user-account/${BRAND_SLUG}-beach-club/past-rewards/`,
  accountRewardsHistory: `/user-account/${BRAND_SLUG}-beach-club/rewards-history/`,
  accountChangePassword: '/user-account/change-password/',
  /** The Customer Account API's OAuth callback (the Headless channel's callback URI). */
  accountAuthorize: '/account/authorize/',
  accountOrders: '/user-account/order-history/',
  accountOrderDetails: '/user-account/order-history/order-details/',
  accountPersonalInformation: '/user-account/personal-information/',
  accountShippingAddress: '/user-account/shipping-address/',
  accountWishlist: '/user-account/wishlist/',
} as const;

export const collectionPath = (handle: string): string => `/collections/${handle}/`;

export const productPath = (handle: string): string => `/products/${handle}/`;

export const MONEY_LOCALE = 'en-US';

export const MONEY_COMPACT_FROM = 100_000;

/** Origin of the built site for absolute URLs in structured data (the Seo component reads the same variable). */
// GATSBY_SITE_URL reaches the browser bundle (gatsby-config copies SITE_URL into it); SITE_URL serves Node.
export const SITE_URL = (process.env.GATSBY_SITE_URL ?? process.env.SITE_URL ?? 'http://localhost:8000').replace(/\/$/, '');
