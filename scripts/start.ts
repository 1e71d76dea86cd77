/**
 * `npm start`: the whole shop at one URL. Starts the local storefront unless a real Shopify store is
 * configured, builds the site when public/ is missing or stale, then serves the site and the shop
 * service on PORT (default 8000). Ctrl-C stops everything.
 */
import { buildIfStale, ensureLocalStorefront, readEnv, startSite, usesLocalStorefront, type Closable } from './lib/stack';

async function main(): Promise<void> {
  const env = readEnv();
  const port = Number(process.env.PORT ?? 8000);
  const siteUrl = `http://localhost:${port}`;
  const running: Closable[] = [];

  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    for (const service of running.reverse()) await service.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const storefront = await ensureLocalStorefront(env, siteUrl);
  if (storefront) running.push(storefront);
  console.log(
    usesLocalStorefront(env)
      ? `Local storefront:  ${env.storefrontEndpoint}  (e-mails: ${new URL(env.storeDomain).origin}/__outbox/)`
      : `Shopify store:     ${env.storeDomain}`,
  );

  if (await buildIfStale(process.argv.includes('--build'))) console.log('Site built.');
  else console.log('Site is up to date (npm start -- --build forces a rebuild).');

  const site = await startSite(env, port);
  running.push(site);
  console.log(`\nBlue Bay Swim is open at ${site.url}\nPress Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
