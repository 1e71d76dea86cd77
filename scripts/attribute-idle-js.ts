/**
 * Which source files make up the JavaScript a first visit fetches without interaction:
 *   npx tsx scripts/attribute-idle-js.ts [--port 8000] [--top 25]
 * Opens home, a collection and a product as `npm run bench` does (scripts/bench/firstVisit.ts), then
 * splits each fetched script's gzip size over its sources by their share of the minified bytes
 * (from public/*.js.map). Uses a site already running on the port, or starts the local stack there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { budgetPages, gzipBytes } from './bench/bundle';
import { measureFirstVisit } from './bench/firstVisit';
import { FIRST_VISIT_IDLE_MS } from './bench/limits';
import { ensureLocalStorefront, readEnv, ROOT, startSite, type Closable } from './lib/stack';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC = path.join(ROOT, 'public');

/** Minified bytes per source of one built script (every generated segment counts for its source). */
export function bytesPerSource(code: string, map: RawSourceMap): Map<string, number> {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments: { at: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((m) => {
    segments.push({ at: lineStarts[m.generatedLine - 1]! + m.generatedColumn, source: m.source ?? '(no source)' });
  });
  segments.sort((a, b) => a.at - b.at);
  const bytes = new Map<string, number>();
  const add = (source: string, n: number) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  if (segments.length === 0 || segments[0]!.at > 0) add('(webpack glue)', segments[0]?.at ?? code.length);
  segments.forEach((segment, i) => add(segment.source, (segments[i + 1]?.at ?? code.length) - segment.at));
  return bytes;
}

/** A readable name: the package for node_modules, the path below the project otherwise. */
function owner(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

function attribute(file: string): Map<string, number> {
  const onDisk = path.join(PUBLIC, file);
  const code = readFileSync(onDisk, 'utf8');
  const gzip = gzipBytes(code);
  const result = new Map<string, number>();
  if (!existsSync(`${onDisk}.map`)) return result.set(`${file} (no map)`, gzip);
  const perSource = bytesPerSource(code, JSON.parse(readFileSync(`${onDisk}.map`, 'utf8')) as RawSourceMap);
  for (const [source, n] of perSource) result.set(owner(source), (result.get(owner(source)) ?? 0) + (gzip * n) / code.length);
  return result;
}

async function main(): Promise<void> {
  const flag = (name: string) => (process.argv.indexOf(`--${name}`) > 0 ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
  const port = Number(flag('port') ?? process.env.PORT ?? 8000);
  const top = Number(flag('top') ?? 25);
  const siteUrl = `http://localhost:${port}`;
  const started: Closable[] = [];
  try {
    await fetch(siteUrl, { signal: AbortSignal.timeout(2000) });
  } catch {
    const env = readEnv();
    const storefront = await ensureLocalStorefront(env, siteUrl);
    if (storefront) started.push(storefront);
    started.unshift(await startSite(env, port, '127.0.0.1'));
  }
  try {
    for (const page of budgetPages(PUBLIC)) {
      const visit = await measureFirstVisit(`${siteUrl}${page.path}`, { chromePath: CHROME, idleMs: FIRST_VISIT_IDLE_MS, publicDir: PUBLIC });
      console.log(`\n${page.label} ${page.path}: ${(visit.idleJsGzipBytes / 1024).toFixed(1)} KB gzip in ${visit.idleJsFiles.length} scripts`);
      const owners = new Map<string, number>();
      for (const file of visit.idleJsFiles) {
        const parts = attribute(file);
        const total = [...parts.values()].reduce((a, b) => a + b, 0);
        console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  ${file}`);
        for (const [name, n] of parts) owners.set(name, (owners.get(name) ?? 0) + n);
      }
      console.log('  by source:');
      for (const [name, n] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${name}`);
    }
  } finally {
    for (const closable of started) await closable.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
