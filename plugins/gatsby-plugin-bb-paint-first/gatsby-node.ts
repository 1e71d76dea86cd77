/**
 * After the build, every HTML page in public/ loads its start-up scripts after its first paint
 * (src/paintFirst.ts); pages unchanged since the last build are skipped (src/rewritePages.ts). This
 * plugin is listed before the offline plugin, whose onPostBuild writes the gzip copies: Gatsby runs
 * each API's plugins in the order of gatsby-config.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { rewritePages } from './src/rewritePages';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const activity = reporter.activityTimer('Loading start-up scripts after the first paint');
  activity.start();
  // In .cache/, so `gatsby clean` (a cold build) forgets it along with every page.
  const { rewritten, unchanged } = await rewritePages(path.join(program.directory, 'public'), path.join(program.directory, '.cache', 'bb-paint-first.json'));
  activity.setStatus(`${rewritten} pages rewritten, ${unchanged} unchanged since the last build`);
  activity.end();
};
