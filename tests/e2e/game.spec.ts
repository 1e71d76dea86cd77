import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const GAME = '/glamz-x-bb-dress-up/';
const STORAGE_KEY = 'glamz-x-bb-dress-up';
/** The polaroid frame's own size: the downloaded PNG must match it. */
const FRAME = { width: 600, height: 720 };

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, STORAGE_KEY);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Pages the slider on until the garment shows, then puts it on. */
async function wear(page: Page, next: string, garment: RegExp) {
  const button = page.getByRole('button', { name: garment });
  while (!(await button.isVisible())) await page.getByRole('button', { name: next }).click();
  await button.click();
}

async function startAndPickDoll(page: Page, name: string, doll: string) {
  await page.goto(GAME);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Start styling' }).click();
  await page.getByRole('button', { name: doll }).click();
  await expect(page.getByRole('heading', { name: `Style ${doll}, ${name}` })).toBeVisible();
}

test.describe('dress-up game', () => {
  test('plays through, a one-piece clears top and bottoms, the polaroid downloads as a PNG of the frame, reload restores the look', async ({
    page,
    consoleErrors,
  }) => {
    await startAndPickDoll(page, 'Mia', 'Amara');
    const doll = page.getByRole('group', { name: 'Doll stand' }).getByRole('img');
    await expect(doll).toHaveAccessibleName('Amara wearing Amara’s coral basics top and Amara’s coral basics bottoms');

    await wear(page, 'Next tops', /^Bonita Top · Mocha Leopard/);
    await page.getByRole('button', { name: 'Bottoms' }).click();
    await wear(page, 'Next bottoms', /^Vera Bottoms · Cosmic Star/);
    await expect(doll).toHaveAccessibleName('Amara wearing Bonita Top - Mocha Leopard and Vera Bottoms - Cosmic Star');
    expect(await stored(page)).toMatchObject({ top: { handle: 'bonita-top-mocha-leopard' }, bottoms: { handle: 'vera-bottoms-cosmic-star' } });

    // The pinned product shows its live price and goes into the cart in a chosen size.
    const pin = page.getByRole('article', { name: 'Bonita Top - Mocha Leopard' });
    await expect(pin.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    await pin.getByRole('radio', { disabled: false }).first().check({ force: true });
    await pin.getByRole('button', { name: 'Add Bonita Top - Mocha Leopard to cart' }).click();
    await expect(page.getByText(/Added Bonita Top - Mocha Leopard \(\w+\) to your cart/)).toBeVisible();

    await page.getByRole('button', { name: 'One-piece' }).click();
    await page.getByRole('button', { name: /^Marina One Piece · Sailor Star/ }).click();
    await expect(doll).toHaveAccessibleName('Amara wearing Marina One Piece - Sailor Star');
    expect(await stored(page)).toMatchObject({ top: null, bottoms: null, onePiece: { handle: 'marina-one-piece-sailor-star' } });

    await page.getByRole('button', { name: /^Towel/ }).click();
    await page.getByRole('button', { name: 'Finish look' }).click();
    await expect(page.getByRole('heading', { name: 'Picture perfect, Mia!' })).toBeVisible();
    await page.getByRole('group', { name: 'Polaroid frames' }).getByRole('button', { name: 'Bratitude leopard' }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download picture' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('glamz-x-bb-dress-up.png');
    const png = await readFile(await download.path());
    expect(pngSize(png)).toEqual(FRAME);
    // A real picture, not an empty canvas: a blank 600 × 720 PNG compresses to a few hundred bytes.
    expect(png.length).toBeGreaterThan(20_000);
    const saved = page.getByRole('dialog', { name: 'Your polaroid is saved' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Keep styling' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Picture perfect, Mia!' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Amara wearing Marina One Piece - Sailor Star, Lola Towel - Sunset Stripe/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bratitude leopard' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Back to dressing' }).click();
    await expect(page.getByRole('group', { name: 'Doll stand' }).getByRole('img')).toHaveAccessibleName(
      'Amara wearing Marina One Piece - Sailor Star and Lola Towel - Sunset Stripe',
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const path of ['/', '/collections/all/', '/products/vera-top-cosmic-star/']) {
    test(`${path} loads no game code, howler or html-to-image`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /dress-up|howler|html-to-image/.test(url))).toEqual([]);
      for (const url of scripts) {
        const body = await (await page.request.get(url)).text();
        // Signatures of howler, html-to-image and the game's own screens.
        expect(body, url).not.toMatch(/HowlerGlobal|getFontEmbedCSS|Picture perfect|Shades and sandals go on/);
      }
    });
  }
});
