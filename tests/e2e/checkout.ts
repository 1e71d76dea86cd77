import { expect, type Page } from '@playwright/test';

/** Who pays on the local hosted checkout when a test does not sign in. */
export const GUEST = { email: 'marina.shopper@example.com', firstName: 'Marina', lastName: 'Shore' } as const;

/** A US delivery address the local checkout accepts. */
export const BEACH_ADDRESS = { address: '1 Ocean Drive', city: 'Miami Beach', province: 'FL', zip: '33139', country: 'US' } as const;

/** Fills the checkout's contact fields that are given (a signed-in customer's e-mail comes filled in). */
export async function fillContact(page: Page, contact: { email?: string; firstName: string; lastName: string }): Promise<void> {
  if (contact.email) await page.getByLabel('E-mail', { exact: true }).fill(contact.email);
  await page.getByLabel('First name', { exact: true }).fill(contact.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(contact.lastName);
}

/**
 * Fills the address in the country's format: the country first (it redraws the zone and postal code
 * fields), then the zone from its list (by code or name) or as free text, and the postal code.
 */
export async function fillAddress(page: Page, address: { [K in keyof typeof BEACH_ADDRESS]: string } = BEACH_ADDRESS): Promise<void> {
  await page.getByLabel('Country', { exact: true }).selectOption(address.country);
  await page.getByLabel('Address', { exact: true }).fill(address.address);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  const zone = page.locator('#province');
  if ((await zone.evaluate((el) => el.tagName)) === 'SELECT') {
    const options = await zone.locator('option').evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? '' })));
    const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const wanted = options.find((o) => o.value === address.province || plain(o.label) === plain(address.province));
    await zone.selectOption(wanted?.value ?? address.province);
  } else {
    await zone.fill(address.province);
  }
  const zip = page.locator('#zip');
  if (await zip.count()) await zip.fill(address.zip);
}

/**
 * Pays with the local checkout's test card and returns the confirmed order's number, once the
 * thank-you page says the order is confirmed.
 */
export async function payWithTestCard(page: Page, nameOnCard?: string): Promise<string> {
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  if (nameOnCard) await page.getByLabel('Name on card', { exact: true }).fill(nameOnCard);
  await page.getByRole('button', { name: /^Pay now/ }).click();
  const confirmation = page.getByText(/Your order #\d+ is confirmed/);
  await expect(confirmation).toBeVisible();
  const orderNumber = /#(\d+)/.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(orderNumber, 'the confirmation names the order').toBeTruthy();
  return orderNumber!;
}

/** A guest's whole checkout: contact, the beach address, the test card. Returns the order number. */
export async function payAsGuest(page: Page): Promise<string> {
  await fillContact(page, GUEST);
  await fillAddress(page);
  return payWithTestCard(page, `${GUEST.firstName} ${GUEST.lastName}`);
}
