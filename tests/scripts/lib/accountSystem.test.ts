/**
 * `npm start` and `npm run build` reuse a local storefront that already runs (e.g. `npm run storefront`);
 * a shop runs one customer account system, so one running the other system than the site is built for
 * is refused with a message saying what to do, instead of a site that can sign nobody in.
 */
import { parseEnv } from '../../../src/config/env';
import { ensureLocalStorefront, runningAccountSystem } from '../../../scripts/lib/stack';
import { startStorefront, type RunningStorefront } from '../../../storefront-local/server';

const siteEnv = (storeDomain: string, accounts: 'legacy' | 'new') =>
  parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: storeDomain, GATSBY_SHOPIFY_STOREFRONT_TOKEN: 'local-storefront-token', GATSBY_CUSTOMER_ACCOUNTS: accounts });

describe.each(['legacy', 'new'] as const)('a local storefront already running %s customer accounts', (running) => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront({ port: 0, host: '127.0.0.1', dataDir: null, seed: false, customerAccounts: running });
  });
  afterAll(() => storefront.close());

  it('is told apart by its discovery document, as a client would', async () => {
    expect(await runningAccountSystem(storefront.url)).toBe(running);
  });

  it('is reused by a site built for the same system, and refused by one built for the other', async () => {
    expect(await ensureLocalStorefront(siteEnv(storefront.url, running), 'http://localhost:8000')).toBeNull();
    const other = running === 'legacy' ? 'new' : 'legacy';
    await expect(ensureLocalStorefront(siteEnv(storefront.url, other), 'http://localhost:8000')).rejects.toThrow(
      `runs ${running} customer accounts, but GATSBY_CUSTOMER_ACCOUNTS is ${other}`,
    );
  });
});
