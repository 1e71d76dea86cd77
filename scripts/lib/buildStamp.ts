/**
 * Decides whether public/ is stale: a fingerprint of the site's sources (newest modification time per
 * tree), the GATSBY_* environment and the browser runtime, written after each successful build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserRuntime } from '../../src/build/browserRuntime';

const SOURCES = ['src', 'content', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function siteFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(`${source}:${newestMtime(path.join(root, source))}\n`);
  for (const key of Object.keys(env).filter((k) => k.startsWith('GATSBY_')).sort()) hash.update(`${key}=${env[key]}\n`);
  // The same sources built for the other browser runtime are another site.
  hash.update(`browser runtime=${browserRuntime(env.BB_BROWSER_RUNTIME)}\n`);
  return hash.digest('hex');
}

const stampFile = (root: string) => path.join(root, '.cache', 'bb-build-stamp');

export function isBuildFresh(root: string): boolean {
  if (!existsSync(path.join(root, 'public', 'index.html')) || !existsSync(stampFile(root))) return false;
  return readFileSync(stampFile(root), 'utf8') === siteFingerprint(root);
}

export function writeBuildStamp(root: string): void {
  writeFileSync(stampFile(root), siteFingerprint(root));
}
