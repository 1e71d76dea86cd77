/**
 * Addresses in each country's format, the same in the account's address book and the hosted
 * checkout (one source: shared/addressFormats.ts): a Japanese address needs its prefecture from
 * the list and its postal code, a German one its postal code. At 1280×900 and on a phone (390×844).
 * Shopify's address fields: https://shopify.dev/docs/api/storefront/latest/objects/MailingAddress
 */
import { expect, test } from './fixtures';
import { checkoutFor, newCustomer, signIn } from './accounts';
import { fillContact } from './checkout';

test.use({ viewport: { width: 1280, height: 900 } });

test('the address book asks a Japanese address for its prefecture and postal code, and a German one for its postal code', async ({ page }) => {
  const customer = await newCustomer('jp-address');
  await signIn(page, customer);
  await page.goto('/user-account/shipping-address/');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Country', { exact: true }).selectOption('DE');
  await dialog.getByLabel('Address', { exact: true }).fill('Unter den Linden 1');
  await dialog.getByLabel('City', { exact: true }).fill('Berlin');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  const postalCode = dialog.getByLabel('Postal code', { exact: true });
  await expect(postalCode).toBeFocused();
  await expect(postalCode).toHaveAccessibleDescription('Enter your postal code');

  await dialog.getByLabel('Country', { exact: true }).selectOption('JP');
  const prefecture = dialog.getByRole('combobox', { name: 'Prefecture' });
  await expect(prefecture.locator('option')).toHaveCount(48);
  await expect(dialog.getByLabel('Region', { exact: false })).toHaveCount(0);
  await dialog.getByLabel('Address', { exact: true }).fill('1-2-3 Jingumae');
  await dialog.getByLabel('City', { exact: true }).fill('Shibuya-ku');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(prefecture).toHaveAccessibleDescription('Choose a prefecture: addresses in this country need one');
  await prefecture.selectOption({ label: 'Tōkyō' });
  await postalCode.fill('150-0001');
  await page.screenshot({ path: test.info().outputPath('address-japan-1280.png') });
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('Shibuya-ku');
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('150-0001');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the checkout asks the prefecture from the list and the postal code, redrawn for the chosen country, in boxes a postcode fits', async ({ page }) => {
    await page.goto(await checkoutFor('JP'));
    const prefecture = page.getByRole('combobox', { name: 'Prefecture' });
    await expect(prefecture.locator('option')).toHaveCount(48);
    const zip = page.getByLabel('Postal code', { exact: true });
    await expect(zip).toHaveAttribute('required', '');
    // The postal code box shares a row with the prefecture only: wide enough for "150-0001" and more on a phone.
    expect((await zip.boundingBox())!.width).toBeGreaterThanOrEqual(140);
    await page.screenshot({ path: test.info().outputPath('checkout-japan-390.png'), fullPage: true });

    await fillContact(page, { email: 'hana@example.com', firstName: 'Hana', lastName: 'Sato' });
    await page.getByLabel('Address', { exact: true }).fill('1-2-3 Jingumae');
    await page.getByLabel('City', { exact: true }).fill('Shibuya-ku');
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
    await page.getByLabel('Security code', { exact: true }).fill('123');
    await page.getByRole('button', { name: /^Pay now/ }).click();
    const errors = page.getByRole('alert');
    await expect(errors).toContainText('Choose a prefecture.');
    await expect(errors).toContainText('Enter a postal code.');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1-2-3 Jingumae');

    // Germany: no prefecture, an optional region, a required postal code.
    await page.getByLabel('Country', { exact: true }).selectOption('DE');
    await expect(page.getByRole('combobox', { name: 'Prefecture' })).toHaveCount(0);
    await expect(page.getByLabel('Region (optional)', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Postal code', { exact: true })).toHaveAttribute('required', '');
  });
});
