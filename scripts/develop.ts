/**
 * `npm run develop`: Gatsby's development server with the whole shop behind it, as `npm start` has.
 * Starts the local storefront unless a real Shopify store is configured (Gatsby sources the products
 * from it), starts the shop service in its own process on a free loopback port, then runs `gatsby
 * develop`, whose developMiddleware (gatsby-config.ts) forwards the service's paths to it. Arguments
 * after `--` go to `gatsby develop`. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { SHOP_SERVICE_PROXY_ENV } from './lib/shopServiceProxy';
import { ROOT, ensureLocalStorefront, readEnv, startServiceProcess, usesLocalStorefront, type Closable } from './lib/stack';

async function main(): Promise<void> {
  const env = readEnv();
  const port = Number(process.env.PORT ?? 8000);
  const running: Closable[] = [];
  const stopAll = async () => {
    for (const service of running.reverse()) await service.close().catch(() => undefined);
  };

  try {
    const storefront = await ensureLocalStorefront(env, `http://localhost:${port}`);
    if (storefront) running.push(storefront);
    console.log(
      usesLocalStorefront(env)
        ? `Local storefront:  ${env.storefrontEndpoint}  (e-mails: ${new URL(env.storeDomain).origin}/__outbox/)`
        : `Shopify store:     ${env.storeDomain}`,
    );
    const service = await startServiceProcess(port);
    running.push(service);
    console.log(`Shop service:      ${service.url} (reached through the develop server)`);

    const gatsby = spawn(
      process.execPath,
      [require.resolve('gatsby/cli'), 'develop', '--port', String(port), ...process.argv.slice(2)],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [SHOP_SERVICE_PROXY_ENV]: service.url } },
    );
    // Ctrl-C reaches gatsby too (same process group); we stop our services once it has exited.
    const forward = (signal: NodeJS.Signals) => () => gatsby.kill(signal);
    process.once('SIGINT', forward('SIGINT'));
    process.once('SIGTERM', forward('SIGTERM'));
    const code = await new Promise<number>((resolve, reject) => {
      gatsby.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 0 : 1)));
      gatsby.on('error', reject);
    });
    await stopAll();
    process.exit(code);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
