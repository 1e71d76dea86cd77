/**
 * Issue 20 item 5 (phone 390×844, touch): a yen cart said "Spend ¥115.00 more" for a gift whose
 * threshold is 115 in the shop's currency (US dollars). The cart states the yen equivalent, at the rate
 * its own prices imply, and adds the gift at that amount.
 */
import { expect, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Variant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}
interface Product {
  handle: string;
  title: string;
  promo: { value: string } | null;
  variants: { nodes: Variant[] };
}

const products = (country: string) =>
  storefrontQuery<{ products: { nodes: Product[] } }>(
    `query ($country: CountryCode) @inContext(country: $country) {
      products(first: 250, sortKey: TITLE) {
        nodes {
          handle title promo: metafield(namespace: "custom", key: "promo") { value }
          variants(first: 20) { nodes { id title availableForSale price { amount currencyCode } } }
        }
      }
    }`,
    { country },
  ).then((data) => data.products.nodes);

const yen = (amount: number) => `¥${Math.round(amount).toLocaleString('en-US')}`;

test('a Japanese cart with a Glamz piece states the yen equivalent of US$115 and what is left to spend', async ({ page }) => {
  const [us, jp] = await Promise.all([products('US'), products('JP')]);
  // A Glamz piece under the threshold with a size in stock, and what it costs in each currency.
  const product = us.find(
    (p) => p.promo?.value === 'glamz' && p.variants.nodes.length > 1 && p.variants.nodes.some((v) => v.availableForSale && Number(v.price.amount) < 100),
  );
  if (!product) throw new Error('The local catalogue has no Glamz piece under US$100 with a size in stock');
  const variant = product.variants.nodes.find((v) => v.availableForSale && Number(v.price.amount) < 100)!;
  const inYen = jp.find((p) => p.handle === product.handle)!.variants.nodes.find((v) => v.id === variant.id)!.price;
  expect(inYen.currencyCode).toBe('JPY');
  const threshold = Math.round((115 * Number(inYen.amount)) / Number(variant.price.amount));

  await page.goto(`/products/${product.handle}/?country=JP`);
  await expect(page.getByRole('button', { name: /Country: JP · JPY/ })).toBeVisible();
  await page.getByText(variant.title, { exact: true }).tap();
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();

  await expect(drawer.getByText(`Spend ${yen(threshold - Number(inYen.amount))} more on Glamz for a free bikini charm pack`)).toBeVisible();
  await expect(drawer.getByText(`about ${yen(threshold)} in your currency`)).toBeVisible();
  await expect(drawer).not.toContainText('¥115');
  await expect(drawer.getByRole('progressbar', { name: 'Glamz free gift progress' })).toHaveAttribute('max', String(threshold));
  // No gift below the equivalent (at ¥115 it would have been added at once).
  await expect(drawer.getByRole('listitem', { name: /Bikini Charm Pack/i })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('jp-glamz-drawer.png') });
});
