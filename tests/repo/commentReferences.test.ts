import fs from 'node:fs';
import path from 'node:path';

// Comments say the behaviour they guard. A reader of the repository has neither the product spec nor
// the issue tracker, so "spec §4" or "issue 10" in a comment tells them nothing.
const root = path.resolve(__dirname, '../..');
const folders = ['src', 'server', 'storefront-local', 'plugins', 'scripts'];
const extensions = /\.(ts|tsx|css|mjs|js)$/;
const reference = /spec (design )?§|\bissues? \d+/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name.startsWith('generated') ? [] : sourceFiles(full);
    }
    return extensions.test(entry.name) && !entry.name.includes('.generated.') ? [full] : [];
  });
}

/** The comment text of each line (block comments, line comments), '' where a line has none. */
function commentText(source: string): string[] {
  let inBlock = false;
  return source.split('\n').map((line) => {
    let text = '';
    let rest = line;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        text += end < 0 ? rest : rest.slice(0, end);
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = rest.indexOf('//');
      if (lineComment >= 0 && (block < 0 || lineComment < block)) {
        text += rest.slice(lineComment + 2);
        break;
      }
      if (block < 0) break;
      inBlock = true;
      rest = rest.slice(block + 2);
    }
    return text;
  });
}

function references(): string[] {
  const rootFiles = fs
    .readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name) || name === 'codegen.ts')
    .map((name) => path.join(root, name));
  const files = [...rootFiles, ...folders.flatMap((folder) => sourceFiles(path.join(root, folder)))];
  return files.flatMap((file) =>
    commentText(fs.readFileSync(file, 'utf8')).flatMap((text, i) =>
      reference.test(text) ? [`${path.relative(root, file)}:${i + 1}: ${text.trim()}`] : [],
    ),
  );
}

describe('source comments', () => {
  it('say the behaviour instead of pointing at a spec section or an issue number', () => {
    expect(references()).toEqual([]);
  });

  it('are found in block and line comments, not in code', () => {
    const lines = commentText("/** spec §4\n * issue 10 */ const a = 'issue 3'; // see issue 5");
    expect(lines.map((text) => reference.test(text))).toEqual([true, true]);
    expect(lines[1]).not.toContain("'issue 3'");
  });
});
