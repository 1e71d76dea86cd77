/**
 * The local storefront stands alone (issue 18 item 10): it imitates Shopify, so it holds its own data
 * and imports nothing of the site. Were it to import src/, the site and the imitation would agree by
 * construction and a divergence from a real store could never show in a test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSpecifiers, leavesFolder } from './importScan';

const root = path.resolve(__dirname, '../../storefront-local');
// World facts both sides read as they would read a package: country address formats and zone lists
// (ISO 3166-2), not the site's code. Nothing in shared/ imports the site or the storefront (lint).
const sharedFacts = path.resolve(__dirname, '../../shared');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(c|m)?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

describe('storefront-local stands alone', () => {
  it('no file of storefront-local imports anything outside it but packages and shared/ world facts', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => leavesFolder(file, specifier, root) && leavesFolder(file, specifier, sharedFacts))
        .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
// The engine serves the shop it is given (startStorefront({ shop })): no file of it names a shop. Only the
// repository's wiring, server.ts (Blue Bay unless told otherwise) and main.ts (npm run storefront), does.
const shops = path.join(root, 'shops');
const WIRING = new Set(['server.ts', 'main.ts']);

describe('the engine imports no shop', () => {
  it('no file outside shops/ but the wiring imports anything in shops/', () => {
    const engine = sourceFiles(root).filter((file) => !file.startsWith(`${shops}${path.sep}`) && !WIRING.has(path.relative(root, file)));
    expect(engine.length).toBeGreaterThan(100);
    const offenders = engine.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => (specifier.startsWith('.') && !leavesFolder(file, specifier, shops)) || specifier.includes('/shops/'))
        .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the scan sees an engine file reaching into a shop', () => {
    const file = path.join(root, 'graphql/views/shop.ts');
    expect(leavesFolder(file, '../../shops/blue-bay/settings', shops)).toBe(false);
    expect(leavesFolder(file, '../../config', shops)).toBe(true);
  });
});

describe('importScan', () => {
  it('finds every kind of import, multi-line ones included', () => {
    const source = [
      "import { a } from '../../src/config/site';",
      "import type {\n  B,\n  C,\n} from '../src/lib/x';",
      "export { d } from './d';",
      "import './side-effect';",
      "const e = await import('../../src/e');",
      "const f = require('node:fs');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['../../src/config/site', '../src/lib/x', './d', './side-effect', '../../src/e', 'node:fs']);
  });

  it('tells a path that leaves the folder from one that stays and from a package', () => {
    const folder = path.resolve('/repo/storefront-local');
    const file = path.join(folder, 'graphql/views/shop.ts');
    expect(leavesFolder(file, '../../../src/config/site', folder)).toBe(true);
    expect(leavesFolder(file, '../../shop/settings', folder)).toBe(false);
    expect(leavesFolder(file, 'graphql', folder)).toBe(false);
  });
});
