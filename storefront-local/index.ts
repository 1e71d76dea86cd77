/**
 * The package's entry: the engine, which serves the shop it is given (`startStorefront({ shop })`), and
 * the types a shop is written in. Blue Bay, this repository's shop, is `@bluebay/storefront-local/shops/blue-bay`.
 */
export { buildStorefrontApp, startStorefront, type RunningStorefront, type StorefrontLogLevel, type StorefrontOptions } from './engine';
export type { Services, ShopDefinition, Urls } from './services';
export type { ShopRules } from './carts/shopRules';
export type { DiscountCodes, DiscountDefinition, DiscountEntitlement } from './carts/discounts';
export type { ShippingService, ShippingZone } from './carts/shipping';
export type { SeededGiftCard } from './giftcards/seedGiftCards';
export type { Catalogue, CatalogueCollection, CatalogueMenu, CatalogueProduct, CatalogueVariant } from './catalogue/types';
export { indexCatalogue } from './catalogue/catalogueIndex';
export { COLOUR_FILTERS, PRINTS } from './catalogue/prints';
export type { ShopContent } from './content/types';
