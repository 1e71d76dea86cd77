import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { descendantsOf, parseStat, rssBytesFromStatus, treeRssBytes } from '../../../scripts/bench/processTree';
import {
  assertPageShows,
  buildEnv,
  dirBytes,
  nextStep,
  renderScaling,
  RESTOCKED,
  scaleBudgets,
  scalingSection,
  SCALING_END,
  SCALING_START,
  withOneProductChanged,
  withScalingSection,
  type ScaleRow,
} from '../../../scripts/bench/scale';
import { generateSeedCatalogue } from '../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';

const row = (products: number, pages: number, coldSeconds: number, changedSeconds: number | null, peakGb = 1): ScaleRow => ({
  products,
  pages,
  coldSeconds,
  changedSeconds,
  pagesPerSecond: Math.round((pages / coldSeconds) * 10) / 10,
  peakRssBytes: peakGb * 1024 ** 3,
  changedPeakRssBytes: null,
  publicBytes: 50 * 1024 ** 2,
});

describe('process tree memory from /proc', () => {
  it('reads pid and parent from a stat line whose command holds spaces and parentheses', () => {
    expect(parseStat('4242 (node (gatsby) worker) S 4100 4242 4100 0 -1 4194560 ...')).toEqual({ pid: 4242, ppid: 4100 });
    expect(parseStat('garbage')).toBeNull();
  });

  it('reads VmRSS in bytes, and nothing for a zombie', () => {
    expect(rssBytesFromStatus('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\n')).toBe(123456 * 1024);
    expect(rssBytesFromStatus('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });

  it('finds every descendant, workers of workers included, and nothing else', () => {
    const parents = new Map([[10, 1], [11, 10], [12, 10], [13, 12], [20, 1], [21, 20]]);
    expect(descendantsOf(10, parents).sort()).toEqual([10, 11, 12, 13]);
  });

  it('sums the resident memory of the tree from a /proc-shaped directory', () => {
    const proc = mkdtempSync(path.join(os.tmpdir(), 'bb-proc-'));
    const fake = (pid: number, ppid: number, kb: number) => {
      mkdirSync(path.join(proc, String(pid)));
      writeFileSync(path.join(proc, String(pid), 'stat'), `${pid} (node) S ${ppid} 0 0`);
      writeFileSync(path.join(proc, String(pid), 'status'), `Name:\tnode\nVmRSS:\t${kb} kB\n`);
    };
    fake(100, 1, 1000);
    fake(101, 100, 500);
    fake(102, 101, 250);
    fake(200, 1, 9999);
    mkdirSync(path.join(proc, 'self'));
    expect(treeRssBytes(100, proc)).toBe(1750 * 1024);
    // This very process is readable in the real /proc.
    expect(treeRssBytes(process.pid)).toBeGreaterThan(10 * 1024 ** 2);
  });
});

describe('scale budgets', () => {
  it('compares pages/s at 10,000 with 1,000, the changed build with its cold one, and peak memory at 25,000', () => {
    const budgets = scaleBudgets([row(1000, 1382, 60, 15), row(10_000, 13_400, 400, 60), row(25_000, 33_000, 1000, 150, 5.2)]);
    expect(budgets.map((b) => [b.value, b.limit, b.kind])).toEqual([
      [Math.round(((33.5) / 23) * 100) / 100, 0.8, 'min'],
      [0.15, 0.25, 'max'],
      [5.2, 6, 'max'],
    ]);
  });

  it('holds the cached build at 25,000 products to the memory budget too, when it peaks higher than the cold one', () => {
    const large = { ...row(25_000, 33_000, 1000, 150, 2.5), changedPeakRssBytes: 3.25 * 1024 ** 3 };
    expect(scaleBudgets([large])[2]!.value).toBe(3.25);
    expect(scaleBudgets([{ ...large, changedPeakRssBytes: 1024 ** 3 }])[2]!.value).toBe(2.5);
  });

  it('leaves a budget unmeasured when its size was not built', () => {
    const budgets = scaleBudgets([row(1000, 1382, 60, 15)]);
    expect(budgets.map((b) => b.value)).toEqual([null, null, null]);
    expect(budgets.every((b) => b.note === 'not built')).toBe(true);
  });
});

describe('the Scaling section of docs/PERFORMANCE.md', () => {
  const section = renderScaling({
    rows: [row(1000, 1382, 60, 15), { ...row(10_000, 13_400, 400, 60), firstCachedSeconds: 90 }],
    date: '2026-11-24T21:00:00Z',
    machine: '2 × CPU',
    command: 'npm run bench -- --scale',
    commit: 'abc1234',
    missing: ['25,000 products (the run stopped before it)'],
  });

  it('has a row per size and the budgets, and names what was not measured', () => {
    expect(section.startsWith(SCALING_START)).toBe(true);
    expect(section.endsWith(SCALING_END)).toBe(true);
    expect(section).toContain('| 10,000 | 13400 | 400 | 33.5 | 90 | 60 | 0.15 | 1024 MB | — | 50 MB | abc1234 |');
    // A row from a run before the nothing-changed build was measured.
    expect(section).toContain('| 1,000 | 1382 | 60 | 23 | not measured | 15 | 0.25 |');
    expect(section).toContain('| One product changed ÷ cold build, 10,000 products | 0.150 | ≤ 0.250 | pass |');
    expect(section).toContain('- Not measured: 25,000 products (the run stopped before it)');
  });

  it('replaces an earlier section in place and keeps the rest of the document', () => {
    const doc = `# Performance\n\nabove\n\n${SCALING_START}\nold\n${SCALING_END}\n\n## Notes\nbelow\n`;
    const next = withScalingSection(doc, section);
    expect(next).toContain('above');
    expect(next).toContain('## Notes\nbelow');
    expect(next).not.toContain('\nold\n');
    expect(scalingSection(next)).toBe(section);
    expect(withScalingSection('# Performance\n', section)).toBe(`# Performance\n\n${section}\n`);
    expect(scalingSection('# Performance\n')).toBeNull();
  });
});

describe('scale runs', () => {
  it('changes one product of the sized catalogue, with a newer updatedAt', () => {
    const { catalogue, handle } = withOneProductChanged(1500, new Date('2026-11-24T00:00:00Z'));
    const original = generateSeedCatalogue(undefined, 1500);
    expect(catalogue.products).toHaveLength(original.products.length);
    const changed = catalogue.products.filter((p, i) => JSON.stringify(p) !== JSON.stringify(original.products[i]));
    expect(changed.map((p) => p.handle)).toEqual([handle]);
    expect(changed[0]!.updatedAt).toBe('2026-11-24T00:00:00.000Z');
  });

  it('refuses a cached build whose changed product page does not show the change', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-public-'));
    mkdirSync(path.join(dir, 'products', 'alma-bag'), { recursive: true });
    writeFileSync(path.join(dir, 'products', 'alma-bag', 'index.html'), '<h1>Alma Bag</h1>');
    expect(() => assertPageShows(dir, 'alma-bag', RESTOCKED)).toThrow(/did not rebuild products\/alma-bag\/index.html/);
    expect(() => assertPageShows(dir, 'missing', RESTOCKED)).toThrow(/did not rebuild/);
    writeFileSync(path.join(dir, 'products', 'alma-bag', 'index.html'), `<h1>Alma Bag ${RESTOCKED}</h1>`);
    expect(() => assertPageShows(dir, 'alma-bag', RESTOCKED)).not.toThrow();
  });

  it('builds without inherited heap flags', () => {
    expect(buildEnv({ NODE_OPTIONS: '--max-old-space-size=16000', PATH: '/bin' })).toEqual({ PATH: '/bin' });
  });

  it('measures a directory tree in bytes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-size-'));
    mkdirSync(path.join(dir, 'a'));
    writeFileSync(path.join(dir, 'a', 'x.html'), 'x'.repeat(100));
    writeFileSync(path.join(dir, 'y.json'), 'y'.repeat(20));
    expect(dirBytes(dir)).toBe(120);
    expect(dirBytes(path.join(dir, 'missing'))).toBe(0);
  });
});

describe('the next step up', () => {
  it('extrapolates memory and time to twice the largest size and names what limits first', () => {
    const rows = [row(1000, 1400, 70, 20, 1), row(25_000, 33_000, 1100, 100, 4)];
    const text = nextStep(rows, 4 * 1024 ** 3);
    expect(text).toContain('Next step up (50,000 products): peak memory grew 128 MB per 1,000 products between 1,000 and 25,000');
    expect(text).toContain('projects 7.1 GB');
    expect(text).toContain('Memory is what limits it first');
    expect(text).toContain('those, not sourcing (which fetches only the change), are what a shop ten times larger would wait for');
    expect(nextStep([row(1000, 1400, 70, 20, 1), row(25_000, 33_000, 1100, 100, 1.5)], 4 * 1024 ** 3)).toContain('Build time is what limits it first');
    expect(nextStep([row(1000, 1400, 70, 20)], 1)).toContain('needs at least two sizes');
  });
});

describe('the next step up, when the changed build is not small', () => {
  it('says so with the measured ratio, and nothing when it is within budget', () => {
    const slow = nextStep([row(1000, 1400, 290, 108, 1.2), row(10_000, 13_000, 686, 333, 1.6)], 4 * 1024 ** 3);
    expect(slow).toContain('The one-product-changed build is 0.49 × the cold one at 10,000 products');
    expect(nextStep([row(1000, 1400, 290, 50), row(10_000, 13_000, 686, 100)], 4 * 1024 ** 3)).not.toContain('one-product-changed build is');
  });
});
