/**
 * Discount codes in the browser against the local storefront.
 * - Each discount is shown once where it applies (issue 18 item 2): a product-level code (BLUEBAY15)
 *   on its lines, an order-level one (WELCOME10) once in the summary, allocated as
 *   https://shopify.dev/docs/api/storefront/latest/objects/Cart documents; the code list names each
 *   code once with what it saves.
 * - A code field in the drawer and on the cart page, and in the hosted checkout (issue 20 item 2):
 *   cartDiscountCodesUpdate replaces the codes, so the site sends the ones there plus the new one; a
 *   code that does not apply comes back `applicable: false`, not as an error
 *   (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate), and the shopper
 *   is told why in a live region.
 */
import type { Page } from '@playwright/test';
import { expect, storefrontQuery, test } from './fixtures';

interface Money { amount: string }
interface CreatedCart {
  cartCreate: {
    cart: {
      id: string;
      lines: { nodes: Array<{ discountAllocations: Array<{ discountedAmount: Money }> }> };
      discountAllocations: Array<{ discountedAmount: Money }>;
      cost: { subtotalAmount: Money; totalAmount: Money };
    };
  };
}

const usd = (amount: string | number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(Number(amount));

/** A full-price variant in stock outside the Glamz promo (every code here entitles it), and its product's title. */
async function pickVariant(): Promise<{ id: string; title: string; handle: string }> {
  const { products } = await storefrontQuery<{
    products: {
      nodes: Array<{
        title: string;
        handle: string;
        productType: string;
        variants: { nodes: Array<{ id: string; availableForSale: boolean; compareAtPrice: { amount: string } | null }> };
        promo: { value: string } | null;
      }>;
    };
  }>(
    '{ products(first: 60, sortKey: TITLE) { nodes { title handle productType promo: metafield(namespace: "custom", key: "promo") { value } variants(first: 5) { nodes { id availableForSale compareAtPrice { amount } } } } } }',
  );
  for (const product of products.nodes) {
    const variant = product.variants.nodes.find((v) => v.availableForSale && !v.compareAtPrice);
    if (!product.promo?.value && product.productType !== 'Gift Box' && product.productType !== 'Gift Card' && variant) {
      return { id: variant.id, title: product.title, handle: product.handle };
    }
  }
  throw new Error('No product in stock outside the promo');
}

/** A cart made with the Storefront API, stored as the shopper's cart before the page loads. */
async function cartWith(page: Page, discountCodes: string[]) {
  const variant = await pickVariant();
  const { cartCreate } = await storefrontQuery<CreatedCart>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart {
      id
      lines(first: 5) { nodes { discountAllocations { discountedAmount { amount } } } }
      discountAllocations { discountedAmount { amount } }
      cost { subtotalAmount { amount } totalAmount { amount } }
    } } }`,
    { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: variant.id, quantity: 1 }], discountCodes } },
  );
  await page.addInitScript((id) => localStorage.setItem('headless_channel_cart_id', id), cartCreate.cart.id);
  return { cart: cartCreate.cart, variant };
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the cart page shows a line discount on its line, an order discount once in the summary, and each code once', async ({ page }) => {
    const { cart } = await cartWith(page, ['WELCOME10', 'BLUEBAY15']);
    const lineDiscount = usd(cart.lines.nodes[0]!.discountAllocations[0]!.discountedAmount.amount);
    const orderDiscount = usd(cart.discountAllocations[0]!.discountedAmount.amount);

    await page.goto('/my-cart/');
    const main = page.getByRole('main');
    const lines = main.getByRole('list', { name: 'Items in your cart' });
    const summary = main.getByRole('complementary', { name: 'Order summary' });
    const codes = main.getByRole('list', { name: 'Discount codes' });
    await expect(lines.getByText(`BLUEBAY15: −${lineDiscount}`)).toHaveCount(1);
    await expect(lines.getByText(/WELCOME10/)).toHaveCount(0);
    await expect(summary.getByText('Discount (WELCOME10)')).toHaveCount(1);
    await expect(summary.getByText('Discount (WELCOME10)').locator('xpath=following-sibling::dd')).toHaveText(`−${orderDiscount}`);
    await expect(summary.locator('dl').getByText(/BLUEBAY15/)).toHaveCount(0);
    // The summary's total is the subtotal less the order discount: the line discount is not taken twice.
    await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(usd(cart.cost.totalAmount.amount));
    // In the order entered, each with its saving (one line: BLUEBAY15 saves its line discount).
    await expect(codes.getByRole('listitem')).toHaveText([
      `WELCOME10−${orderDiscount}Remove discount code WELCOME10`,
      `BLUEBAY15−${lineDiscount}Remove discount code BLUEBAY15`,
    ]);
    await expect(main.getByText('Shipping and taxes are calculated at checkout.')).toBeVisible();
    await expect(main.getByText(/discount codes are calculated/i)).toHaveCount(0);
  });

  test('a code typed on the cart page applies, says what it saves, keeps the other code, and comes off with Remove', async ({ page }) => {
    await cartWith(page, ['BLUEBAY15']);
    await page.goto('/my-cart/');
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: 'Discount code' });
    const message = main.getByTestId('discount-message');
    const codes = main.getByRole('list', { name: 'Discount codes' });

    // Unknown: said, not kept, left in the field to correct.
    await field.fill('summer99');
    await main.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(message).toHaveText('SUMMER99 isn’t a discount code we know. Check the spelling and try again.');
    await expect(message).toHaveAttribute('role', 'status');
    await expect(field).toHaveValue('summer99');
    await expect(codes.getByRole('listitem')).toHaveCount(1);

    // A code that does not combine with the one applied but saves more: it wins, and the shopper is
    // told the other no longer applies (it stays listed, to come back if STUDENT30 goes).
    await field.fill('STUDENT30');
    await field.press('Enter');
    await expect(message).toHaveText(/^STUDENT30 applied — you save \$[\d.]+\. BLUEBAY15 no longer applies: it can’t be combined with STUDENT30\.$/);
    await expect(codes.getByRole('listitem')).toHaveText([/^BLUEBAY15Not applied/, /^STUDENT30−\$/]);
    await codes.getByRole('button', { name: 'Remove discount code STUDENT30' }).click();
    await expect(message).toHaveText('STUDENT30 removed.');
    await expect(codes.getByRole('listitem')).toHaveText([/^BLUEBAY15−\$/]);

    // A code that combines: both stay, the summary shows the order discount, the field empties.
    await field.fill('welcome10');
    await field.press('Enter');
    await expect(message).toHaveText(/^WELCOME10 applied — you save \$[\d.]+\.$/);
    const saving = /you save (\$\d+\.\d{2})/.exec((await message.textContent()) ?? '')![1]!;
    await expect(field).toHaveValue('');
    await expect(codes.getByRole('listitem')).toHaveCount(2);
    await expect(main.getByText('Discount (WELCOME10)').locator('xpath=following-sibling::dd')).toHaveText(`−${saving}`);

    await codes.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
    await expect(message).toHaveText('WELCOME10 removed.');
    await expect(codes.getByRole('listitem')).toHaveCount(1);
    await expect(main.getByText('Discount (WELCOME10)')).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a code applied in the drawer reaches the checkout, which takes codes too and charges the discounted total', async ({ page }) => {
    const { variant } = await cartWith(page, []);
    await page.goto(`/products/${variant.handle}/`);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    const field = drawer.getByRole('textbox', { name: 'Discount code' });
    await field.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(drawer.getByTestId('discount-message')).toHaveText(/^WELCOME10 applied — you save \$[\d.]+\.$/);
    await expect(drawer.getByRole('list', { name: 'Discount codes' })).toContainText('WELCOME10');

    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('Discount (WELCOME10)');
    const payNow = async () => Number(/\$([\d,.]+)/.exec((await page.getByRole('button', { name: /^Pay now/ }).textContent()) ?? '')![1]!.replace(/,/g, ''));
    const before = await payNow();

    // The checkout's own box: an unknown code is refused with the reason, and what was typed stays.
    const box = page.getByRole('textbox', { name: 'Discount code' });
    const said = page.getByRole('complementary').getByRole('status');
    await page.getByLabel('E-mail').fill('coupon.shopper@example.com');
    await box.fill('summer99');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(said).toHaveText('Enter a valid discount code. SUMMER99 isn’t one we know.');
    await expect(page.getByLabel('E-mail')).toHaveValue('coupon.shopper@example.com');
    await expect(box).toHaveValue('summer99');

    // Remove WELCOME10: the charge goes up by its saving.
    await page.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
    await expect(said).toHaveText('WELCOME10 removed.');
    expect(await payNow()).toBeGreaterThan(before);

    // STUDENT30 by Enter in the box (not a payment): applied, and the charge is below the first one.
    await box.fill('student30');
    await box.press('Enter');
    await expect(said).toHaveText('STUDENT30 applied.');
    await expect(summary).toContainText('Discount (STUDENT30)');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(await payNow()).toBeLessThan(before);
    await expect(page.getByRole('list', { name: 'Discount codes' })).toContainText('STUDENT30');
  });
});
