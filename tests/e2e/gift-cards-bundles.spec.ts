/**
 * Gift cards and bundles in Chromium against the local storefront.
 * - A gift card code applied in the drawer goes on the cart with cartGiftCardCodesUpdate
 *   (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesUpdate); the cart shows
 *   what it pays (AppliedGiftCard.presentmentAmountUsed) and what stays on it; the hosted checkout
 *   takes the card first and the test card pays the rest, as Shopify's checkout does
 *   (https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card), and the
 *   receipt shows the gift card.
 * - A bundle added from its product page is a ComponentizableCartLine
 *   (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine): the drawer and
 *   /my-cart/ list its pieces under it.
 */
import { fillAddress, fillContact, GUEST, payWithTestCard } from './checkout';
import { chooseSize, expect, storefrontQuery, test } from './fixtures';
import { issueGiftCard, storedCartWith as cartWith } from './giftCards';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface BundleProduct {
  handle: string;
  title: string;
  variants: { nodes: Array<{ id: string; title: string; availableForSale: boolean; price: { amount: string } }> };
}

async function bundleProduct(): Promise<BundleProduct> {
  const { products } = await storefrontQuery<{ products: { nodes: BundleProduct[] } }>(
    '{ products(first: 5, query: "tag:bundle") { nodes { handle title variants(first: 10) { nodes { id title availableForSale price { amount } } } } } }',
  );
  const bundle = products.nodes[0];
  expect(bundle, 'the local catalogue has a bundle').toBeTruthy();
  return bundle!;
}

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a gift card applied in the drawer pays part of the order at the checkout; the test card pays the rest', async ({ page }, testInfo) => {
    const bundle = await bundleProduct();
    const variant = bundle.variants.nodes.find((v) => v.availableForSale)!;
    const { totalCents } = await cartWith(page, [{ merchandiseId: variant.id, quantity: 1 }]);
    const code = await issueGiftCard('20.00');
    const last = code.slice(-4);

    await page.goto(`/products/${bundle.handle}/`);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    // Printed codes come in groups of four, in any case: the site reads them as the code.
    await drawer.getByRole('textbox', { name: 'Gift card' }).fill(code.toLowerCase().replace(/(.{4})/g, '$1 ').trim());
    await drawer.getByRole('button', { name: 'Apply gift card' }).click();
    const message = drawer.getByTestId('gift-card-message');
    await expect(message).toHaveText(`Gift card •••• ${last} applied: it pays $20.00 of your order, and $0.00 stays on the card.`);
    await expect(drawer.getByRole('list', { name: 'Gift cards' }).getByRole('listitem')).toHaveText([
      `•••• ${last}−$20.00$0.00 left on cardRemove gift card •••• ${last}`,
    ]);
    const summary = drawer.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(usd(totalCents));
    await expect(summary.getByText('To pay at checkout').locator('xpath=following-sibling::dd')).toHaveText(usd(totalCents - 2000));
    await expect(drawer.getByTestId('bundle-components')).toHaveText(/^Includes: .+ Top — \S+, .+ Bottoms — \S+$/);

    // A used-up card is refused in words.
    await drawer.getByRole('textbox', { name: 'Gift card' }).fill('BLUEBAY025USEDCC');
    await drawer.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(message).toHaveText('That gift card code didn’t work. Check it for typos: a card that is used up or has expired can’t be used either.');
    await expect(drawer.getByRole('list', { name: 'Gift cards' }).getByRole('listitem')).toHaveCount(1);
    await drawer.getByRole('textbox', { name: 'Gift card' }).fill('');
    await page.screenshot({ path: testInfo.outputPath('drawer-gift-card-bundle-390.png') });

    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    const aside = page.locator('aside');
    await expect(aside.getByText(`Gift card •••• ${last}`).locator('xpath=following-sibling::span')).toHaveText('−$20.00');
    const total = money(await aside.locator('.total span').last().textContent());
    const leftToPay = money(await aside.getByText('Left to pay').locator('xpath=following-sibling::span').textContent());
    expect(leftToPay).toBe(total - 2000);
    await expect(page.getByRole('button', { name: `Pay now ${usd(leftToPay)}` })).toBeVisible();
    await fillContact(page, GUEST);
    await fillAddress(page);
    await payWithTestCard(page, `${GUEST.firstName} ${GUEST.lastName}`);
    const receipt = page.locator('aside');
    await expect(receipt.getByText(`Gift card •••• ${last}`).locator('xpath=following-sibling::span')).toHaveText('−$20.00');
    await expect(receipt.getByText('Paid by card').locator('xpath=following-sibling::span')).toHaveText(usd(leftToPay));
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a bundle added from its page lists its pieces in the drawer and on /my-cart/', async ({ page }, testInfo) => {
    const bundle = await bundleProduct();
    const variant = bundle.variants.nodes.find((v) => v.availableForSale)!;
    await cartWith(page, []);
    await page.goto(`/products/${bundle.handle}/`);
    await chooseSize(page, variant.title);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    const line = drawer.getByRole('listitem', { name: bundle.title });
    const pieces = new RegExp(`^Includes: .+ Top — ${variant.title}, .+ Bottoms — ${variant.title}$`);
    await expect(line.getByTestId('bundle-components')).toHaveText(pieces);
    await expect(line).toContainText(usd(Math.round(Number(variant.price.amount) * 100)));

    const code = await issueGiftCard('500.00');
    await drawer.getByRole('textbox', { name: 'Gift card' }).fill(code);
    await drawer.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(drawer.getByTestId('gift-card-message')).toContainText(`Gift card •••• ${code.slice(-4)} applied`);
    await expect(drawer.getByText('To pay at checkout').locator('xpath=following-sibling::dd')).toHaveText('$0.00');
    await page.screenshot({ path: testInfo.outputPath('drawer-gift-card-bundle-1280.png') });

    await page.goto('/my-cart/');
    const pageLine = page.getByRole('main').getByRole('listitem', { name: bundle.title });
    await expect(pageLine.getByTestId('bundle-components')).toHaveText(pieces);

    // The card covers the order: the checkout asks for no card.
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByText('Your gift card covers the whole order: no card payment is needed.')).toBeVisible();
    await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
    await fillContact(page, GUEST);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByText(/Your order #\d+ is confirmed/)).toBeVisible();
    await expect(page.locator('aside').getByText('Paid by card').locator('xpath=following-sibling::span')).toHaveText('$0.00');
  });
});
