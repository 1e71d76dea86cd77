import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewritePages } from '../../../plugins/gatsby-plugin-bb-paint-first/src/rewritePages';

const page = (name: string) =>
  `<!DOCTYPE html><html><body><h1>${name}</h1><script src="/webpack-runtime-a.js" async></script><script src="/app-c.js" async=""></script></body></html>`;
const rewritten = (file: string) => !readFileSync(file, 'utf8').includes('<script src=');

function publicDir() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bb-paint-first-'));
  const dir = path.join(root, 'public');
  mkdirSync(path.join(dir, 'products', 'alma-bag'), { recursive: true });
  mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page('Home'));
  writeFileSync(path.join(dir, 'products', 'alma-bag', 'index.html'), page('Alma Bag'));
  writeFileSync(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), page('slice'));
  return { dir, stamp: path.join(root, 'stamp.json') };
}

/** A file last written `seconds` from now (negative: in the past). */
function touch(file: string, seconds: number) {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(file, at, at);
}

describe('rewritePages', () => {
  it('rewrites every page the first time, but not the slice sources Gatsby stitches from', async () => {
    const { dir, stamp } = publicDir();
    expect(await rewritePages(dir, stamp)).toEqual({ rewritten: 2, unchanged: 0 });
    expect(rewritten(path.join(dir, 'index.html'))).toBe(true);
    expect(rewritten(path.join(dir, 'products', 'alma-bag', 'index.html'))).toBe(true);
    expect(rewritten(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'))).toBe(false);
  });

  it('on the next build reads only the pages written since the last run', async () => {
    const { dir, stamp } = publicDir();
    await rewritePages(dir, stamp);
    // Gatsby re-rendered one page (written after the last run) and left the other alone.
    const home = path.join(dir, 'index.html');
    const product = path.join(dir, 'products', 'alma-bag', 'index.html');
    writeFileSync(product, page('Alma Bag (restocked)'));
    touch(product, 5);
    // An old page in its original form is proof that unchanged files are not read at all.
    writeFileSync(home, page('Home'));
    touch(home, -60);
    expect(await rewritePages(dir, stamp)).toEqual({ rewritten: 1, unchanged: 1 });
    expect(rewritten(product)).toBe(true);
    expect(readFileSync(product, 'utf8')).toContain('Alma Bag (restocked)');
    expect(rewritten(home)).toBe(false);
  });

  it('reads every page again when the stamp is unreadable', async () => {
    const { dir, stamp } = publicDir();
    await rewritePages(dir, stamp);
    const home = path.join(dir, 'index.html');
    writeFileSync(home, page('Home'));
    touch(home, -60);
    writeFileSync(stamp, '{"endedAt": "yesterday"');
    expect(await rewritePages(dir, stamp)).toEqual({ rewritten: 1, unchanged: 0 });
    expect(rewritten(home)).toBe(true);
  });
});
