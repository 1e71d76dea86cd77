/**
 * The Beach Club as a real member meets it, against the local storefront:
 * - a new member starts at the welcome balance with no sample history, and the account pages state the
 *   same rules as the public club page (one table, the shop's `beach_club.rules` metafield);
 * - a real order in yen earns what the public page promises (BB bucks per US$1, at the shop's rate);
 * - redeeming hands out a reward code that applies once: a second use and a guest are refused, with
 *   the reason worded in the cart (Shopify answers `applicable: false` with a warning:
 *   https://shopify.dev/docs/api/storefront/latest/enums/CartWarningCode,
 *   DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED and DISCOUNT_ELIGIBLE_CUSTOMER_MISSING).
 * Screenshots at 1280×900 and 390×844.
 */
import type { Page } from '@playwright/test';
import { RATES_PER_USD } from '../../storefront-local/pricing/rates';
import { expect, STOREFRONT, storefrontQuery, test } from './fixtures';
import { fillAddress, fillContact, payWithTestCard } from './checkout';

const PASSWORD = 'beach-pass1';

interface Member {
  email: string;
  accessToken: string;
  expiresAt: string;
}

async function newMember(): Promise<Member> {
  const email = `club-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await storefrontQuery(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: { email, password: PASSWORD, firstName: 'Coral', lastName: 'Member' },
  });
  const login = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } } }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }`,
    { input: { email, password: PASSWORD } },
  );
  return { email, ...login.customerAccessTokenCreate.customerAccessToken };
}

/** A full-price item in stock outside the Glamz promo. */
async function fullPriceVariant(): Promise<string> {
  const { products } = await storefrontQuery<{
    products: { nodes: Array<{ productType: string; promo: { value: string } | null; variants: { nodes: Array<{ id: string; availableForSale: boolean; compareAtPrice: unknown }> } }> };
  }>('{ products(first: 60, sortKey: TITLE) { nodes { productType promo: metafield(namespace: "custom", key: "promo") { value } variants(first: 5) { nodes { id availableForSale compareAtPrice { amount } } } } } }');
  for (const product of products.nodes) {
    const variant = product.variants.nodes.find((v) => v.availableForSale && !v.compareAtPrice);
    if (!product.promo?.value && !['Gift Box', 'Gift Card'].includes(product.productType) && variant) return variant.id;
  }
  throw new Error('No full-price product in stock');
}

/** A cart in `country`, for the member when given, that the site opens as the shopper's own. */
async function siteCart(page: Page, country: string, member: Member | null): Promise<{ checkoutUrl: string }> {
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { id: string; checkoutUrl: string } } }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } } }`,
    {
      input: {
        buyerIdentity: { countryCode: country, ...(member ? { customerAccessToken: member.accessToken } : {}) },
        lines: [{ merchandiseId: await fullPriceVariant(), quantity: 2 }],
      },
    },
  );
  await page.addInitScript(
    ([id, countryCode]) => {
      localStorage.setItem('headless_channel_cart_id', id as string);
      localStorage.setItem('userCountry', JSON.stringify({ countryCode }));
    },
    [cartCreate.cart.id, country],
  );
  return cartCreate.cart;
}

const signIn = (page: Page, member: Member) =>
  page.addInitScript((session) => localStorage.setItem('bb_customer_access_token', session), JSON.stringify({ accessToken: member.accessToken, expiresAt: member.expiresAt }));

/** A table's rows as text, cell by cell. */
const rows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));

/** The public page's table whose first header cell is `first`. */
const pageTable = (page: Page, first: string) =>
  page
    .getByRole('main')
    .locator('table', { has: page.locator('th', { hasText: new RegExp(`^${first}$`) }) })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));

const count = (text: string): number => Number(text.replace(/[^\d]/g, ''));
const yen = (text: string): number => Number(text.replace(/[^\d]/g, ''));

async function enterCode(page: Page, code: string) {
  await page.goto('/my-cart/');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await main.getByRole('button', { name: 'Apply', exact: true }).click();
  return main.getByTestId('discount-message');
}

test('a member’s real order earns what the club promises, the pages agree, and a reward code works once and not for guests', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await newMember();
  await signIn(page, member);

  // A new member: the welcome balance, nothing fake, the club's rules.
  await page.goto('/user-account/blue-bay-beach-club/');
  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance).toContainText('1,500 BB bucks');
  await expect(page.getByRole('table', { name: 'Ways to earn' })).toBeVisible();
  await expect(page.getByText('No referrals yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/mock|preview|sample/i);
  const accountEarning = await rows(page, 'Ways to earn');
  const accountRewards = await rows(page, 'Rewards');
  await page.screenshot({ path: test.info().outputPath('club-home-1280.png'), fullPage: true });

  // The public page states the same rules, row for row.
  await page.goto('/blue-bay-beach-club/');
  expect(await pageTable(page, 'What you do')).toEqual(accountEarning);
  expect(await pageTable(page, 'Spend')).toEqual(accountRewards.map(([spend, what, code]) => [spend, what, code]));
  await page.screenshot({ path: test.info().outputPath('club-public-1280.png'), fullPage: true });
  const perUsd = /^(\d+) BB bucks per US\$1/.exec(accountEarning.find(([what]) => what?.startsWith('Shop'))?.[1] ?? '')?.[1];
  expect(perUsd, 'the rules say how much a dollar earns').toBeTruthy();

  // History begins with the account, with nothing from before it.
  await page.goto('/user-account/blue-bay-beach-club/rewards-history/');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Welcome to the Blue Bay Beach Club .* \+1,500/ })).toBeVisible();

  // Redeem 10% off: asked first, then the code.
  await page.goto('/user-account/blue-bay-beach-club/my-rewards/');
  await page.getByRole('button', { name: 'Redeem 10% off your next order for 500 BB bucks' }).click();
  await page.getByRole('dialog', { name: 'Redeem this reward?' }).getByRole('button', { name: 'Yes, redeem' }).click();
  await expect(balance).toContainText('1,000 BB bucks');
  const code = (await page.getByRole('status').filter({ hasText: 'Your code is' }).locator('strong').textContent())?.trim() ?? '';
  expect(code).toBe(accountRewards[0]?.[2]);

  // A real order in yen with the code, from the site's cart.
  const cart = await siteCart(page, 'JP', member);
  const said = await enterCode(page, code);
  await expect(said).toHaveText(new RegExp(`^${code} applied — you save ¥[\\d,]+\\.$`));
  await page.goto(`http://checkout.localhost:${new URL(STOREFRONT).port}${new URL(cart.checkoutUrl).pathname}${new URL(cart.checkoutUrl).search}`);
  await expect(page.getByRole('complementary')).toContainText(`Discount (${code})`);
  await fillContact(page, { firstName: 'Coral', lastName: 'Member' });
  await fillAddress(page, { address: '1-1 Chiyoda', city: 'Tokyo', province: 'Tokyo', zip: '100-0001', country: 'JP' });
  const orderNumber = await payWithTestCard(page, 'Coral Member');

  // What it earned: the items after the discount, in whole US dollars at the shop's rate.
  await page.goto(`/user-account/order-history/order-details/?order=${orderNumber}`);
  const totals = page.getByRole('region', { name: 'Items' }).locator('dl');
  const row = (label: RegExp) => totals.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const items = yen(await row(/^Subtotal$/).innerText()) - yen(await row(/^Discount · /).innerText());
  const earned = Math.floor(items / RATES_PER_USD.JPY! + 1e-9) * Number(perUsd);
  expect(earned).toBeGreaterThan(0);
  await page.goto('/user-account/blue-bay-beach-club/rewards-history/');
  const orderRow = page.getByRole('row', { name: new RegExp(`Order #${orderNumber} `) });
  await expect(orderRow).toContainText(`+${earned.toLocaleString('en-US')}`);
  expect(count(await balance.locator('strong').innerText())).toBe(1000 + earned);
  await expect(page.getByRole('row', { name: /Redeemed: 10% off your next order .* −500/ })).toBeVisible();

  // The same code again: refused, and the cart says why.
  await siteCart(page, 'JP', member);
  const again = await enterCode(page, code);
  await expect(again).toHaveText(`You’ve already used ${code}: it works once per customer.`);

  // A guest: refused, and told to sign in.
  const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await siteCart(guest, 'US', null);
  const guestSaid = await enterCode(guest, code);
  await expect(guestSaid).toHaveText(`${code} is for particular customers only. If it was sent to you, sign in and try again.`);
  await guest.close();

  // The phone look of the club's pages, loaded: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const total = `${(1000 + earned).toLocaleString('en-US')} BB bucks`;
  const loaded: Record<string, () => Promise<void>> = {
    'club-home': () => expect(page.getByRole('table', { name: 'Rewards' })).toBeVisible(),
    'my-rewards': () => expect(page.getByText(`your code is ${code}. It works once.`, { exact: false })).toBeVisible(),
    'rewards-history': () => expect(page.getByRole('row', { name: new RegExp(`Order #${orderNumber} `) })).toBeVisible(),
    'past-rewards': () => expect(page.getByRole('row', { name: new RegExp(`10% off your next order ${code}`) })).toBeVisible(),
    'club-public': () => expect(page.getByRole('heading', { name: 'Rewards' })).toBeVisible(),
  };
  for (const [path, name] of [
    ['/user-account/blue-bay-beach-club/', 'club-home'],
    ['/user-account/blue-bay-beach-club/my-rewards/', 'my-rewards'],
    ['/user-account/blue-bay-beach-club/rewards-history/', 'rewards-history'],
    ['/user-account/blue-bay-beach-club/past-rewards/', 'past-rewards'],
    ['/blue-bay-beach-club/', 'club-public'],
  ] as const) {
    await page.goto(path);
    await loaded[name]!();
    if (name !== 'past-rewards' && name !== 'club-public') await expect(balance).toContainText(total);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  }
});
