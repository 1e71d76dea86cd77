/**
 * Order details show what the thank-you page and the e-mail show: the discount code's row with what
 * it took off, so items − discount + shipping + duties + taxes = total. On a phone, in yen, as the
 * shopper who reported it saw the order (https://shopify.dev/docs/api/storefront/latest/objects/Order:
 * subtotalPrice is after discounts; …/objects/DiscountCodeApplication: the code and its percentage).
 */
import { fillAddress, payWithTestCard } from './checkout';
import { expect, sizesInStock, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a signed-in shopper sees the discount code and what it took off in the order details, and the totals add up', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `discount-${Date.now()}@example.com`;
  const password = 'beach-pass1';
  await storefrontQuery(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: { email, password, firstName: 'Aiko', lastName: 'Umi' },
  });
  const { customerAccessTokenCreate } = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password } },
  );
  const sizes = await sizesInStock(3, { minLeft: 2, reverse: true });
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
    {
      input: {
        buyerIdentity: { countryCode: 'JP', customerAccessToken: customerAccessTokenCreate.customerAccessToken.accessToken },
        lines: sizes.map((s) => ({ merchandiseId: s.variantId, quantity: 1 })),
        discountCodes: ['BBCLUB10'],
      },
    },
  );

  await page.goto(cartCreate.cart.checkoutUrl);
  await expect(page.getByRole('complementary')).toContainText('Discount (BBCLUB10)');
  await fillAddress(page, { address: '1-1 Chiyoda', city: 'Tokyo', province: 'Tokyo', zip: '100-0001', country: 'JP' });
  const orderNumber = await payWithTestCard(page, 'Aiko Umi');

  await page.goto(`/user-account/order-history/order-details/?order=${orderNumber}`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();

  const items = page.getByRole('region', { name: 'Items' });
  const totals = items.locator('dl');
  const row = (label: RegExp) => totals.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(totals.locator('dt', { hasText: 'Discount · BBCLUB10 (10% off)' })).toBeVisible();
  const lineTotals = (await items.getByRole('listitem').locator('span').filter({ hasText: /^¥/ }).allInnerTexts()).map(yen);
  const subtotal = yen(await row(/^Subtotal$/).innerText());
  const discount = yen(await row(/^Discount · /).innerText());
  const shippingText = await row(/^Shipping$/).innerText();
  const shipping = shippingText === 'Free' ? 0 : yen(shippingText);
  const total = yen(await row(/^Total$/).innerText());
  expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(subtotal);
  expect(discount).toBe(Math.round(subtotal * 0.1));
  await expect(row(/^Discount · /)).toHaveText(/^−¥/);
  expect(subtotal - discount + shipping).toBe(total);
  await page.screenshot({ path: 'test-results/screens/order-details-discount-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(totals.locator('dt', { hasText: 'Discount · BBCLUB10 (10% off)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/order-details-discount-1280.png', fullPage: true });
});
