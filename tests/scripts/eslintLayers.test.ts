import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

// The layer rules of eslint.config.mjs, checked on probe sources linted as if they were files of the
// repository: a rule that stops matching (a renamed folder, a wrong glob) fails here, not silently.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<Array<{ rule: string | null; severity: number }>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, severity: m.severity }));
}

const ERROR = 2;

describe('layer rules', () => {
  it('stop a component from calling the Storefront API directly', async () => {
    const found = await problems(
      'src/components/product/Probe.tsx',
      "import { fetchPrices } from '../../storefront/operations/prices';\nexport const probe = fetchPrices;\n",
    );
    expect(found).toContainEqual({ rule: 'no-restricted-imports', severity: ERROR });
  });

  it('let a component use a store', async () => {
    const found = await problems(
      'src/components/product/Probe.tsx',
      "import { useCountryPrices } from '../../stores/countryPrices';\nexport const probe = useCountryPrices;\n",
    );
    expect(found.filter((p) => p.rule === 'no-restricted-imports')).toEqual([]);
  });

  it('stop browser code from importing the shop service', async () => {
    const found = await problems('src/lib/probe.ts', "import { validateForm } from '../../server/forms';\nexport const probe = validateForm;\n");
    expect(found).toContainEqual({ rule: 'no-restricted-imports', severity: ERROR });
  });

  it('stop the local storefront from importing the site', async () => {
    const found = await problems('storefront-local/probe.ts', "import { SHOP_NAME } from '../src/config/site';\nexport const probe = SHOP_NAME;\n");
    expect(found).toContainEqual({ rule: 'no-restricted-imports', severity: ERROR });
  });

  it('stop an import cycle', async () => {
    // productCard.ts imports money.ts, so money.ts importing productCard.ts closes a cycle.
    const found = await problems(
      'src/lib/money.ts',
      "import { toProductCard } from './productCard';\nexport const probe = toProductCard;\n",
    );
    expect(found).toContainEqual({ rule: 'import-x/no-cycle', severity: ERROR });
  });

  it('cover every folder of src/: each has its row in the layer table', async () => {
    const folders = fs.readdirSync(path.join(root, 'src'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders).toEqual(expect.arrayContaining(['game', 'build', 'types', 'pages', 'templates', 'service', 'browser']));
    const uncovered: string[] = [];
    for (const folder of folders) {
      const config = (await eslint.calculateConfigForFile(path.join(root, 'src', folder, 'probe.ts'))) as { rules?: Record<string, unknown> };
      const [, options] = (config.rules?.['import-x/no-restricted-paths'] ?? []) as [unknown, { zones?: Array<{ target: string }> }?];
      if (!options?.zones?.some((zone) => zone.target === `./src/${folder}`)) uncovered.push(folder);
    }
    expect(uncovered).toEqual([]);
  });

  it.each([
    ['src/lib/probe.ts', "import { useCart } from '../features/cart/store';"],
    ['src/browser/probe.ts', "import { useCart } from '../features/cart/store';"],
    ['src/service/probe.ts', "import { storefrontRequest } from '../storefront/client';"],
    ['src/game/probe.ts', "import { storefrontRequest } from '../storefront/client';"],
    ['src/storefront/operations/probe.ts', "import { useCart } from '../../features/cart/store';"],
    ['src/components/account/Probe.tsx', "import { backend } from '../../accounts/new';"],
    ['src/config/probe.ts', "import { readString } from '../browser/storage';"],
  ])('stop %s from importing a layer its row does not name', async (file, line) => {
    const found = await problems(file, `${line}\nexport const probe = 1;\n`);
    expect(found).toContainEqual({ rule: 'import-x/no-restricted-paths', severity: ERROR });
  });

  it.each([
    ['src/game/probe.ts', "import { fetchProduct } from '../storefront/operations/product';"],
    ['src/components/product/Probe.tsx', "import type { CountryOption } from '../../storefront/types';"],
    ['src/stores/probe.ts', "import { readString } from '../browser/storage';"],
    ['src/service/probe.ts', "import type { WishlistSession } from '../storefront/types';"],
  ])('let %s import what its row names', async (file, line) => {
    const found = await problems(file, `${line}\nexport const probe = 1;\n`);
    expect(found.filter((p) => p.rule === 'import-x/no-restricted-paths')).toEqual([]);
  });
});
