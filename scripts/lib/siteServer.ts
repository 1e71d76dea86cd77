/**
 * Serves the built site (public/) and mounts the shop service on the same origin, as a CDN plus the
 * service behind one proxy would in production. Gatsby's conventions: directories answer with their
 * index.html, paths without a trailing slash redirect to it, hashed assets are immutable, HTML and
 * page-data revalidate, client-only routes (match paths) serve their page, the rest 404.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { shopServicePlugin, type ShopServiceOptions } from '../../server/app';
import { securityHeaders } from './securityHeaders';

export interface SiteServerOptions {
  publicDir: string;
  /** Gatsby's .cache/match-paths.json (client-only routes). */
  matchPathsFile?: string;
  service?: ShopServiceOptions;
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const publicDir = path.resolve(options.publicDir);
  const matchPaths = readMatchPaths(options.matchPathsFile);
  const headers = securityHeaders(options.connectOrigins ?? []);

  if (options.service) {
    await app.register(shopServicePlugin, options.service);
  }

  await app.register(async (site) => {
    site.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/bb-wishlist') || request.url.startsWith('/api/')) return;
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
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
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
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
