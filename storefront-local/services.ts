/** The parts of the local storefront that resolvers and routes share, and the shop they serve. */
import type { AnalyticsEvents } from './analytics/analyticsEvents';
import type { Catalogue } from './catalogue/types';
import type { LineCost } from './carts/cartCost';
import type { CartStore } from './carts/cartStore';
import type { ShopRules } from './carts/shopRules';
import type { CustomerAccountSystem } from './config';
import type { SynonymGroup } from './content/searchSynonyms';
import type { ShopContent } from './content/types';
import type { CustomerRecord } from './customers/customerRecords';
import type { CustomerStore } from './customers/customerStore';
import type { Database } from './db/database';
import type { SeededGiftCard } from './giftcards/seedGiftCards';
import type { MetafieldData } from './graphql/views/metafield';
import type { OrderRecord, OrderStore } from './orders/orderStore';
import type { Outbox } from './outbox/outbox';

export interface Urls {
  /** Origin of this storefront (images, checkout), e.g. http://localhost:8787 */
  publicUrl: string;
  /** Origin of the site (activation, reset and "back to shop" links), e.g. http://localhost:8000 */
  siteUrl: string;
  /** Customer Account redirect URIs registered besides the site's own callback (customer-account/config.ts). */
  customerAccountRedirectUris?: string[];
}

export interface Services {
  /** The shop served (its catalogue and content, resolved once, are the two fields below). */
  shop: ShopDefinition;
  catalogue: Catalogue;
  /** The merchant's pages, blogs, policies and redirects (content/). */
  content: ShopContent;
  db: Database;
  carts: CartStore;
  customers: CustomerStore;
  orders: OrderStore;
  outbox: Outbox;
  /** Shopify analytics (monorail) events received. */
  analytics: AnalyticsEvents;
  urls: Urls;
  /** The one customer account system this shop runs: legacy (passwords) or new (hosted login by code). */
  customerAccounts: CustomerAccountSystem;
}

type MetafieldArgs = { namespace?: string | null; key: string };

/**
 * One shop, as a merchant sets it up in Shopify admin (catalogue, delivery, discounts, gift cards,
 * content, customers): what `startStorefront({ shop })` serves.
 */
export interface ShopDefinition extends ShopRules {
  /** The shop's name (e-mails, the hosted pages' title, `shop.name`). */
  name: string;
  /** `shop.description`. */
  description: string;
  /** Countries listed first in the checkout's country picker. */
  priorityCountries: readonly string[];
  /** Products, collections and menus; a function is called once, when the storefront starts. */
  catalogue: Catalogue | (() => Catalogue);
  /** Pages, blogs, policies, redirects and lookbooks (metaobjects); a function is called once, at start. */
  content: ShopContent | (() => ShopContent);
  /** Gift cards the shop has issued, put into a database that has none. */
  giftCards: readonly SeededGiftCard[];
  /** Search & Discovery synonym groups (content/searchSynonyms.ts); none by default. */
  searchSynonyms?: () => SynonymGroup[];
  /**
   * The shop's checkout validation (https://shopify.dev/docs/api/functions/latest/cart-and-checkout-validation):
   * the messages that stop the checkout of these lines shipped to that country; none by default.
   */
  checkoutRules?: (lines: readonly Pick<LineCost, 'line' | 'variant'>[], catalogue: Catalogue, shippingCountry: string | null) => string[];
  /** Metafields the shop's apps keep on the shop, customers and orders (both APIs' `metafield(namespace:, key:)`). */
  metafields?: {
    shop?: (args: MetafieldArgs) => MetafieldData | null;
    customer?: (args: MetafieldArgs, customer: CustomerRecord) => MetafieldData | null;
    order?: (args: MetafieldArgs, order: OrderRecord, catalogue: Catalogue) => MetafieldData | null;
  };
  /** Demo customers and orders for an empty database (`startStorefront({ seed })`, on by default). */
  seed?: (services: Services) => Promise<void>;
}
