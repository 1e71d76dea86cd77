/**
 * Applies paintFirst to every HTML page under public/ that changed since the last run. A cached
 * build re-renders only the pages whose data changed, so reading all of them again (13,000 at 10,000
 * products) would be most of a one-product-changed build's own work: a page last written before the
 * previous run ended has been rewritten already (or was already in its final form) and is skipped
 * by its modification time, which the stamp file records. Without a stamp every page is read.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paintFirst } from './paintFirst';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // public/_gatsby holds Gatsby's slice sources, which it stitches into pages on later builds.
    if (entry.isDirectory() && entry.name !== '_gatsby') yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/** When the previous run ended (ms since the epoch), or null when unknown or unreadable. */
async function previousRunEnd(stampFile: string): Promise<number | null> {
  try {
    const { endedAt } = JSON.parse(await readFile(stampFile, 'utf8')) as { endedAt?: unknown };
    return typeof endedAt === 'number' && Number.isFinite(endedAt) ? endedAt : null;
  } catch {
    return null;
  }
}

export async function rewritePages(publicDir: string, stampFile: string): Promise<{ rewritten: number; unchanged: number }> {
  const since = await previousRunEnd(stampFile);
  let rewritten = 0;
  let unchanged = 0;
  for await (const file of htmlFiles(publicDir)) {
    if (since !== null && (await stat(file)).mtimeMs <= since) {
      unchanged += 1;
      continue;
    }
    const html = await readFile(file, 'utf8');
    const next = paintFirst(html);
    if (next === html) continue;
    await writeFile(file, next);
    rewritten += 1;
  }
  await writeFile(stampFile, JSON.stringify({ endedAt: Date.now() }));
  return { rewritten, unchanged };
}
