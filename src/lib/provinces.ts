/**
 * States, provinces and prefectures for the countries whose addresses need one (Shopify's checkout
 * requires the zone for these), with the codes Shopify uses as provinceCode. The data is shared with
 * the local storefront's checkout, so both ask for the same zones.
 */
import { addressFormat, zoneCode, type Zone } from '../../shared/addressFormats';

export type Province = Zone;

/** The country's states or provinces, or null when its addresses need none. */
export const provincesOf = (countryCode: string): readonly Province[] | null => addressFormat(countryCode).zones;

/**
 * The province code for what an address holds: a code ("CA") or a name ("California", "Tokyo"), in
 * any case; null when it is not one of the country's.
 */
export const provinceCode = (countryCode: string, value: string): string | null => zoneCode(countryCode, value);
