/**
 * The engine of the local storefront: a Storefront API 2025-07 and 2026-04 server (graphql-js on the
 * official schemas), the CDN for generated artwork, the hosted checkout, the e-mail outbox and a small
 * local admin, with carts, customers and orders in PGlite, serving the shop it is given
 * (`ShopDefinition`, services.ts). It imports no shop: server.ts serves Blue Bay by default. See
 * storefront-local/README.md.
 */
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { adminApiRoutes } from './admin/adminApi';
import { adminRoutes } from './admin/routes';
import { AnalyticsEvents } from './analytics/analyticsEvents';
import { analyticsRoutes } from './analytics/routes';
import { artworkRoutes } from './artwork/routes';
import { CartStore } from './carts/cartStore';
import type { Catalogue } from './catalogue/types';
import { shopMetaobjects } from './content/metaobjects';
import type { ShopContent } from './content/types';
import { checkoutRoutes } from './checkout/routes';
import {
  DEFAULT_CUSTOMER_ACCOUNTS,
  DEFAULT_DATA_DIR,
  DEFAULT_SITE_URL,
  DEFAULT_STOREFRONT_PORT,
  REQUEST_TIMEOUT_MS,
  type CustomerAccountSystem,
} from './config';
import { BuyerCustomers, CustomerAccountSessions, customerAccountRoutes } from './customer-account';
import type { CustomerApiLimitSettings } from './customer-account/graphql/customerApiLimits';
import { CustomerStore } from './customers/customerStore';
import { openDatabase } from './db/database';
import { defaultTokens } from './graphql/auth';
import type { ExecutionLimit } from './graphql/executionLimit';
import { graphqlRoutes } from './graphql/routes';
import { parseFormBody } from './formBody';
import { escapeHtml, page } from './html';
import { OrderStore } from './orders/orderStore';
import { Outbox } from './outbox/outbox';
import { outboxRoutes } from './outbox/routes';
import { privacyRoutes } from './privacy/routes';
import { seedGiftCards } from './giftcards/giftCardStore';
import type { Services, ShopDefinition } from './services';
import { resolveShopData, shopDefinitionProblems } from './shopDefinition';
import { listenHttps, type HttpsListener } from './tls/httpsListener';
import { shopifyPathToLocal } from './customer-account/shopifyPaths';
import { requestIdOptions, requestIds } from './requestIds';

export interface StorefrontOptions {
  /** The shop served: its catalogue, settings, discount codes, gift cards, content and demo customers. */
  shop: ShopDefinition;
  port?: number;
  host?: string;
  /** PGlite data directory; null keeps everything in memory. Default: .data/storefront */
  dataDir?: string | null;
  /** The site's origin, for activation/reset links and "continue shopping" (default http://localhost:8000). */
  siteUrl?: string;
  /** Drop all carts, customers, orders and e-mails first (npm run storefront:reset). */
  reset?: boolean;
  /** This server's own origin for image and checkout URLs (default http://localhost:{port}). */
  publicUrl?: string;
  /** Seed the shop's demo customers and orders (`shop.seed`) into an empty database (default true). */
  seed?: boolean;
  /** Move every undelivered order one tracking step when its last step is this old (ms); off by default. */
  autoAdvanceMs?: number;
  /**
   * The server log (JSON lines on stdout): true or a level. Each answer is one line with its request id
   * (`reqId`, the answer's X-Request-Id); 4xx answers log at warn, 5xx at error. Off by default.
   */
  logger?: boolean | StorefrontLogLevel;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The token server-side clients send in Shopify-Storefront-Private-Token (default local-storefront-private-token). */
  privateToken?: string;
  /** The Admin API token the shop's server sends in X-Shopify-Access-Token (default local-admin-token). */
  adminToken?: string;
  /** A catalogue other than the shop's (tests). */
  catalogue?: Catalogue;
  /** The clock that codes and tokens of the Customer Account API expire by (tests move it; default Date.now). */
  now?: () => number;
  /** Pages, blogs, policies and redirects other than the shop's (tests). */
  content?: ShopContent;
  /**
   * The one customer account system the shop runs, as on Shopify (default legacy, as the site's
   * GATSBY_CUSTOMER_ACCOUNTS). legacy: the Storefront API's password accounts; the hosted login and the
   * Customer Account API are not there. new: the hosted login and the Customer Account API; the
   * Storefront API's customer mutations and `customer(customerAccessToken:)` answer as closed.
   */
  customerAccounts?: CustomerAccountSystem;
  /**
   * The time one GraphQL document may take to execute (Storefront and Customer Account APIs; default
   * Shopify's 10 seconds, graphql/executionLimit.ts), and the clock it is measured by (tests).
   */
  graphqlTimeLimit?: ExecutionLimit;
  /** The time a client has to send a whole request (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
  /**
   * Also listen on TLS on this port (0: any free port), with a self-signed certificate for localhost
   * kept in `{dataDir}/tls/` (storefront-local/tls/). Off by default; `npm run storefront` takes
   * STOREFRONT_HTTPS_PORT.
   */
  httpsPort?: number;
  /** The Customer Account API's per-customer cost and request limits (default CUSTOMER_API_LIMITS; tests lower them). */
  customerApiLimits?: CustomerApiLimitSettings;
  /**
   * Customer Account redirect URIs registered besides the site's `/account/authorize` (with and without
   * its trailing slash), e.g. a Hydrogen app's `http://localhost:3000/account/authorize`.
   */
  customerAccountRedirectUris?: string[];
}

export type StorefrontLogLevel = 'info' | 'warn' | 'error';

export interface RunningStorefront {
  url: string;
  port: number;
  /** The TLS listener when `httpsPort` was given: its origin and the certificate clients trust. */
  https?: { url: string; port: number; certFile: string | null; cert: string };
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storefront: Services;
  }
}

const STOREFRONT_API_PATH = /^\/api\/[^/?]+\/graphql\.json(?:\?|$)/;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

function resolveDataDir(dataDir: string | null | undefined): string | null {
  if (dataDir === null) return null;
  return path.resolve(dataDir ?? DEFAULT_DATA_DIR);
}

/** The shop's demo data goes into an empty database only: a restart keeps what shoppers did. */
async function seedDemoData(services: Services, seed: (services: Services) => Promise<void>): Promise<void> {
  if ((await services.db.query('SELECT 1 FROM customers LIMIT 1')).length) return;
  await seed(services);
}

/** Builds the app (not listening) for `inject()` tests; `app.close()` closes the database. */
export async function buildStorefrontApp(options: StorefrontOptions): Promise<FastifyInstance> {
  const { shop } = options;
  const problems = shopDefinitionProblems(shop);
  if (problems.length) throw new Error(`The shop "${shop.name}" cannot be served:\n- ${problems.join('\n- ')}`);
  const catalogue = options.catalogue ?? resolveShopData(shop.catalogue);
  const db = await openDatabase({ dataDir: resolveDataDir(options.dataDir), reset: options.reset });
  const siteUrl = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  const urls = {
    publicUrl: (options.publicUrl ?? `http://localhost:${options.port ?? DEFAULT_STOREFRONT_PORT}`).replace(/\/$/, ''),
    siteUrl,
    customerAccountRedirectUris: options.customerAccountRedirectUris ?? [],
  };
  const outbox = new Outbox(db, shop.name);
  const customers = new CustomerStore(db, outbox, siteUrl);
  const clock = options.now ?? Date.now;
  const customerAccounts = options.customerAccounts ?? DEFAULT_CUSTOMER_ACCOUNTS;
  const accountSessions = customerAccounts === 'new' ? new CustomerAccountSessions(db, clock) : null;
  // Carts know buyers by the tokens of the shop's one account system: legacy, or Customer Account (shcat_).
  const buyers = new BuyerCustomers(db, outbox, siteUrl);
  if (accountSessions) buyers.useSessions(accountSessions);
  const services: Services = {
    shop,
    catalogue,
    content: options.content ?? resolveShopData(shop.content),
    db,
    outbox,
    analytics: new AnalyticsEvents(db),
    customers,
    carts: new CartStore(db, catalogue, buyers, shop.discountCodes),
    orders: new OrderStore(db, urls, shop.shippingZones, outbox),
    urls,
    customerAccounts,
  };
  // Metaobjects are made from the lookbooks and the catalogue: a lookbook naming an unknown product fails here, at start.
  shopMetaobjects(services.content, catalogue);
  // The shop's issued gift cards are there whatever `seed` says, as its catalogue is.
  await seedGiftCards(db, shop.giftCards);
  if ((options.seed ?? true) && shop.seed) await seedDemoData(services, shop.seed);

  // The site's proxy (scripts/lib/storefrontProxy.ts) runs on this machine and names the buyer's address.
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const logger = options.logger ?? false;
  const app = Fastify({
    logger: logger === false ? false : { level: logger === true ? 'info' : logger, ...(options.logStream ? { stream: options.logStream } : {}) },
    ...requestIdOptions,
    bodyLimit: 1_048_576,
    trustProxy: 'loopback',
    requestTimeout,
    // Node reads the timeout when the server is created (Fastify's later assignment alone does nothing),
    // and checks running requests every 30 s by default: more often, so the limit holds closely.
    http: { requestTimeout, connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(requestTimeout / 4))) },
    // Shopify's Customer Account URL shapes (with the shop id, as Hydrogen builds them) reach the same routes.
    rewriteUrl: (request) => shopifyPathToLocal(request.url ?? '/'),
  });
  app.decorate('storefront', services);
  requestIds(app);
  const siteOrigin = new URL(siteUrl).origin;
  await app.register(cors, {
    // The Storefront API is public: its token is made for browsers on any site (a Buy Button on a blog,
    // a headless front end on its own domain), so any origin may call it and its preflight is answered.
    // The rest (admin, outbox, Customer Account endpoints) answers only the site and local origins.
    delegator: (request, callback) =>
      callback(null, {
        origin: STOREFRONT_API_PATH.test(request.url)
          ? '*'
          : (origin: string | undefined, done: (error: Error | null, allow: boolean) => void) =>
              done(null, !origin || LOCAL_ORIGIN.test(origin) || origin === siteOrigin),
        methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
        maxAge: 86_400,
      }),
  });
  app.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseFormBody(String(body))));
  // Malformed JSON, oversized or unsupported bodies: a GraphQL-shaped error, never a crash.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? `Invalid JSON in request body: ${error.message}` : error.message;
    return reply.status(status).send({ errors: [{ message: status === 500 ? 'Internal error' : message }] });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ errors: [{ message: `Not found: ${request.method} ${request.url}` }] }));

  graphqlRoutes(app, services, defaultTokens(options.privateToken), options.graphqlTimeLimit);
  artworkRoutes(app, services);
  checkoutRoutes(app, services);
  outboxRoutes(app, services);
  await analyticsRoutes(app, services);
  privacyRoutes(app);
  adminRoutes(app, services);
  adminApiRoutes(app, services, options.adminToken);
  // A shop without new customer accounts has no hosted login nor Customer Account API: their paths are 404.
  if (accountSessions) await customerAccountRoutes(app, services, accountSessions, clock, options.customerApiLimits, options.graphqlTimeLimit);
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      page(
        services.shop.name,
        'Local storefront',
        `<section><h1>Local storefront</h1><p>Storefront API: <code>POST ${escapeHtml(urls.publicUrl)}/api/2025-07/graphql.json</code> with header <code>X-Shopify-Storefront-Access-Token: local-storefront-token</code>.</p>` +
          `<p><a href="/__outbox/">E-mail outbox</a> · <a href="/__analytics/">Analytics events</a> · <a href="/__admin/orders">Orders (admin)</a> · <a href="${escapeHtml(siteUrl)}/">The site</a></p>` +
          `<p class="hint">${catalogue.products.length} products, ${catalogue.collections.length} collections. Customer accounts: ${customerAccounts}.</p></section>`,
      ),
    ),
  );

  let timer: NodeJS.Timeout | null = null;
  if (options.autoAdvanceMs && options.autoAdvanceMs > 0) {
    const interval = options.autoAdvanceMs;
    timer = setInterval(() => {
      services.orders.advanceDue(interval).catch((error: unknown) => app.log.error(error));
    }, Math.min(interval, 5_000));
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await db.close();
  });
  return app;
}

/** Starts the storefront listening; `close()` stops it and closes the database. */
export async function startStorefront(options: StorefrontOptions): Promise<RunningStorefront> {
  const requestedPort = options.port ?? DEFAULT_STOREFRONT_PORT;
  const app = await buildStorefrontApp({ ...options, port: requestedPort });
  try {
    await app.listen({ port: requestedPort, host: options.host ?? 'localhost' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : requestedPort;
  const services = app.storefront;
  if (!options.publicUrl) {
    services.urls.publicUrl = `http://localhost:${port}`;
  }
  if (options.httpsPort === undefined) return { url: services.urls.publicUrl, port, app, services, close: () => app.close() };
  const dataDir = resolveDataDir(options.dataDir);
  let tls: HttpsListener;
  try {
    tls = await listenHttps(app, { port: options.httpsPort, host: options.host ?? 'localhost', certDir: dataDir ? path.join(dataDir, 'tls') : null });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { close: closeTls, ...https } = tls;
  return {
    url: services.urls.publicUrl,
    port,
    app,
    services,
    https,
    close: async () => {
      await closeTls();
      await app.close();
    },
  };
}
