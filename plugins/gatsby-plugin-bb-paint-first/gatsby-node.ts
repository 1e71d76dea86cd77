/**
 * After the build, every HTML page in public/ loads its start-up scripts after its first paint
 * (src/paintFirst.ts). This plugin is listed before the offline plugin, whose onPostBuild writes the
 * gzip copies: Gatsby runs each API's plugins in the order of gatsby-config.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { paintFirst } from './src/paintFirst';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // public/_gatsby holds Gatsby's slice sources, which it stitches into pages on later builds.
    if (entry.isDirectory() && entry.name !== '_gatsby') yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const activity = reporter.activityTimer('Loading start-up scripts after the first paint');
  activity.start();
  let rewritten = 0;
  for await (const file of htmlFiles(path.join(root, 'public'))) {
    const html = await readFile(file, 'utf8');
    const next = paintFirst(html);
    if (next === html) continue;
    await writeFile(file, next);
    rewritten += 1;
  }
  activity.setStatus(`${rewritten} pages rewritten`);
  activity.end();
};
