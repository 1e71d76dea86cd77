import fc from 'fast-check';
import { budgetLines, budgetTable, describeBudget, median, passes, type Budget } from '../../../scripts/bench/budgets';
import { countPages, figures } from '../../../scripts/bench/build';
import { medianScores, scoresOf } from '../../../scripts/bench/lighthouse';
import { renderReport, type BenchReport } from '../../../scripts/bench/report';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const perf: Budget = { name: 'Lighthouse Performance — home', value: 96, limit: 95, kind: 'min', unit: '' };
const js: Budget = { name: 'First-load JS (gzip) — home /', value: 101.2, limit: 100, kind: 'max', unit: 'KB' };

describe('budgets', () => {
  it('passes a minimum at or above it and a maximum at or below it', () => {
    expect(passes(perf)).toBe(true);
    expect(passes({ ...perf, value: 94 })).toBe(false);
    expect(passes({ ...js, value: 100 })).toBe(true);
    expect(passes(js)).toBe(false);
  });

  it('fails a budget that could not be measured, saying why', () => {
    const missing = { ...perf, value: null, note: 'Chrome did not start' };
    expect(passes(missing)).toBe(false);
    expect(describeBudget(missing).value).toBe('not measured (Chrome did not start)');
  });

  it('prints and tabulates each budget with its result', () => {
    expect(budgetLines([perf, js])).toEqual([
      'pass  Lighthouse Performance — home  96  (budget ≥ 95)',
      'FAIL  First-load JS (gzip) — home /  101.2 KB  (budget ≤ 100 KB)',
    ]);
    expect(budgetTable([js])).toContain('| First-load JS (gzip) — home / | 101.2 KB | ≤ 100 KB | **FAIL** |');
  });

  it('shows the machine load beside a time budget, since times follow it', () => {
    const tbt: Budget = { name: 'Lighthouse Total Blocking Time (ms) — home', value: 40, limit: 50, kind: 'max', unit: '', loadAverage: [0.5, 1.234, 2] };
    expect(budgetLines([tbt])).toEqual(['pass  Lighthouse Total Blocking Time (ms) — home  40 (load 0.50, 1.23, 2.00)  (budget ≤ 50)']);
    expect(budgetTable([tbt])).toContain('| 40 (load 0.50, 1.23, 2.00) | ≤ 50 | pass |');
  });

  it('takes the median of any runs, which lies between their extremes', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1 }), (values) => {
        const m = median(values);
        return m >= Math.min(...values) && m <= Math.max(...values);
      }),
    );
  });
});

describe('Lighthouse reports', () => {
  const report = {
    lighthouseVersion: '13.5.0',
    categories: {
      performance: { score: 0.97, auditRefs: [] },
      accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'color-contrast': { score: 0, title: 'Background and foreground colors have enough contrast', scoreDisplayMode: 'binary' },
      'image-alt': { score: 1, title: 'Images have alt', scoreDisplayMode: 'binary' },
      'cumulative-layout-shift': { score: 1, numericValue: 0.004, title: 'CLS', scoreDisplayMode: 'numeric' },
      'total-blocking-time': { score: 1, numericValue: 23.5, title: 'Total Blocking Time', scoreDisplayMode: 'numeric' },
    },
    environment: { benchmarkIndex: 1840.5 },
  };

  it('reads the four category scores, the CLS, the TBT, the machine speed and the audits that cost points', () => {
    expect(scoresOf(report)).toEqual({
      performance: 97,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      cls: 0.004,
      tbt: 23.5,
      performanceRuns: [97],
      benchmarkIndex: 1840.5,
      failedAudits: ['accessibility: color-contrast (Background and foreground colors have enough contrast)'],
    });
  });

  it('reports a run that failed instead of scoring it', () => {
    expect(() => scoresOf({ ...report, runtimeError: { message: 'NO_FCP' } })).toThrow('Lighthouse: NO_FCP');
  });

  it('keeps the median of each category over several runs, and every run’s Performance', () => {
    const runs = [90, 97, 95].map((performance, i) => ({ ...scoresOf(report), performance, performanceRuns: [performance], benchmarkIndex: 1000 + i * 500 }));
    expect(medianScores(runs)).toMatchObject({ performance: 95, performanceRuns: [90, 97, 95], benchmarkIndex: 1500 });
  });
});

describe('build figures', () => {
  it('counts one page per page-data.json, leaving static queries out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-pd-'));
    for (const file of ['index/page-data.json', 'products/a/page-data.json', 'collections/all/page-data.json', 'sq/d/1.json', 'app-data.json']) {
      mkdirSync(path.dirname(path.join(dir, 'page-data', file)), { recursive: true });
      writeFileSync(path.join(dir, 'page-data', file), '{}');
    }
    expect(countPages(dir)).toBe(3);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives pages per second to one decimal', () => {
    expect(figures(120.04, 1350)).toEqual({ seconds: 120, pages: 1350, pagesPerSecond: 11.2 });
  });
});

describe('docs/PERFORMANCE.md', () => {
  const base: BenchReport = {
    machine: { date: '2026-11-23T10:00:00Z', cpus: 2, cpuModel: 'Test CPU', memoryGb: 23, node: 'v20.20.2', os: 'Linux 6.1' },
    command: 'npm run bench',
    budgets: [perf, js],
    builds: { cold: figures(100, 1300), oneProductChanged: { ...figures(20, 1300), handle: 'marina-top' } },
    bundles: [{ label: 'home', pagePath: '/', files: [{ file: 'app.js', gzipBytes: 2048 }], gzipBytes: 2048, forbidden: [], runtimeModules: { preact: 40, react: 0 } }],
    lighthouse: { version: '13.5.0', runs: 3, pages: [{ label: 'home', path: '/', scores: null, error: 'Chrome crashed' }] },
    cls: [{ label: 'product', path: '/products/x/', delayMs: 1500, results: [{ viewport: 'mobile', cls: 0.001, storefrontCalls: 2 }] }],
    axe: { passed: 14, failed: 0, pages: 14 },
    service: 'GET /bb-wishlist 1000 req/s',
    notes: [],
  };

  it('records the date, machine, command, every budget and the build figures', () => {
    const md = renderReport(base);
    expect(md).toContain('- Date: 2026-11-23T10:00:00Z');
    expect(md).toContain('- Machine: 2 × Test CPU, 23 GB RAM, Linux 6.1');
    expect(md).toContain('- Command: `npm run bench`');
    expect(md).toContain('- Result: 1 of 2 budgets missed');
    expect(md).toContain('| Cold (clean cache) | 100 | 1300 | 13 |');
    expect(md).toContain('| One product changed (cached) | 20 | 1300 | 65 |');
    expect(md).toContain('not measured: Chrome crashed');
    expect(md).toContain('mobile CLS 0.001 (2 API calls)');
  });

  it('names the browser runtime the pages were measured on', () => {
    expect(renderReport({ ...base, browserRuntime: 'preact' })).toContain("- Browser runtime: Preact's React-compatible layer (preact/compat), set by BB_BROWSER_RUNTIME");
    expect(renderReport({ ...base, browserRuntime: 'react' })).toContain('- Browser runtime: React 18, set by BB_BROWSER_RUNTIME');
  });

  it('says all budgets pass only when they do', () => {
    expect(renderReport({ ...base, budgets: [perf] })).toContain('- Result: all 1 budgets pass');
  });

  it('shows every run’s Performance score and how fast the machine was', () => {
    const scores = { performance: 95, performanceRuns: [90, 97, 95], benchmarkIndex: 1512.4, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbt: 0, failedAudits: [] };
    const md = renderReport({ ...base, lighthouse: { version: '13.5.0', runs: 3, pages: [{ label: 'home', path: '/', scores, loadAverage: [3.5, 2, 1] }] } });
    expect(md).toContain('| home `/` | 95 | 90 97 95 | 1512 | 3.50, 2.00, 1.00 | 100 | 100 | 100 | 0.000 |');
  });

  it('adds the slower-CPU runs as information, outside the budgets', () => {
    const slowCpu = { slowdown: 12, runs: 2, pages: [{ label: 'cart', path: '/my-cart/', performance: 93, performanceRuns: [91, 95] }] };
    const md = renderReport({ ...base, budgets: [perf], slowCpu });
    expect(md).toContain('### On a 12× slower simulated CPU (not a budget)');
    expect(md).toContain('| cart `/my-cart/` | 93 | 91 95 |');
    expect(md).toContain('- Result: all 1 budgets pass');
    expect(renderReport(base)).not.toContain('slower simulated CPU');
  });
});

describe('build time', () => {
  it('is Gatsby’s own figure, which leaves out waiting for another build to finish', async () => {
    const { gatsbyBuildSeconds } = await import('../../../scripts/bench/build');
    expect(gatsbyBuildSeconds('success onPostBuild - 0.4s\ninfo Done building in 142.517 sec\n')).toBe(142.517);
    expect(gatsbyBuildSeconds('ERROR #98123 WEBPACK.BUILD-JAVASCRIPT')).toBeNull();
  });
});
