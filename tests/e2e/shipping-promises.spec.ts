/**
 * The shop never contradicts itself: what the Shipping and tariffs pages state (rate, free-shipping
 * threshold, duty and VAT/GST rules), read as a shopper reads them, is what the hosted checkout
 * charges for a cart below and above the threshold, in six countries and their currencies. Duties
 * paid destinations show Duties and tax as separate lines, as the tariffs page says; the rest shows
 * neither. The discount page's stated percentage is compared with the checkout's discount line in
 * its own case, for the discount terms to extend.
 */
import type { Page } from '@playwright/test';
import { expect, sizesInStock, storefrontQuery, test, type SizeInStock } from './fixtures';

interface Shopper {
  country: string;
  /** The destination as the pages name it. */
  destination: string;
  currency: string;
  /** The country as the EU VAT list names it. */
  vatName?: string;
}

const SHOPPERS: readonly Shopper[] = [
  { country: 'US', destination: 'United States', currency: 'USD' },
  { country: 'GB', destination: 'United Kingdom', currency: 'GBP' },
  { country: 'DE', destination: 'European Union', currency: 'EUR', vatName: 'Germany' },
  { country: 'AU', destination: 'Australia', currency: 'AUD' },
  { country: 'CA', destination: 'Canada', currency: 'CAD' },
  { country: 'JP', destination: 'Rest of the world', currency: 'JPY' },
];

const SYMBOLS: ReadonlyArray<[string, string]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['A$', 'AUD'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
];
const DIGITS: Readonly<Record<string, number>> = { JPY: 0 };

/** "£9.95", "US$100", "CA$1,234.50", "¥3,600", "GBP £107.40" → currency and minor units. */
function money(text: string): { currency: string; minor: number } {
  const trimmed = text.trim().replace(/^[A-Z]{3}\s+/, '');
  const match = SYMBOLS.find(([symbol]) => trimmed.startsWith(symbol));
  if (!match) throw new Error(`Not an amount: "${text}"`);
  const value = Number(trimmed.slice(match[0].length).replace(/,/g, ''));
  if (Number.isNaN(value)) throw new Error(`Not an amount: "${text}"`);
  return { currency: match[1], minor: Math.round(value * 10 ** (DIGITS[match[1]] ?? 2)) };
}

interface Stated {
  rate: number;
  freeFrom: number;
  /** Duties paid: the tax's name and rate, the duty's rate and the value it applies over. */
  ddp: { taxName: string; taxPercent: number; dutyPercent: number; dutyOver: number } | null;
}

/** What the Shipping and tariffs pages state for the shopper's destination, in the shopper's currency. */
async function readPromises(page: Page, shopper: Shopper): Promise<Stated> {
  await page.goto('/shipping-and-order-information/');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: shopper.destination, exact: true }) });
  const standard = rows.first();
  await expect(standard).toBeVisible();
  // Columns by their headings, as a reader finds them.
  const headings = await page.locator('main table').first().getByRole('columnheader').allInnerTexts();
  const cells = await standard.getByRole('cell').allInnerTexts();
  let rate = money(cells[headings.indexOf('Cost')]!);
  let freeFrom = money(cells[headings.indexOf('Free from')]!);
  if (rate.currency !== shopper.currency) {
    // Stated in another currency: the shopper opens "Rates in your currency" and finds theirs.
    await page.getByText('Rates in your currency', { exact: true }).click();
    const own = page.getByRole('row').filter({ hasText: `(${shopper.currency})` }).filter({ has: page.getByRole('cell', { name: shopper.destination, exact: true }) });
    await expect(own).toBeVisible();
    const localHeadings = await page.locator('main details table').getByRole('columnheader').allInnerTexts();
    const local = await own.getByRole('cell').allInnerTexts();
    rate = money(local[localHeadings.indexOf('Standard')]!);
    freeFrom = money(local[localHeadings.indexOf('Standard free from')]!);
  }
  expect(rate.currency).toBe(shopper.currency);
  expect(freeFrom.currency).toBe(shopper.currency);

  await page.goto('/tariffs/');
  const lists = page.locator('main li').filter({ hasText: `${shopper.destination}:` });
  const rule = shopper.destination === 'United States' || shopper.destination === 'Rest of the world' ? null : await lists.first().innerText();
  if (!rule) {
    // No bullet under "Duties paid": the page's own words for these destinations.
    const body = await page.locator('main').innerText();
    if (shopper.country === 'US') expect(body).toContain("You won't pay import duties or tariffs on your order");
    else expect(body).toContain('Orders to all other countries are shipped DDU, Delivered Duty Unpaid');
    return { rate: rate.minor, freeFrom: freeFrom.minor, ddp: null };
  }
  const tax = shopper.vatName
    ? new RegExp(`(VAT|GST) at your country's rate \\(.*${shopper.vatName} (\\d+(?:\\.\\d+)?)%`).exec(rule)
    : /(VAT|GST) at (\d+(?:\.\d+)?)%/.exec(rule);
  const duty = /import duty of (\d+(?:\.\d+)?)% on items worth more than (\S+) after discounts/.exec(rule);
  expect(tax, `the tariffs page states the tax for ${shopper.destination}: "${rule}"`).not.toBeNull();
  expect(duty, `the tariffs page states the duty for ${shopper.destination}: "${rule}"`).not.toBeNull();
  const dutyOver = money(duty![2]!);
  expect(dutyOver.currency).toBe(shopper.currency);
  return { rate: rate.minor, freeFrom: freeFrom.minor, ddp: { taxName: tax![1]!, taxPercent: Number(tax![2]), dutyPercent: Number(duty![1]), dutyOver: dutyOver.minor } };
}

interface Line {
  merchandiseId: string;
  quantity: number;
}

async function createCart(country: string, lines: Line[], discountCodes: string[] = []) {
  const data = await storefrontQuery<{ cartCreate: { cart: { checkoutUrl: string; lines: { nodes: { merchandise: { id: string }; cost: { amountPerQuantity: { amount: string; currencyCode: string } } }[] } } } }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl lines(first: 20) { nodes { merchandise { ... on ProductVariant { id } } cost { amountPerQuantity { amount currencyCode } } } } } } }`,
    { input: { buyerIdentity: { countryCode: country }, lines, discountCodes } },
  );
  return data.cartCreate.cart;
}

/** Unit prices of the picked sizes in the shopper's currency (minor units), as the cart prices them. */
async function unitPrices(shopper: Shopper, sizes: SizeInStock[]): Promise<Map<string, number>> {
  const cart = await createCart(shopper.country, sizes.map((s) => ({ merchandiseId: s.variantId, quantity: 1 })));
  return new Map(
    cart.lines.nodes.map((line) => {
      expect(line.cost.amountPerQuantity.currencyCode).toBe(shopper.currency);
      return [line.merchandise.id, Math.round(Number(line.cost.amountPerQuantity.amount) * 10 ** (DIGITS[shopper.currency] ?? 2))];
    }),
  );
}

/** Adds units of the sizes in turn until the items reach `target` (or pass it, `strictly`). */
function linesReaching(sizes: SizeInStock[], prices: Map<string, number>, target: number, strictly: boolean): { lines: Line[]; value: number } {
  const quantities = new Map<string, number>();
  let value = 0;
  for (let i = 0; strictly ? value <= target : value < target; i++) {
    const size = sizes[i % sizes.length]!;
    if ((quantities.get(size.variantId) ?? 0) >= (size.left ?? 99)) throw new Error('Not enough stock to reach the threshold');
    quantities.set(size.variantId, (quantities.get(size.variantId) ?? 0) + 1);
    value += prices.get(size.variantId)!;
  }
  return { lines: [...quantities].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })), value };
}

/** The checkout summary's rows as label → amount (minor units), "Free" as 0. */
async function checkoutSummary(page: Page, checkoutUrl: string, currency: string): Promise<Map<string, number>> {
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const rows = page.getByRole('complementary').locator('.totals > div');
  const result = new Map<string, number>();
  for (const row of await rows.all()) {
    const [label, amount] = await row.locator('span').allInnerTexts();
    if (amount === 'Free') {
      result.set(label!, 0);
      continue;
    }
    const parsed = money(amount!.replace(/^−/, ''));
    expect(parsed.currency, `${label} is charged in the shopper's currency`).toBe(currency);
    result.set(label!, parsed.minor);
  }
  return result;
}

const percentOf = (minor: number, percent: number) => Math.round((minor * percent) / 100);

for (const [label, device] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`${label}: the Shipping and tariffs pages are what checkout charges`, () => {
    test.use(device);
    // Each shopper reads two pages and opens three checkouts.
    test.describe.configure({ timeout: 120_000 });

    for (const shopper of label === 'phone' ? SHOPPERS : SHOPPERS.filter((s) => s.country === 'GB' || s.country === 'JP')) {
      test(`${shopper.country}: rate below the free-shipping threshold, free from it, duties and taxes as stated`, async ({ page }) => {
        const stated = await readPromises(page, shopper);
        const sizes = await sizesInStock(4, { minLeft: 6 });
        const prices = await unitPrices(shopper, sizes);

        const cheapest = sizes.reduce((a, b) => (prices.get(a.variantId)! <= prices.get(b.variantId)! ? a : b));
        const carts = [
          { name: 'below the threshold', lines: [{ merchandiseId: cheapest.variantId, quantity: 1 }], value: prices.get(cheapest.variantId)! },
          { name: 'at the threshold', ...linesReaching(sizes, prices, stated.freeFrom, false) },
        ];
        expect(carts[0]!.value, 'one item is below the free-shipping threshold').toBeLessThan(stated.freeFrom);
        if (stated.ddp && stated.ddp.dutyOver / Math.max(...prices.values()) < 20) {
          carts.push({ name: 'over the duty threshold', ...linesReaching(sizes, prices, stated.ddp.dutyOver, true) });
        }

        for (const cart of carts) {
          const { checkoutUrl } = await createCart(shopper.country, cart.lines);
          const summary = await checkoutSummary(page, checkoutUrl, shopper.currency);
          const items = summary.get('Subtotal')!;
          expect(items, cart.name).toBe(cart.value);
          const shipping = items >= stated.freeFrom ? 0 : stated.rate;
          expect(summary.get('Shipping'), `shipping ${cart.name}`).toBe(shipping);
          let total = items + shipping;
          if (stated.ddp) {
            const duties = items > stated.ddp.dutyOver ? percentOf(items, stated.ddp.dutyPercent) : 0;
            const tax = percentOf(items + shipping + duties, stated.ddp.taxPercent);
            expect(summary.get('Duties'), `duties ${cart.name}`).toBe(duties);
            expect(summary.get(`${stated.ddp.taxName} (${stated.ddp.taxPercent}%)`), `${stated.ddp.taxName} ${cart.name}`).toBe(tax);
            total += duties + tax;
          } else {
            expect([...summary.keys()].filter((k) => /Duties|VAT|GST|Tax/.test(k)), 'no duties or taxes where the pages say none are charged').toEqual([]);
          }
          expect(summary.get('Total'), `total ${cart.name}`).toBe(total);
          const totalText = (await page.getByRole('complementary').locator('.total span').last().innerText()).replace(/^[A-Z]{3}\s+/, '');
          await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveText(`Pay now ${totalText}`);
        }
      });
    }
  });
}

test.describe('the discount pages are what checkout takes off', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the student discount page’s percentage comes off full-price items at checkout', async ({ page }) => {
    await page.goto('/student-discount/');
    const stated = /(\d+)% off full-price/.exec(await page.locator('main').innerText());
    expect(stated, 'the page states the percentage').not.toBeNull();
    const percent = Number(stated![1]);

    // Full-price sizes (no compare-at price): what the stated terms cover.
    const sizes = await sizesInStock(6, { minLeft: 2 });
    const data = await storefrontQuery<{ nodes: ({ id: string; compareAtPrice: { amount: string } | null } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { id compareAtPrice { amount } } } }',
      { ids: sizes.map((s) => s.variantId) },
    );
    const fullPrice = sizes.filter((s) => data.nodes.some((n) => n?.id === s.variantId && !n.compareAtPrice)).slice(0, 2);
    expect(fullPrice.length).toBeGreaterThan(0);
    const { checkoutUrl } = await createCart('US', fullPrice.map((s) => ({ merchandiseId: s.variantId, quantity: 1 })));
    await page.goto(checkoutUrl);
    await page.getByLabel('Discount code').fill('STUDENT30');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('complementary')).toContainText('Discount (STUDENT30)');
    const summary = await checkoutSummary(page, page.url(), 'USD');
    expect(summary.get('Discount (STUDENT30)')).toBe(percentOf(summary.get('Subtotal')!, percent));
  });
});
