/**
 * Build side of the offline plugin:
 * - browser redirects of the Shopify theme paths shoppers still type (/cart/ → /my-cart/, …);
 * - after the build: the offline page, the site icon, /sw.js bundled from src/sw.ts (esbuild, shipped
 *   with tsx) with the precache manifest injected by Workbox 7's workbox-build and the list of files
 *   it saves when idle, and gzip copies of the text files for the site server to send compressed.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GatsbyNode } from 'gatsby';
import { SHOPIFY_PATH_REDIRECTS } from '../../src/config/navigation';
import { OFFLINE_FALLBACK_PATH } from '../../src/config/offline';
import { bundleServiceWorker } from './src/bundleServiceWorker';
import { appShellFiles, HASHED_FILE, saveLaterPlan, type WebpackStats } from './src/appShell';
import { ICON_PATH, ICON_SVG } from './src/icon';
import { offlinePageHtml } from './src/offlinePage';
import { precompress } from './src/precompress';
import { ANSWER_HEADER_BYTES } from './src/saveLater';

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  for (const redirect of SHOPIFY_PATH_REDIRECTS) {
    actions.createRedirect({ ...redirect, isPermanent: true, redirectInBrowser: true });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const publicDir = path.join(root, 'public');
  const activity = reporter.activityTimer('Writing the offline page and /sw.js (Workbox 7)');
  activity.start();

  const fallbackFile = OFFLINE_FALLBACK_PATH.replace(/^\//, '');
  await writeFile(path.join(publicDir, fallbackFile), offlinePageHtml());
  await writeFile(path.join(publicDir, ICON_PATH.replace(/^\//, '')), ICON_SVG);

  const stats = JSON.parse(await readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const precache = [...appShellFiles(stats), fallbackFile];
  const saveLater = saveLaterPlan(stats, (file) => gzipSync(readFileSync(path.join(publicDir, file))).length + ANSWER_HEADER_BYTES);

  const bundled = path.join(root, '.cache', 'bb-offline', 'sw.js');
  await mkdir(path.dirname(bundled), { recursive: true });
  await bundleServiceWorker(root, bundled, process.env, saveLater);

  const { injectManifest } = await import('workbox-build');
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(publicDir, 'sw.js'),
    globDirectory: publicDir,
    // File names are literal here, but workbox-build reads them as globs: `[lang]` would be a class.
    globPatterns: precache.map((file) => file.replace(/[[\]{}()*?!+@]/g, '\\$&')),
    dontCacheBustURLsMatching: HASHED_FILE,
  });
  for (const warning of warnings) reporter.warn(`sw.js: ${warning}`);
  if (count !== precache.length) {
    reporter.panicOnBuild(`sw.js precaches ${count} of ${precache.length} app-shell files: ${precache.join(', ')}`);
  }
  const later = saveLater.reduce((sum, group) => sum + group.bytes, 0);
  activity.setStatus(`${count} files, ${Math.round(size / 1024)} KB precached; ${saveLater.length} groups (${Math.round(later / 1024)} KB gzip) saved when idle`);
  activity.end();

  // Last, so sw.js and the offline page get their compressed copies too.
  const compressing = reporter.activityTimer('Writing gzip copies of text files in public/');
  compressing.start();
  const zipped = await precompress(publicDir);
  compressing.setStatus(`${zipped.files} files, ${Math.round(zipped.bytesIn / 1024)} KB → ${Math.round(zipped.bytesOut / 1024)} KB`);
  compressing.end();
};
