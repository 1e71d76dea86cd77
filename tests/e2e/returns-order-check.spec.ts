/**
 * Issue 31 item 11: the returns form confirmed any order ("hello", another customer's #1003). The shop
 * service now checks the order number against the e-mail with the shop's Admin API
 * (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders), and the form says clearly when
 * they do not match, keeping what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, STOREFRONT, test } from './fixtures';

const DEMO_EMAIL = 'demo@bluebayswim.test';

/** An order of the demo customer (seeded by the local storefront), from its loopback admin. */
async function demoOrderName(): Promise<string> {
  const { orders } = (await (await fetch(`${STOREFRONT}/__admin/orders`)).json()) as { orders: { name: string; email: string }[] };
  const order = orders.find((o) => o.email === DEMO_EMAIL);
  if (!order) throw new Error('The local storefront has no order of the demo customer');
  return order.name;
}

async function fillReturn(page: Page, email: string, orderNumber: string) {
  const form = page.getByRole('form', { name: 'Request a return' });
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Order number/).fill(orderNumber);
  await form.getByLabel(/^Items to return/).fill('Marina Top, size M');
  await form.getByLabel(/^Reason/).selectOption('too-small');
  await form.getByRole('button', { name: 'Request a return' }).click();
  return form;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an order number that is not the e-mail’s is refused on the field; the right one is sent', async ({ page }) => {
      const order = await demoOrderName();
      await page.goto('/request-a-return/');

      let form = await fillReturn(page, DEMO_EMAIL, 'hello');
      const field = form.getByLabel(/^Order number/);
      await expect(form.getByText(`We can't find order #hello for ${DEMO_EMAIL}. Check the order number and the e-mail address in your order confirmation.`)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Return requested')).toHaveCount(0);

      form = await fillReturn(page, 'someone.else@example.com', order);
      await expect(form.getByText(`We can't find order ${order} for someone.else@example.com.`, { exact: false })).toBeVisible();
      // What was typed stays, to correct.
      await expect(form.getByLabel(/^Items to return/)).toHaveValue('Marina Top, size M');
      await page.screenshot({ path: `test-results/returns-mismatch-${viewport.name}.png`, fullPage: false });

      await fillReturn(page, DEMO_EMAIL, order);
      await expect(page.getByRole('heading', { name: 'Return requested' })).toBeVisible();
    });
  });
}
