/**
 * What a picky shopper notices in the account pages (password accounts, at 1280×900): order history
 * tabs, item counts, one list of tracking steps with the checkout, the tab kept in the address; who is
 * signed in after signing in; the activation e-mail and page agreeing; a used reset link said dead on
 * opening; signing out on an account page; states and provinces (the Beach Club's codes: beach-club.spec.ts).
 */
import { expect, hydrated, STOREFRONT, storefrontQuery, test } from './fixtures';
import { fillAddress, fillContact, payWithTestCard } from './checkout';
import { newCustomer, outboxEmail as outbox, PASSWORD, signIn, variantInStock } from './accounts';

test.use({ viewport: { width: 1280, height: 900 } });

const SHIPPING_PROTECTION = 'gid://shopify/ProductVariant/9000000004';

async function createCart(input: Record<string, unknown>) {
  const data = await storefrontQuery<{
    cartCreate: {
      cart: {
        checkoutUrl: string;
        discountCodes: { code: string; applicable: boolean }[];
        cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
      };
    };
  }>(
    `mutation Cart($input: CartInput!) {
      cartCreate(input: $input) {
        cart { checkoutUrl discountCodes { code applicable } cost { subtotalAmount { amount } totalAmount { amount } } }
        userErrors { message }
      }
    }`,
    { input },
  );
  return data.cartCreate.cart;
}

/** The checkout page of a cart, on the checkout host as the site opens it. */
const onCheckoutHost = (checkoutUrl: string): string => {
  const url = new URL(checkoutUrl);
  return `http://checkout.localhost:${new URL(STOREFRONT).port}${url.pathname}${url.search}`;
};

test('order history at 1280 px: every tab in view, the tab kept on reload, items without shipping protection, the checkout’s steps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer('history');
  // One swimsuit with the shipping protection the site's cart adds, bought as the site would.
  const cart = await createCart({
    lines: [
      { merchandiseId: await variantInStock(), quantity: 1 },
      { merchandiseId: SHIPPING_PROTECTION, quantity: 1 },
    ],
    buyerIdentity: { customerAccessToken: customer.accessToken, countryCode: 'US' },
  });
  await page.goto(onCheckoutHost(cart.checkoutUrl));
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(customer.email);
  await fillContact(page, { firstName: 'Coral', lastName: 'Tester' });
  await fillAddress(page);
  const orderNumber = await payWithTestCard(page);
  const checkoutSteps = await page
    .locator('ol.steps > li')
    .evaluateAll((items) => items.map((item) => (item.firstChild?.textContent ?? '').trim()));
  expect(checkoutSteps.at(-1)).toBe('Delivered');

  const delivered = await fetch(`${STOREFRONT}/__admin/orders/${orderNumber}/advance?to=DELIVERED`, { method: 'POST' });
  expect(delivered.ok).toBe(true);

  await signIn(page, customer);
  await page.goto('/user-account/order-history/');
  const tablist = page.getByRole('tablist', { name: 'Orders by status' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  // Nothing clipped: the row does not scroll, and every tab lies inside it.
  expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const row = (await tablist.boundingBox())!;
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(row.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }

  await page.screenshot({ path: test.info().outputPath('order-history-1280.png') });
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card).toContainText('1 item');
  await expect(card).not.toContainText('2 items');

  await page.getByRole('tab', { name: /^Delivered/ }).click();
  await expect(page).toHaveURL(/\?tab=delivered$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Delivered/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('order-history-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/user-account/order-history/order-details/?order=${orderNumber}`);
  const steps = page.getByRole('list', { name: 'Tracking steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(checkoutSteps.length);
  const siteSteps = (await steps.allTextContents()).map((text) => text.split(' (')[0]?.trim());
  expect(siteSteps).toEqual(checkoutSteps);
  await expect(steps.last()).toContainText('Delivered (done)');
  await page.screenshot({ path: test.info().outputPath('order-details-1280.png'), fullPage: true });
});

test('signing in says who is signed in and where the account is', async ({ page }) => {
  const customer = await newCustomer('notice');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'Signed in as' });
  await expect(notice).toContainText(`Signed in as Coral Tester (${customer.email}).`);
  await page.screenshot({ path: test.info().outputPath('signed-in-notice-1280.png') });
  await notice.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/user-account\/$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('after five wrong passwords the shop says to wait, not to check the connection, and keeps what was typed', async ({ page, consoleErrors }) => {
  const customer = await newCustomer('throttled');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(customer.email);
  const alert = dialog.getByRole('alert');
  // The local storefront refuses an e-mail after five failures, as Shopify's login attempt limit does.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await dialog.getByLabel('Password', { exact: true }).fill(`not-it-${attempt}`);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toContainText('don’t match an account');
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  // Even the right password is refused now, and the shopper is told why.
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toContainText('Too many sign-in attempts for now. Please wait a few minutes, then try again.');
  await expect(alert).not.toContainText('reach Blue Bay Swim');
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(customer.email);
  // Only the refused sign-in itself is logged, for the developer.
  expect(consoleErrors.filter((text) => !text.startsWith('Sign-in failed'))).toEqual([]);
});

test('creating an account says the new account is signed in', async ({ page }) => {
  const email = `register-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('First name', { exact: true }).fill('Coral');
  await dialog.getByLabel('Last name', { exact: true }).fill('Tester');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'Signed in as' });
  await expect(notice).toContainText(`Your account is ready. Signed in as Coral Tester (${email}).`);
  await expect(notice.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/user-account/');
});

test('the activation e-mail and the activation page agree: a password is chosen there', async ({ page }) => {
  const customer = await newCustomer('activate');
  const email = await outbox(customer.email, 'activation');
  expect(email.text).toMatch(/choose your password/);
  expect(email.text).not.toMatch(/if you like|optional/i);
  await page.goto(email.links[0]!.url);
  await expect(page.getByRole('heading', { name: 'Activate your account', level: 1 })).toBeVisible();
  await expect(page.getByText(/Choose the password you’ll sign in with/)).toBeVisible();
  // The page does ask for one, as the e-mail says.
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Choose a password/);
});

test('a reset link already used says so on opening, before any password is typed', async ({ page }) => {
  const customer = await newCustomer('reset');
  await storefrontQuery(`mutation Recover($email: String!) { customerRecover(email: $email) { customerUserErrors { message } } }`, {
    email: customer.email,
  });
  const link = (await outbox(customer.email, 'reset')).links[0]!.url;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('sunny-pass2');
  await page.getByLabel('Confirm password', { exact: true }).fill('sunny-pass2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your new password is set' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});

test('signing out on an account page goes to the account home', async ({ page }) => {
  const customer = await newCustomer('signout');
  await signIn(page, customer);
  await page.goto('/user-account/change-password/');
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).last().getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user-account\/$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText(/Sign in to see change password/)).toHaveCount(0);

  // The header's menu does the same (signing out ended the first session on the server).
  await signIn(page, await newCustomer('signout-menu'));
  await page.goto('/user-account/shipping-address/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/user-account\/$/);
});

test('US, Canadian and Australian addresses need a state or province, chosen from a list', async ({ page }) => {
  const customer = await newCustomer('province');
  await signIn(page, customer);
  await page.goto('/user-account/shipping-address/');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Country', { exact: true }).selectOption('US');
  await dialog.getByLabel('Address', { exact: true }).fill('1 Ocean Drive');
  await dialog.getByLabel('City', { exact: true }).fill('Miami Beach');
  await dialog.getByLabel('ZIP code', { exact: true }).fill('33139');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  const state = dialog.getByLabel('State', { exact: true });
  await expect(state).toBeFocused();
  await expect(state).toHaveAccessibleDescription('Choose a state: addresses in this country need one');

  await dialog.getByLabel('Country', { exact: true }).selectOption('CA');
  await expect(dialog.getByLabel('Province', { exact: true }).locator('option', { hasText: 'Ontario' })).toHaveCount(1);
  await dialog.getByLabel('Country', { exact: true }).selectOption('AU');
  await expect(dialog.getByLabel('State', { exact: true }).locator('option', { hasText: 'New South Wales' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('address-state-1280.png') });

  await dialog.getByLabel('Country', { exact: true }).selectOption('US');
  await dialog.getByLabel('State', { exact: true }).selectOption({ label: 'Florida' });
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('Miami Beach, FL 33139');
});

/**
 * Classic accounts: setting the password by the activation link (customerActivate) signs every other
 * session out (https://shopify.dev/docs/api/storefront/latest/mutations/customerActivate returns a new
 * customerAccessToken; the local storefront revokes the others, as a password change does). The
 * desktop is not left guessing: the tab that finds its token refused says why, every other tab of the
 * browser follows at once with the same reason, and header and account page agree.
 */
test('activating the account on the phone signs the desktop out, and every tab says why', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customer = await newCustomer('elsewhere');
  await signIn(page, customer);
  await page.goto('/user-account/');
  await expect(page.getByText('Hi Coral!')).toBeVisible();
  // A second tab of the same browser, on another page.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/blue-bay-beach-club/');
  await hydrated(otherTab);
  await expect(otherTab.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The phone: the activation link from the welcome e-mail sets the password.
  const link = new URL((await outbox(customer.email, 'activation')).links[0]!.url);
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(`${link.pathname}${link.search}`);
    await phonePage.getByLabel('New password', { exact: true }).fill('phone-pass1');
    await phonePage.getByLabel('Confirm password', { exact: true }).fill('phone-pass1');
    await phonePage.getByRole('button', { name: 'Activate account' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  } finally {
    await phone.close();
  }

  // The desktop's next visit to the account finds its token refused: signed out, and told why.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'password was set or changed on another device' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: sign in or register' })).toBeVisible();
  // Said once: the form says it, the site-wide notice stays away.
  await expect(page.getByRole('status', { name: 'You are signed out' })).toHaveCount(0);

  // The other tab follows at once, with the same reason, without a reload.
  await expect(otherTab.getByRole('button', { name: 'Account: sign in or register' })).toBeVisible();
  const notice = otherTab.getByRole('status', { name: 'You are signed out' });
  await expect(notice).toContainText('activating your account or resetting your password');
  await notice.getByRole('button', { name: 'Dismiss the sign-out message' }).click();
  await expect(notice).toHaveCount(0);

  // Leaving the sign-in form: the message was told, and is not told again.
  await page.getByRole('link', { name: /Blue Bay Swim/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'You are signed out' })).toHaveCount(0);
  await otherTab.close();
});
