/**
 * Every request to Shopify's Storefront, Customer Account and Admin APIs goes through a typed door, and
 * every document it sends is one `npm run codegen` checked and typed:
 * - no call passes a type argument to a request function or along with a document (the generated map
 *   says what comes back);
 * - no module but the doors builds a GraphQL POST or a Shopify token header by hand;
 * - every GraphQL document of those APIs lives in a documents folder codegen reads, marked `#graphql`
 *   (the marker codegen plucks by: a document without it is silently left untyped).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildClientSchema, buildSchema, parse, type GraphQLSchema, type IntrospectionQuery, type OperationDefinitionNode } from 'graphql';
import ts from 'typescript';
import codegenConfig from '../../codegen';

const root = path.resolve(__dirname, '../..');
// The site, its build and the shop service, and their tests. storefront-local imitates Shopify and is
// no client of it; its tests send it documents of every kind, broken ones on purpose.
const scanned = ['src', 'server', 'scripts', 'plugins', 'shared', 'tests'];
const imitation = /^(storefront-local|tests\/storefront-local)\//;
const topLevel = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name));

/** The modules that talk to Shopify's GraphQL APIs; everything else calls them. */
const DOORS = new Set([
  'src/storefront/client.ts',
  'src/build/sourcing/fetcher.ts',
  'src/accounts/new/graphql.ts',
  'server/shopifyGraphQL.ts',
  // Asks for the visitor's tracking values and reads nothing of the answer (no data, no types).
  'src/storefront/trackingValues.ts',
]);

/** Functions whose data and variables come from the generated maps. */
const REQUEST_FUNCTIONS = new Set(['storefrontRequest', 'customerAccountRequest', 'fetchAllPages', 'fetcher', 'request', 'customerAccountGraphQL', 'adminGraphQL']);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'generated', 'e2e'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = [...scanned.flatMap((dir) => sourceFiles(path.join(root, dir))), ...topLevel.map((name) => path.join(root, name))]
  .map((full) => path.relative(root, full).split(path.sep).join('/'))
  .filter((file) => file !== 'tests/repo/shopifyDoors.test.ts' && !imitation.test(file));

const parsed = new Map<string, ts.SourceFile>();
const sourceOf = (file: string): ts.SourceFile => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
};

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression): string | null =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : null;

const where = (source: ts.SourceFile, node: ts.Node): string =>
  `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** A string's text with each `${…}` left out (fragments spliced into documents). */
const literalText = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => span.literal.text).join('\n');
  return null;
};

const schemaFrom = (file: string): GraphQLSchema => {
  const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
  return buildClientSchema(json.data ?? json);
};
const shopifySchemas = [
  schemaFrom('node_modules/@shopify/hydrogen-react/storefront.schema.json'),
  schemaFrom('node_modules/@shopify/hydrogen-react/customer-account.schema.json'),
  buildSchema(fs.readFileSync(path.join(root, 'server/adminApi.schema.graphql'), 'utf8')),
];

/**
 * Whether a string is a Storefront or Customer Account API operation: it parses as GraphQL and its
 * root fields are that API's (Gatsby's own queries ask for `allMarkdownRemark`, `site` and the like).
 */
function isShopifyOperation(text: string): boolean {
  if (!/\b(query|mutation)\b/.test(text)) return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(text).definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  } catch {
    return false;
  }
  return operations.some((operation) =>
    shopifySchemas.some((schema) => {
      const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const fields = root?.getFields() ?? {};
      return operation.selectionSet.selections.every((selection) => selection.kind === 'Field' && selection.name.value in fields);
    }),
  );
}

/** The folders codegen reads documents from (its `documents` globs, `folder/*.ts`). */
const documentFolders = [
  ...new Set(
    Object.values(codegenConfig.generates)
      .flatMap((output) => {
        const documents = (output as { documents?: string | string[] }).documents;
        return documents === undefined ? [] : Array.isArray(documents) ? documents : [documents];
      })
      .filter((glob) => glob.endsWith('/*.ts'))
      .map((glob) => path.posix.normalize(glob.replace(/\/\*\.ts$/, ''))),
  ),
];
const inDocumentFolder = (file: string): boolean => documentFolders.includes(path.posix.dirname(file));

/** The names a module imports from document folders: the document constants. */
function documentImports(file: string, source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text));
    if (!statement.moduleSpecifier.text.startsWith('.') || !inDocumentFolder(`${target}.ts`)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((element) => names.add(element.name.text));
  }
  return names;
}

/** Whether a hand-written object sets a header a Shopify API authenticates by. */
const SHOPIFY_TOKEN_HEADER = /^['"]?x-shopify-(storefront-)?access-token['"]?$/i;

describe('the typed doors to Shopify', () => {
  it('finds the code it checks', () => {
    expect(files).toContain('src/features/cart/network.ts');
    expect(documentFolders).toEqual(expect.arrayContaining(['src/storefront/documents', 'src/accounts/documents', 'server/documents']));
  });

  it('no call passes a type argument to a request function or with a document: the generated map gives data and variables', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const source = sourceOf(file);
      const documents = documentImports(file, source);
      walk(source, (node) => {
        if (!ts.isCallExpression(node) || !node.typeArguments?.length) return;
        const first = node.arguments[0];
        const sendsDocument = first !== undefined && ts.isIdentifier(first) && documents.has(first.text);
        if (REQUEST_FUNCTIONS.has(calleeName(node) ?? '') || sendsDocument) {
          offenders.push(`${where(source, node)} ${node.expression.getText(source)}<…>`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('sees a document constant sent with a type argument, whatever the function is called', () => {
    const file = 'src/stores/example.ts';
    const source = ts.createSourceFile(
      file,
      "import { SHOP_QUERY } from '../storefront/documents/shop';\nconst shop = await ask<{ shop: unknown }>(SHOP_QUERY);",
      ts.ScriptTarget.Latest,
      true,
    );
    expect([...documentImports(file, source)]).toEqual(['SHOP_QUERY']);
  });

  it('only the doors post GraphQL or send a Shopify token header', () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => !f.startsWith('tests/') && !DOORS.has(f))) {
      const source = sourceOf(file);
      walk(source, (node) => {
        // JSON.stringify({ query: … }), also inside a condition: a GraphQL request body built by hand.
        if (ts.isCallExpression(node) && node.expression.getText(source) === 'JSON.stringify' && node.arguments[0]) {
          let posts = false;
          walk(node.arguments[0], (inner) => {
            if (ts.isObjectLiteralExpression(inner) && inner.properties.some((p) => p.name?.getText(source) === 'query')) posts = true;
          });
          if (posts) offenders.push(`${where(source, node)} posts a GraphQL body`);
        }
        // { 'X-Shopify-Storefront-Access-Token': … } or the Admin API's token: a request's headers set by hand.
        if (ts.isPropertyAssignment(node) && SHOPIFY_TOKEN_HEADER.test(node.name.getText(source))) {
          offenders.push(`${where(source, node)} sends a Shopify token`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('every Storefront, Customer Account and Admin document lives in a folder codegen reads, marked #graphql', () => {
    const outside: string[] = [];
    const unmarked: string[] = [];
    for (const file of files.filter((f) => !f.startsWith('tests/') && !DOORS.has(f))) {
      const source = sourceOf(file);
      walk(source, (node) => {
        const text = literalText(node);
        if (text === null || !isShopifyOperation(text)) return;
        if (!inDocumentFolder(file)) outside.push(where(source, node));
        else if (!/^\s*#graphql\b/.test(text)) unmarked.push(where(source, node));
      });
    }
    expect({ outside, unmarked }).toEqual({ outside: [], unmarked: [] });
  });

  it('recognises a Shopify document and leaves Gatsby’s queries alone', () => {
    expect(isShopifyOperation('query CustomerAccountId { customer { id } }')).toBe(true);
    expect(isShopifyOperation('#graphql\n query Shop { shop { name } }')).toBe(true);
    expect(isShopifyOperation('query Lookbooks { allMarkdownRemark { nodes { id } } }')).toBe(false);
    expect(isShopifyOperation('Please query the shop')).toBe(false);
    expect(isShopifyOperation('query OrderEmail($q: String!) { orders(first: 1, query: $q) { nodes { name } } }')).toBe(true);
  });
});
