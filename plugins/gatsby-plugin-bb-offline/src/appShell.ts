/**
 * What the worker keeps, read from the build's webpack stats (public/ keeps files of earlier builds,
 * so a glob would find stale chunks; the stats name only this build's):
 * - the app shell, precached at install: the files of the `app` chunk group (webpack runtime,
 *   framework, app chunk, global styles), which every page has just loaded, so the browser's HTTP
 *   cache answers them and installing costs a first visit nothing more;
 * - what other pages and dialogs need offline (every template's stylesheet, since pages inline their
 *   own styles, and the lazy UI parts, chunk groups named `part-…`), saved later, a few at a time, when
 *   the page is idle on a fast connection (saveLaterPlan).
 */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

/** The webpackChunkName prefix of lazy UI parts (src/components/ui/lazyPart.tsx). */
export const LAZY_PART_PREFIX = 'part-';

const scriptOrStyle = (name: string) => /\.(?:js|css)$/.test(name);

export function appShellFiles(stats: WebpackStats): string[] {
  const assets = stats.namedChunkGroups?.app?.assets ?? [];
  const files = assets.map((asset) => asset.name).filter(scriptOrStyle);
  if (files.length === 0) throw new Error('webpack.stats.json has no "app" chunk group: is this a Gatsby build?');
  return [...new Set(files)];
}

/** Files saved together (a part's script and its styles), with their compressed size. */
export interface SaveLaterGroup {
  name: string;
  files: string[];
  bytes: number;
}

/**
 * The files to save when idle, by group: lazy parts first (the dialogs every page's header opens),
 * then the templates' stylesheets, each smallest first so a small budget saves the most of them.
 * Files of the app shell are left out (precached), and a file already listed is not listed again.
 */
export function saveLaterPlan(stats: WebpackStats, sizeOf: (file: string) => number): SaveLaterGroup[] {
  const shell = new Set(appShellFiles(stats));
  const listed = new Set<string>();
  const group = (name: string, names: string[]): SaveLaterGroup | null => {
    const files = [...new Set(names)].filter((file) => !shell.has(file) && !listed.has(file));
    if (files.length === 0) return null;
    for (const file of files) listed.add(file);
    return { name, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  };
  const entries = Object.entries(stats.namedChunkGroups ?? {}).filter(([name]) => name !== 'app');
  const bySize = (a: SaveLaterGroup, b: SaveLaterGroup) => a.bytes - b.bytes || a.name.localeCompare(b.name);
  const parts = entries
    .filter(([name]) => name.startsWith(LAZY_PART_PREFIX))
    .map(([name, g]) => group(name, (g?.assets ?? []).map((a) => a.name).filter(scriptOrStyle)))
    .filter((g): g is SaveLaterGroup => g !== null)
    .sort(bySize);
  const stylesheets = entries
    .filter(([name]) => !name.startsWith(LAZY_PART_PREFIX))
    .map(([name, g]) => group(name, (g?.assets ?? []).map((a) => a.name).filter((file) => file.endsWith('.css'))))
    .filter((g): g is SaveLaterGroup => g !== null)
    .sort(bySize);
  return [...parts, ...stylesheets];
}

/** Gatsby's content-hashed file names: the name is the revision, so Workbox need not add one. */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.(?:js|css)$/;
