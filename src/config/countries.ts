/** The shopper's country: the default, the ones listed first, the one served by a regional store. */

export const DEFAULT_COUNTRY_CODE = 'US';

export const PRIORITY_COUNTRY_CODES = ['US', 'GB', 'AU', 'PH'] as const;

/** Shoppers who pick this country go to the regional store. */
export const REGIONAL_STORE_COUNTRY = 'PH';
