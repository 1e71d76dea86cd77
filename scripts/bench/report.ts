/** docs/PERFORMANCE.md, written by `npm run bench` from what it measured (numbers, not adjectives). */
import { budgetTable, kb, passes, type Budget } from './budgets';
import type { BuildBench } from './build';
import type { PageBundle } from './bundle';
import type { ClsResult } from './cls';
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
  budgets: Budget[];
  builds?: BuildBench;
  bundles: (PageBundle & { label: string })[];
  lighthouse: { version: string; runs: number; pages: { label: string; path: string; scores: LighthouseScores | null; error?: string }[] };
  /** The same pages' Performance with a slower simulated CPU (information, not a budget). */
  slowCpu?: { slowdown: number; runs: number; pages: { label: string; path: string; performanceRuns: number[]; performance: number | null }[] };
  cls: { label: string; path: string; delayMs: number; results: ClsResult[] }[];
  axe?: { passed: number; failed: number; pages: number };
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
    row(['Page', 'Performance', 'Runs', 'CPU benchmark index', 'Accessibility', 'Best Practices', 'SEO', 'CLS']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
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
            s.accessibility,
            s.bestPractices,
            s.seo,
            s.cls.toFixed(3),
          ])
        : row([`${page.label} \`${page.path}\``, `not measured: ${page.error ?? 'unknown error'}`, '', '', '', '', '', '']),
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
