/**
 * Documents that exist only from Storefront API 2026-04 (a field, argument or directive 2025-07 lacks).
 * The rest of src/storefront/documents must be valid on both 2025-07 (the spec's default) and 2026-04;
 * these are valid on 2026-04 only, so:
 * - `npm run codegen` types them from the 2026-04 schema, into src/storefront/generated/since-2026-04/;
 * - tests/storefront/documents.test.ts validates them against 2026-04 only (and fails for a document
 *   that is valid on 2025-07 too: it belongs one folder up);
 * - an operation sends one only when `supportsVersion(env.apiVersion, '2026-04')` (src/lib/apiVersion.ts),
 *   and keeps a 2025-07 path for shops on the default version.
 * Export each document from here so the check finds it.
 */
export { CART_CHECKOUT_URL_WITH_CONSENT_QUERY } from './consent';
export { CART_GIFT_CARD_CODES_ADD_MUTATION } from './giftCards';
