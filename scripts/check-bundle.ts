/**
 * The deterministic bundle budget, run by CI after the build:
 *   npx tsx scripts/check-bundle.ts [--public public]
 * First-load JavaScript (gzip -9, including the page component's chunks) ≤ 100 KB on the home page, a
 * collection and a product; none of the game's libraries (html-to-image, howler, src/game/) in them, nor
 * any module of the browser runtime the build was not for (BB_BROWSER_RUNTIME, Preact by default).
 * Exits 1 with the reason when a page misses the budget.
 */
import path from 'node:path';
import { FIRST_LOAD_JS_BUDGET_KB } from './bench/limits';
import { budgetLines, kb, passes, type Budget } from './bench/budgets';
import { budgetPages, measurePage, readStats, type PageBundle } from './bench/bundle';
import { browserRuntime, otherRuntime, type BrowserRuntime } from '../src/build/browserRuntime';

export function bundleBudgets(pages: readonly (PageBundle & { label: string })[], runtime: BrowserRuntime): Budget[] {
  return pages.flatMap((page) => [
    {
      name: `First-load JS (gzip) — ${page.label} ${page.pagePath}`,
      value: kb(page.gzipBytes),
      limit: FIRST_LOAD_JS_BUDGET_KB,
      kind: 'max' as const,
      unit: 'KB',
    },
    {
      name: `Game libraries in first load — ${page.label}`,
      value: page.forbidden.length,
      limit: 0,
      kind: 'max' as const,
      unit: '',
      note: page.forbidden.join(', '),
    },
    {
      // The build was for this runtime: none of the other's modules (a cache that ignored the switch had them all).
      name: `${otherRuntime(runtime)} runtime modules in first load (built for ${runtime}) — ${page.label}`,
      value: page.runtimeModules[otherRuntime(runtime)],
      limit: 0,
      kind: 'max' as const,
      unit: '',
    },
  ]);
}

export function measureBundles(publicDir: string): (PageBundle & { label: string })[] {
  const stats = readStats(publicDir);
  return budgetPages(publicDir).map(({ label, path: pagePath }) => ({ label, ...measurePage(publicDir, pagePath, stats) }));
}

function main(): void {
  const flag = process.argv.indexOf('--public');
  const publicDir = path.resolve(flag > 0 ? process.argv[flag + 1]! : 'public');
  const pages = measureBundles(publicDir);
  for (const page of pages) {
    console.log(`${page.label} ${page.pagePath}: ${kb(page.gzipBytes)} KB gzip`);
    for (const file of page.files) console.log(`  ${String(kb(file.gzipBytes)).padStart(6)} KB  ${file.file}`);
  }
  const budgets = bundleBudgets(pages, browserRuntime(process.env.BB_BROWSER_RUNTIME));
  console.log(`\n${budgetLines(budgets).join('\n')}`);
  const failed = budgets.filter((b) => !passes(b));
  if (failed.length > 0) {
    for (const page of pages.filter((p) => p.forbidden.length > 0)) {
      console.error(`\n${page.pagePath} loads game-only code at first load: ${page.forbidden.join(', ')} — import it only from the game route.`);
    }
    for (const page of pages.filter((p) => kb(p.gzipBytes) > FIRST_LOAD_JS_BUDGET_KB)) {
      console.error(
        `\n${page.pagePath} ships ${kb(page.gzipBytes)} KB of JavaScript at first load, over the ${FIRST_LOAD_JS_BUDGET_KB} KB budget; the largest files are listed above.`,
      );
    }
    process.exit(1);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(`check-bundle: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
