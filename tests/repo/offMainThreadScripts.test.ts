import fs from 'node:fs';
import path from 'node:path';

// Browser bundles replace Gatsby's Partytown snippet builder with src/build/browser/partytownDisabled.ts,
// which keeps it out of every page's first load; that holds only while no page asks for it.
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

it('no page script asks for the off-main-thread strategy (Partytown), which the browser bundles leave out', () => {
  const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'plugins')), path.join(root, 'gatsby-ssr.tsx'), path.join(root, 'gatsby-browser.tsx')].filter((file) => fs.existsSync(file));
  const offenders = files.filter((file) => /off-main-thread|offMainThread|ScriptStrategy\.offMainThread/.test(fs.readFileSync(file, 'utf8')) && !file.endsWith('partytownDisabled.ts'));
  expect(offenders).toEqual([]);
});
