/**
 * Serves the current public/ with the local storefront and the shop service, without building:
 *   npx tsx scripts/bench/serve.ts [port]
 * For measuring or testing a build made by someone else (`npm start` would rebuild a stale one).
 */
import { ensureLocalStorefront, readEnv, startSite } from '../lib/stack';

async function main(): Promise<void> {
  const env = readEnv();
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8000);
  const storefront = await ensureLocalStorefront(env, `http://localhost:${port}`);
  const site = await startSite(env, port);
  console.log(`Serving public/ at ${site.url}`);
  const stop = async () => {
    await site.close();
    await storefront?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
