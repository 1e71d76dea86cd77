/**
 * `npm run build`: the production build. Gatsby sources the catalogue from the Storefront API at
 * build time, so with the default configuration the local storefront is started for the build.
 */
import { ensureLocalStorefront, readEnv, runGatsbyBuild } from './lib/stack';

async function main(): Promise<void> {
  const env = readEnv();
  const storefront = await ensureLocalStorefront(env, `http://localhost:${process.env.PORT ?? 8000}`);
  try {
    await runGatsbyBuild();
  } finally {
    await storefront?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
