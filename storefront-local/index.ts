/** The package's entry: the engine that serves a shop (server.ts) and the types a shop is written in. */
export { buildStorefrontApp, startStorefront, type RunningStorefront, type StorefrontLogLevel, type StorefrontOptions } from './server';
export type { Services, Urls } from './services';
export type { Catalogue } from './catalogue/types';
export type { ShopContent } from './content/types';
