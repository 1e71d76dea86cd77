/**
 * A saved item keeps the size it was saved with: saved from a product page with L chosen, the wishlist
 * shows L with its price and availability and adds L to the cart. Saved from a product card (no size
 * chosen), adding asks for a size instead of picking one silently. Phone and desktop.
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/money';
import { expect, storefrontQuery, test } from './fixtures';

interface Variant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}
interface Product {
  handle: string;
  title: string;
  variants: { nodes: Variant[] };
}

async function catalogue(): Promise<Product[]> {
  const data = await storefrontQuery<{ products: { nodes: Product[] } }>(
    `{ products(first: 100, sortKey: TITLE) { nodes { handle title variants(first: 10) { nodes { id title availableForSale price { amount currencyCode } } } } } }`,
  );
  return data.products.nodes;
}

/** Sizes in stock, for a product whose first size is not the one chosen (so a silent default shows). */
const sizesInStock = (product: Product) => product.variants.nodes.filter((v) => v.availableForSale).map((v) => v.title);

async function cartLines(page: Page): Promise<{ id: string; title: string }[]> {
  const cartId = await page.evaluate(() => localStorage.getItem('headless_channel_cart_id'));
  if (!cartId) return [];
  const data = await storefrontQuery<{ cart: { lines: { nodes: { merchandise: { id: string; title: string } | null }[] } } | null }>(
    `query Lines($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { merchandise { ... on ProductVariant { id title } } } } } }`,
    { id: cartId },
  );
  return (data.cart?.lines.nodes ?? []).flatMap((line) => (line.merchandise ? [line.merchandise] : []));
}

const layouts = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

for (const layout of layouts) {
  test.describe(`wishlist sizes (${layout.name})`, () => {
    test.use(layout.use);

    test('saved with L on the product page: the wishlist shows L and its price, and adds L', async ({ page, consoleErrors }) => {
      const product = (await catalogue()).find((p) => p.variants.nodes[0]?.title !== 'L' && sizesInStock(p).includes('L'));
      if (!product) throw new Error('the local catalogue has a product with L in stock that does not start at L');
      const large = product.variants.nodes.find((v) => v.title === 'L') as Variant;

      await page.goto(`/products/${product.handle}/`);
      await page.locator('label').filter({ hasText: /^L$/ }).click();
      await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
      await page.getByRole('button', { name: `Save ${product.title} to wishlist` }).click();
      await expect(page.getByRole('button', { name: `Remove ${product.title} from wishlist` })).toBeVisible();

      await page.goto('/wishlist/');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
      await expect(card.getByText('Size: L', { exact: true })).toBeVisible();
      await expect(card.getByText(formatMoney(large.price.amount, large.price.currencyCode))).toBeVisible();
      await expect(card.getByText('In stock')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`wishlist-saved-size-${layout.name}.png`), fullPage: true });

      await card.getByRole('button', { name: `Add to cart ${product.title}` }).click();
      await expect.poll(async () => (await cartLines(page)).filter((line) => line.id === large.id).length).toBe(1);
      expect((await cartLines(page)).filter((line) => product.variants.nodes.some((v) => v.id === line.id))).toEqual([
        { id: large.id, title: 'L' },
      ]);
      expect(consoleErrors).toEqual([]);
    });

    test('saved from a product card: adding asks for a size, then adds the size chosen', async ({ page, consoleErrors }) => {
      const products = await catalogue();
      await page.goto('/collections/all/');
      const hearts = page.getByRole('button', { name: /^Save .* to wishlist$/ });
      await expect(hearts.first()).toBeVisible();
      const names = (await hearts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) =>
        label.replace(/^Save (.*) to wishlist$/, '$1'),
      );
      const product = names
        .map((name) => products.find((p) => p.title === name))
        .find((p): p is Product => !!p && sizesInStock(p).length > 1);
      if (!product) throw new Error('the first collection page shows a product with several sizes in stock');
      const size = sizesInStock(product)[1] as string;
      const variant = product.variants.nodes.find((v) => v.title === size) as Variant;

      await page.getByRole('button', { name: `Save ${product.title} to wishlist` }).click();
      await expect(page.getByRole('button', { name: `Remove ${product.title} from wishlist` })).toBeVisible();

      await page.goto('/wishlist/');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
      const sizeChoice = card.getByRole('combobox', { name: `Size for ${product.title}` });
      await expect(sizeChoice).toHaveValue('');
      await card.getByRole('button', { name: `Add to cart ${product.title}` }).click();
      await expect(card.getByRole('alert')).toHaveText(`Choose a size for ${product.title} first.`);
      await expect(sizeChoice).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`wishlist-ask-size-${layout.name}.png`), fullPage: true });
      const ofProduct = (lines: { id: string }[]) => lines.filter((line) => product.variants.nodes.some((v) => v.id === line.id));
      expect(ofProduct(await cartLines(page))).toEqual([]);

      await sizeChoice.selectOption({ label: size });
      await expect(card.getByText('In stock')).toBeVisible();
      await card.getByRole('button', { name: `Add to cart ${product.title}` }).click();
      await expect.poll(async () => (await cartLines(page)).filter((line) => line.id === variant.id).length).toBe(1);
      expect(ofProduct(await cartLines(page))).toEqual([{ id: variant.id, title: size }]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
