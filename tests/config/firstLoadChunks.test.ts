/**
 * First-load budget (issue 10): what the app chunk (gatsby-browser.tsx and everything it imports) and
 * the home, collection and product pages import statically is downloaded before the first screen
 * works. The Storefront client, the GraphQL documents and the response mapping must only arrive with
 * the first request, through a dynamic import(). Read from the source: no build needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

interface Imports {
  /** Imports that are bundled with the importing module (type-only imports are erased). */
  static: string[];
  /** import('…'): a chunk of its own, loaded when the code runs. */
  dynamic: string[];
}

function importsOf(file: string): Imports {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Imports = { static: [], dynamic: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.static.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.static.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.dynamic.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A source file for a relative specifier; packages keep their name. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${rel(from)} imports ${specifier}, which does not resolve`);
}

const isSource = (file: string) => /\.tsx?$/.test(file) && path.isAbsolute(file);

/** Every module statically reachable from the entries, each with the chain that pulls it in. */
function staticGraph(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = entries.map((entry) => [path.join(ROOT, entry)]);
  while (queue.length > 0) {
    const chain = queue.shift() as string[];
    const file = chain[chain.length - 1] as string;
    if (chains.has(file)) continue;
    chains.set(file, chain);
    if (!isSource(file)) continue;
    for (const specifier of importsOf(file).static) queue.push([...chain, resolve(file, specifier)]);
  }
  return chains;
}

const APP_CHUNK = ['gatsby-browser.tsx'];
const FIRST_SCREENS = {
  home: 'src/pages/index.tsx',
  collection: 'src/templates/CollectionTemplate.tsx',
  product: 'src/templates/ProductTemplate.tsx',
};

/**
 * Network code, response mapping and the account actions: needed once a request is made (or the
 * shopper signs in), not to show the first screen.
 */
const isNetworkCode = (module: string) =>
  /^src\/(storefront\/(client\.ts|documents\/|operations\/)|service\/)/.test(rel(module)) ||
  /^src\/features\/[^/]+\/network\.ts$/.test(rel(module)) ||
  /^src\/lib\/(customerOrders|orderStatus)\.ts$/.test(rel(module)) ||
  /^src\/accounts\/(legacy|new|documents)\//.test(rel(module)) ||
  /^(@shopify\/(storefront-api-client|graphql-client)|oauth4webapi|jose)/.test(module);

function networkCodeIn(graph: Map<string, string[]>): string[] {
  return [...graph.entries()]
    .filter(([module]) => isNetworkCode(module))
    .map(([, chain]) => chain.map((file) => (path.isAbsolute(file) ? rel(file) : file)).join(' → '));
}

describe('first-load JavaScript', () => {
  it('the layout does not load the Storefront client, the documents or response mapping before the first request', () => {
    const graph = staticGraph(APP_CHUNK);
    // The layout does use the stores (cart count, account menu): the walk really reached them.
    expect([...graph.keys()].map(rel)).toEqual(expect.arrayContaining(['src/features/cart/store.ts', 'src/stores/customer.ts']));
    expect(networkCodeIn(graph)).toEqual([]);
  });

  it.each(Object.entries(FIRST_SCREENS))('the %s page does not load them before the first request either', (_, page) => {
    expect(networkCodeIn(staticGraph([...APP_CHUNK, page]))).toEqual([]);
  });

  it('the stores load their operations with import() when they make a request', () => {
    const graph = staticGraph([...APP_CHUNK, ...Object.values(FIRST_SCREENS)]);
    const loadedLater = [...graph.keys()]
      .filter(isSource)
      .flatMap((file) => importsOf(file).dynamic.map((specifier) => rel(resolve(file, specifier))));
    expect(loadedLater).toEqual(
      expect.arrayContaining([
        'src/features/cart/network.ts',
        'src/accounts/legacy/index.ts',
        'src/accounts/new/index.ts',
        'src/storefront/operations/listings.ts',
        'src/storefront/operations/prices.ts',
        'src/service/wishlist.ts',
      ]),
    );
  });

  it('opened-on-demand parts and heavy libraries wait for first use too', () => {
    const onDemand = (module: string) =>
      ['zod', 'countries-list', 'react-toastify', 'html-to-image', 'howler'].includes(module) ||
      /^src\/(components\/(account\/(LoginModal|RegisterForm|LoginForm|RecoverForm)|cart\/CartDrawer|layout\/CountryDialog|search\/SearchPanel|product\/(SizeGuideDialog|RecommendedRow)|ui\/ShopToasts)\.tsx|lib\/countryOptions\.ts|stores\/listings\.ts|game\/)/.test(
        path.isAbsolute(module) ? rel(module) : module,
      );
    const graph = staticGraph([...APP_CHUNK, FIRST_SCREENS.home, FIRST_SCREENS.product]);
    const early = [...graph.entries()]
      .filter(([module]) => onDemand(module))
      .map(([, chain]) => chain.map((file) => (path.isAbsolute(file) ? rel(file) : file)).join(' → '));
    expect(early).toEqual([]);
  });
});
