/**
 * Load benchmark of the shop service: GET and POST /bb-wishlist through the real service (Fastify,
 * helmet, CORS, rate limits, auth hook, zod validation) against a bare `node:http` handler doing only
 * the same storage work on the same database, in the same run. The ratio is the price of everything the
 * service adds on top of storage. Loopback only; each run lasts `durationSec`.
 *
 *   npx tsx scripts/bench-service.ts [--duration 5] [--connections 10]   (DATABASE_URL = Postgres)
 *
 * `benchService()` returns the numbers; `npm run bench` writes them to docs/PERFORMANCE.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { storeId } from '../src/lib/ids';
import { buildService } from '../server/app';
import { openDatabase, type Db } from '../server/db';
import { readWishlist, wishlistResponse, writeWishlist } from '../server/store/wishlists';
import type { WishlistItem } from '../src/lib/wishlistItem';

/** The slice of autocannon's API used here (it ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

export interface TargetFigures {
  /** Mean requests per second. */
  requestsPerSec: number;
  p99Ms: number;
  meanLatencyMs: number;
  /** Non-2xx answers plus socket errors; anything but 0 makes the figures suspect. */
  failures: number;
}

export interface RouteFigures {
  service: TargetFigures;
  bare: TargetFigures;
  /** service ÷ bare throughput (1 = no overhead). */
  throughputRatio: number;
  /** service ÷ bare p99 latency. */
  p99Ratio: number;
}

export interface ServiceBenchResult {
  driver: Db['driver'];
  durationSec: number;
  connections: number;
  itemsPerList: number;
  bodyBytes: number;
  get: RouteFigures;
  post: RouteFigures;
}

export interface ServiceBenchOptions {
  durationSec?: number;
  connections?: number;
  itemsPerList?: number;
  /** Postgres URL; default PGlite in a temp dir (what a fresh clone runs on). */
  databaseUrl?: string;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
}

const SERVICE_USER = { id: '900001', token: 'bench-token-service' };
const BARE_USER = { id: '900002' };

function benchList(count: number): WishlistItem[] {
  return Array.from({ length: count }, (_, index) => ({
    handle: `bench-product-${index}`,
    title: `Bench product ${index}`,
    image: `https://cdn.example/bench-${index}.svg`,
    variants: [{ id: `gid://shopify/ProductVariant/${700000 + index}` }],
  }));
}

/** Only what storage needs: the user from the header, the body parsed, one query. No auth, no checks. */
function bareHandler(db: Db): http.RequestListener {
  return (request, response) => {
    const userId = storeId(String(request.headers['x-user-id'] ?? ''));
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET') {
      readWishlist(db, userId).then((items) => reply(200, wishlistResponse(items)), () => reply(500, {}));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let items: WishlistItem[];
      try {
        items = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WishlistItem[];
      } catch {
        reply(400, {});
        return;
      }
      writeWishlist(db, userId, items).then((stored) => reply(200, wishlistResponse(stored)), () => reply(500, {}));
    });
  };
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const figures = (result: AutocannonResult): TargetFigures => ({
  requestsPerSec: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  meanLatencyMs: Math.round(result.latency.average * 100) / 100,
  failures: result.non2xx + result.errors + result.timeouts,
});

const compare = (service: TargetFigures, bare: TargetFigures): RouteFigures => ({
  service,
  bare,
  throughputRatio: Math.round((service.requestsPerSec / Math.max(bare.requestsPerSec, 1)) * 100) / 100,
  p99Ratio: Math.round((service.p99Ms / Math.max(bare.p99Ms, 1)) * 100) / 100,
});

export async function benchService(options: ServiceBenchOptions = {}): Promise<ServiceBenchResult> {
  const durationSec = options.durationSec ?? 5;
  const connections = options.connections ?? 10;
  const itemsPerList = options.itemsPerList ?? 20;
  const log = options.log ?? (() => undefined);

  const tempDir = options.databaseUrl ? null : await mkdtemp(path.join(os.tmpdir(), 'bb-bench-service-'));
  const db = await openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { dataDir: tempDir });
  const service = await buildService({
    db,
    // The Storefront API is not what is measured: a fixed verdict, as the verifier's cache gives.
    verifyToken: async (token) => (token === SERVICE_USER.token ? `gid://shopify/Customer/${SERVICE_USER.id}` : null),
    rateLimit: { perIp: Number.MAX_SAFE_INTEGER, perUser: Number.MAX_SAFE_INTEGER, formsPerIp: Number.MAX_SAFE_INTEGER },
  });
  const bare = http.createServer(bareHandler(db));
  try {
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await listen(bare);
    const list = benchList(itemsPerList);
    const body = JSON.stringify(list);
    await writeWishlist(db, SERVICE_USER.id, list);
    await writeWishlist(db, BARE_USER.id, list);

    const serviceHeaders = { authorization: `Bearer ${SERVICE_USER.token}`, 'x-user-id': SERVICE_USER.id };
    const bareHeaders = { 'x-user-id': BARE_USER.id };
    const json = { 'content-type': 'application/json' };
    const run = async (label: string, url: string, method: 'GET' | 'POST', headers: Record<string, string>) => {
      log(`${label}: ${method} ${durationSec}s × ${connections} connections…`);
      const result = figures(
        await autocannon({ url: `${url}/bb-wishlist`, method, headers, connections, duration: durationSec, ...(method === 'POST' ? { body } : {}) }),
      );
      log(`${label}: ${result.requestsPerSec} req/s, p99 ${result.p99Ms} ms, failures ${result.failures}`);
      return result;
    };

    // Warm both paths (JIT, PGlite caches) so neither pays start-up cost in the measured runs.
    await Promise.all([
      autocannon({ url: `${serviceUrl}/bb-wishlist`, headers: serviceHeaders, connections, duration: 1 }),
      autocannon({ url: `${bareUrl}/bb-wishlist`, headers: bareHeaders, connections, duration: 1 }),
    ]);

    const getService = await run('service GET', serviceUrl, 'GET', serviceHeaders);
    const getBare = await run('bare GET', bareUrl, 'GET', bareHeaders);
    const postService = await run('service POST', serviceUrl, 'POST', { ...serviceHeaders, ...json });
    const postBare = await run('bare POST', bareUrl, 'POST', { ...bareHeaders, ...json });

    return {
      driver: db.driver,
      durationSec,
      connections,
      itemsPerList,
      bodyBytes: Buffer.byteLength(body),
      get: compare(getService, getBare),
      post: compare(postService, postBare),
    };
  } finally {
    await service.close();
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await db.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

export function formatServiceBench(result: ServiceBenchResult): string {
  const row = (route: string, figures: RouteFigures) =>
    `| ${route} | ${figures.service.requestsPerSec} | ${figures.service.p99Ms} | ${figures.bare.requestsPerSec} | ${figures.bare.p99Ms} | ${figures.throughputRatio} | ${figures.p99Ratio} |`;
  return [
    `Shop service vs bare node:http, ${result.driver}, ${result.connections} connections, ${result.durationSec} s each, ` +
      `${result.itemsPerList} items (${result.bodyBytes} B) per list:`,
    '',
    '| route | service req/s | service p99 ms | bare req/s | bare p99 ms | throughput ratio | p99 ratio |',
    '|---|---|---|---|---|---|---|',
    row('GET /bb-wishlist', result.get),
    row('POST /bb-wishlist', result.post),
  ].join('\n');
}

function argument(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

if (require.main === module) {
  benchService({
    durationSec: argument('duration'),
    connections: argument('connections'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    log: (line) => console.error(line),
  })
    .then((result) => {
      console.log(formatServiceBench(result));
      const failures = [result.get, result.post].flatMap((route) => [route.service.failures, route.bare.failures]);
      if (failures.some((count) => count > 0)) {
        console.error('some requests failed; the figures are not trustworthy');
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
