import fs from 'node:fs';
import path from 'node:path';

// Tabs hear each other through one module (src/stores/sharedState.ts: BroadcastChannel, or the storage
// event where it is missing). A second listener elsewhere would hear changes the module's schemas never
// checked, and, beside the channel, hear the same change twice.
const root = path.resolve(__dirname, '../..');
const MODULE = path.join(root, 'src/stores/sharedState.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx)$/.test(entry.name) ? [full] : [];
  });
}

const PATTERNS = [/addEventListener\(\s*['"`]storage['"`]/, /\bonstorage\s*=/, /new\s+BroadcastChannel\s*\(/];

/** The files, outside the module, that listen to other tabs themselves. */
export const crossTabOffenders = (files: string[], read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): string[] =>
  files.filter((file) => file !== MODULE && PATTERNS.some((pattern) => pattern.test(read(file))));

it('only the shared-state module listens to other tabs (storage events, BroadcastChannel)', () => {
  const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'plugins'))].concat(
    ['gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  );
  expect(files).toContain(MODULE);
  expect(crossTabOffenders(files)).toEqual([]);
});

it('would catch a second listener of either kind', () => {
  const sources: Record<string, string> = {
    [MODULE]: "window.addEventListener('storage', hear); new BroadcastChannel('bb')",
    '/a.ts': 'window.addEventListener("storage", (event) => event.key)',
    '/b.ts': 'const tabs = new BroadcastChannel(`bb-cart`);',
    '/c.ts': 'window.onstorage = () => undefined;',
    '/d.ts': "window.addEventListener('online', retry); // the storage module handles tabs",
  };
  expect(crossTabOffenders(Object.keys(sources), (file) => sources[file] ?? '')).toEqual(['/a.ts', '/b.ts', '/c.ts']);
});
