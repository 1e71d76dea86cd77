import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const GAME = '/glamz-x-bb-dress-up/';
const PHONE = { width: 390, height: 844 };
/** WCAG 2.2 target size (minimum), https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html */
const MIN_TARGET = 24;

/**
 * Every control a shopper can tap on the game's screen, with its size: buttons, inputs (the size
 * chips are radio inputs filling their chip) and links. The toasts' inline "View cart" link sits in a
 * sentence, which the target-size rule exempts.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')];
    return controls
      .filter((el) => !el.closest('.Toastify'))
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        if (box.width >= min - 0.5 && box.height >= min - 0.5) return [];
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return [`${name || el.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`];
      });
  }, MIN_TARGET);
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

/** The box of a locator, failing clearly when it has none. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

/**
 * Nothing reaches past the screen's right edge once the screen has settled. Entrance animations (the
 * polaroid "develops" with a small tilt) are awaited first; the cart toasts are left out, because they
 * slide out past the edge on purpose when they close and sit in a fixed layer that never scrolls.
 */
async function noSidewaysScroll(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .filter((a) => !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.Toastify'))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const overflow = await page.evaluate(() => {
    const laidOut = [...document.querySelectorAll('body *')].filter((el) => !el.closest('.Toastify'));
    const widest = Math.max(...laidOut.map((el) => el.getBoundingClientRect().right));
    return { page: document.documentElement.scrollWidth - window.innerWidth, widest: Math.round(widest - window.innerWidth) };
  });
  expect(overflow.page).toBe(0);
  expect(overflow.widest).toBeLessThanOrEqual(0);
}

test.describe('dress-up game on a phone held upright', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('lays the game out at the phone’s width with finger-sized controls, and plays through to Add to cart', async ({ page }) => {
    await page.goto(GAME);
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect(name).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    expect((await box(name)).width).toBeGreaterThan(PHONE.width * 0.75);
    await noSidewaysScroll(page);

    await name.fill('Ana');
    await page.getByRole('button', { name: 'Start styling' }).tap();
    await expect(page.getByRole('heading', { name: 'Pick your doll, Ana' })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Rio' }).tap();

    await expect(page.getByRole('heading', { name: 'Style Rio, Ana' })).toBeVisible();
    // The doll stands tall and the slider spans the phone, instead of a stage a quarter of the screen high.
    const doll = await box(page.getByRole('group', { name: 'Doll stand' }).getByRole('img'));
    expect(doll.height).toBeGreaterThanOrEqual(280);
    const slider = await box(page.getByRole('region', { name: 'Choose her look' }));
    expect(slider.width).toBeGreaterThan(PHONE.width * 0.85);
    expect(slider.y).toBeLessThan(PHONE.height);

    await wear(page, 'Next tops', /^Nova Top · Sunflower/);
    await expect(page.getByRole('group', { name: 'Doll stand' }).getByRole('img')).toHaveAccessibleName(/Rio wearing Nova Top - Sunflower/);
    await page.getByRole('button', { name: /^Towel/ }).tap();

    const pin = page.getByRole('article', { name: 'Nova Top - Sunflower' });
    await expect(pin.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    const board = await box(page.getByRole('region', { name: 'Shop her look' }));
    expect(board.width).toBeGreaterThan(PHONE.width * 0.85);
    expect(await smallTargets(page)).toEqual([]);
    await noSidewaysScroll(page);

    const size = pin.getByRole('radio', { disabled: false }).first();
    await size.scrollIntoViewIfNeeded();
    const chip = await box(size);
    expect(chip.width).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(chip.height).toBeGreaterThanOrEqual(MIN_TARGET);
    await size.tap();
    await expect(size).toBeChecked();
    const add = pin.getByRole('button', { name: 'Add Nova Top - Sunflower to cart' });
    // A primary action: a 44 px target.
    const addBox = await box(add);
    expect(addBox.height).toBeGreaterThanOrEqual(44);
    await add.tap();
    await expect(page.getByText(/Added Nova Top - Sunflower \(\w+\) to your cart/)).toBeVisible();

    await page.getByRole('button', { name: 'Finish look' }).tap();
    await expect(page.getByRole('heading', { name: 'Picture perfect, Ana!' })).toBeVisible();
    // The polaroid itself, shown at the phone's width (the doll stands in it).
    const polaroid = await box(page.getByRole('img', { name: /^Rio wearing/ }).locator('xpath=..'));
    expect(polaroid.width).toBeGreaterThan(PHONE.width * 0.8);
    // The new screen opens at its top, not where the long dressing screen was scrolled to.
    expect(polaroid.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await noSidewaysScroll(page);
  });

  test('a phone turned sideways keeps every control at least 24 px', async ({ page }) => {
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await startAndPickDoll(page, 'Ana', 'Rio');
    await wear(page, 'Next tops', /^Nova Top · Sunflower/);
    await expect(page.getByRole('article', { name: 'Nova Top - Sunflower' }).getByRole('radio').first()).toBeAttached();
    expect(await smallTargets(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
});

test.describe('dress-up game on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Each pinned garment lies wholly inside the board's list, which does not scroll. */
  async function allPinsShow(page: Page, board: string, titles: string[]) {
    const region = page.getByRole('region', { name: board });
    const pins = region.getByRole('article');
    await expect(pins).toHaveCount(titles.length);
    for (const title of titles) await expect(region.getByRole('article', { name: title }).getByRole('radio').first()).toBeAttached();
    const list = pins.first().locator('xpath=..');
    const scroll = await list.evaluate((el) => ({ scrollable: el.scrollHeight - el.clientHeight }));
    expect(scroll.scrollable).toBeLessThanOrEqual(1);
    const inside = await box(list);
    const outer = await box(region);
    for (const title of titles) {
      const pin = await box(region.getByRole('article', { name: title }));
      expect(pin.y, `${title} top`).toBeGreaterThanOrEqual(inside.y - 1);
      expect(pin.y + pin.height, `${title} bottom`).toBeLessThanOrEqual(Math.min(inside.y + inside.height, outer.y + outer.height) + 1);
      expect(pin.x + pin.width, `${title} right`).toBeLessThanOrEqual(outer.x + outer.width + 1);
      expect(pin.y + pin.height, `${title} on screen`).toBeLessThanOrEqual(900);
    }
  }

  test('"Shop her look" shows all four garments, each wholly inside the board', async ({ page }) => {
    await startAndPickDoll(page, 'Mia', 'Amara');
    await wear(page, 'Next tops', /^Bonita Top · Mocha Leopard/);
    await page.getByRole('button', { name: 'Bottoms', exact: true }).click();
    await wear(page, 'Next bottoms', /^Vera Bottoms · Cosmic Star/);
    await page.getByRole('button', { name: /^Pouch/ }).click();
    await page.getByRole('button', { name: /^Towel/ }).click();
    const titles = ['Bonita Top - Mocha Leopard', 'Vera Bottoms - Cosmic Star', 'Daisy Pouch - Bubblegum Heart', 'Lola Towel - Sunset Stripe'];
    await allPinsShow(page, 'Shop her look', titles);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('button', { name: 'Finish look' }).click();
    await expect(page.getByRole('heading', { name: 'Picture perfect, Mia!' })).toBeVisible();
    await allPinsShow(page, 'Shop the look', titles);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('the sound toggle says what it does and its pressed state follows', async ({ page }) => {
    await page.goto(GAME);
    const sound = page.getByRole('button', { name: /sounds/i });
    await expect(sound).toHaveText('Mute sounds');
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveText('Sounds muted');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sounds muted' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Sounds muted' }).click();
    await expect(page.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'false');
  });
});
