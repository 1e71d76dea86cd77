/** Mailing addresses: validation of MailingAddressInput and the stored shape. */
import { countries } from 'countries-list';
import { zoneCode } from '../../shared/addressFormats';

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  country: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

export interface AddressRecord extends AddressFields {
  id: number;
  customerId: number;
}

export interface FieldError {
  code: 'INVALID' | 'TOO_LONG' | 'CONTAINS_HTML_TAGS' | 'BLANK';
  field: string[];
  message: string;
}

const KEYS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'] as const;
const MAX_LENGTH = 255;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,19}$/;

const byName = new Map(Object.entries(countries).map(([code, c]) => [c.name.toLowerCase(), code]));

/** ISO code for a country given as code ("AU") or name ("Australia"). */
export function countryCodeOf(input: string): string | null {
  const trimmed = input.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && trimmed.toUpperCase() in countries) return trimmed.toUpperCase();
  return byName.get(trimmed.toLowerCase()) ?? null;
}

export const countryName = (code: string): string => countries[code as keyof typeof countries]?.name ?? code;

/** Validates input; `base` is the current address when updating (only given fields change). */
export function normaliseAddress(
  input: Record<string, unknown>,
  base: AddressFields | null,
  fieldPrefix = 'address',
): { address: AddressFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const address: AddressFields = base
    ? { ...base }
    : {
        firstName: null, lastName: null, company: null, address1: null, address2: null, city: null,
        province: null, provinceCode: null, country: null, countryCode: null, zip: null, phone: null,
      };
  for (const key of KEYS) {
    if (!(key in input)) continue;
    const raw = input[key];
    const value = typeof raw === 'string' ? raw.trim() : null;
    if (value && value.length > MAX_LENGTH) {
      errors.push({ code: 'TOO_LONG', field: [fieldPrefix, key], message: `${key} is too long (maximum is ${MAX_LENGTH} characters)` });
    } else if (value && /<[a-z/!][^>]*>/i.test(value)) {
      errors.push({ code: 'CONTAINS_HTML_TAGS', field: [fieldPrefix, key], message: `${key} cannot contain HTML tags` });
    }
    address[key] = value || null;
  }
  if ('country' in input) {
    if (address.country) {
      const code = countryCodeOf(address.country);
      if (!code) errors.push({ code: 'INVALID', field: [fieldPrefix, 'country'], message: 'Country is not supported' });
      else {
        address.countryCode = code;
        address.country = countryName(code);
      }
    } else {
      address.countryCode = null;
    }
  }
  // provinceCode is the zone's code where the country has a list (JP-13 for Tokyo), else a short code as typed.
  if ('province' in input || 'country' in input) {
    const listed = address.countryCode ? zoneCode(address.countryCode, address.province) : null;
    address.provinceCode = listed ?? (address.province && /^[A-Za-z]{2,3}$/.test(address.province) ? address.province.toUpperCase() : null);
  }
  if (address.phone && !PHONE_PATTERN.test(address.phone)) {
    errors.push({ code: 'INVALID', field: [fieldPrefix, 'phone'], message: 'Phone is invalid' });
  }
  return { address, errors };
}

const joinNonEmpty = (parts: Array<string | null>, separator: string): string =>
  parts.filter((p): p is string => Boolean(p)).join(separator);

export function formatAddress(address: AddressFields, withName = false, withCompany = true): string[] {
  const lines: string[] = [];
  if (withName) {
    const name = joinNonEmpty([address.firstName, address.lastName], ' ');
    if (name) lines.push(name);
  }
  if (withCompany && address.company) lines.push(address.company);
  if (address.address1) lines.push(address.address1);
  if (address.address2) lines.push(address.address2);
  const cityLine = joinNonEmpty([address.city, address.provinceCode ?? address.province, address.zip], ' ');
  if (cityLine) lines.push(cityLine);
  if (address.country) lines.push(address.country);
  return lines;
}

export const formattedArea = (address: AddressFields): string | null =>
  joinNonEmpty([joinNonEmpty([address.city, address.provinceCode ?? address.province], ' '), address.country], ', ') || null;
