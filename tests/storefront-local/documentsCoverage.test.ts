/** Every GraphQL document the site sends is executed by one of these integration tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as documents from '../../src/storefront/documents';

it('exercises every exported document of src/storefront/documents', () => {
  const operations = Object.entries(documents)
    .filter(([, value]) => typeof value === 'string' && /^\s*#graphql\s*(query|mutation)\s/.test(value))
    .map(([name]) => name);
  expect(operations.length).toBeGreaterThan(30);
  const tests = readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.ts') && file !== path.basename(__filename))
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
    .join('\n');
  const untested = operations.filter((name) => !new RegExp(`\\b${name}\\b`).test(tests));
  expect(untested).toEqual([]);
});
