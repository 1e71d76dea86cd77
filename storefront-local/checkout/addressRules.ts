/**
 * What the checkout refuses in an address, in the country's format (shared/addressFormats.ts): a
 * missing or unknown zone where the country has a list, a missing postal code where one is required,
 * or one that does not fit the country's format.
 */
import { addressFormat, zoneCode } from '../../shared/addressFormats';
import { countryCodeOf } from '../customers/addresses';

const inSentence = (label: string): string => (label === 'ZIP code' ? label : label.toLowerCase());

export function addressFormatErrors(values: { country: string; province: string; zip: string }): string[] {
  const country = countryCodeOf(values.country);
  if (!country) return [];
  const format = addressFormat(country);
  const errors: string[] = [];
  if (format.zones && !zoneCode(country, values.province)) errors.push(`Choose a ${format.zoneLabel.toLowerCase()}.`);
  const zip = values.zip.trim();
  const postal = inSentence(format.postalLabel);
  if (format.postalCode === 'required' && !zip) errors.push(`Enter a ${postal}.`);
  else if (zip && format.postalCode !== 'none' && format.postalRule && !format.postalRule.pattern.test(zip)) {
    errors.push(`Enter a valid ${postal}, such as ${format.postalRule.example}.`);
  }
  return errors;
}
