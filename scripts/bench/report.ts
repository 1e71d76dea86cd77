/** docs/PERFORMANCE.md, written by `npm run bench` from what it measured (numbers, not adjectives). */
import { budgetTable, kb, passes, type Budget } from './budgets';
import type { BuildBench } from './build';
import type { PageBundle } from './bundle';
import type { AddToCartTiming } from './addToCart';
import type { ClsResult } from './cls';
import type { FirstVisit } from './firstVisit';
import type { LighthouseScores } from './lighthouse';

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  os: string;
}

export interface BenchReport {
  machine: Machine;
  command: string;
  /** The library the built pages hydrate with (BB_BROWSER_RUNTIME). */
  browserRuntime?: string;
  budgets: Budget[];
  builds?: BuildBench;
  bundles: (PageBundle & { label: string })[];
  lighthouse: {
    version: string;
    runs: number;
    /** `loadAverage`: this machine's load average (1, 5, 15 min) when the page's runs ended. */
    pages: { label: string; path: string; scores: LighthouseScores | null; error?: string; loadAverage?: number[] }[];
  };
  /** The same pages' Performance with a slower simulated CPU (information, not a budget). */
  slowCpu?: { slowdown: number; runs: number; pages: { label: string; path: string; performanceRuns: number[]; performance: number | null }[] };
  cls: { label: string; path: string; delayMs: number; results: ClsResult[] }[];
  axe?: { passed: number; failed: number; pages: number };
  /** First visits: every byte including the service worker's, and the JavaScript fetched without interaction. */
  firstVisits?: (FirstVisit & { label: string; path: string })[];
  /** The same for another shop's page (`--peer <url>`), for comparison. */
  peer?: FirstVisit;
  addToCart?: { url: string; cpuSlowdown: number; runs: AddToCartTiming[]; loadAverage: number[] };
  service?: string;
  notes: string[];
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function renderReport(report: BenchReport): string {
  const failed = report.budgets.filter((b) => !passes(b));
  const out: string[] = [
    '# Performance',
    '',
    'Written by `npm run bench` (scripts/bench.ts); do not edit by hand. The budgets are set in scripts/bench/limits.ts.',
    '',
    `- Date: ${report.machine.date}`,
    `- Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GB RAM, ${report.machine.os}`,
    `- Node: ${report.machine.node}; Lighthouse ${report.lighthouse.version} (mobile, default simulated throttling, median of ${report.lighthouse.runs} run${report.lighthouse.runs === 1 ? '' : 's'} after one warm-up load); Chromium (Debian)`,
    `- Command: \`${report.command}\``,
    ...(report.browserRuntime
      ? [`- Browser runtime: ${report.browserRuntime === 'preact' ? "Preact's React-compatible layer (preact/compat)" : 'React 18'}, set by BB_BROWSER_RUNTIME; the HTML is rendered by React at build time`]
      : []),
    `- Result: ${failed.length === 0 ? `all ${report.budgets.length} budgets pass` : `${failed.length} of ${report.budgets.length} budgets missed`}`,
    '',
    '## Budgets',
    '',
    budgetTable(report.budgets),
    '',
  ];

  if (report.builds) {
    const { cold, oneProductChanged: warm } = report.builds;
    out.push(
      '## Build',
      '',
      'Full production build of the whole local catalogue (every route), `gatsby clean` first; then a build after one',
      `product (\`${warm.handle}\`) changed its title in the storefront, which Gatsby serves from its cache.`,
      '',
      row(['Build', 'Time (s)', 'Pages', 'Pages/s']),
      row(['---', '---', '---', '---']),
      row(['Cold (clean cache)', cold.seconds, cold.pages, cold.pagesPerSecond]),
      row(['One product changed (cached)', warm.seconds, warm.pages, warm.pagesPerSecond]),
      '',
    );
  }

  out.push('## First-load JavaScript', '', 'gzip -9 of every script the page loads or preloads plus its component chunk group.', '');
  for (const page of report.bundles) {
    out.push(`- **${page.label}** \`${page.pagePath}\`: ${kb(page.gzipBytes)} KB — ${page.files.map((f) => `${f.file} ${kb(f.gzipBytes)}`).join(', ')}`);
  }
  out.push('');

  out.push(
    '## Lighthouse',
    '',
    'Performance is the median of the runs listed next to it. Lighthouse scales the tasks it observes by its simulated CPU slowdown, so scores follow the speed of this shared machine at the time, which Lighthouse measures as its CPU benchmark index (median of the runs; higher is faster).',
    '',
    row(['Page', 'Performance', 'Runs', 'CPU benchmark index', 'Load average (1, 5, 15 min)', 'Accessibility', 'Best Practices', 'SEO', 'CLS', 'TBT (ms)']),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---']),
  );
  for (const page of report.lighthouse.pages) {
    const s = page.scores;
    out.push(
      s
        ? row([
            `${page.label} \`${page.path}\``,
            s.performance,
            s.performanceRuns.join(' '),
            Math.round(s.benchmarkIndex),
            page.loadAverage ? page.loadAverage.map((n) => n.toFixed(2)).join(', ') : 'n/a',
            s.accessibility,
            s.bestPractices,
            s.seo,
            s.cls.toFixed(3),
            Number.isFinite(s.tbt) ? Math.round(s.tbt) : 'n/a',
          ])
        : row([`${page.label} \`${page.path}\``, `not measured: ${page.error ?? 'unknown error'}`, '', '', '', '', '', '', '', '']),
    );
  }
  const audits = report.lighthouse.pages.flatMap((p) => (p.scores?.failedAudits ?? []).map((a) => `- ${p.label}: ${a}`));
  if (audits.length) out.push('', 'Audits that cost points:', '', ...audits);
  out.push('');
  if (report.slowCpu) {
    out.push(
      `### On a ${report.slowCpu.slowdown}× slower simulated CPU (not a budget)`,
      '',
      `The same pages with Lighthouse's CPU slowdown at ${report.slowCpu.slowdown}× instead of 4× (median of ${report.slowCpu.runs}): what a slow spell of this machine would score.`,
      '',
      row(['Page', 'Performance', 'Runs']),
      row(['---', '---', '---']),
      ...report.slowCpu.pages.map((page) =>
        row([`${page.label} \`${page.path}\``, page.performance ?? 'not measured', page.performanceRuns.join(' ')]),
      ),
      '',
    );
  }

  if (report.firstVisits?.length) {
    out.push(
      '## First visit',
      '',
      'A first visit in Chromium (412×823 at 1.75×, as Lighthouse mobile), watched for 5 s after the load event: every byte on the network (headers and compressed bodies) of the page and of its service worker, which saves the page for offline use; answers from the HTTP cache or from the worker count 0. Idle JavaScript: gzip -9 of every script the page fetched without interaction.',
      '',
      row(['Page', 'All bytes', 'Page', 'Service worker', 'Idle JavaScript (gzip)', 'Images in another format']),
      row(['---', '---', '---', '---', '---', '---']),
      ...report.firstVisits.map((v) =>
        row([`${v.label} \`${v.path}\``, `${kb(v.totalBytes)} KB`, `${kb(v.pageBytes)} KB`, `${kb(v.workerBytes)} KB`, `${kb(v.idleJsGzipBytes)} KB`, v.otherFormatImages.length]),
      ),
      ...(report.peer
        ? [row([`peer ${report.peer.url}`, `${kb(report.peer.totalBytes)} KB`, `${kb(report.peer.pageBytes)} KB`, `${kb(report.peer.workerBytes)} KB`, `${kb(report.peer.idleJsTransferBytes)} KB (as transferred)`, report.peer.otherFormatImages.length])]
        : []),
      '',
    );
    for (const v of report.firstVisits) {
      out.push(`- **${v.label}**: ${Object.entries(v.byKind).map(([kind, k]) => `${kind} ${kb(k.bytes)} KB (${k.requests})`).join(', ')}`);
    }
    out.push('');
  }

  if (report.addToCart) {
    const a = report.addToCart;
    const list = (pick: (t: AddToCartTiming) => number) => a.runs.map(pick).join(' ');
    out.push(
      '## Add to cart',
      '',
      `A first visit to \`${a.url}\` with Chromium's CPU slowed ${a.cpuSlowdown}× (DevTools throttling), a size chosen, then Add to cart; per run. Load average of this shared machine at the time: ${a.loadAverage.map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min) — times follow it.`,
      '',
      `- Drawer on screen after the add's answer (ms): ${list((t) => t.drawerAfterAnswerMs)}`,
      `- Drawer on screen after the press (ms): ${list((t) => t.drawerAfterPressMs)}`,
      `- Total Blocking Time from the press to the drawer (ms): ${list((t) => t.tbtMs)}`,
      `- Longest interaction of the press, Event Timing (ms, as INP): ${list((t) => t.inpMs)}`,
      '',
    );
  }

  out.push('## Layout shift while runtime prices load', '');
  for (const page of report.cls) {
    out.push(
      `- **${page.label}** \`${page.path}\` (Storefront API answers held back ${page.delayMs} ms): ${page.results
        .map((r) => `${r.viewport} CLS ${r.cls} (${r.storefrontCalls} API calls)`)
        .join('; ')}`,
    );
  }
  out.push('');

  if (report.axe) {
    out.push(
      '## Accessibility scan',
      '',
      `axe-core (tests/e2e/a11y.spec.ts) on ${report.axe.pages} pages and dialogs: ${report.axe.passed} passed, ${report.axe.failed} failed (a failure = a serious or critical violation).`,
      '',
    );
  }
  if (report.service) out.push('## Shop service', '', '```', report.service.trim(), '```', '');
  if (report.notes.length) out.push('## Notes', '', ...report.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
