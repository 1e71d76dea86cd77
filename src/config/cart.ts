/** The cart: how much of it is read, the partner-brand gift, the lines it adds by itself. */

export const CART_LINES_FETCHED = 50;

export const JUST_ADDED_MS = 3000;

export const PROMO_GIFT_THRESHOLD = 115;

export const PROMO_METAFIELD = { namespace: 'custom', key: 'promo' } as const;

/**
 * Variants the cart adds by itself. The defaults are the ids the local
 * storefront's catalogue gives these products; a real store sets its own through the environment.
 */
export const AUTO_LINE_DEFAULTS = {
  promoGiftVariantId: 'gid://shopify/ProductVariant/9000000001',
  countryVariantIds: {
    AU: 'gid://shopify/ProductVariant/9000000002',
    GB: 'gid://shopify/ProductVariant/9000000003',
  },
  shippingProtectionVariantId: 'gid://shopify/ProductVariant/9000000004',
} as const;

/** Cart line thumbnails are 84 CSS pixels wide in the drawer and 120 on the bag page (1×–3× screens). */
export const CART_THUMBNAIL_WIDTHS = [120, 240, 360] as const;

/** Largest quantity the steppers offer for one line; more is a wholesale order, not a bag. */
export const CART_LINE_MAX_QUANTITY = 99;

/**
 * The cart attribute saying its shopper removed shipping protection (it is not added back). On the cart,
 * not in one tab's storage: every tab and device with the cart sees it, and the order records the choice.
 */
export const SHIPPING_PROTECTION_DECLINED = { key: 'Shipping protection', value: 'Declined' } as const;
