/**
 * `npm run bench`: every performance budget (scripts/bench/limits.ts), measured on this machine and
 * written to docs/PERFORMANCE.md; exits 1 when one is missed.
 *
 *   npm run bench [-- --skip-build] [--runs 5] [--slow-cpu-runs 3] [--lock /tmp/gatsby-build.lock] [--service-duration 5] [--peer <url>]
 *
 * 1. Build: cold full build of the whole local catalogue, then one product changed (cached build).
 * 2. First-load JavaScript of home, a collection and a product (scripts/check-bundle.ts).
 * 3. Lighthouse 13 mobile on home, a collection, a product, the cart and the game; then the same with a
 *    slower simulated CPU, for the margin (not a budget; --slow-cpu-runs 0 skips it).
 * 4. Layout shift on a product and a collection while runtime prices load.
 * 4b. A first visit to home, a collection and a product: every byte including the service worker's,
 *    idle JavaScript, images the worker fetched in another format (scripts/check-first-visit.ts); with
 *    --peer <url>, the same for another shop's page. Then Add to cart on a 4× slower CPU: the drawer's
 *    delay after the answer, TBT and INP of the press (scripts/bench/addToCart.ts).
 * 5. axe-core scan (tests/e2e/a11y.spec.ts) against the same server.
 * 6. Shop service load benchmark (scripts/bench-service.ts).
 * The local storefront is started here on the configured port, which must be free for the builds;
 * with --skip-build an already running storefront is used.
 *
 *   npm run bench -- --scale [--sizes 1000,10000,25000] [--lock …] [--rows run.log [--no-build]]
 *
 * only measures how the build grows with the catalogue (scripts/bench/scale.ts) and rewrites the
 * "Scaling" section of docs/PERFORMANCE.md after each size, so an interrupted run keeps its rows;
 * --rows starts from the JSON rows an earlier run printed (its log) and builds only the sizes they lack.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '../src/config/site';
import { startStorefront } from '../storefront-local/server';
import { benchService, formatServiceBench } from './bench-service';
import { bundleBudgets, measureBundles } from './check-bundle';
import { budgetLines, median, passes, type Budget } from './bench/budgets';
import { benchBuilds, type BuildBench } from './bench/build';
import { budgetPages } from './bench/bundle';
import { measureCls } from './bench/cls';
import { ADD_TO_CART_CPU_SLOWDOWN, measureAddToCart, type AddToCartTiming } from './bench/addToCart';
import { measureFirstVisit } from './bench/firstVisit';
import {
  CLS_BUDGET,
  DRAWER_AFTER_ANSWER_BUDGET_MS,
  FIRST_VISIT_IDLE_MS,
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_TBT_BUDGET_MS,
  SLOW_CPU_SLOWDOWN,
} from './bench/limits';
import { firstVisitBudgets, measureFirstVisits } from './check-first-visit';
import { lighthouse } from './bench/lighthouse';
import { renderReport, type BenchReport } from './bench/report';
import { benchScale, renderScaling, scaleBudgets, scalingSection, SCALE_SIZES, withScalingSection, type ScaleRow } from './bench/scale';
import { readEnv, ROOT, startSite, usesLocalStorefront } from './lib/stack';
import { browserRuntime } from '../src/build/browserRuntime';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE_PORT = Number(process.env.BENCH_PORT ?? 8390);
const PRICE_DELAY_MS = 1500;

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function portFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

function runAxe(port: number): Promise<{ passed: number; failed: number; pages: number }> {
  const report = path.join(os.tmpdir(), `bb-axe-${process.pid}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('@playwright/test/cli'), 'test', 'tests/e2e/a11y.spec.ts', '--reporter=json'], {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', () => {
      if (!existsSync(report)) return reject(new Error('the axe scan wrote no report'));
      const stats = (JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
      resolve({ passed: stats.expected + stats.flaky, failed: stats.unexpected, pages: stats.expected + stats.flaky + stats.unexpected });
    });
  });
}

const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'PERFORMANCE.md');

async function scale(storefrontPort: number): Promise<void> {
  const sizes = (option('sizes') ?? SCALE_SIZES.join(',')).split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes whole numbers, e.g. --sizes 1000,2000');
  const rows: ScaleRow[] = [];
  const cpus = os.cpus();
  const write = () => {
    const missing = sizes.filter((n) => !rows.some((r) => r.products === n)).map((n) => `${n.toLocaleString('en-US')} products (the run stopped before it)`);
    const section = renderScaling({
      rows,
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}`,
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
      commit: gitCommit(),
      missing,
    });
    writeFileSync(PERFORMANCE_DOC, withScalingSection(readFileSync(PERFORMANCE_DOC, 'utf8'), section));
  };
  const saved = option('rows');
  if (saved) {
    // Rows an earlier run printed (JSON lines): kept, and only the sizes they lack are built.
    const earlier = new Map<number, ScaleRow>();
    for (const line of readFileSync(saved, 'utf8').split('\n')) {
      if (line.startsWith('{"products":')) earlier.set((JSON.parse(line) as ScaleRow).products, JSON.parse(line) as ScaleRow);
    }
    rows.push(...[...earlier.values()].sort((a, b) => a.products - b.products));
    write();
  }
  const record = (measured: ScaleRow) => {
    const row = { ...measured, commit: measured.commit ?? gitCommit() };
    const others = rows.filter((r) => r.products !== row.products);
    rows.splice(0, rows.length, ...[...others, row].sort((a, b) => a.products - b.products));
    console.log(JSON.stringify(row));
    write();
  };
  // --no-build: only write the section again from --rows.
  const toBuild = process.argv.includes('--no-build') ? [] : sizes.filter((n) => !rows.some((r) => r.products === n && r.changedSeconds !== null));
  for (const products of toBuild) {
    record(await benchScale(products, { storefrontPort, siteUrl: `http://localhost:${SITE_PORT}`, lock: option('lock'), onCold: record }));
  }
  const budgets = scaleBudgets(rows);
  console.log(`\n${budgetLines(budgets).join('\n')}\n\nWrote the Scaling section of docs/PERFORMANCE.md`);
  if (budgets.some((b) => b.value !== null && !passes(b))) process.exit(1);
}

async function main(): Promise<void> {
  const env = readEnv();
  if (!usesLocalStorefront(env)) throw new Error('npm run bench measures the local storefront build; unset GATSBY_SHOPIFY_STORE_DOMAIN.');
  const storefrontPort = Number(new URL(env.storeDomain).port || 80);
  if (process.argv.includes('--scale')) {
    if (!(await portFree(storefrontPort))) throw new Error(`port ${storefrontPort} is in use: the scale benchmark starts its own storefront there.`);
    return scale(storefrontPort);
  }
  const skipBuild = process.argv.includes('--skip-build');
  const storefrontRunning = !(await portFree(storefrontPort));
  if (storefrontRunning && !skipBuild) {
    throw new Error(
      `port ${storefrontPort} is in use (npm start or npm run storefront?): stop it first — the build benchmark starts its own storefront with one product changed — or measure the current build with --skip-build.`,
    );
  }
  // Lighthouse's own advice: the median of five runs roughly halves the variability of one
  // (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md); Total Blocking Time
  // on a shared 2-core machine swings more than any other budget, so fewer runs are a choice.
  const runs = Number(option('runs') ?? 5);
  const notes: string[] = [];
  const siteUrl = `http://localhost:${SITE_PORT}`;

  let builds: BuildBench | undefined;
  if (!skipBuild) {
    console.log('==> builds (cold, then one product changed)');
    builds = await benchBuilds({ storefrontPort, siteUrl, lock: option('lock') });
  } else notes.push('Run with --skip-build: the build figures are not in this report.');

  console.log('==> first-load JavaScript');
  const publicDir = path.join(ROOT, 'public');
  const bundles = measureBundles(publicDir);
  const [, collection, product] = budgetPages(publicDir);

  console.log('==> starting the storefront and the site for measurements');
  const storefront = storefrontRunning
    ? null
    : await startStorefront({ port: storefrontPort, host: '127.0.0.1', dataDir: null, siteUrl, customerAccounts: env.customerAccounts });
  if (storefrontRunning) notes.push(`Measured against the storefront already running on port ${storefrontPort}.`);
  const site = await startSite(env, SITE_PORT, '127.0.0.1');
  const pages = [
    { label: 'home', path: ROUTES.home },
    { label: 'collection', path: collection!.path },
    { label: 'product', path: product!.path },
    { label: 'cart', path: ROUTES.cart },
    { label: 'game', path: ROUTES.game },
  ];
  let report: BenchReport;
  try {
    console.log(`==> Lighthouse mobile (${runs} runs per page)`);
    let version = 'unknown';
    const lighthousePages: BenchReport['lighthouse']['pages'] = [];
    for (const page of pages) {
      try {
        const result = await lighthouse(`${siteUrl}${page.path}`, runs, CHROME);
        version = result.version;
        lighthousePages.push({ ...page, scores: result.scores, loadAverage: os.loadavg() });
        console.log(`    ${page.label}: ${JSON.stringify({ ...result.scores, failedAudits: undefined })}`);
      } catch (error) {
        lighthousePages.push({ ...page, scores: null, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }

    const slowCpuRuns = Number(option('slow-cpu-runs') ?? 3);
    let slowCpu: BenchReport['slowCpu'];
    if (slowCpuRuns > 0) {
      console.log(`==> Lighthouse mobile on a ${SLOW_CPU_SLOWDOWN}× slower CPU (${slowCpuRuns} runs per page, not a budget)`);
      slowCpu = { slowdown: SLOW_CPU_SLOWDOWN, runs: slowCpuRuns, pages: [] };
      for (const page of pages) {
        const result = await lighthouse(`${siteUrl}${page.path}`, slowCpuRuns, CHROME, SLOW_CPU_SLOWDOWN).catch(() => null);
        const scores = result?.scores;
        slowCpu.pages.push({ ...page, performance: scores?.performance ?? null, performanceRuns: scores?.performanceRuns ?? [] });
        console.log(`    ${page.label}: ${scores ? scores.performanceRuns.join(' ') : 'not measured'}`);
      }
    }

    console.log('==> layout shift while runtime prices load');
    const cls = [];
    for (const page of [collection!, product!]) {
      cls.push({ ...page, delayMs: PRICE_DELAY_MS, results: await measureCls(`${siteUrl}${page.path}`, { chromePath: CHROME, delayMs: PRICE_DELAY_MS }) });
    }

    console.log('==> first visit: all bytes, the service worker included, and idle JavaScript');
    const firstVisits = await measureFirstVisits(siteUrl, publicDir);
    for (const visit of firstVisits) console.log(`    ${visit.label}: ${Math.round(visit.totalBytes / 1024)} KB, idle JS ${Math.round(visit.idleJsGzipBytes / 1024)} KB`);
    const peerUrl = option('peer');
    const peer = peerUrl ? await measureFirstVisit(peerUrl, { chromePath: CHROME, idleMs: FIRST_VISIT_IDLE_MS }).catch(() => undefined) : undefined;
    if (peerUrl && !peer) notes.push(`The peer page ${peerUrl} could not be measured.`);

    console.log(`==> add to cart on a ${ADD_TO_CART_CPU_SLOWDOWN}× slower CPU`);
    const addToCartRuns: AddToCartTiming[] = [];
    // As many runs as Lighthouse's: the first after the first visits' browsers is often the slowest.
    for (let run = 0; run < runs; run += 1) {
      const timing = await measureAddToCart(`${siteUrl}${product!.path}`, { chromePath: CHROME }).catch((error: unknown) => {
        notes.push(`An add-to-cart run failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      });
      if (timing) addToCartRuns.push(timing);
    }
    const addToCart = { url: product!.path, cpuSlowdown: ADD_TO_CART_CPU_SLOWDOWN, runs: addToCartRuns, loadAverage: os.loadavg() };

    console.log('==> axe-core scan');
    let axe: BenchReport['axe'];
    try {
      axe = await runAxe(SITE_PORT);
    } catch (error) {
      notes.push(`axe scan did not run: ${error instanceof Error ? error.message : String(error)}`);
    }

    console.log('==> shop service');
    const service = formatServiceBench(await benchService({ durationSec: Number(option('service-duration') ?? 5) }));

    const budgets: Budget[] = [...bundleBudgets(bundles, browserRuntime(process.env.BB_BROWSER_RUNTIME))];
    for (const page of lighthousePages) {
      const s = page.scores;
      const note = page.error;
      const perfLimit = page.label === 'game' ? LIGHTHOUSE_BUDGETS.gamePerformance : LIGHTHOUSE_BUDGETS.performance;
      budgets.push(
        { name: `Lighthouse Performance — ${page.label}`, value: s?.performance ?? null, limit: perfLimit, kind: 'min', unit: '', note },
        { name: `Lighthouse Accessibility — ${page.label}`, value: s?.accessibility ?? null, limit: LIGHTHOUSE_BUDGETS.accessibility, kind: 'min', unit: '', note },
        { name: `Lighthouse Best Practices — ${page.label}`, value: s?.bestPractices ?? null, limit: LIGHTHOUSE_BUDGETS.bestPractices, kind: 'min', unit: '', note },
        { name: `Lighthouse SEO — ${page.label}`, value: s?.seo ?? null, limit: LIGHTHOUSE_BUDGETS.seo, kind: 'min', unit: '', note },
      );
    }
    budgets.push(...firstVisitBudgets(firstVisits));
    for (const page of lighthousePages.filter((p) => ['home', 'collection', 'product'].includes(p.label))) {
      budgets.push({
        name: `Lighthouse Total Blocking Time (ms) — ${page.label}`,
        value: page.scores && Number.isFinite(page.scores.tbt) ? Math.round(page.scores.tbt) : null,
        limit: LIGHTHOUSE_TBT_BUDGET_MS,
        kind: 'max',
        unit: '',
        note: page.error,
        loadAverage: page.loadAverage,
      });
    }
    budgets.push({
      name: `Add to cart, ${ADD_TO_CART_CPU_SLOWDOWN}× slower CPU: drawer on screen after the answer (ms, median)`,
      value: addToCartRuns.length ? median(addToCartRuns.map((r) => r.drawerAfterAnswerMs)) : null,
      limit: DRAWER_AFTER_ANSWER_BUDGET_MS,
      kind: 'max',
      unit: '',
      note: addToCartRuns.length ? undefined : 'no run finished',
      loadAverage: addToCart.loadAverage,
    });
    for (const page of cls) {
      for (const result of page.results) {
        budgets.push({ name: `CLS while prices load — ${page.label} (${result.viewport})`, value: result.cls, limit: CLS_BUDGET, kind: 'max', unit: '' });
      }
    }
    budgets.push({
      name: 'axe serious/critical violations — failing pages',
      value: axe ? axe.failed : null,
      limit: 0,
      kind: 'max',
      unit: '',
      note: axe ? undefined : 'scan did not run',
    });
    if (builds) {
      budgets.push({
        name: 'Cached build after one product changed (s), under the cold build',
        value: builds.oneProductChanged.seconds,
        limit: builds.cold.seconds,
        kind: 'max',
        unit: '',
      });
    }

    const cpus = os.cpus();
    report = {
      machine: {
        date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        os: `${os.type()} ${os.release()}`,
      },
      command: `${Object.entries(process.env)
        .filter(([key]) => key.startsWith('GATSBY_') || key === 'BB_BROWSER_RUNTIME')
        .map(([key, value]) => `${key}=${value} `)
        .join('')}npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
      browserRuntime: browserRuntime(process.env.BB_BROWSER_RUNTIME),
      budgets,
      builds,
      bundles,
      lighthouse: { version, runs, pages: lighthousePages },
      slowCpu,
      cls,
      axe,
      service,
      firstVisits,
      peer,
      addToCart,
      notes: [
        `Source: commit ${gitCommit()}.`,
        ...notes,
        'Lighthouse 13 declares Node ≥ 22.19; its CLI runs here on Node 20.20 (checked: same report format, no runtime warnings).',
      ],
    };
  } finally {
    await site.close();
    await storefront?.close();
  }

  const lines = budgetLines(report.budgets);
  console.log(`\n${lines.join('\n')}`);
  // The scaling section comes from its own, much longer run: keep it.
  const previous = existsSync(PERFORMANCE_DOC) ? scalingSection(readFileSync(PERFORMANCE_DOC, 'utf8')) : null;
  const rendered = renderReport(report);
  writeFileSync(PERFORMANCE_DOC, previous ? withScalingSection(rendered, previous) : rendered);
  console.log('\nWrote docs/PERFORMANCE.md');
  if (report.budgets.some((b) => !passes(b))) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
