import { appShellFiles, HASHED_FILE } from '../../../plugins/gatsby-plugin-bb-offline/src/appShell';
import { isChunkLoadFailure } from '../../../plugins/gatsby-plugin-bb-offline/src/failedResources';
import { offlinePageHtml } from '../../../plugins/gatsby-plugin-bb-offline/src/offlinePage';

describe('the offline build', () => {
  it('precaches exactly this build’s app shell, every template’s stylesheet and the lazy UI parts from the webpack stats', () => {
    const stats = {
      namedChunkGroups: {
        app: {
          assets: [
            { name: 'webpack-runtime-f68a92beb99a38712cbf.js' },
            { name: 'styles.7cc04f5983a60788a762.css' },
            { name: 'framework-8e29f7ece36eec7b9ae4.js' },
            { name: 'app-287f26636db0e925cbf8.js' },
            { name: 'app-287f26636db0e925cbf8.js.map' },
          ],
        },
        'component---src-pages-index-tsx': {
          assets: [
            { name: 'component---src-pages-index-tsx-d25a42efec796c0adbe2.js' },
            { name: 'component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css' },
          ],
        },
        'part-cart-drawer': {
          assets: [
            { name: '4242-0a1b2c3d4e5f60718293.js' },
            { name: 'part-cart-drawer-9f8e7d6c5b4a39281706.js' },
            { name: 'part-cart-drawer.5d4c3b2a1f0e9d8c7b6a.css' },
            { name: 'part-cart-drawer-9f8e7d6c5b4a39281706.js.map' },
          ],
        },
      },
    };
    expect(appShellFiles(stats)).toEqual([
      'webpack-runtime-f68a92beb99a38712cbf.js',
      'styles.7cc04f5983a60788a762.css',
      'framework-8e29f7ece36eec7b9ae4.js',
      'app-287f26636db0e925cbf8.js',
      'component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css',
      'part-cart-drawer.5d4c3b2a1f0e9d8c7b6a.css',
      '4242-0a1b2c3d4e5f60718293.js',
      'part-cart-drawer-9f8e7d6c5b4a39281706.js',
    ]);
  });

  it('refuses stats without an app chunk group, naming the problem', () => {
    expect(() => appShellFiles({ namedChunkGroups: {} })).toThrow(/no "app" chunk group/);
  });

  it('treats content-hashed names as their own revision and everything else as revisable', () => {
    expect(HASHED_FILE.test('app-287f26636db0e925cbf8.js')).toBe(true);
    expect(HASHED_FILE.test('styles.7cc04f5983a60788a762.css')).toBe(true);
    expect(HASHED_FILE.test('offline.html')).toBe(false);
    expect(HASHED_FILE.test('sw.js')).toBe(false);
  });

  it('writes an offline page that explains itself and offers a retry and the home page', () => {
    const html = offlinePageHtml('Blue <Bay> Swim');
    expect(html).toContain('<h1>You’re offline</h1>');
    expect(html).toContain('<button type="button" id="retry">Try again</button>');
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(html).toContain('Blue &lt;Bay&gt; Swim');
    expect(html).toContain('<html lang="en">');
  });

  it('recognises webpack’s chunk load failures and nothing else', () => {
    expect(isChunkLoadFailure(new Error('Loading chunk 454 failed.\n(error: http://x/454.js)'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 12 failed.\n(http://x/1.css)'))).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
