/**
 * What a merchant sets in Shopify admin for this shop: its name and description, the partner brand of
 * its collaboration, tags, discount rules and its demo customer. The local
 * storefront owns these values: the site reads them through the API or its own
 * environment, never from here, so the two can disagree as a real store and the site can.
 */
export const SHOP_NAME = 'Blue Bay Swim';
export const SHOP_DESCRIPTION =
  'Blue Bay Swim: bikinis, one-pieces, beachwear and accessories in original prints, shipped worldwide.';

export const PARTNER_BRAND = 'Glamz';
export const PARTNER_BRAND_SLUG = 'glamz';
/** Value of the `custom.promo` product metafield on partner-brand products. */
export const PARTNER_PROMO_VALUE = 'glamz';
/** The partner-brand goods (in USD, the shop's currency) that earn the free gift. */
export const PROMO_GIFT_THRESHOLD_USD = 115;

export const PRODUCT_TAGS = { newArrival: 'NEW ARRIVAL', bestSeller: 'BEST SELLER' } as const;

/** The `STUDENT30` code's percentage. */
export const STUDENT_DISCOUNT_PERCENT = 30;

/** The buyer's country when a request names none (@inContext without country). */
export const DEFAULT_COUNTRY_CODE = 'US';
/** Countries listed first in the checkout's country picker. */
export const PRIORITY_COUNTRY_CODES = ['US', 'GB', 'AU', 'PH'] as const;

/**
 * Variant ids of the special products (free gifts, country lines, shipping protection). The site's
 * defaults for GATSBY_PROMO_GIFT_VARIANT_ID & co. (src/config/env.ts) are documented to match these.
 */
export const SPECIAL_VARIANT_IDS = {
  promoGift: 'gid://shopify/ProductVariant/9000000001',
  countryLine: {
    AU: 'gid://shopify/ProductVariant/9000000002',
    GB: 'gid://shopify/ProductVariant/9000000003',
  },
  shippingProtection: 'gid://shopify/ProductVariant/9000000004',
} as const;

/** The demo account seeded into a fresh database. */
export const DEMO_CUSTOMER = { email: 'demo@bluebayswim.test', password: 'bluebay123', firstName: 'Marina', lastName: 'Bay' } as const;
