/**
 * Issue 20 item 9 (phone 390×844, touch): a product sold out in every size said "XS is sold out. Choose
 * another size"; it says "Sold out" with a notify-me link to the waitlist prefilled with the product, and
 * the waitlist accepts it. A size running low says "Only N left"; the first size in stock is preselected.
 */
import { expect, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Variant {
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
}
interface Product {
  handle: string;
  title: string;
  variants: { nodes: Variant[] };
}

async function catalogue(): Promise<Product[]> {
  const data = await storefrontQuery<{ products: { nodes: Product[] } }>(`{
    products(first: 250, sortKey: TITLE) {
      nodes { handle title variants(first: 20) { nodes { title availableForSale quantityAvailable } } }
    }
  }`);
  return data.products.nodes;
}

test('a product sold out in every size says so and links to a prefilled waitlist that accepts it', async ({ page }) => {
  const soldOut = (await catalogue()).find((p) => p.variants.nodes.length > 1 && p.variants.nodes.every((v) => !v.availableForSale));
  if (!soldOut) throw new Error('The local catalogue has no product sold out in every size');
  await page.goto(`/products/${soldOut.handle}/`);
  const main = page.getByRole('main');
  await expect(main.getByText(/Sold out in every size/)).toBeVisible();
  await expect(main).not.toContainText('is sold out. Choose another size');

  await main.getByRole('link', { name: 'Notify me when it’s back' }).tap();
  await expect(page).toHaveURL(new RegExp(`/waitlist/\\?product_handle=${soldOut.handle}$`));
  await expect(page.getByLabel('Product')).toHaveValue(soldOut.handle);
  await page.getByLabel('E-mail').fill('notify.me@example.com');
  await page.getByRole('button', { name: 'Join the waitlist' }).tap();
  await expect(page.getByText('You’re on the waitlist')).toBeVisible();

  // A shopper who types the product's name instead of its handle is accepted too (it was refused).
  await page.goto('/waitlist/');
  await page.getByLabel('E-mail').fill('by.name@example.com');
  await page.getByLabel('Product').fill(soldOut.title);
  await page.getByRole('button', { name: 'Join the waitlist' }).tap();
  await expect(page.getByText('You’re on the waitlist')).toBeVisible();
});

test('the first size in stock is preselected, and a size running low says how many are left', async ({ page }) => {
  const products = await catalogue();
  const low = products.find((p) => {
    const first = p.variants.nodes.find((v) => v.availableForSale);
    return p.variants.nodes.length > 1 && first && first.quantityAvailable !== null && first.quantityAvailable > 0 && first.quantityAvailable <= 5;
  });
  if (!low) throw new Error('The local catalogue has no product whose first size in stock is running low');
  const first = low.variants.nodes.find((v) => v.availableForSale)!;
  await page.goto(`/products/${low.handle}/`);
  await expect(page.getByRole('radio', { name: new RegExp(`^${first.title}\\b`) }).first()).toBeChecked();
  await expect(page.getByRole('main').getByText(`Only ${first.quantityAvailable} left in ${first.title}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});
