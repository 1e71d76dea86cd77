/**
 * Gzip copies of the text files in public/ (HTML, page data, scripts, styles, SVG), written next to
 * them as `name.gz`, so the site server (and any CDN that serves precompressed files) sends them
 * compressed without compressing on every request. Only files that shrink get a copy.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:html|json|js|css|svg|txt|xml|webmanifest)$/i;
/** Below this, the gzip header costs more than it saves. */
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompress(publicDir: string): Promise<{ files: number; bytesIn: number; bytesOut: number }> {
  let count = 0;
  let bytesIn = 0;
  let bytesOut = 0;
  for await (const file of files(publicDir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_BYTES) continue;
    // An unchanged file keeps its copy: cached builds rewrite only what changed.
    const copy = await stat(`${file}.gz`).catch(() => null);
    if (copy && copy.mtimeMs >= mtimeMs) continue;
    const gz = gzipSync(await readFile(file), { level: 9 });
    if (gz.length >= size) continue;
    await writeFile(`${file}.gz`, gz);
    count += 1;
    bytesIn += size;
    bytesOut += gz.length;
  }
  return { files: count, bytesIn, bytesOut };
}
