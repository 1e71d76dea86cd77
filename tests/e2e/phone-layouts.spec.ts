/**
 * Issue 20 item 10 (phone 390×844, touch): what overlapped on a phone. Geometry, not pixels: boxes that
 * must not overlap, and a banner that must be the topmost element where it is drawn.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, sizeInStock, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('product card labels such as NEW ARRIVAL stay clear of the wishlist heart', async ({ page }) => {
  await page.goto('/collections/new-arrivals/');
  const cards = page.getByRole('article').filter({ has: page.getByRole('list', { name: 'Labels' }).getByText('NEW ARRIVAL') });
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 12);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const heart = await box(card.getByRole('button', { name: /wishlist/i }));
    for (const label of await card.getByRole('list', { name: 'Labels' }).getByRole('listitem').all()) {
      expect(overlap(await box(label), heart), `a label of card ${i} runs under the heart`).toBe(false);
    }
  }
});

/** A product with a size in stock outside the Glamz promo, as the cart tests pick one. */
async function addToCart(page: Page): Promise<Locator> {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await page.getByRole('radio', { name: new RegExp(`^${product.size}\\b`) }).first().check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('in the drawer the SHIPPING PROTECTION label stays clear of its price', async ({ page }) => {
  const drawer = await addToCart(page);
  const line = drawer.getByRole('listitem', { name: 'Shipping Protection' });
  await expect(line).toBeVisible();
  const label = await box(line.getByText(/^Shipping protection$/i).first());
  const total = await box(line.getByText(/Line total/).locator('..'));
  expect(overlap(label, total)).toBe(false);
  const lineBox = await box(line);
  expect(label.x + label.width).toBeLessThanOrEqual(lineBox.x + lineBox.width);
});

test('the offline banner stays visible above the sticky header after scrolling', async ({ page, context }) => {
  await page.goto('/collections/all/');
  await page.mouse.wheel(0, 1200);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You’re offline.' });
  await expect(notice).toBeVisible();
  const b = await box(notice);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height).toBeLessThanOrEqual(844);
  // The banner is what the shopper sees at its centre, not the header on top of it.
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[role="status"]')?.textContent ?? '',
    [b.x + b.width / 2, b.y + b.height / 2],
  );
  expect(onTop).toContain('You’re offline.');
  await context.setOffline(false);
});

/** A box shrunk by one pixel on each side: scroll positions land on fractions of a pixel. */
const inset = (b: Box): Box => ({ x: b.x + 1, y: b.y + 1, width: Math.max(0, b.width - 2), height: Math.max(0, b.height - 2) });

/** The part of a box its scrolling ancestor shows (a control scrolled out of its box is not drawn). */
async function shownBox(locator: Locator): Promise<Box | null> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    let top = r.top;
    let bottom = r.bottom;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (!/(auto|scroll|hidden)/.test(getComputedStyle(a).overflowY)) continue;
      const clip = a.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return bottom > top ? { x: r.left, y: top, width: r.width, height: bottom - top } : null;
  });
}

test('the filter drawer’s actions cover no filter and fit inside the drawer', async ({ page }) => {
  // A size set so that "Clear all" is offered beside "Show N products".
  await page.goto('/collections/all/?size=M');
  await page.getByRole('button', { name: /^Filters/ }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const clearAll = drawer.getByRole('button', { name: 'Clear all' });
  const show = drawer.getByRole('button', { name: /^Show \d+ products$/ });
  await expect(show).toBeVisible();
  const controls = drawer.locator('label');
  expect(await controls.count()).toBeGreaterThan(10);
  const panel = await box(drawer);

  // Both actions lie wholly inside the drawer and the screen.
  for (const action of [clearAll, show]) {
    const b = await box(action);
    expect(b.x, 'an action sticks out on the left').toBeGreaterThanOrEqual(panel.x);
    expect(b.x + b.width, 'an action sticks out on the right').toBeLessThanOrEqual(panel.x + panel.width);
    expect(b.y + b.height).toBeLessThanOrEqual(844);
  }
  const bar = await box(clearAll.locator('..'));

  // Before any scrolling: no filter the drawer shows lies under the actions.
  for (const control of await controls.all()) {
    const shown = await shownBox(control);
    if (shown) expect(overlap(inset(shown), bar), `${await control.innerText()} is under the drawer's actions`).toBe(false);
  }

  // Each size pill, scrolled into view as focus would bring it, is shown whole and is what is drawn at
  // its centre (nothing on top of it).
  const sizes = drawer.getByRole('group', { name: /size/i }).locator('label');
  expect(await sizes.count()).toBeGreaterThan(3);
  for (const pill of await sizes.all()) {
    await pill.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const b = await box(pill);
    expect((await shownBox(pill))?.height ?? 0, `${await pill.innerText()} is cut off`).toBeGreaterThan(b.height - 1);
    expect(overlap(inset(b), bar), `${await pill.innerText()} is under the drawer's actions`).toBe(false);
    const onTop = await pill.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop, `${await pill.innerText()} is covered`).toBe(true);
  }
});
