/**
 * What a merchant sets in Shopify admin for this shop: its name and description, the partner brand of
 * its collaboration, tags, the colour swatches of its filters, discount and password rules. The local
 * storefront owns these values: the site reads them through the API or its own
 * environment, never from here, so the two can disagree as a real store and the site can.
 */
export const SHOP_NAME = 'Blue Bay Swim';
/** The shop's numeric id (`gid://shopify/Shop/{id}`): Shopify's Customer Account URLs carry it. */
export const SHOP_ID = 1;
/** The shop's one published language: content is written in English only, so no other is offered. */
export const SHOP_LANGUAGE = 'EN';
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

/** Shopify's classic-account password rule (customerCreate, customerUpdate, customerReset). */
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;

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

/** The colour swatches of the `custom.colour` metafield filter: swatch image id, value and label. */
export const COLOUR_FILTERS = [
  { id: 'print-01', value: 'filter_red', name: 'Red' },
  { id: 'print-02', value: 'filter_orange', name: 'Orange' },
  { id: 'print-03', value: 'filter_yellow', name: 'Yellow' },
  { id: 'print-04', value: 'filter_green', name: 'Green' },
  { id: 'print-05', value: 'filter_blue', name: 'Blue' },
  { id: 'print-06', value: 'filter_purple', name: 'Purple' },
  { id: 'print-07', value: 'filter_pink', name: 'Pink' },
  { id: 'print-08', value: 'filter_white', name: 'White' },
  { id: 'print-09', value: 'filter_black', name: 'Black' },
  { id: 'print-10', value: 'filter_beige', name: 'Beige' },
  { id: 'print-11', value: 'filter_brown', name: 'Brown' },
  { id: 'print-12', value: 'filter_multi-color', name: 'Multi Color' },
] as const;
