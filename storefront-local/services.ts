/** The parts of the local storefront that resolvers and routes share. */
import type { AnalyticsEvents } from './analytics/analyticsEvents';
import type { Catalogue } from './catalogue/types';
import type { CartStore } from './carts/cartStore';
import type { CustomerAccountSystem } from './config';
import type { ShopContent } from './content/types';
import type { CustomerStore } from './customers/customerStore';
import type { Database } from './db/database';
import type { OrderStore } from './orders/orderStore';
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
