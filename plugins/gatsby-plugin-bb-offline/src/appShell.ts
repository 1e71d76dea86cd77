/**
 * The app shell to precache, read from the build's webpack stats: the files of the `app` chunk group
 * (webpack runtime, framework, app chunk, global styles). public/ keeps files of earlier builds, so
 * a glob would precache stale chunks; the stats name only this build's.
 */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

export function appShellFiles(stats: WebpackStats): string[] {
  const assets = stats.namedChunkGroups?.app?.assets ?? [];
  const files = assets.map((asset) => asset.name).filter((name) => /\.(?:js|css)$/.test(name));
  if (files.length === 0) throw new Error('webpack.stats.json has no "app" chunk group: is this a Gatsby build?');
  return [...new Set(files)];
}

/** Gatsby's content-hashed file names: the name is the revision, so Workbox need not add one. */
export const HASHED_FILE = /[.-][0-9a-f]{16,}\.(?:js|css)$/;
