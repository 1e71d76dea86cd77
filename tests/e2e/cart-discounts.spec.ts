/**
 * Each discount is shown once (issue 18 item 2), in the browser against the local storefront: a cart
 * carrying a product-level code (BLUEBAY15, on its lines) and an order-level one (WELCOME10, on the
 * cart), allocated as https://shopify.dev/docs/api/storefront/latest/objects/Cart documents.
 */
import { expect, storefrontQuery, test } from './fixtures';

interface Money { amount: string }
interface CreatedCart {
  cartCreate: {
    cart: {
      id: string;
      lines: { nodes: Array<{ discountAllocations: Array<{ discountedAmount: Money }> }> };
      discountAllocations: Array<{ discountedAmount: Money }>;
      cost: { totalAmount: Money };
    };
  };
}

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(Number(amount));

test('the cart page shows a line discount on its line and an order discount once in the summary', async ({ page }) => {
  const { products } = await storefrontQuery<{ products: { nodes: Array<{ variants: { nodes: Array<{ id: string; availableForSale: boolean }> }; promo: { value: string } | null }> } }>(
    '{ products(first: 30, sortKey: TITLE) { nodes { promo: metafield(namespace: "custom", key: "promo") { value } variants(first: 5) { nodes { id availableForSale } } } } }',
  );
  const variant = products.nodes.filter((p) => !p.promo?.value).flatMap((p) => p.variants.nodes).find((v) => v.availableForSale)!;
  const { cartCreate } = await storefrontQuery<CreatedCart>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart {
      id
      lines(first: 5) { nodes { discountAllocations { discountedAmount { amount } } } }
      discountAllocations { discountedAmount { amount } }
      cost { totalAmount { amount } }
    } } }`,
    { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: variant.id, quantity: 1 }], discountCodes: ['WELCOME10', 'BLUEBAY15'] } },
  );
  const { cart } = cartCreate;
  const lineDiscount = usd(cart.lines.nodes[0]!.discountAllocations[0]!.discountedAmount.amount);
  const orderDiscount = usd(cart.discountAllocations[0]!.discountedAmount.amount);
  await page.addInitScript((id) => localStorage.setItem('headless_channel_cart_id', id), cart.id);

  await page.goto('/my-cart/');
  const main = page.getByRole('main');
  await expect(main.getByText(`BLUEBAY15: −${lineDiscount}`)).toHaveCount(1);
  await expect(main.getByText('Discount (WELCOME10)')).toHaveCount(1);
  await expect(main.getByText('Discount (WELCOME10)').locator('xpath=following-sibling::dd')).toHaveText(`−${orderDiscount}`);
  await expect(main.getByText('BLUEBAY15')).toHaveCount(1);
  await expect(main.getByText(/WELCOME10/)).toHaveCount(1);
});
