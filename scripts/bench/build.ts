/**
 * Build-time benchmark: a cold production build of the whole local catalogue (gatsby clean
 * first), then a build after one product changed in the storefront, which Gatsby answers from its
 * cache (webpack, page queries, HTML of unchanged pages), then one with the product restored so
 * public/ ends as `npm run build` would leave it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../../storefront-local/catalogue/types';
import { parseCustomerAccountSystem } from '../../storefront-local/config';
import { generateSeedCatalogue } from '../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { startStorefront } from '../../storefront-local/server';
import { writeBuildStamp } from '../lib/buildStamp';
import { ROOT } from '../lib/stack';

export interface BuildFigures {
  seconds: number;
  pages: number;
  pagesPerSecond: number;
}

/** Pages the build wrote: one page-data.json per page (static queries and app data aside). */
export function countPages(publicDir: string): number {
  const root = path.join(publicDir, 'page-data');
  if (!existsSync(root)) return 0;
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(root, 'sq')) walk(full);
      } else if (entry === 'page-data.json') count += 1;
    }
  };
  walk(root);
  return count;
}

export function figures(seconds: number, pages: number): BuildFigures {
  return { seconds: Math.round(seconds * 10) / 10, pages, pagesPerSecond: Math.round((pages / seconds) * 10) / 10 };
}

/** Gatsby's own figure, printed at the end of a build; excludes time spent waiting for the lock. */
export function gatsbyBuildSeconds(output: string): number | null {
  const match = /Done building in ([\d.]+) sec/.exec(output);
  return match ? Number(match[1]) : null;
}

function run(command: string[], lock: string | undefined): Promise<string> {
  const [cmd, ...args] = lock ? ['flock', lock, ...command] : command;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command.join(' ')} exited ${code}`))));
  });
}

const gatsby = (args: string[]) => [process.execPath, require.resolve('gatsby/cli'), ...args];

/** The default catalogue with one product edited, as a merchant changing its title and price would. */
export function catalogueWithOneProductChanged(): { catalogue: Catalogue; handle: string } {
  const catalogue = generateSeedCatalogue();
  const product = catalogue.products[0]!;
  product.title = `${product.title} (restocked)`;
  product.updatedAt = new Date().toISOString();
  return { catalogue, handle: product.handle };
}

export interface BuildBench {
  cold: BuildFigures;
  oneProductChanged: BuildFigures & { handle: string };
}

/**
 * Runs the three builds against a local storefront started here on `storefrontPort` (the configured
 * one, so the built site is the one `npm start` serves). `lock`: a file to hold with flock(1) around
 * each build when other builds may run on the same machine.
 */
export async function benchBuilds(options: { storefrontPort: number; siteUrl: string; lock?: string }): Promise<BuildBench> {
  const timedBuild = async (catalogue?: Catalogue): Promise<number> => {
    const storefront = await startStorefront({
      port: options.storefrontPort,
      host: '127.0.0.1',
      dataDir: null,
      siteUrl: options.siteUrl,
      catalogue,
      // The builds' site is for the account system GATSBY_CUSTOMER_ACCOUNTS names: the shop runs that one.
      customerAccounts: parseCustomerAccountSystem(process.env.GATSBY_CUSTOMER_ACCOUNTS),
    });
    try {
      const started = performance.now();
      const output = await run(gatsby(['build']), options.lock);
      return gatsbyBuildSeconds(output) ?? (performance.now() - started) / 1000;
    } finally {
      await storefront.close();
    }
  };

  await run(gatsby(['clean']), options.lock);
  const coldSeconds = await timedBuild();
  const publicDir = path.join(ROOT, 'public');
  const pages = countPages(publicDir);
  const changed = catalogueWithOneProductChanged();
  const warmSeconds = await timedBuild(changed.catalogue);
  // Restore: public/ ends with the catalogue everyone else builds.
  await timedBuild();
  writeBuildStamp(ROOT);
  return {
    cold: figures(coldSeconds, pages),
    oneProductChanged: { ...figures(warmSeconds, countPages(publicDir)), handle: changed.handle },
  };
}
