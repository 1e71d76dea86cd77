import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleBudgets } from '../../../scripts/check-bundle';
import { passes } from '../../../scripts/bench/budgets';
import { paintFirst } from '../../../plugins/gatsby-plugin-bb-paint-first/src/paintFirst';
import { budgetPages, forbiddenIn, gzipBytes, measurePage, scriptsInHtml } from '../../../scripts/bench/bundle';

const HTML = `<!DOCTYPE html><html><head>
<link as="script" rel="preload" href="/webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js"/>
<link rel="preload" href="/component---src-templates-product-template-tsx-bbbbbbbbbbbbbbbbbbbb.js" as="script"/>
<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous"/>
<link rel="stylesheet" href="/styles.cccccccccccccccccccc.css"/>
<link rel="canonical" href="https://bluebayswim.example/products/x/"/>
</head><body><script src="https://cdn.example.com/analytics.js"></script>
<script src="/webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js" async=""></script><script src="/app-dddddddddddddddddddd.js?v=1" async></script>
<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script></body></html>`;

describe('first-load JavaScript of a page', () => {
  it('counts every same-site script the HTML loads or preloads, once', () => {
    expect(scriptsInHtml(HTML).sort()).toEqual([
      'app-dddddddddddddddddddd.js',
      'component---src-templates-product-template-tsx-bbbbbbbbbbbbbbbbbbbb.js',
      'webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js',
    ]);
  });

  it('counts the start-up scripts a page loads after its first paint', () => {
    const rewritten = paintFirst(HTML);
    expect(rewritten).not.toContain('<script src="/app-');
    expect(scriptsInHtml(rewritten).sort()).toEqual(scriptsInHtml(HTML).sort());
  });

  it('names the game libraries found in a page’s sources', () => {
    expect(
      forbiddenIn([
        'webpack://blue-bay/./node_modules/html-to-image/es/index.js',
        'webpack://blue-bay/./src/game/DressUp.tsx',
        'webpack://blue-bay/./src/components/product/Price.tsx',
      ]),
    ).toEqual(['html-to-image', 'game code (src/game/)']);
    expect(forbiddenIn(['webpack://blue-bay/./node_modules/howler/dist/howler.js'])).toEqual(['howler']);
    expect(forbiddenIn(['webpack://blue-bay/./src/components/gamePromo.tsx'])).toEqual([]);
  });

  describe('on a built site', () => {
    let publicDir: string;
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), content);
    };

    beforeEach(() => {
      publicDir = mkdtempSync(path.join(os.tmpdir(), 'bb-public-'));
      write('products/marina-top/index.html', HTML);
      write('page-data/products/marina-top/page-data.json', JSON.stringify({ componentChunkName: 'component---src-templates-product-template-tsx' }));
      write('webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js', 'runtime();'.repeat(50));
      write('app-dddddddddddddddddddd.js', 'app();'.repeat(500));
      write('component---src-templates-product-template-tsx-bbbbbbbbbbbbbbbbbbbb.js', 'product();'.repeat(100));
      write('commons-eeeeeeeeeeeeeeeeeeee.js', 'shared();'.repeat(100));
      write('commons-eeeeeeeeeeeeeeeeeeee.js.map', JSON.stringify({ sources: ['webpack://x/./node_modules/howler/dist/howler.js'] }));
    });
    afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

    const stats = {
      namedChunkGroups: {
        'component---src-templates-product-template-tsx': {
          assets: [{ name: 'commons-eeeeeeeeeeeeeeeeeeee.js' }, { name: 'component---src-templates-product-template-tsx-bbbbbbbbbbbbbbbbbbbb.js' }],
        },
      },
    };

    it('adds the component chunk group to the HTML’s scripts and sums their gzip sizes', () => {
      const bundle = measurePage(publicDir, '/products/marina-top/', stats);
      expect(bundle.files.map((f) => f.file)).toEqual([
        'app-dddddddddddddddddddd.js',
        'commons-eeeeeeeeeeeeeeeeeeee.js',
        'component---src-templates-product-template-tsx-bbbbbbbbbbbbbbbbbbbb.js',
        'webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js',
      ]);
      expect(bundle.gzipBytes).toBe(bundle.files.reduce((sum, f) => sum + f.gzipBytes, 0));
      expect(bundle.files[0]!.gzipBytes).toBe(gzipBytes('app();'.repeat(500)));
      expect(bundle.forbidden).toEqual(['howler']);
    });

    it('fails the budget of a page that loads a game library, with its name', () => {
      const budgets = bundleBudgets([{ label: 'product', ...measurePage(publicDir, '/products/marina-top/', stats) }], 'preact');
      const game = budgets.find((b) => b.name.startsWith('Game libraries'))!;
      expect(passes(game)).toBe(false);
      expect(game.note).toBe('howler');
      expect(passes(budgets.find((b) => b.name.startsWith('First-load JS'))!)).toBe(true);
    });

    it("fails a build that carries the other browser runtime's modules (a cache that ignored the switch)", () => {
      const runtimeBudget = (runtime: 'preact' | 'react') =>
        bundleBudgets([{ label: 'product', ...measurePage(publicDir, '/products/marina-top/', stats) }], runtime).find((b) => b.name.includes('runtime modules'))!;
      write(
        'app-dddddddddddddddddddd.js.map',
        JSON.stringify({ sources: ['webpack://x/./node_modules/react-dom/cjs/react-dom.production.min.js', 'webpack://x/./node_modules/react/index.js'] }),
      );
      expect(measurePage(publicDir, '/products/marina-top/', stats).runtimeModules).toEqual({ preact: 0, react: 1 });
      expect(passes(runtimeBudget('react'))).toBe(true);
      expect(runtimeBudget('preact')).toMatchObject({ name: 'react runtime modules in first load (built for preact) — product', value: 1 });
      expect(passes(runtimeBudget('preact'))).toBe(false);
      write('app-dddddddddddddddddddd.js.map', JSON.stringify({ sources: ['webpack://x/./node_modules/preact/compat/dist/compat.module.js', 'webpack://x/./node_modules/preact/dist/preact.module.js'] }));
      expect(passes(runtimeBudget('preact'))).toBe(true);
      expect(passes(runtimeBudget('react'))).toBe(false);
    });

    it('says to build first when a page is missing', () => {
      expect(() => measurePage(publicDir, '/collections/all/', stats)).toThrow(/does not exist — build the site first/);
      expect(() => budgetPages(publicDir)).toThrow(/no page under public\/collections\/ — build the full catalogue first/);
    });

    it('picks home, the "all" collection when built, and the first product', () => {
      write('collections/sale/index.html', HTML);
      write('collections/all/index.html', HTML);
      write('products/aaa-top/index.html', HTML);
      expect(budgetPages(publicDir)).toEqual([
        { label: 'home', path: '/' },
        { label: 'collection', path: '/collections/all/' },
        { label: 'product', path: '/products/aaa-top/' },
      ]);
    });
  });
});
