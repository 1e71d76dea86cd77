/**
 * Static pages are built for the default country, so the header's country button says "US · USD" until
 * the scripts start. A shopper who chose another country must not see that: a tiny inline script in
 * every page's head reads the country from the address (`?country=`) or storage, puts its label
 * ("DE · EUR") in a CSS variable and flags <html>; the button's CSS shows that label instead of the
 * build's until start-up (stores/startup.ts) has the store's own country on screen and drops the flag.
 * No first-load JavaScript: the label's table rides in the inline script, as codes and currencies.
 */
import { DEFAULT_COUNTRY_CODE } from '../config/countries';
import { COUNTRY_LABEL_ATTRIBUTE, COUNTRY_LABEL_VARIABLE } from './countryLabelAttribute';
import { COUNTRY_CURRENCIES } from './countryTable.generated';

/** " ADEUR AEAED …": each supported country's code followed by its currency. */
export const countryCurrencyTable = (): string => COUNTRY_CURRENCIES.map(([code, currency]) => ` ${code}${currency}`).join('');

export function countryLabelFlagScript(countryKey: string): string {
  return (
    `try{var c=String((/[?&]country=([a-z]{2})(&|$)/i.exec(location.search)||[])[1]` +
    `||JSON.parse(localStorage.getItem(${JSON.stringify(countryKey)})).countryCode).toUpperCase(),` +
    `t=${JSON.stringify(countryCurrencyTable())},i=t.indexOf(" "+c);` +
    `if(/^[A-Z]{2}$/.test(c)&&c!=${JSON.stringify(DEFAULT_COUNTRY_CODE)}&&i>=0){var h=document.documentElement;` +
    `h.style.setProperty(${JSON.stringify(COUNTRY_LABEL_VARIABLE)},'"'+c+" \\u00b7 "+t.substr(i+3,3)+'"');` +
    `h.setAttribute(${JSON.stringify(COUNTRY_LABEL_ATTRIBUTE)},"")}}catch(e){}`
  );
}
