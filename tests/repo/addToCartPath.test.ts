/**
 * Add to cart reads top-down in a few files, in one direction: the product template renders
 * AddToCart, which calls the cart store, which loads its network module with import(), which sends
 * the cartLinesAdd document through the Storefront client; the answer lands in the store, which the
 * drawer reads. This test follows those imports in the source (static and dynamic, through any
 * re-export) and fails when the walk names more than 8 site files, or one file twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const MAX_FILES = 8;

/** Reads a file of the site by its path from the repository root; undefined when there is none. */
type Read = (file: string) => string | undefined;

const readSite: Read = (file) => {
  const full = path.join(ROOT, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};

function resolve(read: Read, from: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => read(candidate) !== undefined);
  if (!found) throw new Error(`${from} imports ${specifier}, which does not resolve`);
  return found;
}

const parse = (read: Read, file: string) => ts.createSourceFile(file, read(file) ?? '', ts.ScriptTarget.Latest, true);

const declares = (statement: ts.Statement, name: string): boolean => {
  const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return false;
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) return statement.name?.text === name;
  return false;
};

/** The files a reader opens to find where `name`, exported by `file`, is written: `file`, then any re-exports. */
function definitionOf(read: Read, file: string, name: string): string[] {
  const source = parse(read, file);
  if (source.statements.some((statement) => declares(statement, name))) return [file];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : null;
    const element = named?.find((e) => e.name.text === name);
    if (named && !element) continue;
    const target = resolve(read, file, (statement.moduleSpecifier as ts.StringLiteral).text);
    try {
      return [file, ...definitionOf(read, target, element?.propertyName?.text ?? name)];
    } catch {
      if (element) throw new Error(`${file} re-exports ${name} from ${target}, which does not define it`);
    }
  }
  throw new Error(`${file} does not export ${name}`);
}

/** The files from `file`'s import of `name` to where `name` is written. */
function follow(read: Read, file: string, name: string): string[] {
  for (const statement of parse(read, file).statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const named = statement.importClause?.namedBindings;
    const element = named && ts.isNamedImports(named) ? named.elements.find((e) => e.name.text === name) : undefined;
    const isDefault = statement.importClause?.name?.text === name;
    if (!element && !isDefault) continue;
    const target = resolve(read, file, (statement.moduleSpecifier as ts.StringLiteral).text);
    return definitionOf(read, target, element?.propertyName?.text ?? name);
  }
  throw new Error(`${file} does not import ${name}`);
}

/** The modules `file` loads with import('…'). */
function dynamicImports(read: Read, file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(resolve(read, file, specifier.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(read, file));
  return found;
}

/** The `${…}` names a document's template interpolates (its fragments). */
function interpolated(read: Read, file: string, name: string): string[] {
  for (const statement of parse(read, file).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      let init = declaration.initializer;
      // `…` as const
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      if (init && ts.isTemplateExpression(init)) return init.templateSpans.map((span) => span.expression.getText());
      return [];
    }
  }
  throw new Error(`${file} does not define ${name}`);
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

export interface AddToCartWalk {
  /** Each step: what a newcomer is following, and the files it takes them through. */
  steps: { what: string; files: string[] }[];
  /** The files named, in reading order. */
  files: string[];
  /** The store the drawer reads: the one the add went through. */
  drawerStore: string;
}

/** The walk from the product page to the cartLinesAdd request, and back to the drawer. */
export function walkAddToCart(read: Read, { template, drawer }: { template: string; drawer: string }): AddToCartWalk {
  const addToCart = follow(read, template, 'AddToCart');
  const store = follow(read, addToCart.at(-1) as string, 'useCart');
  const storeFile = store.at(-1) as string;
  // The store's network module: loaded on first use, it sends the add itself.
  const network = dynamicImports(read, storeFile).filter((file) => {
    try {
      follow(read, file, 'CART_LINES_ADD_MUTATION');
      return true;
    } catch {
      return false;
    }
  });
  if (network.length !== 1) throw new Error(`${storeFile} should load one module that sends cartLinesAdd; found ${network.length}`);
  const networkFile = network[0] as string;
  const client = follow(read, networkFile, 'storefrontRequest');
  const document = follow(read, networkFile, 'CART_LINES_ADD_MUTATION');
  const documentFile = document.at(-1) as string;
  const fragments = unique(interpolated(read, documentFile, 'CART_LINES_ADD_MUTATION').flatMap((name) => follow(read, documentFile, name)));
  const steps = [
    { what: 'the product page', files: [template] },
    { what: 'AddToCart, which the page renders', files: addToCart },
    { what: 'the cart store, whose addLines AddToCart calls', files: store },
    { what: 'the network module the store loads with import()', files: network },
    { what: 'the Storefront client that sends the request', files: client },
    { what: 'the cartLinesAdd document', files: document },
    { what: 'the fragments the document spreads', files: fragments },
    { what: 'the drawer, which shows the answer from the store', files: [drawer] },
  ];
  const drawerStore = follow(read, drawer, 'useCart');
  return { steps, files: steps.flatMap((step) => step.files), drawerStore: drawerStore.at(-1) as string };
}

const duplicates = (files: string[]) => files.filter((file, index) => files.indexOf(file) !== index);

describe('add to cart, read top-down', () => {
  const walk = walkAddToCart(readSite, { template: 'src/templates/ProductTemplate.tsx', drawer: 'src/components/cart/CartDrawer.tsx' });

  it(`names at most ${MAX_FILES} site files, each once, from the product page to the request and back to the drawer`, () => {
    expect(duplicates(walk.files)).toEqual([]);
    expect(walk.files.length, walk.files.join(' → ')).toBeLessThanOrEqual(MAX_FILES);
    // The walk is the one docs/ARCHITECTURE.md tells.
    expect(walk.files).toEqual([
      'src/templates/ProductTemplate.tsx',
      'src/components/cart/AddToCart.tsx',
      'src/features/cart/store.ts',
      'src/features/cart/network.ts',
      'src/storefront/client.ts',
      'src/storefront/documents/cart.ts',
      'src/storefront/documents/fragments.ts',
      'src/components/cart/CartDrawer.tsx',
    ]);
  });

  it('comes back the way it went: the drawer reads the store the add went through', () => {
    expect(walk.drawerStore).toBe('src/features/cart/store.ts');
  });

  it('docs/ARCHITECTURE.md walks the same files', () => {
    const doc = readSite('docs/ARCHITECTURE.md') ?? '';
    const section = doc.slice(doc.indexOf('## Add to cart'));
    const named = walk.files.map((file) => section.indexOf(`\`${file}\``));
    expect(named.every((at) => at >= 0), walk.files.filter((_, i) => (named[i] ?? -1) < 0).join(', ')).toBe(true);
    expect([...named].sort((a, b) => a - b)).toEqual(named);
  });

  it('would catch a re-export on the way, a second store file or a request sent from elsewhere', () => {
    const site: Record<string, string> = {
      'src/templates/T.tsx': "import { AddToCart } from '../components/AddToCart';",
      'src/components/AddToCart.tsx': "import { useCart } from '../cart';\nexport function AddToCart() {}",
      'src/cart/index.ts': "export { useCart } from './store';",
      'src/cart/store.ts': "export const useCart = () => import('./network');",
      'src/cart/network.ts':
        "import { storefrontRequest } from '../client';\nimport { CART_LINES_ADD_MUTATION } from '../documents';\nexport const send = () => storefrontRequest(CART_LINES_ADD_MUTATION);",
      'src/client.ts': 'export function storefrontRequest() {}',
      'src/documents/index.ts': "export * from './cart';",
      'src/documents/cart.ts': "import { CART } from './fragments';\nexport const CART_LINES_ADD_MUTATION = `m { ...Cart } ${CART}`;",
      'src/documents/fragments.ts': 'export const CART = `fragment Cart on Cart { id }`;',
      'src/Drawer.tsx': "import { useCart } from './cart';",
    };
    const read: Read = (file) => site[file];
    const barrels = walkAddToCart(read, { template: 'src/templates/T.tsx', drawer: 'src/Drawer.tsx' });
    // Two barrels (cart/index.ts, documents/index.ts) make the walk ten files long.
    expect(barrels.files).toHaveLength(10);
    expect(barrels.files).toEqual(expect.arrayContaining(['src/cart/index.ts', 'src/documents/index.ts']));
    // A file met twice (here the drawer is AddToCart itself).
    expect(duplicates(walkAddToCart(read, { template: 'src/templates/T.tsx', drawer: 'src/components/AddToCart.tsx' }).files)).toEqual([
      'src/components/AddToCart.tsx',
    ]);

    // A store that hands the add to a second module that loads the network code: no module it loads sends it.
    site['src/cart/store.ts'] = "export const useCart = () => import('./flows');";
    site['src/cart/flows.ts'] = "export const add = () => import('./network');";
    expect(() => walkAddToCart(read, { template: 'src/templates/T.tsx', drawer: 'src/Drawer.tsx' })).toThrow(/load one module that sends cartLinesAdd/);

    // A drawer that reads another store than the add went through.
    site['src/cart/store.ts'] = "export const useCart = () => import('./network');";
    site['src/Drawer.tsx'] = "import { useCart } from './otherStore';";
    site['src/otherStore.ts'] = 'export const useCart = 1;';
    expect(walkAddToCart(read, { template: 'src/templates/T.tsx', drawer: 'src/Drawer.tsx' }).drawerStore).toBe('src/otherStore.ts');
  });
});
