import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileSnapshotStore } from '../../../src/build/sourcing/snapshotFile';
import type { ShopSnapshot } from '../../../src/build/sourcing/types';

const snapshot: ShopSnapshot = { version: 1, key: 'k', sourcedAt: 1, watermark: '2026-01-01T00:00:00Z', products: [], collections: [] };

describe('the previous build’s catalogue on disk', () => {
  it('writes and reads back, creating the directory, leaving no temporary file', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bb-snap-')), 'cache');
    const store = fileSnapshotStore(path.join(dir, 'catalogue.json'));
    expect(await store.read()).toBeNull();
    await store.write(snapshot);
    expect(await store.read()).toEqual(snapshot);
    expect(readdirSync(dir)).toEqual(['catalogue.json']);
  });

  it('reads a corrupted file as nothing, so the build sources everything', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bb-snap-')), 'catalogue.json');
    writeFileSync(file, '{"version":1,"prod');
    expect(await fileSnapshotStore(file).read()).toBeNull();
  });
});
