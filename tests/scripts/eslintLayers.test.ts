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
});
