/**
 * The local storefront as a child process of `npm start` / `npm run build` (scripts/lib/stack.ts):
 * its GraphQL, image and checkout work runs on its own event loop, never the site server's.
 *   node --import tsx scripts/lib/storefrontProcess.ts <port> <dataDir> <siteUrl> [legacy|new]
 * The last argument is the shop's customer account system (GATSBY_CUSTOMER_ACCOUNTS; default legacy).
 * STOREFRONT_LOG (default error: 5xx answers, with their X-Request-Id) sets what it logs (storefront-local/config.ts).
 */
import { parseCustomerAccountSystem, parseLogSetting } from '../../storefront-local/config';
import { startStorefront } from '../../storefront-local/server';
import { announceListening, stopWithParent } from './childProcess';

async function main(): Promise<void> {
  const [port, dataDir, siteUrl, accounts] = process.argv.slice(2);
  if (!port || !dataDir || !siteUrl) throw new Error('usage: storefrontProcess.ts <port> <dataDir> <siteUrl> [legacy|new]');
  const customerAccounts = parseCustomerAccountSystem(accounts);
  const storefront = await startStorefront({ port: Number(port), host: '127.0.0.1', dataDir, siteUrl, customerAccounts, logger: parseLogSetting(process.env.STOREFRONT_LOG, 'error') });
  let stopping = false;
  stopWithParent(() => {
    if (stopping) return;
    stopping = true;
    storefront.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  announceListening(storefront.url);
}

main().catch((error: unknown) => {
  console.error('local storefront failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
