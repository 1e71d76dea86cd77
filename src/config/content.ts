/** Content a merchant keeps in Shopify: the journal's blog and where the policies live. */

/** The Shopify blog whose articles are the journal at /blog/. */
export const BLOG_HANDLE = 'journal';

/** Where each shop policy lives on the site (Shopify's own paths are /policies/{handle}). */
export const POLICY_PATHS = {
  privacyPolicy: '/privacy-policy/',
  refundPolicy: '/refund-policy/',
  shippingPolicy: '/shipping-and-order-information/',
  termsOfService: '/terms-and-conditions/',
} as const;
