import type { Page } from '@playwright/test';
import { expect, STOREFRONT, storefrontQuery } from './fixtures';

/** Gift cards and carts arranged for browser tests, through the local admin and the Storefront API. */

/** A fresh card from the local admin (a used card keeps its lower balance between runs). */
export async function issueGiftCard(initialValue: string): Promise<string> {
  const response = await fetch(`${STOREFRONT}/__admin/gift-cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ initialValue }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { giftCard: { code: string } }).giftCard.code;
}

/** The shopper's cart, made with the Storefront API before the page loads. */
export async function storedCartWith(page: Page, lines: Array<{ merchandiseId: string; quantity: number }>) {
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { id: string; cost: { totalAmount: { amount: string } } } } }>(
    'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id cost { totalAmount { amount } } } } }',
    { input: { buyerIdentity: { countryCode: 'US' }, lines } },
  );
  await page.addInitScript((id) => localStorage.setItem('headless_channel_cart_id', id), cartCreate.cart.id);
  return { totalCents: Math.round(Number(cartCreate.cart.cost.totalAmount.amount) * 100) };
}
