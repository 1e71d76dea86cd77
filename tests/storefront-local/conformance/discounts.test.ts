/**
 * Discounts as Shopify allocates them (issue 18 item 2), following
 * https://shopify.dev/docs/api/storefront/latest/objects/Cart (discountAllocations: "The discounts that
 * have been applied to the entire cart"; discountCodes.applicable),
 * https://shopify.dev/docs/api/storefront/latest/objects/CartLine (discountAllocations: "The discounts
 * that have been applied to the cart line"), https://shopify.dev/docs/api/storefront/latest/objects/CartCost
 * (subtotalAmount: "before taxes and cart-level discounts"; totalAmount: "The total amount for the
 * customer to pay") and https://help.shopify.com/en/manual/discounts/discount-combinations (product
 * discounts come off the lines, order discounts off the subtotal; codes that do not combine do not stack).
 */
import { AUTO_LINE_DEFAULTS } from '../../../src/config/cart';
import { mapCart } from '../../../src/features/cart/rules/mapping';
import { CART_QUERY } from '../../../src/storefront/documents';
import type { CartFragment } from '../../../src/storefront/generated/storefront.generated';
import { convertFromUsd, decimalString } from '../../../storefront-local/pricing/currency';
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';

const CART = `#graphql
  fragment Allocation on CartDiscountAllocation {
    __typename
    discountedAmount { amount currencyCode }
    targetType
    ... on CartCodeDiscountAllocation { code }
    discountApplication { allocationMethod targetSelection value { ... on PricingPercentageValue { percentage } } }
  }
  fragment C on Cart {
    id
    discountCodes { code applicable }
    discountAllocations { ...Allocation }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 10) {
      nodes {
        quantity
        merchandise { ... on ProductVariant { id } }
        cost { subtotalAmount { amount } totalAmount { amount } }
        discountAllocations { ...Allocation }
      }
    }
  }
`;
const CREATE = `${CART} mutation ($input: CartInput!) { cartCreate(input: $input) { cart { ...C } userErrors { message } } }`;
const CODES = `${CART} mutation ($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { ...C } userErrors { message } warnings { code } } }`;

interface Allocation { __typename: string; code: string; discountedAmount: { amount: string }; discountApplication: { allocationMethod: string; targetSelection: string; value: { percentage: number } } }
interface Cart {
  id: string;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  discountAllocations: Allocation[];
  cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
  lines: { nodes: Array<{ quantity: number; cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } }; discountAllocations: Allocation[] }> };
}

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const cents = (amount: string) => Math.round(Number(amount) * 100);
const usd = (minor: number) => decimalString({ minor, currencyCode: 'USD' });
const pct = (minor: number, percent: number) => Math.round((minor * percent) / 100);

async function cartWithCodes(codes: string[], country = 'US'): Promise<Cart> {
  const { cartCreate } = await sf.gql<{ cartCreate: { cart: Cart } }>(CREATE, {
    input: { buyerIdentity: { countryCode: country }, lines: [{ merchandiseId: v.a.id, quantity: 2 }, { merchandiseId: v.b.id, quantity: 1 }] },
  });
  const { cartDiscountCodesUpdate } = await sf.gql<{ cartDiscountCodesUpdate: { cart: Cart } }>(CODES, { id: cartCreate.cart.id, codes });
  return cartDiscountCodesUpdate.cart;
}

/** What every cart must satisfy whatever its codes: the documented identities between its amounts. */
function expectConsistent(cart: Cart) {
  const lineTotals = cart.lines.nodes.reduce((sum, l) => sum + cents(l.cost.totalAmount.amount), 0);
  expect(cents(cart.cost.subtotalAmount.amount)).toBe(lineTotals);
  for (const line of cart.lines.nodes) {
    const lineDiscounts = line.discountAllocations.reduce((sum, a) => sum + cents(a.discountedAmount.amount), 0);
    expect(cents(line.cost.totalAmount.amount)).toBe(cents(line.cost.subtotalAmount.amount) - lineDiscounts);
  }
  const orderDiscounts = cart.discountAllocations.reduce((sum, a) => sum + cents(a.discountedAmount.amount), 0);
  expect(cents(cart.cost.totalAmount.amount)).toBe(lineTotals - orderDiscounts);
  // Never the same money in both places: a code is allocated either on lines or on the cart.
  const lineCodes = new Set(cart.lines.nodes.flatMap((l) => l.discountAllocations.map((a) => a.code)));
  for (const allocation of cart.discountAllocations) expect(lineCodes.has(allocation.code)).toBe(false);
}

describe('discount allocations', () => {
  it('puts a product-level code (BLUEBAY15) on the lines, lowering each line total, and nothing on the cart', async () => {
    const cart = await cartWithCodes(['BLUEBAY15']);
    const gross = v.a.priceCents * 2 + v.b.priceCents;
    const lineDiscounts = pct(v.a.priceCents * 2, 15) + pct(v.b.priceCents, 15);
    expect(cart.discountCodes).toEqual([{ code: 'BLUEBAY15', applicable: true }]);
    expect(cart.discountAllocations).toEqual([]);
    expect(cart.lines.nodes[0]!.discountAllocations).toEqual([
      expect.objectContaining({
        __typename: 'CartCodeDiscountAllocation',
        code: 'BLUEBAY15',
        discountedAmount: expect.objectContaining({ amount: usd(pct(v.a.priceCents * 2, 15)) }),
        discountApplication: expect.objectContaining({ targetSelection: 'ENTITLED', value: { percentage: 15 } }),
      }),
    ]);
    expect(cart.lines.nodes[0]!.cost.totalAmount.amount).toBe(usd(v.a.priceCents * 2 - pct(v.a.priceCents * 2, 15)));
    expect(cart.cost.subtotalAmount.amount).toBe(usd(gross - lineDiscounts));
    expect(cart.cost.totalAmount.amount).toBe(usd(gross - lineDiscounts));
    expectConsistent(cart);
  });

  it('puts an order-level code (WELCOME10) on the cart only: lines and subtotal keep their price, the total drops', async () => {
    const cart = await cartWithCodes(['WELCOME10']);
    const gross = v.a.priceCents * 2 + v.b.priceCents;
    expect(cart.lines.nodes.every((l) => l.discountAllocations.length === 0)).toBe(true);
    expect(cart.lines.nodes[0]!.cost.totalAmount.amount).toBe(usd(v.a.priceCents * 2));
    expect(cart.cost.subtotalAmount.amount).toBe(usd(gross));
    expect(cart.discountAllocations).toEqual([
      expect.objectContaining({ code: 'WELCOME10', discountedAmount: expect.objectContaining({ amount: usd(pct(gross, 10)) }), discountApplication: expect.objectContaining({ targetSelection: 'ALL' }) }),
    ]);
    expect(cart.cost.totalAmount.amount).toBe(usd(gross - pct(gross, 10)));
    expectConsistent(cart);
  });

  it('stacks a product and an order code that combine: the order code comes off the discounted subtotal', async () => {
    const cart = await cartWithCodes(['WELCOME10', 'BLUEBAY15']);
    expect(cart.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'BLUEBAY15', applicable: true },
    ]);
    const subtotal = cents(cart.cost.subtotalAmount.amount);
    expect(cart.discountAllocations.map((a) => [a.code, cents(a.discountedAmount.amount)])).toEqual([['WELCOME10', pct(subtotal, 10)]]);
    expect(cents(cart.cost.totalAmount.amount)).toBe(subtotal - pct(subtotal, 10));
    expectConsistent(cart);
  });

  it('of two codes that do not combine applies the better one only, and only it says applicable: true', async () => {
    const cart = await cartWithCodes(['WELCOME10', 'STUDENT30']);
    expect(cart.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: false },
      { code: 'STUDENT30', applicable: true },
    ]);
    // STUDENT30 is a product discount (full-price items): it sits on the lines, WELCOME10 nowhere.
    expect(cart.discountAllocations).toEqual([]);
    expect(cart.lines.nodes.map((l) => l.discountAllocations.map((d) => d.code))).toEqual([['STUDENT30'], ['STUDENT30']]);
    expectConsistent(cart);
  });

  it('allocates in the presentment currency of the buyer country', async () => {
    const cart = await cartWithCodes(['BLUEBAY15'], 'GB');
    const unit = convertFromUsd(v.a.priceCents, 'GBP').minor;
    expect(cents(cart.lines.nodes[0]!.discountAllocations[0]!.discountedAmount.amount)).toBe(pct(unit * 2, 15));
    expectConsistent(cart);
  });
});

describe("the site's cart document", () => {
  it('reads each discount once: product ones on their lines, order ones on the cart, and they add up to the total', async () => {
    const { id } = await cartWithCodes(['WELCOME10', 'BLUEBAY15']);
    const { cart } = await sf.gql<{ cart: CartFragment }>(CART_QUERY, { id, country: 'US' });
    const view = mapCart(cart, AUTO_LINE_DEFAULTS);
    expect(view.lines.flatMap((l) => l.discounts.map((d) => d.code))).toEqual(['BLUEBAY15', 'BLUEBAY15']);
    expect(view.orderDiscounts.map((d) => d.code)).toEqual(['WELCOME10']);
    const lineTotals = view.lines.reduce((sum, l) => sum + cents(l.total.amount), 0);
    expect(cents(view.subtotal.amount)).toBe(lineTotals);
    expect(cents(view.total.amount)).toBe(lineTotals - cents(view.orderDiscounts[0]!.amount.amount));
  });
});

/**
 * Each code's terms, enforced: only the lines a code entitles are lowered, an order code is worked
 * out on the lines it entitles (never gift cards or Shipping Protection), and a code no line is
 * entitled to answers `applicable: false` with a DISCOUNT_NO_ENTITLED_LINE_ITEMS warning
 * (https://shopify.dev/changelog/add-warnings-for-discount-codes,
 * https://shopify.dev/docs/api/storefront/latest/enums/CartWarningCode), on 2025-07 and 2026-04 alike.
 */
describe('discount terms', () => {
  const LINES = `${CART} mutation ($input: CartInput!) { cartCreate(input: $input) { cart { ...C } userErrors { message } warnings { code target } } }`;
  const finalSaleVariant = () => {
    const product = sf.app.storefront.catalogue.products.find(
      (p) => !p.hidden && p.metafields.some((m) => m.key === 'final_sale' && m.value === 'true') && p.variants.some((x) => x.inventory > 0),
    )!;
    return product.variants.find((x) => x.inventory > 0)!;
  };
  const giftBoxVariant = () => {
    const product = sf.app.storefront.catalogue.products.find((p) => p.productType === 'Gift Box' && !p.onSale && p.variants.some((x) => x.inventory > 0))!;
    return product.variants.find((x) => x.inventory > 0)!;
  };
  const giftCardVariant = () => sf.app.storefront.catalogue.products.find((p) => p.isGiftCard)!.variants[0]!;

  async function create(lines: Array<{ merchandiseId: string; quantity: number }>, discountCodes: string[], version = '2025-07', customerAccessToken?: string) {
    const response = await sf.app.inject({
      method: 'POST',
      url: `/api/${version}/graphql.json`,
      headers: { 'x-shopify-storefront-access-token': 'local-storefront-token', 'content-type': 'application/json' },
      payload: { query: LINES, variables: { input: { buyerIdentity: { countryCode: 'US', ...(customerAccessToken ? { customerAccessToken } : {}) }, lines, discountCodes } } },
    });
    const body = response.json() as { data: { cartCreate: { cart: Cart; warnings: Array<{ code: string; target: string }> } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data.cartCreate;
  }

  it.each(['2025-07', '2026-04'])('STUDENT30 on a final-sale item only: not applicable, nothing off, DISCOUNT_NO_ENTITLED_LINE_ITEMS (%s)', async (version) => {
    const sale = finalSaleVariant();
    const { cart, warnings } = await create([{ merchandiseId: sale.id, quantity: 1 }], ['STUDENT30'], version);
    expect(cart.discountCodes).toEqual([{ code: 'STUDENT30', applicable: false }]);
    expect(cart.lines.nodes[0]!.discountAllocations).toEqual([]);
    expect(cart.cost.totalAmount.amount).toBe(usd(sale.priceCents));
    expect(warnings).toEqual([{ code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS', target: 'STUDENT30' }]);
  });

  it('STUDENT30 with a full-price item, a final-sale item and a gift box: 30% off the full-price item only', async () => {
    const { cart, warnings } = await create(
      [
        { merchandiseId: v.a.id, quantity: 1 },
        { merchandiseId: finalSaleVariant().id, quantity: 1 },
        { merchandiseId: giftBoxVariant().id, quantity: 1 },
      ],
      ['STUDENT30'],
    );
    expect(warnings).toEqual([]);
    expect(cart.discountCodes).toEqual([{ code: 'STUDENT30', applicable: true }]);
    expect(cart.lines.nodes.map((l) => l.discountAllocations.map((a) => cents(a.discountedAmount.amount)))).toEqual([[pct(v.a.priceCents, 30)], [], []]);
    expect(cart.discountAllocations).toEqual([]);
    expectConsistent(cart);
  });

  it('an order code (WELCOME10) is worked out on the full-price items: never on gift cards, sale items or Shipping Protection', async () => {
    const protection = sf.app.storefront.catalogue.variantById.get('gid://shopify/ProductVariant/9000000004')!;
    const { cart } = await create(
      [
        { merchandiseId: v.a.id, quantity: 1 },
        { merchandiseId: finalSaleVariant().id, quantity: 1 },
        { merchandiseId: giftCardVariant().id, quantity: 1 },
        { merchandiseId: protection.id, quantity: 1 },
      ],
      ['WELCOME10'],
    );
    expect(cart.discountAllocations.map((a) => [a.code, cents(a.discountedAmount.amount)])).toEqual([['WELCOME10', pct(v.a.priceCents, 10)]]);
    expectConsistent(cart);
  });

  it('a Beach Club code takes sale items too, as its page says (a member’s cart: the codes are for members)', async () => {
    const sale = finalSaleVariant();
    const email = `club-sale-${Math.random().toString(36).slice(2)}@example.com`;
    await sf.gql(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email, password: 'beach-pass1' } });
    const login = await sf.gql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      { input: { email, password: 'beach-pass1' } },
    );
    const { cart, warnings } = await create([{ merchandiseId: sale.id, quantity: 1 }], ['BBCLUB20'], '2025-07', login.customerAccessTokenCreate.customerAccessToken.accessToken);
    expect(warnings).toEqual([]);
    expect(cart.discountAllocations.map((a) => cents(a.discountedAmount.amount))).toEqual([pct(sale.priceCents, 20)]);
  });
});
