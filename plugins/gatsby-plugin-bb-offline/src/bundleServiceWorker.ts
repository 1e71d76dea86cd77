/**
 * Bundles src/sw.ts into one classic script with esbuild (shipped with tsx). Shared code reads
 * `process.env` the way Gatsby's webpack build inlines it; a worker has no `process`, so the same
 * values (NODE_ENV, GATSBY_*, SITE_URL) are given to it here.
 */
import path from 'node:path';
import type { SaveLaterGroup } from './appShell';

export function workerEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = { NODE_ENV: 'production' };
  for (const [key, value] of Object.entries(env)) {
    if ((key.startsWith('GATSBY_') || key === 'SITE_URL') && value !== undefined) values[key] = value;
  }
  return values;
}

/**
 * `saveLater`: the files other pages and dialogs need offline, by group with their sizes
 * (appShell.ts), built into the worker as `self.__BB_SAVE_LATER`.
 */
export async function bundleServiceWorker(
  root: string,
  outfile: string,
  env: NodeJS.ProcessEnv = process.env,
  saveLater: readonly SaveLaterGroup[] = [],
): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'plugins', 'gatsby-plugin-bb-offline', 'src', 'sw.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    banner: { js: `var process={env:${JSON.stringify(workerEnv(env))}};` },
    define: { 'self.__BB_SAVE_LATER': JSON.stringify(saveLater) },
    logLevel: 'warning',
  });
}
