import { expect, storefrontQuery, test } from './fixtures';

const DEMO = { email: 'demo@bluebayswim.test', password: 'bluebay123' };

interface TokenData {
  customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null };
}

async function demoSession() {
  const data = await storefrontQuery<TokenData>(
    `mutation Token($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
    }`,
    { input: DEMO },
  );
  const accessToken = data.customerAccessTokenCreate.customerAccessToken?.accessToken ?? '';
  const me = await storefrontQuery<{ customer: { id: string } }>(
    `query Me($t: String!) { customer(customerAccessToken: $t) { id } }`,
    { t: accessToken },
  );
  return { accessToken, userId: me.customer.id.split('/').pop() ?? '' };
}

test('a visitor’s hearts merge with the saved list on sign-in and survive a reload', async ({ page, request, consoleErrors }) => {
  const products = await storefrontQuery<{ products: { nodes: { handle: string; title: string; variants: { nodes: { id: string }[] } }[] } }>(
    `{ products(first: 3, sortKey: TITLE) { nodes { handle title variants(first: 1) { nodes { id } } } } }`,
  );
  const [saved, first, second] = products.products.nodes;
  if (!saved || !first || !second) throw new Error('the local catalogue has products');

  // Arrange: the customer already saved one product on another device.
  const session = await demoSession();
  const headers = { 'x-user-id': session.userId, Authorization: `Bearer ${session.accessToken}` };
  const seeded = await request.post('/bb-wishlist', {
    headers,
    data: [{ handle: saved.handle, title: saved.title, variants: [{ id: saved.variants.nodes[0]?.id }] }],
  });
  expect(seeded.ok()).toBe(true);

  // A visitor hearts two products.
  for (const product of [first, second]) {
    await page.goto(`/products/${product.handle}/`);
    await page.getByRole('button', { name: new RegExp(`save .* to wishlist`, 'i') }).first().click();
    await expect(page.getByRole('button', { name: new RegExp(`remove .* from wishlist`, 'i') }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

  // Signs in.
  await page.getByRole('button', { name: /account: sign in or register/i }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/e-?mail/i).fill(DEMO.email);
  await form.getByLabel(/^password/i).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();

  // The merged list is on the server…
  await expect
    .poll(async () => {
      const body = (await (await request.get('/bb-wishlist', { headers })).json()) as { products: string }[];
      return (JSON.parse(body[0]?.products ?? '[]') as { handle: string }[]).map((i) => i.handle).sort();
    })
    .toEqual([saved.handle, first.handle, second.handle].sort());

  // …and on the page after a reload.
  await page.goto('/wishlist/');
  await page.reload();
  for (const product of [saved, first, second]) {
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
