/**
 * `npm start` runs the shop service (and the local storefront) in processes of their own behind the
 * site server (issue 19): a request that keeps the service busy must not delay the static pages, and
 * the forwarded requests carry the client address as the site server saw it.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startChild, type StartedChild } from '../../../scripts/lib/childProcess';
import { buildSiteServer } from '../../../scripts/lib/siteServer';
import { startServiceProcess } from '../../../scripts/lib/stack';

/** Starting a child through tsx (and opening PGlite) is slow on a busy machine. */
const STARTUP_MS = 180_000;

let dir: string;
let publicDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bb-stack-'));
  publicDir = path.join(dir, 'public');
  await mkdir(publicDir);
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title><h1>Blue Bay Swim</h1>');
  await writeFile(path.join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Resolves once `file` exists; ordering, not a clock, decides (each check yields to the event loop). */
async function appeared(file: string): Promise<void> {
  while (!existsSync(file)) await new Promise((resolve) => setImmediate(resolve));
}

describe('the site server in front of a service in its own process', () => {
  let busy: StartedChild;
  let site: FastifyInstance;
  let siteUrl: string;

  beforeAll(async () => {
    busy = await startChild('tests/scripts/fixtures/busyService.ts', { name: 'busy service', args: [dir] });
    site = await buildSiteServer({ publicDir, serviceUrl: busy.url });
    siteUrl = await listen(site);
  }, STARTUP_MS);

  afterAll(async () => {
    await writeFile(path.join(dir, 'release'), '');
    await site?.close();
    await busy?.close();
  });

  it('answers a static page while a service request is still being worked on', async () => {
    let serviceAnswered = false;
    const stuck = fetch(`${siteUrl}/api/busy`).then(async (response) => {
      serviceAnswered = true;
      return response;
    });
    await appeared(path.join(dir, 'started'));
    const page = await fetch(`${siteUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Blue Bay Swim');
    expect(serviceAnswered).toBe(false);

    await writeFile(path.join(dir, 'release'), '');
    const answer = await stuck;
    expect(answer.status).toBe(200);
    expect(serviceAnswered).toBe(true);
  });

  it('replaces a client’s X-Forwarded-For with the address it saw, so rate-limit keys cannot be chosen', async () => {
    const response = await fetch(`${siteUrl}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    const body = (await response.json()) as { forwardedFor: string; pid: number };
    expect(body.forwardedFor).toBe('127.0.0.1');
    expect(body.pid).not.toBe(process.pid);
  });
});

describe('startServiceProcess (npm start’s shop service)', () => {
  let service: Awaited<ReturnType<typeof startServiceProcess>>;
  let site: FastifyInstance;
  let siteUrl: string;

  beforeAll(async () => {
    service = await startServiceProcess(8000, { SERVICE_DATA_DIR: path.join(dir, 'service'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
    site = await buildSiteServer({ publicDir, serviceUrl: service.url });
    siteUrl = await listen(site);
  }, STARTUP_MS);

  afterAll(async () => {
    await site?.close();
    await service?.close();
  });

  it('answers through the site, refuses a 3,000-deep wishlist with 400 and stays healthy', async () => {
    const deep = `[{"handle":"a","variants":[{"id":"v"}],"x":${'['.repeat(3000)}${']'.repeat(3000)}}]`;
    const hostile = await fetch(`${siteUrl}/bb-wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t', 'x-user-id': '1' },
      body: deep,
    });
    // The body is refused while it is read, before the token would be checked.
    expect(hostile.status).toBe(400);
    const form = await fetch(`${siteUrl}/api/forms/newsletter-sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"a@b.co","x":${'['.repeat(3000)}${']'.repeat(3000)}}`,
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { message: string }).message).toMatch(/nests deeper than 32 levels/);
    const health = await fetch(`${siteUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('passes the service’s own size limit through, naming it', async () => {
    const response = await fetch(`${siteUrl}/bb-wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t', 'x-user-id': '1' },
      body: JSON.stringify([{ handle: 'big', variants: [{ id: 'v' }], extra: 'x'.repeat(300_000) }]),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than 256 KB/);
    const form = await fetch(`${siteUrl}/api/forms/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'sam@example.com', name: 'Sam', message: 'x'.repeat(70_000) }).toString(),
    });
    expect(form.status).toBe(413);
    expect(((await form.json()) as { message: string }).message).toMatch(/larger than 64 KB/);
    expect((await fetch(`${siteUrl}/api/health`)).status).toBe(200);
  });

  it('stops when closed', { timeout: STARTUP_MS }, async () => {
    const extra = await startServiceProcess(8000, { SERVICE_DATA_DIR: path.join(dir, 'service-2'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
    await extra.close();
    await expect(fetch(`${extra.url}/api/health`)).rejects.toThrow();
  });
});
