import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { STORAGE_KEYS } from '../../src/config/site';

// A value the tabs share (src/stores/sharedState.ts) is registered once, with its schema and default.
// Read anywhere else (readJSON of the same key, its own schema), it is a second idea of the same value:
// a different rule for what is corrupted or expired, and a reader other tabs' changes never reach.
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** True inside `const STORAGE_KEYS = { … }` itself. */
function insideKeyTable(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isVariableDeclaration(at)) return ts.isIdentifier(at.name) && at.name.text === 'STORAGE_KEYS';
  }
  return false;
}

/** The STORAGE_KEYS names a module uses in code, and those it registers with `….define(STORAGE_KEYS.x, …)`. */
function keysIn(file: string, source: string): { used: Set<string>; defined: Set<string> } {
  const used = new Set<string>();
  const defined = new Set<string>();
  const values = new Map<string, string>(Object.entries(STORAGE_KEYS).map(([name, value]) => [value, name]));
  const keyName = (node: ts.Node): string | undefined =>
    ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'STORAGE_KEYS' ? node.name.text : undefined;
  const visit = (node: ts.Node): void => {
    const name = keyName(node);
    if (name) used.add(name);
    // The key's stored name written out ('bb_customer_access_token') is the same key, except where STORAGE_KEYS names it.
    if (ts.isStringLiteralLike(node) && values.has(node.text) && !insideKeyTable(node)) used.add(values.get(node.text) as string);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'define') {
      const first = node.arguments[0] && keyName(node.arguments[0]);
      if (first) defined.add(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return { used, defined };
}

/** For each shared key, the modules other than the one that registers it that name it. */
export function sharedKeyOffenders(sources: Record<string, string>): Record<string, string[]> {
  const found = Object.entries(sources).map(([file, source]) => ({ file, ...keysIn(file, source) }));
  const definers = new Map(found.flatMap(({ file, defined }) => [...defined].map((key) => [key, file] as const)));
  const offenders: Record<string, string[]> = {};
  for (const [key, definer] of definers) {
    const others = found.filter(({ file, used }) => file !== definer && used.has(key)).map(({ file }) => file);
    if (others.length > 0) offenders[key] = others;
  }
  return offenders;
}

it('reads each value the tabs share only through the module that registers it', () => {
  const files = sourceFiles(path.join(root, 'src'));
  const sources = Object.fromEntries(files.map((file) => [path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')]));
  // The customer token is one of them: the session registers it, the cart reads it through that module.
  expect(keysIn('token.ts', sources['src/stores/customerToken.ts'] ?? '').defined).toContain('accessToken');
  expect(sharedKeyOffenders(sources)).toEqual({});
});

it('would catch a second reader of a shared key, by its name in STORAGE_KEYS or its stored name', () => {
  const sources = {
    '/token.ts': "const token = sharedState.define(STORAGE_KEYS.accessToken, { schema, fallback: null });",
    '/cart.ts': 'const stored = readJSON(STORAGE_KEYS.accessToken, v.nullable(session), null);',
    '/other.ts': "localStorage.getItem('bb_customer_access_token');",
    // Named in a comment only (STORAGE_KEYS.accessToken), or a key no module shares: fine.
    '/notes.ts': "// STORAGE_KEYS.accessToken is the session's\nreadString(STORAGE_KEYS.cartId);",
    '/site.ts': "export const STORAGE_KEYS = { accessToken: 'bb_customer_access_token' } as const;",
  };
  expect(sharedKeyOffenders(sources)).toEqual({ accessToken: ['/cart.ts', '/other.ts'] });
});
