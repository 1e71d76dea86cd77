/**
 * Discount codes keep their own terms, in the browser against the local storefront.
 * - STUDENT30 is for full-price items only: on a FINAL SALE item it is not applied and the cart says
 *   why in words; with a full-price item beside it, 30% comes off that item only.
 * - Every page that advertises a code states its terms; each stated term is checked against what the
 *   local cart charges for a cart that tests it. A code that cannot apply answers `applicable: false`
 *   with a DISCOUNT_NO_ENTITLED_LINE_ITEMS warning
 *   (https://shopify.dev/changelog/add-warnings-for-discount-codes,
 *   https://shopify.dev/docs/api/storefront/latest/enums/CartWarningCode). Carts belong to a signed-in
 *   member (the Beach Club's codes are for members); a members-only code is refused to a guest
 *   (DISCOUNT_ELIGIBLE_CUSTOMER_MISSING) and a once-per-customer code to a member who paid with it
 *   (DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED).
 */
import type { Page } from '@playwright/test';
import { expect, STOREFRONT, storefrontQuery, test } from './fixtures';
import { fillAddress, fillContact, payWithTestCard } from './checkout';

interface Item {
  id: string;
  title: string;
  handle: string;
  cents: number;
}
type Kind =
  | 'full-price'
  | 'full-price 2'
  | 'bikini set'
  | 'bikini set 2'
  | 'sale items'
  | 'final-sale items'
  | 'gift boxes'
  | 'gift cards'
  | 'Shipping Protection';

interface ProductNode {
  title: string;
  handle: string;
  productType: string;
  isGiftCard: boolean;
  finalSale: { value: string } | null;
  promo: { value: string } | null;
  variants: { nodes: Array<{ id: string; availableForSale: boolean; price: { amount: string }; compareAtPrice: { amount: string } | null }> };
}

/** One item of each kind the codes' terms name, from the local catalogue. */
async function itemsByKind(): Promise<Record<Kind, Item>> {
  const found: Partial<Record<Kind, Item>> = {};
  let after: string | null = null;
  for (let page = 0; page < 8; page++) {
    const answer: { products: { nodes: ProductNode[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } = await storefrontQuery(
      `query ($after: String) { products(first: 250, after: $after, sortKey: TITLE) {
        nodes { title handle productType isGiftCard
          finalSale: metafield(namespace: "custom", key: "final_sale") { value }
          promo: metafield(namespace: "custom", key: "promo") { value }
          variants(first: 10) { nodes { id availableForSale price { amount } compareAtPrice { amount } } } }
        pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    const { products } = answer;
    for (const product of products.nodes) {
      const variant = product.variants.nodes.find((v) => v.availableForSale);
      if (!variant || product.promo?.value) continue;
      const item = { id: variant.id, title: product.title, handle: product.handle, cents: Math.round(Number(variant.price.amount) * 100) };
      const onSale = variant.compareAtPrice !== null;
      const finalSale = product.finalSale?.value === 'true';
      const kind: Kind | null = product.isGiftCard
        ? 'gift cards'
        : product.productType === 'Gift Box'
          ? onSale
            ? null
            : 'gift boxes'
          : finalSale
            ? 'final-sale items'
            : onSale
              ? 'sale items'
              : product.productType === 'Bikini Set'
                ? found['bikini set']
                  ? 'bikini set 2'
                  : 'bikini set'
                : found['full-price']
                  ? 'full-price 2'
                  : 'full-price';
      if (kind && !found[kind]) found[kind] = item;
    }
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  // The shop's automatic Shipping Protection line (GATSBY_SHIPPING_PROTECTION_VARIANT_ID's default).
  found['Shipping Protection'] = { id: 'gid://shopify/ProductVariant/9000000004', title: 'Shipping Protection', handle: '', cents: 0 };
  const { node } = await storefrontQuery<{ node: { price: { amount: string } } }>(`{ node(id: "gid://shopify/ProductVariant/9000000004") { ... on ProductVariant { price { amount } } } }`);
  found['Shipping Protection'].cents = Math.round(Number(node.price.amount) * 100);
  for (const kind of ['full-price', 'full-price 2', 'bikini set', 'bikini set 2', 'sale items', 'final-sale items', 'gift boxes', 'gift cards'] as const) {
    if (!found[kind]) throw new Error(`The local catalogue has no ${kind} in stock`);
  }
  return found as Record<Kind, Item>;
}

interface Charged {
  applicable: Record<string, boolean>;
  /** Per line, in cents, what the codes took off it. */
  lineOff: number[];
  orderOff: number;
  gross: number;
  total: number;
  warnings: Array<{ code: string; target: string }>;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The signed-in member the carts below belong to (the Beach Club's codes are for members): carts are
 * never checked out, so no once-per-customer code is used up by them.
 */
let memberToken: string | null = null;

/** A new member's customer access token (customerCreate, customerAccessTokenCreate). */
async function newMemberToken(label: string): Promise<{ email: string; token: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await storefrontQuery(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email, password: 'beach-pass1' } });
  const login = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: 'beach-pass1' } },
  );
  return { email, token: login.customerAccessTokenCreate.customerAccessToken.accessToken };
}

/** What the local cart charges for these items with these codes (the member's cart, or a guest's when `token` is null). */
async function charge(items: Item[], codes: string[], token: string | null = memberToken): Promise<Charged & { checkoutUrl: string }> {
  const { cartCreate } = await storefrontQuery<{
    cartCreate: {
      cart: {
        checkoutUrl: string;
        discountCodes: Array<{ code: string; applicable: boolean }>;
        discountAllocations: Array<{ discountedAmount: { amount: string } }>;
        lines: { nodes: Array<{ cost: { subtotalAmount: { amount: string } }; discountAllocations: Array<{ discountedAmount: { amount: string } }> }> };
        cost: { totalAmount: { amount: string } };
      };
      warnings: Array<{ code: string; target: string }>;
    };
  }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) {
      cart {
        checkoutUrl
        discountCodes { code applicable }
        discountAllocations { discountedAmount { amount } }
        lines(first: 10) { nodes { cost { subtotalAmount { amount } } discountAllocations { discountedAmount { amount } } } }
        cost { totalAmount { amount } }
      }
      warnings { code target }
    } }`,
    {
      input: {
        buyerIdentity: { countryCode: 'US', ...(token ? { customerAccessToken: token } : {}) },
        lines: items.map((i) => ({ merchandiseId: i.id, quantity: 1 })),
        discountCodes: codes,
      },
    },
  );
  const { cart, warnings } = cartCreate;
  const sum = (list: Array<{ discountedAmount: { amount: string } }>) => list.reduce((s, a) => s + cents(a.discountedAmount.amount), 0);
  return {
    applicable: Object.fromEntries(cart.discountCodes.map((c) => [c.code, c.applicable])),
    lineOff: cart.lines.nodes.map((l) => sum(l.discountAllocations)),
    orderOff: sum(cart.discountAllocations),
    gross: cart.lines.nodes.reduce((s, l) => s + cents(l.cost.subtotalAmount.amount), 0),
    total: cents(cart.cost.totalAmount.amount),
    warnings,
    checkoutUrl: cart.checkoutUrl,
  };
}

const pct = (minor: number, percent: number) => Math.round((minor * percent) / 100);
/** The codes the shop hands out (README): every one a page might say a code does or does not combine with. */
const SHOP_CODES = ['STUDENT30', 'WELCOME10', 'BLUEBAY15', 'BBCLUB10', 'BBCLUB20', 'BBFRIEND20', 'FALLSETS'];
const EXCLUDABLE: readonly Kind[] = ['sale items', 'final-sale items', 'gift boxes', 'gift cards', 'Shipping Protection'];

/** What the checks of one code share: the items it entitles (from its first term) and whether today is in its dates. */
interface CodeContext {
  /** Items the code applies to together (two of them, for codes that need two). */
  base: Item[];
  /** The code covers every kind of item (not only some product types). */
  anyItem: boolean;
  active: boolean;
  /** For terms only an order can show (one use per customer): paid on a page of its own. */
  page: Page;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "1 September 2026" as that day in the shop's time zone (Pacific), start or end. */
function pacificDay(text: string, end: boolean): number {
  const [day, month, year] = text.split(' ');
  const utc = Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day) + (end ? 1 : 0));
  // Pacific is 7 or 8 hours behind UTC; the later offset keeps a boundary inside the shop's day.
  return utc + (end ? 7 : 8) * 3_600_000;
}

/** Checks one stated term of `code` against the cart's charges; a term it cannot read fails the test. */
async function checkTerm(code: string, term: string, items: Record<Kind, Item>, ctx: CodeContext): Promise<void> {
  let match: RegExpExecArray | null;
  if ((match = /^(\d+)% off each full-price (item|bikini set)\.$/.exec(term))) {
    const percent = Number(match[1]);
    ctx.anyItem = match[2] === 'item';
    ctx.base = ctx.anyItem ? [items['full-price'], items['full-price 2']] : [items['bikini set'], items['bikini set 2']];
    if (!ctx.active) return;
    const charged = await charge(ctx.base, [code]);
    expect(charged.applicable[code], term).toBe(true);
    expect(charged.lineOff, term).toEqual(ctx.base.map((i) => pct(i.cents, percent)));
    expect(charged.orderOff, term).toBe(0);
    if (!ctx.anyItem) {
      // Any other item beside them keeps its price.
      const mixed = await charge([...ctx.base, items['full-price']], [code]);
      expect(mixed.lineOff[2], `${term}: nothing off another item`).toBe(0);
    }
    return;
  }
  const full = items['full-price'];
  if ((match = /^(\d+)% off the full-price items in the order\.$/.exec(term))) {
    ctx.base = [full];
    const charged = await charge([full, items['sale items']], [code]);
    expect(charged.orderOff, term).toBe(pct(full.cents, Number(match[1])));
    expect(charged.total, term).toBe(charged.gross - charged.orderOff);
  } else if ((match = /^(\d+)% off the items in the order, sale items included\.$/.exec(term))) {
    ctx.base = [full];
    const charged = await charge([full, items['sale items']], [code]);
    expect(charged.orderOff, term).toBe(pct(full.cents + items['sale items'].cents, Number(match[1])));
  } else if ((match = /^Not valid on (.+)\.$/.exec(term))) {
    const named = match[1]!.split(/, | or /);
    for (const name of named) expect(EXCLUDABLE, `${term}: "${name}"`).toContain(name);
    if (!ctx.active) return;
    const alone = await charge(ctx.base, [code]);
    for (const kind of EXCLUDABLE) {
      const excluded = named.includes(kind);
      const only = await charge([items[kind]], [code]);
      if (excluded) {
        // On its own: no saving and a warning saying no item is entitled.
        expect(only.applicable[code], `${code} on ${kind} only`).toBe(false);
        expect(only.total, `${code} on ${kind} only`).toBe(only.gross);
        expect(only.warnings, `${code} on ${kind} only`).toEqual([{ code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS', target: code }]);
        // Beside the items it applies to: the code saves exactly what it saves on those alone.
        const mixed = await charge([...ctx.base, items[kind]], [code]);
        expect(mixed.gross - mixed.total, `${code} on its items and ${kind}`).toBe(alone.gross - alone.total);
        expect(mixed.lineOff[ctx.base.length], `${code}: nothing off the ${kind} line`).toBe(0);
      } else if (ctx.anyItem) {
        expect(only.applicable[code], `${code} on ${kind} only`).toBe(true);
        expect(only.gross - only.total, `${code} on ${kind} only`).toBeGreaterThan(0);
      }
    }
  } else if ((match = /^Only when the order has (\d+) or more of them\.$/.exec(term))) {
    const needed = Number(match[1]);
    expect(ctx.base.length, term).toBe(needed);
    if (!ctx.active) return;
    const fewer = await charge(ctx.base.slice(0, needed - 1), [code]);
    expect(fewer.applicable[code], `${code} with ${needed - 1}`).toBe(false);
    expect(fewer.warnings, `${code} with ${needed - 1}`).toEqual([{ code: 'DISCOUNT_QUANTITY_NOT_IN_RANGE', target: code }]);
    expect((await charge(ctx.base, [code])).applicable[code], `${code} with ${needed}`).toBe(true);
  } else if (/^For Beach Club members: sign in to your account to use it\.$/.test(term)) {
    if (!ctx.active) return;
    const guest = await charge(ctx.base, [code], null);
    expect(guest.applicable[code], `${code} for a guest`).toBe(false);
    expect(guest.total, `${code} for a guest`).toBe(guest.gross);
    expect(guest.warnings, `${code} for a guest`).toEqual([{ code: 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING', target: code }]);
  } else if (/^One use per customer\.$/.test(term)) {
    if (!ctx.active) return;
    // A member of their own pays for an order with the code; their next cart is refused it.
    const buyer = await newMemberToken('once');
    const first = await charge(ctx.base, [code], buyer.token);
    expect(first.applicable[code], `${code} the first time`).toBe(true);
    const checkout = await ctx.page.context().newPage();
    const url = new URL(first.checkoutUrl);
    await checkout.goto(`http://checkout.localhost:${new URL(STOREFRONT).port}${url.pathname}${url.search}`);
    await fillContact(checkout, { firstName: 'Coral', lastName: 'Once' });
    await fillAddress(checkout);
    await payWithTestCard(checkout, 'Coral Once');
    await checkout.close();
    const again = await charge(ctx.base, [code], buyer.token);
    expect(again.applicable[code], `${code} the second time`).toBe(false);
    expect(again.total, `${code} the second time`).toBe(again.gross);
    expect(again.warnings, `${code} the second time`).toEqual([{ code: 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', target: code }]);
  } else if ((match = /^Valid from (\d+ \w+ \d{4}) until (\d+ \w+ \d{4})\.$/.exec(term))) {
    const now = Date.now();
    // Away from the boundaries (a few hours either side), today is in or out of the dates without doubt.
    const inside = now > pacificDay(match[1]!, false) && now < pacificDay(match[2]!, true);
    if (!inside) {
      const charged = await charge(ctx.base, [code]);
      expect(charged.applicable[code], `${code} outside its dates`).toBe(false);
      expect(charged.warnings, `${code} outside its dates`).toEqual([{ code: 'DISCOUNT_CURRENTLY_INACTIVE', target: code }]);
    }
    expect(ctx.active, `${code}: the page's dates and the cart agree on today`).toBe(inside);
  } else if (/^Can’t be combined with other discount codes\.$/.test(term)) {
    if (!ctx.active) return;
    for (const other of SHOP_CODES.filter((c) => c !== code)) {
      const charged = await charge(ctx.base, [code, other]);
      expect(Object.values(charged.applicable).filter(Boolean).length, `${code} with ${other}`).toBeLessThanOrEqual(1);
    }
  } else if ((match = /^Can be combined with (.+) only\.$/.exec(term))) {
    const partners = match[1]!.split(/, | and /);
    for (const other of SHOP_CODES.filter((c) => c !== code)) {
      const charged = await charge(ctx.base, [code, other]);
      const both = charged.applicable[code] === true && charged.applicable[other] === true;
      expect(both, `${code} with ${other}`).toBe(partners.includes(other));
    }
  } else {
    throw new Error(`${code}: a stated term this test cannot check against the cart: "${term}"`);
  }
}

/** Each "Terms of code X:" block on the page: the code and its list of terms. */
async function statedTerms(page: Page): Promise<Array<{ code: string; terms: string[] }>> {
  return page.locator('main p', { hasText: /^Terms of code [A-Z0-9]+:$/ }).evaluateAll((paragraphs) =>
    paragraphs.map((p) => ({
      code: /Terms of code ([A-Z0-9]+):/.exec(p.textContent ?? '')![1]!,
      terms: Array.from(p.nextElementSibling?.tagName === 'UL' ? p.nextElementSibling.querySelectorAll(':scope > li') : []).map((li) => li.textContent?.trim() ?? ''),
    })),
  );
}

test.describe('what the pages say is what the cart charges', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const PAGES: Array<[string, string[]]> = [
    ['/student-discount/', ['STUDENT30']],
    ['/welcome-to-bb/', ['WELCOME10']],
    ['/newsletter-sign-up/', ['WELCOME10']],
    ['/newsletter-sign-up-uk/', ['WELCOME10']],
    ['/newsletter-sign-up-us/', ['WELCOME10']],
    ['/blue-bay-beach-club/', ['BBFRIEND20', 'BBCLUB10', 'BBCLUB20']],
    ['/fall-sets-terms-conditions/', ['FALLSETS']],
  ];

  test('every term stated on the Student, welcome, newsletter, Beach Club and Fall Sets pages holds in the cart', async ({ page, consoleErrors }) => {
    test.setTimeout(300_000);
    memberToken = (await newMemberToken('terms')).token;
    const items = await itemsByKind();
    for (const [path, codes] of PAGES) {
      await page.goto(path);
      const blocks = await statedTerms(page);
      expect(blocks.map((b) => b.code), path).toEqual(codes);
      for (const { code, terms } of blocks) {
        expect(terms.length, `${path} ${code}`).toBeGreaterThanOrEqual(3);
        // Whether the cart takes the code today at all (a dated code is refused outside its dates).
        const today = await charge([items['full-price'], items['full-price 2'], items['bikini set'], items['bikini set 2']], [code]);
        const ctx: CodeContext = { base: [items['full-price']], anyItem: true, active: !today.warnings.some((w) => w.code === 'DISCOUNT_CURRENTLY_INACTIVE'), page };
        for (const term of terms) await checkTerm(code, term, items, ctx);
        // The headline percentage elsewhere on the page is the code's.
        const percent = /^(\d+)% off/.exec(terms[0]!)![1];
        await expect(page.getByRole('main')).toContainText(`${percent}% off`);
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});

const layouts = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

/** A cart made through the Storefront API, stored as the shopper's cart before the page loads. */
async function storeCart(page: Page, lines: Item[]): Promise<void> {
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { id: string } } }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
    { input: { buyerIdentity: { countryCode: 'US' }, lines: lines.map((l) => ({ merchandiseId: l.id, quantity: 1 })) } },
  );
  await page.addInitScript((id) => localStorage.setItem('headless_channel_cart_id', id), cartCreate.cart.id);
}

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const REASON = 'STUDENT30 doesn’t apply to any item in your cart. Its terms leave out items such as sale items, final-sale items or gift cards.';

for (const layout of layouts) {
  test.describe(`STUDENT30 in the cart (${layout.name})`, () => {
    test.use(layout.use);

    test('on a FINAL SALE item it is not applied, the cart says why, and nothing comes off', async ({ page, consoleErrors }) => {
      const items = await itemsByKind();
      const sale = items['final-sale items'];
      await storeCart(page, [sale]);

      await page.goto('/my-cart/');
      const main = page.getByRole('main');
      await expect(main.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
      const field = main.getByRole('textbox', { name: 'Discount code' });
      await field.fill('STUDENT30');
      await main.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(main.getByTestId('discount-message')).toHaveText(REASON);
      await expect(field).toHaveValue('STUDENT30');
      await expect(main.getByRole('list', { name: 'Discount codes' })).toHaveCount(0);
      const summary = main.getByRole('complementary', { name: 'Order summary' });
      // No order discount: the subtotal is what the shopper pays before shipping, at full price.
      await expect(summary.getByText('Subtotal', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(usd(sale.cents));
      await expect(summary.locator('dt', { hasText: /^Discount/ })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`cart-page-student30-final-sale-${layout.name}.png`), fullPage: true });

      await page.goto('/');
      await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await drawer.getByRole('textbox', { name: 'Discount code' }).fill('student30');
      await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(drawer.getByTestId('discount-message')).toHaveText(REASON);
      await drawer.getByTestId('discount-message').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`drawer-student30-final-sale-${layout.name}.png`) });
      expect(consoleErrors).toEqual([]);
    });

    test('beside a full-price item it takes 30% off that item only', async ({ page, consoleErrors }) => {
      const items = await itemsByKind();
      const full = items['full-price'];
      const sale = items['final-sale items'];
      await storeCart(page, [full, sale]);

      await page.goto('/my-cart/');
      const main = page.getByRole('main');
      const lines = main.getByRole('list', { name: 'Items in your cart' });
      await expect(lines.getByRole('listitem')).toHaveCount(2);
      await main.getByRole('textbox', { name: 'Discount code' }).fill('STUDENT30');
      await main.getByRole('button', { name: 'Apply', exact: true }).click();
      const off = pct(full.cents, 30);
      await expect(main.getByTestId('discount-message')).toHaveText(`STUDENT30 applied — you save ${usd(off)}.`);
      await expect(lines.getByRole('listitem', { name: full.title }).getByText(`STUDENT30: −${usd(off)}`)).toBeVisible();
      await expect(lines.getByRole('listitem', { name: sale.title }).getByText(/STUDENT30/)).toHaveCount(0);
      const summary = main.getByRole('complementary', { name: 'Order summary' });
      // A product discount lowers its line, so the subtotal already has it off.
      await expect(summary.getByText('Subtotal', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(usd(full.cents + sale.cents - off));
      await page.screenshot({ path: test.info().outputPath(`cart-page-student30-applied-${layout.name}.png`), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });
  });
}
