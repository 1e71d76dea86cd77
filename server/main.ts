/**
 * `npm run service`: the shop service alone, for deployments where a CDN serves the static site and a
 * proxy sends /bb-wishlist and /api/ here (docs/DEPLOYMENT.md). `npm start` mounts the same plugin
 * inside the site's server instead.
 */
import { env } from '../src/config/env';
import { buildService } from './app';
import { parseServiceEnv } from './config';
import { sharedCounterStore } from './sharedCounterStore';
import { openDatabase } from './db';
import { adminOrderCheck } from './orderCheck';
import { customerAccountTokenVerifier, eitherTokenVerifier } from './verifyCustomerAccountToken';
import { storefrontTokenVerifier } from './verifyToken';

const LOCAL_SHOP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
/** The local storefront's Admin API token (storefront-local/admin/adminApi.ts). */
const LOCAL_ADMIN_TOKEN = 'local-admin-token';

/** Long enough for in-flight requests to finish; short enough for an orchestrator's grace period. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = parseServiceEnv(process.env);
  const shopOrigin = new URL(env.storefrontEndpoint).origin;
  // The local storefront answers the Admin API with its own token; a real shop needs SHOPIFY_ADMIN_ACCESS_TOKEN.
  const adminToken = config.adminAccessToken ?? (LOCAL_SHOP.test(shopOrigin) ? LOCAL_ADMIN_TOKEN : undefined);
  if (!adminToken) console.warn('shop service: SHOPIFY_ADMIN_ACCESS_TOKEN is not set, so the returns forms cannot check order numbers (docs/DEPLOYMENT.md)');
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const app = await buildService({
    db,
    verifyToken: eitherTokenVerifier(
      storefrontTokenVerifier({
        endpoint: env.storefrontEndpoint,
        storefrontToken: env.storefrontToken,
        ttlMs: config.tokenCacheTtlMs,
      }),
      customerAccountTokenVerifier({ shopOrigin, ttlMs: config.tokenCacheTtlMs }),
    ),
    ...(adminToken ? { checkOrder: adminOrderCheck({ endpoint: `${shopOrigin}/admin/api/${env.apiVersion}/graphql.json`, accessToken: adminToken }) } : {}),
    siteOrigin: config.siteOrigins,
    rateLimit: config.rateLimit,
    ...(config.rateLimitRedisUrl ? { rateLimitRedis: sharedCounterStore(config.rateLimitRedisUrl) } : {}),
    logger: config.logger,
    trustProxy: config.trustProxy,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`shop service: ${signal}, finishing requests and closing`);
    const force = setTimeout(() => {
      console.error('shop service: shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await db.close(); // PGlite flushes to disk here
      process.exit(0);
    } catch (error) {
      console.error('shop service: error while closing', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start` (scripts/lib/childProcess.ts): leave with the parent, never orphaned.
  if (process.send) process.once('disconnect', () => void stop('parent exited'));

  const address = await app.listen({ port: config.port, host: config.host });
  const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`shop service listening on ${address} — storage: ${storage}; Storefront API: ${env.storefrontEndpoint}`);
  process.send?.({ type: 'listening', url: address });
}

main().catch((error: unknown) => {
  console.error('shop service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
