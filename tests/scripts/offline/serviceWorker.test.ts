import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bundleServiceWorker, workerEnv } from '../../../plugins/gatsby-plugin-bb-offline/src/bundleServiceWorker';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('the bundled service worker', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bb-sw-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts in a worker scope, which has no Node `process`, and listens for fetches and messages', async () => {
    const file = path.join(dir, 'sw.js');
    await bundleServiceWorker(ROOT, file, { GATSBY_SHOPIFY_STORE_DOMAIN: 'http://localhost:8787', SECRET: 'x' });
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('self.__WB_MANIFEST');
    expect(source).not.toContain('"SECRET"');

    const listeners: string[] = [];
    // A worker's global object is `self`: location, registration and addEventListener are globals.
    const scope: Record<string, unknown> = {
      __WB_MANIFEST: [{ url: 'offline.html', revision: '1' }],
      location: new URL('http://localhost:8000/sw.js'),
      registration: { scope: 'http://localhost:8000/' },
      addEventListener: (type: string) => listeners.push(type),
      skipWaiting: () => Promise.resolve(),
      clients: { claim: () => Promise.resolve() },
      // Cache storage: empty, as in a worker installed for the first time.
      caches: { open: () => Promise.resolve({ match: () => Promise.resolve(undefined) }) },
      URL,
      Request,
      Response,
      Headers,
      console,
      setTimeout,
      clearTimeout,
    };
    scope.self = scope;
    vm.runInContext(source, vm.createContext(scope));
    expect(listeners).toEqual(expect.arrayContaining(['install', 'activate', 'fetch', 'message']));
  });

  it('gives the worker only the build’s public settings', () => {
    expect(workerEnv({ GATSBY_X: '1', SITE_URL: 'https://bluebayswim.example', DATABASE_URL: 'postgres://secret' })).toEqual({
      NODE_ENV: 'production',
      GATSBY_X: '1',
      SITE_URL: 'https://bluebayswim.example',
    });
  });
});
