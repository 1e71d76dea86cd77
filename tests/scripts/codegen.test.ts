import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../../codegen';

// The committed operation types must be what `npm run codegen` writes today: a document changed
// without regenerating fails here. Each output keeps its relative path: the 2026-04-only types share
// their file names with the main ones.
describe('generated Storefront types', () => {
  it('are up to date with the documents', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'codegen-'));
    const generates = Object.fromEntries(
      Object.entries(config.generates).map(([file, target]) => [path.join(out, file), target]),
    );
    await generate({ ...config, generates, silent: true } as never, true);
    for (const file of Object.keys(config.generates)) {
      const fresh = readFileSync(path.join(out, file), 'utf8');
      expect(fresh === readFileSync(file, 'utf8'), `${file} is stale: run npm run codegen`).toBe(true);
    }
  });
});
