/**
 * The first-visit byte budgets, run by CI after the build (and by `npm run bench`):
 *   npx tsx scripts/check-first-visit.ts [--port 8000]
 * Opens home, a collection and a product in Chromium as a first visit and counts every byte on the
 * network for 5 s after load, the service worker's included (≤ 350 KB each), any image the worker
 * fetched in another format than the page got (none allowed), and the JavaScript the page fetched
 * without interaction (≤ 85 KB gzip). Bytes only: times vary too much on a shared machine to gate on.
 * Uses a site already running on the port, or starts the local stack there.
 * Exits 1 when a page misses a budget.
 */
import path from 'node:path';
import { ROUTES } from '../src/config/site';
import { budgetLines, kb, passes, type Budget } from './bench/budgets';
import { budgetPages } from './bench/bundle';
import { measureFirstVisit, type FirstVisit } from './bench/firstVisit';
import { FIRST_VISIT_BYTES_BUDGET_KB, FIRST_VISIT_IDLE_MS, IDLE_JS_BUDGET_KB, OTHER_FORMAT_IMAGES_BUDGET } from './bench/limits';
import { ensureLocalStorefront, readEnv, ROOT, startSite, type Closable } from './lib/stack';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function firstVisitBudgets(visits: readonly (FirstVisit & { label: string; path: string })[]): Budget[] {
  return visits.flatMap((visit) => [
    {
      name: `First visit, all bytes incl. service worker — ${visit.label} ${visit.path}`,
      value: kb(visit.totalBytes),
      limit: FIRST_VISIT_BYTES_BUDGET_KB,
      kind: 'max' as const,
      unit: 'KB',
    },
    {
      name: `Images the service worker fetched in another format — ${visit.label}`,
      value: visit.otherFormatImages.length,
      limit: OTHER_FORMAT_IMAGES_BUDGET,
      kind: 'max' as const,
      unit: '',
    },
    { name: `Idle JavaScript after load (gzip) — ${visit.label}`, value: kb(visit.idleJsGzipBytes), limit: IDLE_JS_BUDGET_KB, kind: 'max' as const, unit: 'KB' },
  ]);
}

/** Home, a collection and a product, each opened as a first visit. */
export async function measureFirstVisits(siteUrl: string, publicDir: string): Promise<(FirstVisit & { label: string; path: string })[]> {
  const visits = [];
  for (const page of budgetPages(publicDir)) {
    const visit = await measureFirstVisit(`${siteUrl}${page.path}`, { chromePath: CHROME, idleMs: FIRST_VISIT_IDLE_MS, publicDir });
    visits.push({ ...visit, label: page.label, path: page.path });
  }
  return visits;
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 8000));
  const siteUrl = `http://localhost:${port}`;
  const started: Closable[] = [];
  if (!(await reachable(`${siteUrl}${ROUTES.home}`))) {
    const env = readEnv();
    const storefront = await ensureLocalStorefront(env, siteUrl);
    if (storefront) started.push(storefront);
    started.unshift(await startSite(env, port, '127.0.0.1'));
  }
  try {
    const visits = await measureFirstVisits(siteUrl, path.join(ROOT, 'public'));
    for (const visit of visits) {
      console.log(
        `${visit.label} ${visit.path}: ${kb(visit.totalBytes)} KB (page ${kb(visit.pageBytes)} KB, service worker ${kb(visit.workerBytes)} KB); idle JavaScript ${kb(visit.idleJsGzipBytes)} KB gzip`,
      );
      for (const [kind, { requests, bytes }] of Object.entries(visit.byKind)) console.log(`  ${String(kb(bytes)).padStart(7)} KB  ${kind} (${requests})`);
      for (const image of visit.otherFormatImages) console.log(`  another format: ${image.url} — page ${image.page}, worker ${image.worker}`);
    }
    const budgets = firstVisitBudgets(visits);
    console.log(`\n${budgetLines(budgets).join('\n')}`);
    if (budgets.some((b) => !passes(b))) process.exitCode = 1;
  } finally {
    for (const closable of started) await closable.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`check-first-visit: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
