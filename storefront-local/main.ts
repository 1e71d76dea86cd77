/**
 * `npm run storefront` (serve) and `npm run storefront:reset` (--reset-only: reseed and exit).
 * Env: STOREFRONT_PORT (8787), STOREFRONT_DATA_DIR (.data/storefront), SITE_URL or PORT for the
 * site origin (http://localhost:8000), STOREFRONT_AUTO_ADVANCE_SECONDS (move orders along over time),
 * STOREFRONT_PRIVATE_TOKEN (the server-to-server token; default local-storefront-private-token),
 * STOREFRONT_ADMIN_TOKEN (the Admin API token for the order look-up; default local-admin-token),
 * GATSBY_CUSTOMER_ACCOUNTS (the shop's one customer account system, legacy or new, as the site's; default legacy),
 * STOREFRONT_HTTPS_PORT (also serve over TLS there, self-signed for localhost; off by default),
 * CUSTOMER_ACCOUNT_REDIRECT_URIS (comma-separated redirect URIs registered besides the site's callback),
 * STOREFRONT_LOG (info: a line per answer with its X-Request-Id, the default; warn: 4xx and 5xx; error; off).
 */
import { DEFAULT_DATA_DIR, DEFAULT_STOREFRONT_PORT, parseCustomerAccountSystem, parseLogSetting } from './config';
import { buildStorefrontApp, startStorefront } from './server';

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const dataDir = process.env.STOREFRONT_DATA_DIR || DEFAULT_DATA_DIR;
  if (args.has('--reset-only')) {
    const app = await buildStorefrontApp({ dataDir, reset: true });
    await app.close();
    console.log(`Local storefront data in ${dataDir} reset and reseeded.`);
    return;
  }
  const port = Number(process.env.STOREFRONT_PORT || DEFAULT_STOREFRONT_PORT);
  const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 8000}`;
  const autoAdvanceSeconds = Number(process.env.STOREFRONT_AUTO_ADVANCE_SECONDS || 0);
  const customerAccounts = parseCustomerAccountSystem(process.env.GATSBY_CUSTOMER_ACCOUNTS);
  const httpsPort = process.env.STOREFRONT_HTTPS_PORT ? Number(process.env.STOREFRONT_HTTPS_PORT) : undefined;
  const storefront = await startStorefront({
    customerAccounts,
    logger: parseLogSetting(process.env.STOREFRONT_LOG, 'info'),
    port,
    dataDir,
    siteUrl,
    reset: args.has('--reset'),
    privateToken: process.env.STOREFRONT_PRIVATE_TOKEN || undefined,
    adminToken: process.env.STOREFRONT_ADMIN_TOKEN || undefined,
    autoAdvanceMs: autoAdvanceSeconds > 0 ? autoAdvanceSeconds * 1000 : undefined,
    httpsPort,
    customerAccountRedirectUris: (process.env.CUSTOMER_ACCOUNT_REDIRECT_URIS ?? '').split(',').map((uri) => uri.trim()).filter(Boolean),
  });
  console.log(`Local storefront: ${storefront.url}/api/2025-07/graphql.json (token local-storefront-token)`);
  if (storefront.https) {
    console.log(`Over TLS:         ${storefront.https.url}/api/2025-07/graphql.json (certificate ${storefront.https.certFile ?? 'in memory'}; trust it with NODE_EXTRA_CA_CERTS)`);
  }
  console.log(`Checkout:         http://checkout.localhost:${storefront.port}/checkouts/cn/{cartToken}`);
  console.log(`E-mail outbox:    ${storefront.url}/__outbox/`);
  console.log(`Customer accounts: ${customerAccounts}${customerAccounts === 'new' ? ` (hosted login: ${storefront.url}/.well-known/openid-configuration)` : ' (Storefront API passwords)'}`);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping the local storefront…`);
    storefront.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
