import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Keeping a promise and forgetting it when it fails (so the next caller tries again) is written once,
// in src/browser/memoise.ts (memoiseUntilFailure; lazyModule is made with it). A copy elsewhere is the
// same rule kept twice, free to drift: a failure that clears a newer attempt, concurrent callers that
// each start their own.
const root = path.resolve(__dirname, '../..');
const HELPER = 'src/browser/memoise.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isNull = (node: ts.Node | undefined) => node?.kind === ts.SyntaxKind.NullKeyword;

/** Whether a failure handler forgets something (sets it to null) and fails on: `x = null; throw error`. */
function forgetsAndRethrows(handler: ts.Node): boolean {
  let forgets = false;
  let rethrows = false;
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node)) rethrows = true;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isNull(node.right)) forgets = true;
    // set(null), setState({ lookup: null })
    if (ts.isCallExpression(node)) {
      forgets ||= node.arguments.some(
        (arg) => isNull(arg) || (ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => ts.isPropertyAssignment(p) && isNull(p.initializer))),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(handler);
  return forgets && rethrows;
}

/** The lines where a module keeps-and-forgets a promise itself: a `.catch` or `try/catch` that clears and rethrows. */
export function memoiseCopies(file: string, source: string): number[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    const handler =
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'catch'
        ? node.arguments[0]
        : ts.isCatchClause(node)
          ? node.block
          : undefined;
    if (handler && forgetsAndRethrows(handler)) lines.push(sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return lines;
}

it('keeps a promise until it fails only in src/browser/memoise.ts', () => {
  const files = sourceFiles(path.join(root, 'src')).map((file) => path.relative(root, file).split(path.sep).join('/'));
  const copies = Object.fromEntries(
    files.flatMap((file) => {
      const lines = memoiseCopies(file, fs.readFileSync(path.join(root, file), 'utf8'));
      return lines.length > 0 ? [[file, lines]] : [];
    }),
  );
  expect(Object.keys(copies)).toContain(HELPER);
  delete copies[HELPER];
  expect(copies).toEqual({});
});

it('would catch the copies it replaced: a closure variable, a store field, a try/catch', () => {
  const closure = `
    let loading: Promise<T> | null = null;
    export const load = () => (loading ??= run().catch((error: unknown) => {
      loading = null;
      throw error;
    }));`;
  const store = `
    const lookup = run().catch((error: unknown) => {
      if (useLookup.getState().lookup === lookup) useLookup.setState({ lookup: null });
      throw error;
    });`;
  const tryCatch = `
    async function once() {
      try { return await run(); } catch (error) { cached = null; throw error; }
    }`;
  expect(memoiseCopies('/a.ts', closure)).toEqual([3]);
  expect(memoiseCopies('/b.ts', store)).toEqual([2]);
  expect(memoiseCopies('/c.ts', tryCatch)).toEqual([3]);
  // Handling a failure (a fallback, a log) is not memoising.
  const handled = `
    const loaded = network().catch((error: unknown) => { console.error('Loading failed', error); return null; });
    try { await send(); } catch (error) { throw new Error('send failed'); }`;
  expect(memoiseCopies('/d.ts', handled)).toEqual([]);
});
