import type { GatsbyConfig } from 'gatsby';
import { SHOP_SERVICE_PROXY_ENV, shopServiceProxy } from './scripts/lib/shopServiceProxy';
import { storefrontDevProxy } from './scripts/lib/storefrontProxy';
import { env } from './src/config/env';
import { SHOP_NAME, SITE_DESCRIPTION } from './src/config/site';

const siteUrl = process.env.SITE_URL ?? process.env.GATSBY_SITE_URL ?? 'http://localhost:8000';
// Gatsby inlines only GATSBY_* variables into the browser bundle: canonical URLs and JSON-LD built on
// the client must agree with the static HTML.
process.env.GATSBY_SITE_URL = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: {
    title: SHOP_NAME,
    description: SITE_DESCRIPTION,
    siteUrl,
  },
  // Every route ends with a slash (files such as /404.html excepted).
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  // `npm run develop` (scripts/develop.ts) runs the shop service beside this server and names it here;
  // its paths are forwarded before Gatsby's trailing-slash redirect could rewrite them. The Storefront
  // API and monorail come first, to the store, as the site server answers them under `npm start`.
  developMiddleware: (app: { use: (middleware: ReturnType<typeof shopServiceProxy>) => void }) => {
    if (env.storefrontSameOrigin) app.use(storefrontDevProxy(new URL(env.storefrontEndpoint).origin));
    const origin = process.env[SHOP_SERVICE_PROXY_ENV];
    if (origin) app.use(shopServiceProxy(origin));
  },
  plugins: [
    // Pages, posts and policies come from the Storefront API (src/build/content.ts); content/pages,
    // content/blogs and content/policies are the local storefront's seed, not the site's source.
    { resolve: 'gatsby-source-filesystem', options: { name: 'lookbooks', path: `${__dirname}/content/lookbooks` } },
    'gatsby-transformer-remark',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Account, cart and activation pages are private or per-shopper: not for crawlers.
        excludes: ['/user-account/*', '/user-account/', '/my-cart/', '/account/*', '/404/', '/404.html', '/500/', '/search/'],
      },
    },
    // Pages load their start-up scripts after the first paint; before the offline plugin, which gzips pages.
    'gatsby-plugin-bb-paint-first',
    // Service worker, offline page, Shopify path redirects, delayed-navigation bar.
    'gatsby-plugin-bb-offline',
  ],
};

export default config;
