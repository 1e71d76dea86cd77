/**
 * The local storefront's hosted login in Chromium: Back after signing in shows a page that leads on
 * (redirect-after-post, not "Confirm Form Resubmission"), and a code tried too often is not a dead end:
 * "Send a new code" gives a fresh one that signs in. Shopify's login pages offer both
 * (https://shopify.dev/docs/api/customer/latest#authorization). The spec starts its own storefront on
 * new customer accounts, so it runs in either build of the site.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { startStorefront, type RunningStorefront } from '../../storefront-local/server';

let storefront: RunningStorefront;
let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  // Stands in for the site's /account/authorize/ callback: the hosted login only needs somewhere to return to.
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Back at the shop</h1>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  storefront = await startStorefront({ port: 0, dataDir: null, seed: false, customerAccounts: 'new', siteUrl });
});

test.afterAll(async () => {
  await storefront?.close();
  await new Promise((resolve) => site?.close(resolve));
});

function authorizeUrl(): string {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'local-customer-account-client',
    response_type: 'code',
    redirect_uri: `${siteUrl}/account/authorize/`,
    scope: 'openid email customer-account-api:full',
    state: 'e2e-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${storefront.url}/authentication/oauth/authorize?${query}`;
}

async function newestCode(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${storefront.url}/__outbox.json?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: Array<{ subject: string }> };
    if (emails.length > after) return /\b(\d{6})\b/.exec(emails[0]?.subject ?? '')?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

async function askForCode(page: Page, email: string): Promise<string> {
  await page.goto(authorizeUrl());
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  return newestCode(email, 0);
}

test('Back after signing in shows that the sign-in is complete, with the way on', async ({ page }) => {
  const email = `back-${Date.now()}@example.com`;
  const code = await askForCode(page, email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute('href', `${siteUrl}/account/`);
});

test('a code tried five times wrong offers a new code, and the new code signs in', async ({ page }) => {
  const email = `new-code-${Date.now()}@example.com`;
  const code = await askForCode(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Send a new code');
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toContainText('We sent you a new code');
  await page.getByLabel('6-digit code').fill(await newestCode(email, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
});
