/**
 * The <html> attribute the head script sets while the header's country button still shows the build's
 * country, and the CSS variable holding the stored country's label (countryLabelFlag.ts).
 */
export const COUNTRY_LABEL_ATTRIBUTE = 'data-country-label';
export const COUNTRY_LABEL_VARIABLE = '--bb-country-label';
