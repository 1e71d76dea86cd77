import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { precompress } from '../../../plugins/gatsby-plugin-bb-offline/src/precompress';
import { buildSiteServer } from '../../../scripts/lib/siteServer';

describe('compressed copies of the built site', () => {
  let publicDir: string;
  const page = `<!doctype html><html><body>${'<p>Blue Bay Swim</p>'.repeat(400)}</body></html>`;
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), content);
  };

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'bb-gz-'));
    write('collections/all/index.html', page);
    write('app-0123456789abcdef0123.js', 'console.log("shop");'.repeat(200));
    write('app-0123456789abcdef0123.js.map', '{}'.repeat(2000));
    write('page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
    write('static/print.png', Buffer.alloc(4096, 7));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it('writes a gzip copy next to each text file worth compressing, and nothing else', async () => {
    const result = await precompress(publicDir);
    expect(result.files).toBe(2);
    expect(gunzipSync(readFileSync(path.join(publicDir, 'collections/all/index.html.gz'))).toString()).toBe(page);
    expect(existsSync(path.join(publicDir, 'app-0123456789abcdef0123.js.gz'))).toBe(true);
    expect(existsSync(path.join(publicDir, 'app-0123456789abcdef0123.js.map.gz'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'page-data/app-data.json.gz'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'static/print.png.gz'))).toBe(false);
  });

  it('rewrites a copy only when its file changed', async () => {
    await precompress(publicDir);
    expect((await precompress(publicDir)).files).toBe(0);
    const changed = page.replace('Blue Bay Swim', 'Blue Bay Swim sale');
    write('collections/all/index.html', changed);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(publicDir, 'collections/all/index.html'), later, later);
    expect((await precompress(publicDir)).files).toBe(1);
    expect(gunzipSync(readFileSync(path.join(publicDir, 'collections/all/index.html.gz'))).toString()).toBe(changed);
  });

  it('is what the site server sends to browsers that accept gzip, and the plain file to others', async () => {
    await precompress(publicDir);
    const app = await buildSiteServer({ publicDir });
    const zipped = await app.inject({ url: '/collections/all/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/collections/all/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    await app.close();
  });
});
