/**
 * Serves the built site (public/) and forwards the shop service's paths to it on the same origin, as a
 * CDN plus the service behind one proxy would in production. Gatsby's conventions: directories answer
 * with their index.html, paths without a trailing slash redirect to it, hashed assets are immutable,
 * HTML and page-data revalidate, client-only routes (match paths) serve their page, the rest 404.html.
 *
 * Every HTML answer carries the site's security headers, whatever its path or status. Source maps and
 * build statistics stay private unless `serveBuildArtifacts` (SERVE_BUILD_ARTIFACTS=true) asks for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from './securityHeaders';
import { serviceProxy } from './serviceProxy';

export interface SiteServerOptions {
  publicDir: string;
  /** Gatsby's .cache/match-paths.json (client-only routes). */
  matchPathsFile?: string;
  /** The shop service's origin (its own process); its paths are forwarded there. */
  serviceUrl?: string;
  /** Serve `*.map`, webpack.stats.json and chunk-map.json (local debugging only). */
  serveBuildArtifacts?: boolean;
  /** Fastify's trustProxy for the client address (TRUST_PROXY), passed on to the service. */
  trustProxy?: boolean | number | string;
  /** Origins the pages may call (the Storefront API, the checkout) for the Content-Security-Policy. */
  connectOrigins?: string[];
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

/** Build output that helps an attacker read the code and is never needed by a page. */
export function isBuildArtifact(pathname: string): boolean {
  const name = pathname.split('/').pop() ?? '';
  return name.endsWith('.map') || name === 'webpack.stats.json' || name === 'chunk-map.json';
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
  const headers = securityHeaders(options.connectOrigins ?? []);
  const setHeaders = (reply: FastifyReply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  };
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's overloads take each trustProxy form separately; the value is one of them.
    trustProxy: (options.trustProxy ?? false) as boolean,
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

  if (options.serviceUrl) {
    await app.register(serviceProxy, { target: options.serviceUrl });
  }

  await app.register(async (site) => {
    site.addHook('onSend', async (_request, reply) => setHeaders(reply));
    if (!options.serveBuildArtifacts) {
      site.addHook('onRequest', async (request, reply) => {
        if (isBuildArtifact(request.url.split('?')[0] ?? '')) return reply.callNotFound();
      });
    }
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
      setHeaders: (res, filePath) => {
        const rel = path.relative(publicDir, filePath);
        const hashed = rel.startsWith('static/') || /-[0-9a-f]{8,}\.(js|css)$/.test(rel);
        res.setHeader('Cache-Control', rel === 'sw.js' || !hashed ? REVALIDATE : IMMUTABLE);
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
          return reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(await readFile(file));
        }
      }
      const body = existsSync(notFoundPage) ? await readFile(notFoundPage) : 'Not found';
      return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(body);
    });
  });

  return app;
}
