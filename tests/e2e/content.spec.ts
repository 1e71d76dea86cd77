import { expect, test } from './fixtures';

// Content pages and the shop service's forms against the running stack (npm start).

test('a visitor signs up for the newsletter and sees it confirmed', async ({ page, consoleErrors }) => {
  await page.goto('/newsletter-sign-up/');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Blue Bay newsletter' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter' });

  // A mistake is caught in the page, next to the field, before anything is sent.
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ana@example');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/valid e-mail address/);

  const email = `e2e-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: /First name/ }).fill('Ana');
  await form.getByRole('checkbox', { name: /news and offers/ }).check();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/forms/newsletter-sign-up'));
  await form.getByRole('button', { name: 'Sign up' }).click();
  expect((await sent).status()).toBe(200);

  const confirmation = page.getByRole('status').filter({ hasText: 'You’re on the list' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(email);
  expect(consoleErrors).toEqual([]);
});

test('signing up twice with the same address is answered the same way', async ({ page }) => {
  const email = `e2e-twice-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto('/newsletter-sign-up-us/');
    const form = page.getByRole('form', { name: 'Newsletter (US)' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You’re on the list' })).toBeVisible();
  }
});

test('the honeypot field is invisible and unreachable by keyboard', async ({ page }) => {
  await page.goto('/contact-us/');
  const honeypot = page.locator('input[name="company_website"]');
  await expect(honeypot).toHaveCount(1);
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  await expect(page.getByRole('textbox', { name: /company website/i })).toHaveCount(0);
});

test('a lookbook shows its looks with products that link to their pages', async ({ page }) => {
  await page.goto('/lookbooks/');
  await page.getByRole('link', { name: 'Afterglow' }).click();
  await expect(page).toHaveURL(/\/lookbooks\/afterglow\/$/);
  const look = page.getByRole('region', { name: 'The last swim' });
  await expect(look.getByRole('link', { name: /Ivy Top/ })).toHaveAttribute('href', '/products/ivy-top-sunset-stripe/');
  await look.getByRole('link', { name: /Ivy Top/ }).click();
  await expect(page).toHaveURL(/\/products\/ivy-top-sunset-stripe\/$/);
});

test('the blog index lists the posts and each post names its author', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByRole('link', { name: /Bratty Night Out/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bratty Night Out/ })).toBeVisible();
  await expect(page.getByText(/By Jade Okafor/)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BlogPosting"'))).toBe(true);
});

// Issue 18 item 7: pages, policies and redirects are the merchant's, served by the Storefront API.
test('the refund policy kept in Shopify is a page of the site, in the footer and linked to the return form', async ({ page, consoleErrors }) => {
  await page.goto('/about-us/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "What we can't accept" })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'request a return', exact: true }).click();
  await expect(page).toHaveURL(/\/request-a-return\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a return' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a URL redirect the merchant set in Shopify takes the shopper to its address', async ({ page }) => {
  await page.goto('/pages/size-guide');
  await expect(page).toHaveURL(/\/blue-bay-size-guide\/$/);
});
