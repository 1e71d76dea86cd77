/**
 * Lighthouse 13, mobile form factor with its default simulated throttling, run through its
 * CLI on Debian's Chromium. Each page runs `runs` times; the median of each category is kept, because
 * single runs on a busy 2-core machine swing by a few points. Before the first run the page is loaded
 * once at Lighthouse's phone size, so that the local CDN has rendered the images it asks for: the
 * measured runs then see a warm server, as shoppers of a real shop see Shopify's CDN.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median } from './budgets';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift of the run (simulated mobile). */
  cls: number;
  /** Total Blocking Time of the run, ms (simulated mobile). */
  tbt: number;
  /** The Performance score of every run, in run order: how far single runs swing. */
  performanceRuns: number[];
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (environment.benchmarkIndex).
   * Simulated throttling scales the tasks it observes, so scores follow it.
   */
  benchmarkIndex: number;
  /** Audits below a score of 1 in the non-performance categories, to say why a score is not 100. */
  failedAudits: string[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

/** Category scores (0–100) and the failing audits of one report. */
export function scoresOf(report: LighthouseReport): LighthouseScores {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
      .map(({ id, audit }) => `${category}: ${id} (${audit!.title})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    performanceRuns: [score('performance')],
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    failedAudits,
  };
}

export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    seo: median(runs.map((r) => r.seo)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    performanceRuns: runs.flatMap((r) => r.performanceRuns),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update';

/** `cpuSlowdown` replaces Lighthouse's default simulated CPU slowdown (4× on mobile). */
export async function lighthouseOnce(url: string, chromePath: string, cpuSlowdown?: number): Promise<{ scores: LighthouseScores; version: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bb-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          require.resolve('lighthouse/cli/index.js'),
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS}`,
          ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.slice(-500)}`))));
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    return { scores: scoresOf(report), version: report.lighthouseVersion };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Lighthouse 13's mobile emulation (Moto G Power): the size whose images the runs request. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

async function warmUp(url: string, chromePath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage(MOBILE);
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

export async function lighthouse(
  url: string,
  runs: number,
  chromePath: string,
  cpuSlowdown?: number,
): Promise<{ scores: LighthouseScores; version: string }> {
  await warmUp(url, chromePath);
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(url, chromePath, cpuSlowdown));
  return { scores: medianScores(results.map((r) => r.scores)), version: results[0]!.version };
}
