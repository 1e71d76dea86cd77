/**
 * The previous build's catalogue as a JSON file under .cache/ (so `gatsby clean` forgets it and the
 * next build sources everything). Written to a temporary name and renamed, so a build killed while
 * writing leaves the old file or none, never half of one; an unreadable file reads as nothing.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopSnapshot, SnapshotStore } from './types';

export function fileSnapshotStore(file: string): SnapshotStore {
  return {
    async read() {
      try {
        return JSON.parse(await readFile(file, 'utf8')) as unknown;
      } catch {
        return null;
      }
    },
    async write(snapshot: ShopSnapshot) {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(snapshot));
      await rename(temporary, file);
    },
  };
}
