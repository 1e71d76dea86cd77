/**
 * The local stack: the local storefront (unless a real store is configured), the site build when
 * needed, and the site server with the shop service on one origin. Used by `npm start`, `npm run
 * build`, `npm run develop` (which runs the service beside Gatsby's server) and the benchmarks.
 *
 * The storefront and the service each run in a child process (scripts/lib/childProcess.ts), so a
 * request that keeps either busy cannot stall the static pages served by this one.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseEnv, type SiteEnv } from '../../src/config/env';
import { parseTrustProxy } from '../../server/config';
import { isBuildFresh, writeBuildStamp } from './buildStamp';
import { startChild } from './childProcess';
import { buildSiteServer } from './siteServer';

export const ROOT = path.resolve(__dirname, '..', '..');

export function readEnv(): SiteEnv {
  return parseEnv(process.env as Record<string, string | undefined>);
}

const LOCAL_HOSTS = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/i;

/** The configured store is the local storefront (the default), not a real Shopify store. */
export const usesLocalStorefront = (env: SiteEnv): boolean => LOCAL_HOSTS.test(env.storeDomain);

async function isReachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1500) });
    return response.status > 0;
  } catch {
    return false;
  }
}

export interface Closable {
  close(): Promise<void>;
}

/** Starts the local storefront (its own process) unless it already runs (e.g. `npm run storefront`). */
export async function ensureLocalStorefront(env: SiteEnv, siteUrl: string): Promise<Closable | null> {
  if (!usesLocalStorefront(env)) return null;
  if (await isReachable(env.storefrontEndpoint)) return null;
  const port = Number(new URL(env.storeDomain).port || 80);
  return startChild(path.join(ROOT, 'scripts', 'lib', 'storefrontProcess.ts'), {
    name: 'the local storefront',
    args: [String(port), path.join(ROOT, '.data', 'storefront'), siteUrl],
  });
}

/**
 * `npm run service` (server/main.ts) as a child on a free loopback port. It trusts only this process
 * as its proxy, which passes on the client address as it sees it.
 */
export function startServiceProcess(sitePort: number, env: NodeJS.ProcessEnv = {}): Promise<Closable & { url: string }> {
  return startChild(path.join(ROOT, 'server', 'main.ts'), {
    name: 'the shop service',
    env: {
      SERVICE_PORT: '0',
      SERVICE_HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      SITE_ORIGIN: `http://localhost:${sitePort}`,
      SERVICE_DATA_DIR: path.join(ROOT, '.data', 'service'),
      LOG_REQUESTS: 'false',
      ...env,
    },
  });
}

export function runGatsbyBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code) => {
      if (code === 0) {
        writeBuildStamp(ROOT);
        resolve();
      } else reject(new Error(`gatsby build exited with ${code}`));
    });
    child.on('error', reject);
  });
}

export async function buildIfStale(force = false): Promise<boolean> {
  if (!force && isBuildFresh(ROOT)) return false;
  await runGatsbyBuild();
  return true;
}

export interface StartedSite extends Closable {
  url: string;
}

export async function startSite(env: SiteEnv, port: number, host = '0.0.0.0'): Promise<StartedSite> {
  const service = await startServiceProcess(port);
  const storefrontOrigin = new URL(env.storefrontEndpoint).origin;
  const checkoutOrigin = `${/\.localhost(:\d+)?$/.test(env.checkoutHost) || env.checkoutHost.startsWith('localhost') ? 'http' : 'https'}://${env.checkoutHost}`;
  try {
    const app = await buildSiteServer({
      publicDir: path.join(ROOT, 'public'),
      matchPathsFile: path.join(ROOT, '.cache', 'match-paths.json'),
      redirectsFile: path.join(ROOT, '.cache', 'redirects.json'),
      connectOrigins: [storefrontOrigin, checkoutOrigin],
      scriptOrigins: [new URL(env.customerPrivacyApiUrl).origin],
      storeOrigin: storefrontOrigin,
      serviceUrl: service.url,
      // The site server is the edge here: behind a proxy of your own, TRUST_PROXY names it.
      trustProxy: parseTrustProxy(process.env.TRUST_PROXY || undefined),
      serveBuildArtifacts: process.env.SERVE_BUILD_ARTIFACTS === 'true',
    });
    await app.listen({ port, host });
    return {
      url: `http://localhost:${port}/`,
      close: async () => {
        await app.close();
        await service.close();
      },
    };
  } catch (error) {
    await service.close();
    throw error;
  }
}
