import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { SourcingError } from './src/build/sourcing/fetcher';
import { sourceShop } from './src/build/sourcing/sourceShop';
import { cataloguePages, type HomePageContext } from './src/build/pages';
import { fileSnapshotStore } from './src/build/sourcing/snapshotFile';
import { createContentPages } from './src/build/content';
import { env, type SiteEnv } from './src/config/env';
import { SITE_URL } from './src/config/site';
import { browserRuntime, runtimeAliases, runtimeCache } from './src/build/browserRuntime';

/** Markdown frontmatter is typed up front so pages build even before any content exists. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter
    }
    type Frontmatter {
      title: String
      path: String
      description: String
      template: String
      form: String
      hero: String
      date: Date @dateformat
      author: String
      tags: [String]
      order: Int
      looks: [Look]
    }
    type Look {
      title: String
      caption: String
      products: [String]
    }
  `);
};

type Pages = ReturnType<typeof cataloguePages>;

/** The catalogue the previous build sourced: a rebuild asks the Storefront API only for what changed. */
const SNAPSHOT_FILE = path.resolve('./.cache/bb-catalogue-snapshot.json');
let catalogue: Promise<Pages> | null = null;

/** Sourced once per build; the home page (onCreatePage) and createPages share the result. */
function loadCatalogue(reporter: Reporter): Promise<Pages> {
  catalogue ??= (async () => {
    const started = Date.now();
    const activity = reporter.activityTimer(`Sourcing the catalogue from ${env.storefrontEndpoint}`);
    activity.start();
    try {
      const sourced = await sourceShop({
        env,
        snapshots: fileSnapshotStore(SNAPSHOT_FILE),
        onRetry: ({ operation, attempt, delayMs, reason }) =>
          reporter.warn(`Storefront ${operation}: ${reason}; retry ${attempt} in ${delayMs} ms`),
      });
      const pages = cataloguePages(sourced);
      activity.setStatus(
        `${sourced.products.length} products, ${sourced.collections.length} collections in ${sourced.requests} requests, ${((Date.now() - started) / 1000).toFixed(1)} s` +
          (sourced.incremental
            ? ` (changes since the previous build: ${sourced.fetchedProducts} products, ${sourced.fetchedCollections} collection pages fetched)`
            : ''),
      );
      return pages;
    } catch (error) {
      if (error instanceof SourcingError) reporter.panic(error.message);
      throw error;
    } finally {
      activity.end();
    }
  })();
  return catalogue;
}

export const onCreatePage: GatsbyNode['onCreatePage'] = async ({ page, actions, reporter }) => {
  // The home page's featured rows come from the catalogue.
  if (page.path !== '/' || (page.context as Partial<HomePageContext> | undefined)?.featured) return;
  const { home } = await loadCatalogue(reporter);
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...home } });
};

/** The shop's gid as this build sourced it; browser bundles get it in the site env (see onCreateWebpackConfig). */
let sourcedShopId: string | undefined;

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter, graphql }) => {
  sourcedShopId = (await createContentPages({ graphql, actions, reporter }))?.shopId;
  const { collections, products } = await loadCatalogue(reporter);
  const collectionTemplate = path.resolve('./src/templates/CollectionTemplate.tsx');
  const productTemplate = path.resolve('./src/templates/ProductTemplate.tsx');
  for (const page of collections) actions.createPage({ path: page.path, component: collectionTemplate, context: page.context });
  for (const page of products) actions.createPage({ path: page.path, component: productTemplate, context: page.context });
  reporter.info(`Catalogue pages: ${collections.length} collections, ${products.length} products`);
};

/** robots.txt ships with the default origin; the built copy names the configured site's sitemap. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const file = path.resolve('./public/robots.txt');
  try {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^Sitemap:.*$/m, `Sitemap: ${SITE_URL}/sitemap-index.xml`));
  } catch (error) {
    reporter.warn(`robots.txt: could not set the sitemap URL (${(error as Error).message})`);
  }
};

/** webpack's asset stage of Terser (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE); a comment added before it is stripped. */
const MINIFY_STAGE = 400;

/**
 * V8's explicit compile hint on the scripts every page runs at start-up (webpack runtime, the browser
 * runtime, Gatsby's app, the page's template chunk and the shared chunks named by hash). Chromium then
 * compiles all their functions on the thread that streams the download, instead of compiling each one
 * on the main thread the first time it is called, which was most of the start-up task (measured over
 * 12 cold loads of the collection page: the longest script evaluation fell from 61 to 28 ms, median).
 * A template's functions run in the page's first hydration, so its chunk gets the hint too; parts
 * loaded later (`part-…`, the game, analytics) do not. Browsers without the hint ignore the comment.
 * Scripts only: in a stylesheet the line would swallow the first rule. Added after minification (so
 * Terser keeps it) and before source maps (so they stay right).
 */
const START_UP_SCRIPT = /^(app|framework|webpack-runtime|component---src-(templates|pages)-|[0-9a-f]{8})[^/]*\.js$/;

function compileHints(plugins: Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['plugins']): unknown {
  return plugins.banner({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: START_UP_SCRIPT, stage: MINIFY_STAGE + 1 });
}

/**
 * The browser bundles run on Preact's React-compatible layer (~10 KB gzip of first-load JavaScript
 * against React's ~45 KB) unless `BB_BROWSER_RUNTIME=react`; the source stays React 18 code and the unit
 * tests run on React 18. The HTML is rendered by React at build time either way and hydrated by the
 * browser runtime. https://preactjs.com/guide/v10/getting-started#aliasing-react-to-preact
 */
const BROWSER_RUNTIME = browserRuntime(process.env.BB_BROWSER_RUNTIME);

/** Terser settings for modern browsers' syntax (see onCreateWebpackConfig). */
const MODERN_TERSER_OPTIONS = {
  ecma: 2020,
  parse: { ecma: 2020 },
  compress: { ecma: 2020, passes: 2, unsafe_arrows: true, unsafe_methods: true },
  output: { ecma: 2020 },
  mangle: { safari10: true },
} as const;

/**
 * Gatsby merges every CSS module of the site into one stylesheet and inlines it into every page
 * (~94 KB of rules, most unused on any one page, all matched during style recalculation). Without
 * that group each page inlines the shell's styles and its own template's; a template reached by a
 * link brings its stylesheet with its chunk (mini-css-extract finds the inlined copy by data-href).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  // Browser bundles get the environment this build validated (src/config/env.ts), not its schema, and the
  // shop's gid the build sourced (createPages runs first), so analytics need no Storefront request for it.
  const browserEnv: SiteEnv = sourcedShopId ? { ...env, shopId: sourcedShopId } : env;
  const siteEnv = plugins.define({ __BB_SITE_ENV__: JSON.stringify(browserEnv) });
  // The development server runs React itself (no aliases there).
  const runtime = plugins.define({ __BB_BROWSER_RUNTIME__: JSON.stringify(stage === 'build-javascript' ? BROWSER_RUNTIME : 'react') });
  if (stage === 'develop') actions.setWebpackConfig({ plugins: [siteEnv, runtime] });
  if (stage !== 'build-javascript') return;
  const config = getConfig() as {
    plugins: unknown[];
    cache?: object | boolean;
    output?: Record<string, unknown>;
    resolve?: { alias?: Record<string, string> };
    optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> }; minimizer?: unknown[] };
  };
  config.plugins.push(siteEnv, runtime, compileHints(plugins));
  // The runtime every page loads maps each of the site's ~200 chunks to its file name; content hashes of
  // 10 hex digits (40 bits: no collision among a site's files) instead of 20 save ~1 KB gzip of it, and
  // file names still change with their content. The site server (immutable caching) and the service
  // worker (no cache-busting revision) know a hashed file by 8 or more hex digits.
  config.output = { ...config.output, hashDigestLength: 10 };
  config.cache = runtimeCache(config.cache, BROWSER_RUNTIME);
  // No page uses off-main-thread scripts, so Gatsby's Partytown snippet builder stays out of the first load.
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, ...runtimeAliases(BROWSER_RUNTIME), '@builder.io/partytown/integration$': path.resolve(__dirname, 'src/build/browser/partytownDisabled.ts') },
  };
  // Gatsby minifies for ES5 output; the browsers this shop supports run ES2020, so Terser may write
  // shorter syntax (arrow functions, method shorthand) and take a second pass (~1.4 KB gzip of first load).
  // Converted functions never use `this`, and nothing in the bundles calls `new` on a function expression.
  const minimizer = config.optimization?.minimizer;
  if (minimizer) {
    const terser = minimizer.findIndex((entry) => (entry as object).constructor.name === 'TerserPlugin');
    if (terser >= 0) minimizer[terser] = plugins.minifyJs({ terserOptions: MODERN_TERSER_OPTIONS });
  }
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (cacheGroups && 'styles' in cacheGroups) cacheGroups.styles = false;
  // Preact stays in the framework chunk, which changes least between releases (cached across deploys).
  const framework = cacheGroups?.framework as { test?: (module: { nameForCondition?: () => string | null }) => boolean } | undefined;
  const reactTest = framework?.test;
  if (BROWSER_RUNTIME === 'preact' && framework && typeof reactTest === 'function') {
    framework.test = (module) => /[\\/]node_modules[\\/]preact[\\/]/.test(module.nameForCondition?.() ?? '') || reactTest(module);
  }
  actions.replaceWebpackConfig(config);
};
