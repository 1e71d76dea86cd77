/**
 * First-load JavaScript of a built page (a budget): every script the page's HTML loads or
 * preloads, plus the chunks of its page component's chunk group (webpack stats), each gzipped.
 * Also which of those files carry code that must stay out of shop pages (the game's libraries).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startScripts } from '../../plugins/gatsby-plugin-bb-paint-first/src/paintFirst';
import { RUNTIME_MODULES, type BrowserRuntime } from '../../src/build/browserRuntime';

/**
 * Same-site script URLs in a page's HTML: <script src>, <link rel=preload|modulepreload as=script> and
 * the start-up scripts that the page loads after its first paint.
 */
export function scriptsInHtml(html: string): string[] {
  const urls = startScripts(html);
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag);
    const url = isScript ? attr('src') : attr('href');
    if (!isScript && !(/preload/i.test(attr('rel') ?? '') && attr('as') === 'script')) continue;
    if (url) urls.push(url);
  }
  const found = new Set<string>();
  for (const url of urls) {
    if (/^(?:[a-z]+:)?\/\//i.test(url)) continue;
    const file = url.replace(/^\//, '').split(/[?#]/)[0]!;
    if (file.endsWith('.js')) found.add(file);
  }
  return [...found];
}

export interface ChunkStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

export function componentChunks(stats: ChunkStats, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups?.[componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${componentChunkName}"`);
  return (group.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));
}

export const gzipBytes = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** Modules that only the game may load, so no shop page carries their weight. */
export const GAME_ONLY_MODULES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'html-to-image', pattern: /node_modules\/html-to-image\// },
  { name: 'howler', pattern: /node_modules\/howler\// },
  { name: 'game code (src/game/)', pattern: /(?:^|\/)src\/game\// },
];

export function forbiddenIn(sources: readonly string[]): string[] {
  return GAME_ONLY_MODULES.filter(({ pattern }) => sources.some((source) => pattern.test(source))).map((m) => m.name);
}

export interface PageBundle {
  pagePath: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Game-only modules found in this page's first-load files. */
  forbidden: string[];
  /** How many first-load modules (from the source maps) are each browser runtime's own. */
  runtimeModules: Record<BrowserRuntime, number>;
}

export const runtimeModulesIn = (sources: readonly string[]): Record<BrowserRuntime, number> => ({
  preact: sources.filter((source) => RUNTIME_MODULES.preact.test(source)).length,
  react: sources.filter((source) => RUNTIME_MODULES.react.test(source)).length,
});

const pageDir = (publicDir: string, pagePath: string) => path.join(publicDir, ...pagePath.split('/').filter(Boolean));

export function measurePage(publicDir: string, pagePath: string, stats: ChunkStats): PageBundle {
  const htmlFile = path.join(pageDir(publicDir, pagePath), 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${pagePath}: ${htmlFile} does not exist — build the site first (npm run build)`);
  const pageDataFile = path.join(publicDir, 'page-data', ...pagePath.split('/').filter(Boolean), 'page-data.json');
  const indexPageData = path.join(publicDir, 'page-data', 'index', 'page-data.json');
  const pageData = JSON.parse(readFileSync(pagePath === '/' ? indexPageData : pageDataFile, 'utf8')) as {
    componentChunkName: string;
  };
  const files = new Set([...scriptsInHtml(readFileSync(htmlFile, 'utf8')), ...componentChunks(stats, pageData.componentChunkName)]);
  const measured = [...files].sort().map((file) => ({ file, gzipBytes: gzipBytes(readFileSync(path.join(publicDir, file))) }));
  const sources = [...files].flatMap((file) => {
    const map = path.join(publicDir, `${file}.map`);
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
  });
  return {
    pagePath,
    files: measured,
    gzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
    forbidden: forbiddenIn(sources),
    runtimeModules: runtimeModulesIn(sources),
  };
}

/** The budget's pages: home, one collection (all, if built) and one product, from public/. */
export function budgetPages(publicDir: string): { label: string; path: string }[] {
  const firstDir = (segment: string, preferred?: string): string => {
    const dir = path.join(publicDir, segment);
    const handles = existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.html')))
          .map((d) => d.name)
          .sort()
      : [];
    const handle = preferred && handles.includes(preferred) ? preferred : handles[0];
    if (!handle) throw new Error(`no page under public/${segment}/ — build the full catalogue first (npm run build)`);
    return `/${segment}/${handle}/`;
  };
  return [
    { label: 'home', path: '/' },
    { label: 'collection', path: firstDir('collections', 'all') },
    { label: 'product', path: firstDir('products') },
  ];
}

export function readStats(publicDir: string): ChunkStats {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!existsSync(file)) throw new Error(`${file} does not exist — build the site first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkStats;
}
