/**
 * The app shell to precache, read from the build's webpack stats: the files of the `app` chunk group
 * (webpack runtime, framework, app chunk, global styles), every template's stylesheet, and the lazy
 * UI parts (chunk groups named `part-…`: dialogs, the cart drawer, toasts), which pages fetch only
 * on use and must open offline. public/ keeps files of earlier builds, so a glob would precache
 * stale chunks; the stats name only this build's.
 */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

/** The webpackChunkName prefix of lazy UI parts (src/components/ui/lazyPart.tsx). */
export const LAZY_PART_PREFIX = 'part-';

export function appShellFiles(stats: WebpackStats): string[] {
  const assets = stats.namedChunkGroups?.app?.assets ?? [];
  const files = assets.map((asset) => asset.name).filter((name) => /\.(?:js|css)$/.test(name));
  if (files.length === 0) throw new Error('webpack.stats.json has no "app" chunk group: is this a Gatsby build?');
  // Every template's stylesheet too: pages inline their own styles, so a template first reached by a
  // link while offline would otherwise fail to load its stylesheet, and with it the navigation.
  const stylesheets = Object.values(stats.namedChunkGroups ?? {}).flatMap((group) =>
    (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.css')),
  );
  const parts = Object.entries(stats.namedChunkGroups ?? {})
    .filter(([name]) => name.startsWith(LAZY_PART_PREFIX))
    .flatMap(([, group]) => (group?.assets ?? []).map((asset) => asset.name).filter((name) => /\.(?:js|css)$/.test(name)));
  return [...new Set([...files, ...stylesheets, ...parts])];
}

/** Gatsby's content-hashed file names: the name is the revision, so Workbox need not add one. */
export const HASHED_FILE = /[.-][0-9a-f]{16,}\.(?:js|css)$/;
