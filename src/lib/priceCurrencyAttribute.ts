/** The <html> attribute the head script sets while static prices are in another currency than the shopper's (priceCurrencyFlag.ts). */
export const FOREIGN_CURRENCY_ATTRIBUTE = 'data-foreign-currency';
