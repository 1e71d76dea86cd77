import { appShellFiles, HASHED_FILE, saveLaterPlan } from '../../../plugins/gatsby-plugin-bb-offline/src/appShell';
import { filesToSaveNow } from '../../../plugins/gatsby-plugin-bb-offline/src/saveLater';
import { isChunkLoadFailure } from '../../../plugins/gatsby-plugin-bb-offline/src/failedResources';
import { offlinePageHtml } from '../../../plugins/gatsby-plugin-bb-offline/src/offlinePage';

describe('the offline build', () => {
  describe('what the worker keeps, from the webpack stats', () => {
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
      'part-country-dialog': {
        assets: [{ name: 'part-country-dialog-1a2b3c4d5e6f70819203.js' }, { name: 'part-country-dialog.0a1b2c3d4e5f60718293.css' }],
      },
      'component---src-templates-product-template-tsx': {
        assets: [
          { name: 'component---src-templates-product-template-tsx-aa11bb22cc33dd44ee55.js' },
          { name: 'component---src-templates-product-template-tsx.ff00ee11dd22cc33bb44.css' },
          { name: '4242-0a1b2c3d4e5f60718293.js' },
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

    // Compressed sizes, as the build measures them.
    const sizes: Record<string, number> = {
      'component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css': 2000,
      'component---src-templates-product-template-tsx.ff00ee11dd22cc33bb44.css': 2800,
      '4242-0a1b2c3d4e5f60718293.js': 7000,
      'part-cart-drawer-9f8e7d6c5b4a39281706.js': 1000,
      'part-cart-drawer.5d4c3b2a1f0e9d8c7b6a.css': 2400,
      'part-country-dialog-1a2b3c4d5e6f70819203.js': 2000,
      'part-country-dialog.0a1b2c3d4e5f60718293.css': 900,
    };
    const plan = saveLaterPlan(stats, (file) => sizes[file] ?? 0);

    it('precaches exactly this build’s app shell, which the page has just loaded, and nothing else', () => {
      expect(appShellFiles(stats)).toEqual([
        'webpack-runtime-f68a92beb99a38712cbf.js',
        'styles.7cc04f5983a60788a762.css',
        'framework-8e29f7ece36eec7b9ae4.js',
        'app-287f26636db0e925cbf8.js',
      ]);
    });

    it('saves the dialogs first, then every template’s stylesheet, smallest first, each file once and none of the shell', () => {
      expect(plan).toEqual([
        { name: 'part-country-dialog', files: ['part-country-dialog-1a2b3c4d5e6f70819203.js', 'part-country-dialog.0a1b2c3d4e5f60718293.css'], bytes: 2900 },
        {
          name: 'part-cart-drawer',
          files: ['4242-0a1b2c3d4e5f60718293.js', 'part-cart-drawer-9f8e7d6c5b4a39281706.js', 'part-cart-drawer.5d4c3b2a1f0e9d8c7b6a.css'],
          bytes: 10400,
        },
        { name: 'component---src-pages-index-tsx', files: ['component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css'], bytes: 2000 },
        {
          name: 'component---src-templates-product-template-tsx',
          files: ['component---src-templates-product-template-tsx.ff00ee11dd22cc33bb44.css'],
          bytes: 2800,
        },
      ]);
    });

    it('spends one idle moment’s budget on whole groups, skipping what is saved and what does not fit', () => {
      // 6 KB: the country dialog (2.9 KB) and the home stylesheet (2 KB); the drawer (10.4 KB) does not fit.
      expect(filesToSaveNow(plan, new Set(), 6000)).toEqual([
        'part-country-dialog-1a2b3c4d5e6f70819203.js',
        'part-country-dialog.0a1b2c3d4e5f60718293.css',
        'component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css',
      ]);
      // The next idle moment goes on with what is left.
      const saved = new Set(['part-country-dialog-1a2b3c4d5e6f70819203.js', 'part-country-dialog.0a1b2c3d4e5f60718293.css', 'component---src-pages-index-tsx.3c1f0e9a8b7d6c5e4f30.css']);
      expect(filesToSaveNow(plan, saved, 6000)).toEqual(['component---src-templates-product-template-tsx.ff00ee11dd22cc33bb44.css']);
      expect(filesToSaveNow(plan, saved, 20_000)).toHaveLength(4);
      expect(filesToSaveNow(plan, new Set(), 0)).toEqual([]);
    });
  });

  it('refuses stats without an app chunk group, naming the problem', () => {
    expect(() => appShellFiles({ namedChunkGroups: {} })).toThrow(/no "app" chunk group/);
  });

  it('treats content-hashed names as their own revision and everything else as revisable', () => {
    expect(HASHED_FILE.test('app-287f26636db0e925cbf8.js')).toBe(true);
    expect(HASHED_FILE.test('styles.7cc04f5983a60788a762.css')).toBe(true);
    // The build names files with 10 hex digits (gatsby-node.ts: hashDigestLength).
    expect(HASHED_FILE.test('app-feb9213e3f.js')).toBe(true);
    expect(HASHED_FILE.test('part-cart-drawer.0c8d14b731.css')).toBe(true);
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
