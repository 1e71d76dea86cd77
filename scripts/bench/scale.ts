/**
 * `npm run bench -- --scale`: the production build at 1,000, 10,000 and 25,000 products
 * (STOREFRONT_PRODUCTS), each cold (`gatsby clean` first), then cached with nothing changed, then
 * cached after one product changed, with pages per second, peak resident memory of the whole build
 * (the build process and its workers) and the size of public/. The budgets are ratios within one
 * run, so the machine's speed cancels out.
 *
 * The nothing-changed build sits between the two because the first cached build after a clean one
 * is not the one a shop runs again and again: Gatsby's webpack compilation hash comes out different
 * there though no script changed (gatsbyjs/gatsby#33450), so every page's HTML is stitched, rewritten
 * and compressed once more. From the second cached build on the hash holds. Both are reported.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { Catalogue } from '../../storefront-local/catalogue/types';
import { generateSeedCatalogue, SEED } from '../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { parseCustomerAccountSystem } from '../../storefront-local/config';
import { startStorefront } from '../../storefront-local/server';
import { budgetTable, type Budget } from './budgets';
import { countPages, gatsbyBuildSeconds } from './build';
import { samplePeakRss } from './processTree';
import { ROOT } from '../lib/stack';

export const SCALE_SIZES = [1000, 10_000, 25_000] as const;
export const SCALE_BUDGETS = {
  /** pages/s at 10,000 products ≥ this × pages/s at 1,000. */
  pagesPerSecondRatio: 0.8,
  /** The one-product-changed build at 10,000 products ≤ this × its cold build. */
  changedToColdRatio: 0.25,
  /** Peak resident memory of a build (cold or cached) at 25,000 products. */
  peakMemoryGb: 6,
} as const;

export interface ScaleRow {
  products: number;
  pages: number;
  coldSeconds: number;
  /** The first cached build after the cold one, nothing changed (absent in rows of earlier runs). */
  firstCachedSeconds?: number | null;
  changedSeconds: number | null;
  pagesPerSecond: number;
  peakRssBytes: number;
  changedPeakRssBytes: number | null;
  publicBytes: number;
  /** The commit measured (rows of an earlier run may come from an earlier commit). */
  commit?: string;
}

const GB = 1024 ** 3;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function dirBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += dirBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** The three budgets from whatever rows the run has (a missing size leaves its budget unmeasured). */
export function scaleBudgets(rows: readonly ScaleRow[]): Budget[] {
  const at = (n: number) => rows.find((r) => r.products === n);
  const small = at(1000);
  const mid = at(10_000);
  const large = at(25_000);
  return [
    {
      name: 'Pages/s at 10,000 products ÷ pages/s at 1,000',
      value: small && mid ? round(mid.pagesPerSecond / small.pagesPerSecond, 2) : null,
      limit: SCALE_BUDGETS.pagesPerSecondRatio,
      kind: 'min',
      unit: '',
      note: small && mid ? undefined : 'not built',
    },
    {
      name: 'One product changed ÷ cold build, 10,000 products',
      value: mid?.changedSeconds != null ? round(mid.changedSeconds / mid.coldSeconds, 2) : null,
      limit: SCALE_BUDGETS.changedToColdRatio,
      kind: 'max',
      unit: '',
      note: mid?.changedSeconds != null ? undefined : 'not built',
    },
    {
      // The higher of the cold and the cached build: a cached build at this size peaks higher.
      name: 'Peak resident memory of a build, 25,000 products (GB)',
      value: large ? round(Math.max(large.peakRssBytes, large.changedPeakRssBytes ?? 0) / GB, 2) : null,
      limit: SCALE_BUDGETS.peakMemoryGb,
      kind: 'max',
      unit: '',
      note: large ? undefined : 'not built',
    },
  ];
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

export const SCALING_START = '<!-- scaling:start (npm run bench -- --scale) -->';
export const SCALING_END = '<!-- scaling:end -->';

/**
 * What the measured rows say about the next step up (twice the largest size): memory and cold-build
 * time extrapolated linearly from the smallest to the largest size, against the memory budget and the
 * default V8 heap limit of the build's main process (which holds every page's context).
 */
export function nextStep(rows: readonly ScaleRow[], heapLimitBytes: number): string {
  if (rows.length < 2) return 'Next step up: needs at least two sizes measured to extrapolate.';
  const sorted = [...rows].sort((a, b) => a.products - b.products);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const target = last.products * 2;
  const perProduct = (last.peakRssBytes - first.peakRssBytes) / (last.products - first.products);
  const memory = last.peakRssBytes + perProduct * (target - last.products);
  const pagesPerProduct = last.pages / last.products;
  const minutes = (target * pagesPerProduct) / last.pagesPerSecond / 60;
  const limit = SCALE_BUDGETS.peakMemoryGb * GB;
  const memoryLimits = memory > limit;
  return [
    `Next step up (${target.toLocaleString('en-US')} products): peak memory grew ${Math.round(perProduct * 1000 / 1024 ** 2)} MB per 1,000 products ` +
      `between ${first.products.toLocaleString('en-US')} and ${last.products.toLocaleString('en-US')}, which projects ${round(memory / GB, 1)} GB ` +
      `for the whole process tree (budget ${SCALE_BUDGETS.peakMemoryGb} GB; the build's main process, which holds every page's context and is ` +
      `only part of that sum, has a default V8 heap limit of ${round(heapLimitBytes / GB, 1)} GB on this machine); at ${last.pagesPerSecond} pages/s a cold build would take about ${Math.round(minutes)} min here.`,
    memoryLimits
      ? 'Memory is what limits it first: the main process would need a larger heap (--max-old-space-size) or fewer, smaller page contexts.'
      : 'Build time is what limits it first (memory stays within budget): every page is rendered to HTML, stitched, rewritten by the paint-first plugin and gzipped once per cold build, so time grows with pages.',
    'A cached build re-renders only the changed pages, but part of it still grows with the page count: Gatsby\'s bootstrap creates ' +
      'every page again (createPages) and sweeps every node, the sitemap lists every page, and the paint-first and gzip passes walk ' +
      'public/ to find what changed; those, not sourcing (which fetches only the change), are what a shop ten times larger would wait for.',
    ...changedNote(sorted),
  ].join(' ');
}

/** Why a one-product-changed build is not small, when the run shows it is not. */
function changedNote(rows: readonly ScaleRow[]): string[] {
  const slow = rows.filter((r) => r.changedSeconds !== null && r.changedSeconds / r.coldSeconds > SCALE_BUDGETS.changedToColdRatio);
  if (!slow.length) return [];
  const worst = slow[slow.length - 1]!;
  return [
    `The one-product-changed build is ${round(worst.changedSeconds! / worst.coldSeconds, 2)} × the cold one at ${worst.products.toLocaleString('en-US')} products, ` +
      'although sourcing fetches only the change and Gatsby re-renders only the pages whose data changed: what is left grows with the ' +
      'page count (bootstrap over every node, page-data checks, the paint-first and gzip passes reading every file), and that per-page ' +
      'work, not sourcing, is what the next step up has to remove.',
  ];
}

/** The "Scaling" section of docs/PERFORMANCE.md. */
export function renderScaling(input: {
  rows: readonly ScaleRow[];
  date: string;
  machine: string;
  command: string;
  commit: string;
  missing: string[];
  heapLimitBytes?: number;
}): string {
  const budgets = scaleBudgets(input.rows);
  const table = [
    '| Products | Pages | Cold build (s) | Pages/s | First cached build, nothing changed (s) | One product changed (s) | Changed ÷ cold | Peak RSS, cold (process tree) | Peak RSS, changed | public/ | Commit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...input.rows.map((r) =>
      [
        r.products.toLocaleString('en-US'),
        r.pages,
        r.coldSeconds,
        r.pagesPerSecond,
        r.firstCachedSeconds ?? 'not measured',
        r.changedSeconds ?? 'not measured',
        r.changedSeconds == null ? '—' : round(r.changedSeconds / r.coldSeconds, 2),
        mb(r.peakRssBytes),
        r.changedPeakRssBytes == null ? '—' : mb(r.changedPeakRssBytes),
        mb(r.publicBytes),
        r.commit ?? input.commit,
      ].join(' | '),
    ).map((line) => `| ${line} |`),
  ];
  return [
    SCALING_START,
    '## Scaling',
    '',
    `Written by \`${input.command}\` (scripts/bench/scale.ts) on ${input.date}, ${input.machine}, commit ${input.commit}. ` +
      'Each size: `STOREFRONT_PRODUCTS=N` local storefront (collections grow with the catalogue), `gatsby clean`, a cold ' +
      '`gatsby build` as `npm run build` runs it (no heap flags), a cached build with nothing changed, then a cached build ' +
      'after one product changed its title (the budget\'s build; the changed product\'s page is checked for the new title). ' +
      'The first cached build after a clean one re-stitches every page because Gatsby\'s webpack compilation hash changes ' +
      'once there although no script changed (gatsbyjs/gatsby#33450); later cached builds keep the hash, as a shop that ' +
      'keeps .cache/ and public/ between builds sees them. ' +
      'Peak RSS is the sum over the build process and its workers, sampled from /proc every 250 ms. Times are Gatsby\'s own ' +
      '"Done building" figure on a shared 2-core machine, so compare ratios within the run, not across runs.',
    '',
    ...table,
    '',
    budgetTable(budgets),
    '',
    nextStep(input.rows, input.heapLimitBytes ?? getHeapStatistics().heap_size_limit),
    ...(input.missing.length ? ['', ...input.missing.map((m) => `- Not measured: ${m}`)] : []),
    SCALING_END,
  ].join('\n');
}

/** `doc` with its scaling section replaced by `section` (or `section` appended when there is none). */
export function withScalingSection(doc: string, section: string): string {
  const start = doc.indexOf(SCALING_START);
  const end = doc.indexOf(SCALING_END);
  if (start >= 0 && end > start) return `${doc.slice(0, start)}${section}${doc.slice(end + SCALING_END.length)}`;
  return `${doc.replace(/\n*$/, '')}\n\n${section}\n`;
}

/** The scaling section of `doc`, or null: the regular bench keeps it when it rewrites the file. */
export function scalingSection(doc: string): string | null {
  const start = doc.indexOf(SCALING_START);
  const end = doc.indexOf(SCALING_END);
  return start >= 0 && end > start ? doc.slice(start, end + SCALING_END.length) : null;
}

/** What the changed product's title gains. */
export const RESTOCKED = '(restocked)';

/** The catalogue of `products` products with its first product retitled now, as a merchant would. */
export function withOneProductChanged(products: number, now = new Date()): { catalogue: Catalogue; handle: string } {
  const catalogue = generateSeedCatalogue(SEED, products);
  const product = catalogue.products[0]!;
  product.title = `${product.title} ${RESTOCKED}`;
  product.updatedAt = now.toISOString();
  return { catalogue, handle: product.handle };
}

/** The build's environment: no inherited heap flags, so it runs as `npm run build` does by default. */
export function buildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...rest } = env;
  return rest;
}

interface BuildRun {
  seconds: number;
  peakRssBytes: number;
}

function gatsbyBuild(lock: string | undefined): Promise<BuildRun> {
  const command = [process.execPath, require.resolve('gatsby/cli'), 'build'];
  const [cmd, ...args] = lock ? ['flock', lock, ...command] : command;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: buildEnv(process.env) });
    const sampler = samplePeakRss(child.pid!);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 1_000_000) output = output.slice(-100_000);
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const peakRssBytes = sampler.stop();
      if (code !== 0) return reject(new Error(`gatsby build exited ${code}`));
      resolve({ seconds: gatsbyBuildSeconds(output) ?? (performance.now() - started) / 1000, peakRssBytes });
    });
  });
}

/** Cold build and one-product-changed build of `products` products; the storefront runs in this process. */
export async function benchScale(
  products: number,
  options: { storefrontPort: number; siteUrl: string; lock?: string; log?: (line: string) => void; onCold?: (row: ScaleRow) => void },
): Promise<ScaleRow> {
  const log = options.log ?? console.log;
  const build = async (catalogue: Catalogue): Promise<BuildRun> => {
    const storefront = await startStorefront({
      port: options.storefrontPort,
      host: '127.0.0.1',
      dataDir: null,
      siteUrl: options.siteUrl,
      catalogue,
      customerAccounts: parseCustomerAccountSystem(process.env.GATSBY_CUSTOMER_ACCOUNTS),
    });
    try {
      return await gatsbyBuild(options.lock);
    } finally {
      await storefront.close();
    }
  };
  rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
  rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
  log(`==> ${products} products: cold build`);
  const unchanged = generateSeedCatalogue(SEED, products);
  const cold = await build(unchanged);
  const publicDir = path.join(ROOT, 'public');
  const pages = countPages(publicDir);
  const publicBytes = dirBytes(publicDir);
  const coldRow: ScaleRow = {
    products,
    pages,
    coldSeconds: round(cold.seconds),
    changedSeconds: null,
    pagesPerSecond: round(pages / cold.seconds),
    peakRssBytes: cold.peakRssBytes,
    changedPeakRssBytes: null,
    publicBytes,
  };
  // Recorded before the second build, so a run cut short keeps the cold figures.
  options.onCold?.(coldRow);
  log(`==> ${products} products: cached build, nothing changed`);
  const firstCached = await build(unchanged);
  log(`==> ${products} products: cached build, one product changed`);
  const { catalogue, handle } = withOneProductChanged(products);
  const changed = await build(catalogue);
  assertPageShows(publicDir, handle, RESTOCKED);
  return {
    ...coldRow,
    firstCachedSeconds: round(firstCached.seconds),
    changedSeconds: round(changed.seconds),
    changedPeakRssBytes: changed.peakRssBytes,
  };
}

/** The changed product's page carries its new title, so a fast build is a real one. */
export function assertPageShows(publicDir: string, handle: string, text: string): void {
  const file = path.join(publicDir, 'products', handle, 'index.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!html.includes(text)) throw new Error(`the cached build did not rebuild ${path.relative(publicDir, file)}: "${text}" is not on it`);
}
