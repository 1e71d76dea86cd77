/**
 * The local storefront as this repository runs it: the engine (engine.ts) serving Blue Bay
 * (shops/blue-bay/) unless another shop is given. `npm run storefront`, the build, the site's stack and
 * the tests start it from here; a project of its own would import the engine (the package's entry,
 * index.ts) and pass its own `shop`.
 */
import type { FastifyInstance } from 'fastify';
import { buildStorefrontApp as buildShopApp, startStorefront as startShop, type RunningStorefront, type StorefrontOptions } from './engine';
import { blueBayShop } from './shops/blue-bay';

export type { RunningStorefront, StorefrontLogLevel } from './engine';
export type { LocalStorefrontOptions as StorefrontOptions };

/** The engine's options, with the shop optional: Blue Bay when none is given. */
export type LocalStorefrontOptions = Omit<StorefrontOptions, 'shop'> & { shop?: StorefrontOptions['shop'] };

const withShop = (options: LocalStorefrontOptions): StorefrontOptions => ({ ...options, shop: options.shop ?? blueBayShop });

/** Builds the app (not listening) for `inject()` tests; `app.close()` closes the database. */
export const buildStorefrontApp = (options: LocalStorefrontOptions = {}): Promise<FastifyInstance> => buildShopApp(withShop(options));

/** Starts the storefront listening; `close()` stops it and closes the database. */
export const startStorefront = (options: LocalStorefrontOptions = {}): Promise<RunningStorefront> => startShop(withShop(options));
