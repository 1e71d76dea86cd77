/**
 * Helpers for a shop definition (the type, `ShopDefinition`, is in services.ts, beside the services it
 * seeds): the engine serves one shop, given to `startStorefront({ shop })` as data, as a merchant sets a
 * shop up in Shopify admin. The engine imports no shop; the Blue Bay shop (shops/blue-bay/) is one such
 * definition, and a test defines another in a few lines.
 */
import type { ShopDefinition } from './services';

export type { ShopDefinition };

/** The value of a field given as data or as a function of nothing. */
export const resolveShopData = <T extends object>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);

/** A definition the engine cannot serve fails at start, with every reason. */
export function shopDefinitionProblems(shop: ShopDefinition): string[] {
  const problems: string[] = [];
  if (!shop.name.trim()) problems.push('name is empty');
  if (!/^[A-Z]{2}$/.test(shop.defaultCountry)) problems.push(`defaultCountry must be a two-letter country code (got "${shop.defaultCountry}")`);
  if (!shop.shippingZones.some((zone) => zone.countries === 'rest')) problems.push("shippingZones need one zone with countries: 'rest'");
  for (const [key, discount] of Object.entries(shop.discountCodes)) {
    if (key !== discount.code.toUpperCase()) problems.push(`discount code ${discount.code} is listed as ${key}: list it by its upper-case code`);
  }
  return problems;
}
