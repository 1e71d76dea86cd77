/**
 * Serves the built site (public/) and forwards the shop service's paths to it on the same origin, as a
 * CDN plus the service behind one proxy would in production. Gatsby's conventions: directories answer
 * with their index.html, paths without a trailing slash redirect to it, hashed assets are immutable,
 * HTML and page-data revalidate, client-only routes (match paths) serve their page, the rest 404.html.
 *
 * Redirects are answered here, before any page: the build's redirects (Gatsby's createRedirect: the
 * site's own and the merchant's URL redirects) with 301 or 302, and an address with capitals that has a
 * lower-case page (/Collections/All/) with 301 to it; then Shopify's own addresses that shoppers and
 * e-mails link to (src/lib/shopifyLinks.ts: /pages/{handle}, /policies/{handle}, /account/login, /cart…)
 * with 301 to this site's page, when that page exists. The query string is kept. /discount/{code} and
 * /cart/{variant}:{quantity} permalinks are client-only pages (their match paths).
 *
 * The Storefront API (`/api/{version}/graphql.json`) and Shopify's analytics intake are forwarded to
 * the store on this origin, so Shopify's tracking cookies belong to the site (storefrontProxy.ts).
 *
 * Every HTML answer carries the site's security headers, whatever its path or status; a page's own
 * inline scripts are allowed by their hashes. Source maps and build statistics stay private unless
 * `serveBuildArtifacts` (SERVE_BUILD_ARTIFACTS=true) asks for them, however the path is spelled
 * (percent-escapes, dot segments, doubled slashes): the rule reads the path the file is served from.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestTimeoutOptions } from '../../server/requestTimeout';
import { inlineScriptHashes } from './inlineScripts';
import { shopifyRedirect } from '../../src/lib/shopifyLinks';
import { securityHeaders } from './securityHeaders';
import { serviceProxy } from './serviceProxy';
import { storefrontProxy } from './storefrontProxy';

export interface SiteServerOptions {
  publicDir: string;
  /** Gatsby's .cache/match-paths.json (client-only routes). */
  matchPathsFile?: string;
  /** Gatsby's .cache/redirects.json (every createRedirect of the build). */
  redirectsFile?: string;
  /** The shop service's origin (its own process); its paths are forwarded there. */
  serviceUrl?: string;
  /** Serve `*.map`, webpack.stats.json and chunk-map.json (local debugging only). */
  serveBuildArtifacts?: boolean;
  /**
   * The store's origin (local storefront or https://{shop}.myshopify.com): the Storefront API and
   * monorail are answered from it on this origin (scripts/lib/storefrontProxy.ts).
   */
  storeOrigin?: string;
  /** Fastify's trustProxy for the client address (TRUST_PROXY), passed on to the service. */
  trustProxy?: boolean | number | string;
  /** Origins the pages may call (the Storefront API, the checkout) for the Content-Security-Policy. */
  connectOrigins?: string[];
  /** Origins besides the site's the pages load scripts from (the Customer Privacy API's). */
  scriptOrigins?: string[];
  logger?: boolean;
}

interface MatchPath {
  path: string;
  matchPath: string;
}

/** Gatsby match path (`/account/*`, `/:lang/account/*`) → RegExp. */
export function matchPathToRegExp(matchPath: string): RegExp {
  const pattern = matchPath
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

function readMatchPaths(file: string | undefined): { re: RegExp; page: string }[] {
  if (!file || !existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as MatchPath[];
    return list.map((m) => ({ re: matchPathToRegExp(m.matchPath), page: m.path }));
  } catch {
    return [];
  }
}

export interface SiteRedirect {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  statusCode?: number;
  ignoreCase?: boolean;
}

function readRedirects(file: string | undefined): SiteRedirect[] {
  if (!file || !existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(list)
      ? list.filter((r): r is SiteRedirect => typeof r?.fromPath === 'string' && typeof r?.toPath === 'string' && r.fromPath !== r.toPath)
      : [];
  } catch {
    return [];
  }
}

const withoutSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Adds the request's query to a target, after the target's own query if it has one. */
export function withQuery(target: string, query: string): string {
  if (!query) return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/**
 * The redirect for a request path (decoded, without its query), with or without its trailing slash as
 * Gatsby matches them, and its status: `statusCode` when set, otherwise 301 permanent / 302 temporary.
 */
export function findRedirect(redirects: readonly SiteRedirect[], pathname: string): { location: string; status: number } | null {
  const want = withoutSlash(pathname);
  const found = redirects.find((r) => {
    const from = withoutSlash(r.fromPath.split('?')[0] ?? r.fromPath);
    return r.ignoreCase ? from.toLowerCase() === want.toLowerCase() : from === want;
  });
  if (!found) return null;
  const status = found.statusCode && found.statusCode >= 300 && found.statusCode < 400 ? found.statusCode : found.isPermanent ? 301 : 302;
  return { location: found.toPath, status };
}

/**
 * The path a request names once decoded as the static server decodes it, with `.`/`..` segments
 * resolved and doubled slashes collapsed; null when its percent-escapes are malformed.
 */
export function normalizePath(rawPath: string): string | null {
  const decoded = decodePath(rawPath);
  if (decoded === null) return null;
  const normalized = path.posix.normalize(`/${decoded}`.replace(/\/+/g, '/'));
  return normalized.startsWith('/') ? normalized : `/${normalized}`;
}

/**
 * Build output that helps an attacker read the code and is never needed by a page. Takes a raw or a
 * decoded path: every spelling of the same file is the same artifact.
 */
export function isBuildArtifact(pathname: string): boolean {
  const normalized = normalizePath(pathname) ?? pathname;
  const name = (normalized.split('/').filter(Boolean).pop() ?? '').toLowerCase();
  return name.endsWith('.map') || name === 'webpack.stats.json' || name === 'chunk-map.json';
}

// The compressed copy of a file (served for Accept-Encoding) is cached like the file itself.
const COMPRESSED_COPY = /\.(?:gz|br)$/;

/**
 * Whether a file in public/ has its content's hash in its name (webpack's `[name]-[contenthash].js`,
 * mini-css-extract's `[name].[contenthash].css`, Gatsby's static/): such a file never changes, so it
 * may be cached for a year. The service worker is the one exception browsers require to revalidate.
 */
export function isHashedAsset(relativePath: string): boolean {
  const rel = relativePath.split(path.sep).join('/').replace(COMPRESSED_COPY, '');
  if (rel === 'sw.js') return false;
  return rel.startsWith('static/') || /[.-][0-9a-f]{8,}\.(?:js|css)$/.test(rel);
}

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
};


/** The file for a path inside the public directory, or null for a path that leaves it. */
function inside(publicDir: string, pathname: string): string | null {
  const file = path.join(publicDir, pathname);
  return file === publicDir || file.startsWith(publicDir + path.sep) ? file : null;
}

function existsIn(publicDir: string, pathname: string): boolean {
  const file = inside(publicDir, pathname);
  return file !== null && existsSync(file);
}

/** The address of the page or file served at a path (a directory's with its trailing slash), or null. */
function pageAt(publicDir: string, pathname: string): string | null {
  const file = inside(publicDir, pathname);
  const stat = file === null ? undefined : statSync(file, { throwIfNoEntry: false });
  if (!file || !stat) return null;
  if (stat.isDirectory()) return existsSync(path.join(file, 'index.html')) ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : null;
  return pathname.endsWith('/') ? null : pathname;
}

const isHtml = (contentType: unknown) => /^text\/html\b/i.test(String(contentType ?? ''));

const IMMUTABLE = 'public, max-age=31536000, immutable';

const sendErrorPage = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'public, max-age=0, must-revalidate')
    .send(`<!doctype html><meta charset="utf-8"><title>Error ${status}</title><h1>Error ${status}</h1>`);
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const publicDir = path.resolve(options.publicDir);
  const matchPaths = readMatchPaths(options.matchPathsFile);
  const redirects = readRedirects(options.redirectsFile);
  const connectOrigins = options.connectOrigins ?? [];
  const scriptOrigins = options.scriptOrigins ?? [];
  const headers = securityHeaders(connectOrigins, scriptOrigins);
  /** A page's headers, its inline scripts allowed by hash; cached per file until the file changes. */
  const pageHeaders = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();
  const headersForPage = (htmlFile: string): Record<string, string> => {
    const stat = statSync(htmlFile, { throwIfNoEntry: false });
    if (!stat?.isFile()) return headers;
    const cached = pageHeaders.get(htmlFile);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.headers;
    const own = securityHeaders(connectOrigins, scriptOrigins, inlineScriptHashes(readFileSync(htmlFile, 'utf8')));
    pageHeaders.set(htmlFile, { mtimeMs: stat.mtimeMs, headers: own });
    return own;
  };
  // A header a route already set for its page (its script hashes) is kept.
  const setHeaders = (reply: FastifyReply, page: Record<string, string> = headers) => {
    for (const [name, value] of Object.entries(page)) {
      if (reply.getHeader(name) === undefined) reply.header(name, value);
    }
  };
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's overloads take each trustProxy form separately; the value is one of them.
    trustProxy: (options.trustProxy ?? false) as boolean,
    // A body trickled a byte at a time must not hold a connection open indefinitely.
    ...requestTimeoutOptions(),
    // Requests the router refuses (bad %-escapes in the path) skip every hook: headers set here.
    frameworkErrors: (error, _request, reply) => {
      setHeaders(reply);
      void sendErrorPage(reply, error.statusCode ?? 400);
    },
  });

  // Any HTML, from any route or handler (the service's paths and error pages included), is a page a
  // browser may render or frame: it gets the site's headers.
  app.addHook('onSend', async (_request, reply) => {
    if (isHtml(reply.getHeader('content-type'))) setHeaders(reply);
  });

  // Before the service's /api/*: the Storefront API's path is the more specific route.
  if (options.storeOrigin) {
    await app.register(storefrontProxy, { storeOrigin: options.storeOrigin });
  }

  if (options.serviceUrl) {
    await app.register(serviceProxy, { target: options.serviceUrl });
  }

  await app.register(async (site) => {
    site.addHook('onSend', async (_request, reply) => setHeaders(reply));
    if (!options.serveBuildArtifacts) {
      site.addHook('onRequest', async (request, reply) => {
        const pathname = normalizePath(splitUrl(request.url)[0]);
        if (pathname !== null && isBuildArtifact(pathname)) return reply.callNotFound();
      });
    }
    // Redirects come before pages so that the browser gets the destination's page in one request.
    site.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [rawPath = '/', query = ''] = splitUrl(request.url);
      const pathname = decodePath(rawPath);
      if (pathname === null) return;
      const redirect = findRedirect(redirects, pathname);
      if (redirect) return reply.header('Cache-Control', REVALIDATE).redirect(withQuery(redirect.location, query), redirect.status);
      const shopify = existsIn(publicDir, pathname) ? null : shopifyRedirect(pathname);
      if (shopify !== null && pageAt(publicDir, shopify) !== null) {
        return reply.header('Cache-Control', REVALIDATE).redirect(withQuery(encodeURI(shopify), query), 301);
      }
      if (pathname !== pathname.toLowerCase() && !existsIn(publicDir, pathname)) {
        const lower = pathname.toLowerCase();
        const target = pageAt(publicDir, lower);
        if (target !== null) return reply.header('Cache-Control', REVALIDATE).redirect(withQuery(encodeURI(target), query), 301);
      }
    });

    // Malformed paths (bad %-escapes) and other request errors: an HTML page like the 404, not JSON.
    site.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'site request failed');
      return sendErrorPage(reply, status);
    });

    await site.register(fastifyStatic, {
      root: publicDir,
      redirect: true,
      index: ['index.html'],
      // The build writes .gz copies of text files (gatsby-plugin-bb-offline); sent when accepted.
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      // The last word on artifacts: the decoded path this plugin is about to serve.
      allowedPath: (pathname) => options.serveBuildArtifacts === true || !isBuildArtifact(pathname),
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', isHashedAsset(path.relative(publicDir, filePath)) ? IMMUTABLE : REVALIDATE);
        const page = filePath.replace(COMPRESSED_COPY, '');
        if (page.endsWith('.html')) {
          for (const [name, value] of Object.entries(headersForPage(page))) res.setHeader(name, value);
        }
      },
    });

    const notFoundPage = path.join(publicDir, '404.html');
    site.setNotFoundHandler(async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        pathname = '';
      }
      const clientOnly = matchPaths.find((m) => m.re.test(pathname));
      if (clientOnly && (request.method === 'GET' || request.method === 'HEAD')) {
        const file = path.join(publicDir, clientOnly.page, 'index.html');
        if (existsSync(file)) {
          setHeaders(reply, headersForPage(file));
          return reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(await readFile(file));
        }
      }
      const found = existsSync(notFoundPage);
      const body = found ? await readFile(notFoundPage) : 'Not found';
      if (found) setHeaders(reply, headersForPage(notFoundPage));
      return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(body);
    });
  });

  return app;
}
