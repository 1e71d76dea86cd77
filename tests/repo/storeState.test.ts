import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// A store's state lives in its zustand state (which tests put back to its initial state after each
// test, tests/setup.ts) or in the closure of a factory that makes the store (the page makes one, a test
// makes a fresh one). State kept beside it at module level survives from one test to the next, and a
// `…ForTests` export is the hatch that clears it. Neither is allowed in these folders.
// Module-level constants that cache code are fine: `lazyModule(() => import(…))` keeps a loaded module,
// the same for every page and test, and no rule below looks at a call's result.
const root = path.resolve(__dirname, '../..');
const FOLDERS = ['src/stores', 'src/features', 'src/accounts', 'src/game'];
/** Code generated from GraphQL documents: types and documents only. */
const SKIPPED = /\/generated\//;

const MUTATING_METHODS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill']);

const isCollection = (init: ts.Expression | undefined): boolean => {
  if (!init) return false;
  if (ts.isArrayLiteralExpression(init)) return true;
  return ts.isNewExpression(init) && ts.isIdentifier(init.expression) && ['Map', 'Set', 'WeakMap', 'WeakSet', 'Array'].includes(init.expression.text);
};

/** What in one module keeps state at module level or exports a test hatch; one line per finding. */
export function moduleStateFindings(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: string[] = [];
  const collections = new Set<string>();
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const testHatch = (name: string) => {
    if (/ForTests$/.test(name)) findings.push(`exports ${name}`);
  };

  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      const flags = statement.declarationList.flags;
      const kind = flags & ts.NodeFlags.Let ? 'let' : flags & ts.NodeFlags.Const ? 'const' : 'var';
      for (const declaration of statement.declarationList.declarations) {
        const names = ts.isIdentifier(declaration.name)
          ? [declaration.name.text]
          : declaration.name.elements.flatMap((element) => (ts.isBindingElement(element) && ts.isIdentifier(element.name) ? [element.name.text] : []));
        if (kind !== 'const') findings.push(`module-level ${kind} ${names.join(', ')}`);
        else if (isCollection(declaration.initializer)) names.forEach((name) => collections.add(name));
        if (exported(statement)) names.forEach(testHatch);
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name && exported(statement)) {
      testHatch(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      statement.exportClause.elements.forEach((element) => testHatch(element.name.text));
    }
  }

  // A module-level collection that anything in the module changes is state.
  const mutated = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
      const target = node.expression.expression.text;
      if (collections.has(target) && MUTATING_METHODS.has(node.expression.name.text)) mutated.add(target);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const left = node.left;
      const target = ts.isElementAccessExpression(left) || ts.isPropertyAccessExpression(left) ? left.expression : null;
      if (target && ts.isIdentifier(target) && collections.has(target.text)) mutated.add(target.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  for (const name of mutated) findings.push(`module-level collection ${name} is changed`);
  return findings;
}

function moduleFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

it('keeps no state at module level and exports no test hatch in stores, features, accounts and the game', () => {
  const files = FOLDERS.flatMap((folder) => moduleFiles(path.join(root, folder))).filter((file) => !SKIPPED.test(relative(file)));
  expect(files.map(relative)).toContain('src/stores/country.ts');
  const offenders = Object.fromEntries(
    files.flatMap((file) => {
      const findings = moduleStateFindings(file, fs.readFileSync(file, 'utf8'));
      return findings.length > 0 ? [[relative(file), findings]] : [];
    }),
  );
  expect(offenders).toEqual({});
});

it('would catch module-level let, var, a changed Map/Set/array and a …ForTests export', () => {
  const source = `
    import { lazyModule } from '../browser/lazy';
    const load = lazyModule(() => import('./x'));
    const LIMITS = new Set(['a', 'b']);
    const seen = new Map<string, number>();
    const tasks: Array<() => void> = [];
    const queue = new WeakMap<object, number>();
    let started: Promise<void> | null = null;
    var legacy = 1;
    export const { a, resetBForTests } = make();
    export function resetStoreForTests() { started = null; }
    export { helper as clearAllForTests };
    export function remember(key: string) { seen.set(key, 1); tasks.push(() => undefined); }
    export const record = (key: object) => { queue[key as never] = 1; };
    export const has = (key: string) => LIMITS.has(key);
  `;
  expect(moduleStateFindings('/x.ts', source).sort()).toEqual(
    [
      'exports clearAllForTests',
      'exports resetBForTests',
      'exports resetStoreForTests',
      'module-level collection queue is changed',
      'module-level collection seen is changed',
      'module-level collection tasks is changed',
      'module-level let started',
      'module-level var legacy',
    ].sort(),
  );
});

it('leaves state inside a factory or a zustand store alone', () => {
  const source = `
    import { create } from 'zustand';
    export function createCountryChanges() {
      const listeners = new Set<() => void>();
      let count = 0;
      return { on: (listener: () => void) => { listeners.add(listener); count += 1; } };
    }
    export const useThing = create(() => ({ byId: {} as Record<string, number> }));
  `;
  expect(moduleStateFindings('/y.ts', source)).toEqual([]);
});
