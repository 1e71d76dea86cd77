/**
 * Blue Bay Swim, the shop this repository's site sells from: its generated catalogue, settings,
 * delivery zones, discount codes, gift cards, the markdown content of content/, its Beach Club
 * metafields, checkout rules and demo customer. `startStorefront({ shop: blueBayShop })` serves it.
 */
import type { ShopDefinition } from '../../services';
import { getCatalogue } from './catalogue/seedCatalogue';
import { orderClubMetafield, shopClubMetafield, customerClubMetafield } from './beachClubMetafields';
import { checkoutRuleErrors } from './checkoutRules';
import { getSearchSynonyms } from './content/searchSynonyms';
import { getShopContent } from './content/seed';
import { seedDemoData } from './demoData';
import { DISCOUNT_CODES } from './discountCodes';
import { SEEDED_GIFT_CARDS } from './giftCards';
import { DEFAULT_COUNTRY_CODE, PRIORITY_COUNTRY_CODES, SHOP_DESCRIPTION, SHOP_NAME } from './settings';
import { SHIPPING_ZONES } from './shippingZones';

export const blueBayShop: ShopDefinition = {
  name: SHOP_NAME,
  description: SHOP_DESCRIPTION,
  defaultCountry: DEFAULT_COUNTRY_CODE,
  priorityCountries: PRIORITY_COUNTRY_CODES,
  // Generated on first use (STOREFRONT_PRODUCTS or the default 1,000 listed products), once per process.
  catalogue: getCatalogue,
  content: () => getShopContent(),
  shippingZones: SHIPPING_ZONES,
  discountCodes: DISCOUNT_CODES,
  giftCards: SEEDED_GIFT_CARDS,
  searchSynonyms: getSearchSynonyms,
  checkoutRules: checkoutRuleErrors,
  metafields: { shop: shopClubMetafield, customer: customerClubMetafield, order: orderClubMetafield },
  seed: seedDemoData,
};
