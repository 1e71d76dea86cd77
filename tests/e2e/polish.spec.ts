/**
 * The polish list of what a picky shopper noticed, one test per finding, at the width each was seen:
 * desktop 1280×900 (and 1440) or phone 390×844. Boxes are measured with boundingBox, never pixels.
 */
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/site';
import { checkoutFor, newCustomer, outboxEmail, signIn } from './accounts';
import { fillAddress, fillContact, GUEST, payWithTestCard } from './checkout';
import { chooseSize, expect, sizeWithStockLeft, test } from './fixtures';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Gatsby's start-up chunks: answered empty, the page stays as its static HTML and head scripts made it. */
const START_UP_CHUNK = /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
};

/** The share of `inner`'s area that `over` covers. */
const coveredShare = (inner: { x: number; y: number; width: number; height: number }, over: typeof inner): number => {
  const width = Math.max(0, Math.min(inner.x + inner.width, over.x + over.width) - Math.max(inner.x, over.x));
  const height = Math.max(0, Math.min(inner.y + inner.height, over.y + over.height) - Math.max(inner.y, over.y));
  return (width * height) / (inner.width * inner.height);
};

const countryCode = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Country:/ }).locator('span[aria-hidden="true"]').last();

test.describe('desktop', () => {
  test.use(DESKTOP);

  test.describe('before start-up', () => {
    test.use({ waitForHydration: false });

    test('a German shopper sees "DE · EUR" in the header from the first paint, before any script runs', async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ countryCode: 'DE' })), STORAGE_KEYS.country);
      await page.route(START_UP_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto('/collections/all/', { waitUntil: 'domcontentloaded' });
      const label = countryCode(page);
      const shown = await label.evaluate((el) => ({
        before: getComputedStyle(el, '::before').content,
        ownTextSize: getComputedStyle(el).fontSize,
      }));
      expect(shown.before).toBe('"DE · EUR"');
      expect(shown.ownTextSize).toBe('0px');
    });
  });

  test('once started, the header names the stored country in its own words, and the stand-in is gone', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ countryCode: 'DE' })), STORAGE_KEYS.country);
    await page.goto('/');
    const label = countryCode(page);
    await expect(label).toHaveText('DE · EUR');
    await expect.poll(() => label.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
  });

  for (const width of [1280, 1440]) {
    test(`the logo's wave mark keeps its 34 px at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const mark = page.getByRole('banner').getByRole('link', { name: 'Blue Bay Swim' }).locator('svg');
      expect((await box(mark)).width).toBeGreaterThanOrEqual(33);
      await page.screenshot({ path: test.info().outputPath(`header-${width}.png`), clip: { x: 0, y: 0, width, height: 80 } });
    });
  }

  test('the one-piece size table fits its column at 1280 px, every column in view', async ({ page }) => {
    await page.goto('/blue-bay-size-guide/');
    const table = page.locator('table', { has: page.getByRole('columnheader', { name: 'Torso (cm)' }) });
    const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const column = await box(table.locator('xpath=..'));
    const lastHeader = await box(table.getByRole('columnheader', { name: 'Torso (cm)' }));
    expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    await table.screenshot({ path: test.info().outputPath('size-table-1280.png') });
  });

  test('the Glamz gift threshold names its currency wherever it is written', async ({ page }) => {
    for (const path of ['/shipping-and-order-information/', '/blog/about-glamz/']) {
      await page.goto(path);
      const text = (await page.getByRole('main').textContent()) ?? '';
      expect(text, path).not.toMatch(/spend 115\b/i);
      expect(text, path).toMatch(/US\$115/);
    }
  });

  test('a faulty product is not returned for a change of mind: its form offers faults only', async ({ page }) => {
    await page.goto('/return-a-product/');
    const problem = page.getByRole('combobox', { name: /Problem/ });
    const options = await problem.locator('option').allTextContents();
    expect(options).not.toContain('Changed my mind');
    expect(options).toEqual(expect.arrayContaining(['Faulty (a defect in the making)', 'Damaged on the way', 'Wrong item sent']));
    await page.goto('/request-a-return/');
    await expect(page.getByRole('combobox', { name: /Reason/ }).locator('option', { hasText: 'Changed my mind' })).toHaveCount(1);
  });

  test('the welcome e-mail says plainly that activation asks for the password again', async () => {
    const customer = await newCustomer('welcome');
    const email = await outboxEmail(customer.email, 'activation');
    expect(email.text).toContain('The page asks you to choose your password again: type the one you just used, or pick a new one.');
    expect(email.text).not.toContain('activation asks for one');
  });

  test('the thank-you page dates the order in the shopper’s own words, not a raw GMT string', async ({ page }) => {
    await page.goto(await checkoutFor('US'));
    await fillContact(page, GUEST);
    await fillAddress(page);
    await payWithTestCard(page);
    const time = page.locator('ol.steps time').first();
    const expected = await time.evaluate((el) =>
      new Date(el.getAttribute('datetime')!).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }),
    );
    await expect(time).toHaveText(expected);
    await expect(page.getByRole('main')).not.toContainText('GMT');
  });

  test('a half-filled checkout keeps its fields through a reload, never the card', async ({ page }) => {
    await page.goto(await checkoutFor('US'));
    await fillContact(page, { email: 'half@example.com', firstName: 'Halfway', lastName: 'There' });
    await fillAddress(page, { address: '9 Reload Road', city: 'Santa Cruz', province: 'CA', zip: '95060', country: 'US' });
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.reload();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('half@example.com');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Halfway');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('9 Reload Road');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('95060');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('');
  });

  test('Back with the cart drawer open closes the drawer and stays on the product page; Back again leaves it', async ({ page }) => {
    const product = await sizeWithStockLeft(2, 10);
    await page.goto('/');
    await page.goto(`/products/${product.handle}/`);
    await chooseSize(page, product.size);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${product.handle}/`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('closing the drawer with Escape leaves no extra step in the history', async ({ page }) => {
    const product = await sizeWithStockLeft(2, 10);
    await page.goto('/');
    await page.goto(`/products/${product.handle}/`);
    await chooseSize(page, product.size);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${product.handle}/`);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('phone', () => {
  test.use(PHONE);

  test('ROMANCE BOULEVARD sits under its picture on the home page, not over the garments', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('link', { name: 'ROMANCE BOULEVARD' });
    await tile.scrollIntoViewIfNeeded();
    const art = await box(tile.locator('img, span').first());
    const label = await box(tile.getByText('ROMANCE BOULEVARD'));
    expect(label.y).toBeGreaterThanOrEqual(art.y + art.height - 0.5);
    expect(label.x + label.width).toBeLessThanOrEqual(art.x + art.width + 0.5);
    await tile.screenshot({ path: test.info().outputPath('romance-tile-390.png') });
  });

  test('the hero card leaves most of the hero picture in view', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Swimwear made for long, golden days' });
    const art = await box(hero.locator('svg').first());
    const card = await box(hero.getByRole('heading', { level: 1 }).locator('xpath=..'));
    expect(coveredShare(art, card)).toBeLessThanOrEqual(0.25);
    await page.screenshot({ path: test.info().outputPath('hero-390.png') });
  });

  test('offline, "nothing was added" is shown above the offline notice, not under it', async ({ page, context }) => {
    const product = await sizeWithStockLeft(2, 10);
    await page.goto(`/products/${product.handle}/`);
    await chooseSize(page, product.size);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const notice = page.getByRole('status').filter({ hasText: 'You’re offline.' });
    await expect(notice).toBeVisible();
    // The button just above the notice pinned to the screen's lower edge: the message below it would fall under the notice.
    const add = page.getByRole('button', { name: 'Add to cart' });
    const noticeTop = (await box(notice)).y;
    await add.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().bottom - top + 4), noticeTop);
    await add.click();
    const said = page.getByRole('main').getByRole('status').filter({ hasText: 'nothing was added to your cart' });
    await expect(said).toBeVisible();
    await expect.poll(async () => (await box(said)).y + (await box(said)).height).toBeLessThanOrEqual((await box(notice)).y);
    await page.screenshot({ path: test.info().outputPath('offline-add-390.png') });
    await context.setOffline(false);
  });

  test('the account menu shows the current page’s pill in view', async ({ page }) => {
    const customer = await newCustomer('pill');
    await signIn(page, customer);
    await page.goto('/user-account/blue-bay-beach-club/');
    const nav = page.getByRole('navigation', { name: 'Account' }).last();
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    const row = await box(nav.getByRole('list'));
    await expect
      .poll(async () => {
        const pill = await box(current);
        return pill.x >= row.x - 0.5 && pill.x + pill.width <= row.x + row.width + 0.5;
      })
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath('account-pills-390.png') });
  });
});
