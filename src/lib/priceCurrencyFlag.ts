/**
 * Static pages carry the shop currency's prices (the build's). A shopper whose country pays in another
 * currency must never see them, not even for the second before the scripts run: a tiny inline script in
 * every page's head flags <html> when the country in the address (`?country=`) or in storage pays in
 * another currency, and CSS keeps build-time prices invisible (their space kept) under that flag until
 * the country's own prices replace them. Start-up (stores/startup.ts) drops the flag when the stored
 * country could not be used: the store falls back to the default country, whose prices the build's are.
 * Pages load only the attribute's name (priceCurrencyAttribute.ts); this serves the server render and the cart.
 */
import { DEFAULT_COUNTRY_CODE } from '../config/countries';
import { findCountry } from './countries';
import { COUNTRY_CURRENCIES } from './countryTable.generated';

import { FOREIGN_CURRENCY_ATTRIBUTE } from './priceCurrencyAttribute';

export { FOREIGN_CURRENCY_ATTRIBUTE };

/** The currency the static pages are built in: the default country's. */
export const shopCurrency = (): string => findCountry(DEFAULT_COUNTRY_CODE)?.currencyCode ?? 'USD';


/**
 * The inline script. Countries paying in the shop currency are listed (a handful), so any other code,
 * even an unknown one, hides the static prices: a wrong guess only delays them until start-up, while
 * the opposite would flash a wrong currency. Storage that throws or holds no country sets nothing.
 */
export function priceCurrencyFlagScript(countryKey: string): string {
  const same = COUNTRY_CURRENCIES.filter(([, currency]) => currency === shopCurrency())
    .map(([code]) => code)
    .join(' ');
  return (
    `try{var c=(/[?&]country=([a-z]{2})(&|$)/i.exec(location.search)||[])[1]` +
    `||JSON.parse(localStorage.getItem(${JSON.stringify(countryKey)})).countryCode;` +
    `if(typeof c=="string"&&c.length==2&&${JSON.stringify(same)}.indexOf(c.toUpperCase())<0)` +
    `document.documentElement.setAttribute(${JSON.stringify(FOREIGN_CURRENCY_ATTRIBUTE)},"")}catch(e){}`
  );
}
