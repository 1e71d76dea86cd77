/**
 * An order moving from checkout to the doorstep, as its buyer sees it at 1280×900: each order-history
 * tab holds it in turn (payment authorized, captured, fulfilled, with the carrier, out for delivery,
 * delivered), the shipping e-mail comes with its tracking when the order is fulfilled, and a Japanese
 * order (shipped duties unpaid) is reminded in its e-mails that duties may be due, as the tariffs page promises.
 * Shopify's shipping confirmation: https://help.shopify.com/en/manual/fulfillment/setup/notifications/customer-notifications
 */
import { expect, test } from './fixtures';
import { advanceOrder, checkoutFor, newCustomer, outboxEmail, outboxKinds, signIn } from './accounts';
import { fillAddress, fillContact, payWithTestCard } from './checkout';

test.use({ viewport: { width: 1280, height: 900 } });

test('an order sits under each status tab in turn, and the shipping e-mail goes out when it is fulfilled', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await newCustomer('tracking');
  await page.goto(await checkoutFor('US', customer));
  await fillContact(page, { firstName: 'Coral', lastName: 'Tester' });
  await fillAddress(page);
  const orderNumber = await payWithTestCard(page);
  await signIn(page, customer);

  const heading = page.getByRole('tabpanel').getByRole('heading', { name: `Order #${orderNumber}` });
  const expectUnder = async (tab: string) => {
    await page.goto('/user-account/order-history/');
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(heading, `order under ${tab}`).toBeVisible();
  };
  // Steps: payment captured, fulfilled, then the carrier's picked up, in transit, at the hub, at the
  // local facility, out for delivery, delivered.
  const tabAfterStep = ['Unfulfilled', 'Fulfilled', 'In Transit', 'In Transit', 'In Transit', 'In Transit', 'Out for Delivery', 'Delivered'];
  await expectUnder('Order Placed');
  expect((await outboxKinds(customer.email)).filter((kind) => kind !== 'activation')).toEqual(['order']);
  for (const [step, tab] of tabAfterStep.entries()) {
    await advanceOrder(orderNumber);
    if (step === 1) {
      const shipping = await outboxEmail(customer.email, 'shipping');
      expect(shipping.subject).toBe(`A shipment from order #${orderNumber} is on the way`);
      expect(shipping.text).toContain(`Tracking number: JD0146${orderNumber.padStart(8, '0')}`);
      expect(shipping.links[0]?.url).toMatch(/\/tracking\/JD0146\d{8}$/);
    }
    if (tab !== tabAfterStep[step - 1] || step === tabAfterStep.length - 1) await expectUnder(tab);
  }
});

test('a Japanese order is reminded in its confirmation and shipping e-mails that duties may be due on delivery', async ({ page }) => {
  const customer = await newCustomer('duties');
  await page.goto(await checkoutFor('JP', customer));
  await fillContact(page, { firstName: 'Hana', lastName: 'Sato' });
  await fillAddress(page, { address: '1-2-3 Jingumae', city: 'Shibuya-ku', province: 'Tokyo', zip: '150-0001', country: 'JP' });
  const orderNumber = await payWithTestCard(page);
  const reminder = 'Duties and taxes: your parcel ships duties unpaid (DDU).';
  expect((await outboxEmail(customer.email, 'order')).text).toContain(reminder);
  await advanceOrder(orderNumber);
  await advanceOrder(orderNumber);
  expect((await outboxEmail(customer.email, 'shipping')).text).toContain(reminder);
});
