/**
 * Turns a cart into an order (the hosted checkout's "Pay now"): freezes lines and totals in the
 * cart's currency, charges nothing (test card), retires the cart and e-mails a confirmation.
 */
import { randomBytes } from 'node:crypto';
import { computeCartCost } from '../carts/cartCost';
import type { CartRecord } from '../carts/cartRecord';
import { checkoutShippingMinor } from '../carts/delivery';
import type { AddressFields } from '../customers/addresses';
import { formatMoney } from '../pricing/currency';
import type { OrderData, OrderRecord } from '../orders/orderStore';
import type { Services } from '../services';
import { checkoutGiftCards, GiftCardSpent, spendOrderGiftCards } from './giftCardCheckout';
import { DEFAULT_VARIANT_TITLE } from './pages';

export interface CheckoutDetails {
  email: string;
  phone: string | null;
  shippingAddress: AddressFields;
}

export type PlaceOrderResult = { ok: true; order: OrderRecord } | { ok: false; reason: 'empty' | 'completed' | 'missing' | 'giftCardSpent' };

export function orderDataFor(cart: CartRecord, services: Services, details: CheckoutDetails): OrderData {
  const cost = computeCartCost(cart, services.catalogue, cart.buyerIdentity.countryCode ?? 'US');
  const shipping = checkoutShippingMinor(cart, services.catalogue, cost.currencyCode, details.shippingAddress.countryCode);
  return {
    currencyCode: cost.currencyCode,
    lines: cost.lines.map((l) => {
      const product = services.catalogue.products[l.variant.productIndex];
      return {
        title: product?.title ?? l.variant.title,
        variantTitle: l.variant.title,
        variantId: l.variant.id,
        productHandle: product?.handle ?? '',
        sku: l.variant.sku,
        quantity: l.line.quantity,
        unitMinor: l.amountPerQuantity.minor,
        compareAtMinor: l.compareAtAmountPerQuantity?.minor ?? null,
        discountMinor: l.discount.minor,
        imagePath: product?.images[0]?.path ?? '',
        selectedOptions: [{ name: l.variant.optionName, value: l.variant.optionValue }],
      };
    }),
    subtotalMinor: cost.grossSubtotal.minor,
    discountMinor: cost.discount.minor,
    shippingMinor: shipping,
    taxMinor: 0,
    totalMinor: cost.total.minor + shipping,
    shippingAddress: details.shippingAddress,
    billingAddress: details.shippingAddress,
    discountCodes: cost.appliedCodes,
    phone: details.phone,
    cartToken: cart.token,
  };
}

function confirmationText(order: OrderRecord): string {
  const money = (minor: number) => formatMoney({ minor, currencyCode: order.data.currencyCode });
  const lines = order.data.lines.map((l) => `${l.quantity} × ${l.title}${l.variantTitle && l.variantTitle !== DEFAULT_VARIANT_TITLE ? ` (${l.variantTitle})` : ''} — ${money(l.unitMinor * l.quantity)}`).join('\n');
  return (
    `Thank you for your order! We're getting it ready and will e-mail you when it ships.\n\n` +
    `Order #${order.orderNumber}\n${lines}\n\n` +
    `Subtotal: ${money(order.data.subtotalMinor)}\n` +
    (order.data.discountMinor ? `Discount: −${money(order.data.discountMinor)}\n` : '') +
    `Shipping: ${order.data.shippingMinor ? money(order.data.shippingMinor) : 'Free'}\n` +
    `Total: ${money(order.data.totalMinor)}` +
    (order.data.giftCards ?? []).map((c) => `\nGift card •••• ${c.lastCharacters}: −${money(c.amountMinor)}`).join('') +
    (order.data.giftCards?.length
      ? `\nPaid by card: ${money(order.data.totalMinor - order.data.giftCards.reduce((sum, c) => sum + c.amountMinor, 0))}`
      : '')
  );
}

export async function placeOrder(services: Services, cartToken: string, details: CheckoutDetails): Promise<PlaceOrderResult> {
  const cart = await services.carts.byToken(cartToken);
  if (!cart) return { ok: false, reason: 'missing' };
  if (cart.completedAt) return { ok: false, reason: 'completed' };
  if (!cart.lines.length) return { ok: false, reason: 'empty' };
  const data = orderDataFor(cart, services, details);
  const giftCards = await checkoutGiftCards(services, cart, computeCartCost(cart, services.catalogue, cart.buyerIdentity.countryCode ?? 'US'), data.shippingMinor);
  if (giftCards.cards.length) data.giftCards = giftCards.cards;
  const statusToken = randomBytes(16).toString('hex');
  return services.db.transaction(async (tx): Promise<PlaceOrderResult> => {
    // Claim the cart first: a double submit places one order only.
    const claimed = await tx.query('UPDATE carts SET completed_at = now() WHERE token = $1 AND completed_at IS NULL RETURNING token', [cartToken]);
    if (!claimed.length) return { ok: false, reason: 'completed' };
    const order = await services.orders.insert({ customerId: cart.buyerIdentity.customerId, email: details.email, statusToken, data }, tx);
    await tx.query('UPDATE carts SET order_id = $2 WHERE token = $1', [cartToken, order.id]);
    await spendOrderGiftCards(tx, order.id, data.giftCards ?? []);
    await services.outbox.send(
      {
        to: details.email,
        kind: 'order',
        subject: `Order #${order.orderNumber} confirmed`,
        text: confirmationText(order),
        links: [
          { label: 'View your order', url: `${services.urls.publicUrl}/orders/${statusToken}` },
          { label: 'Your order history', url: `${services.urls.siteUrl}/user-account/order-history/` },
        ],
      },
      tx,
    );
    return { ok: true, order };
  }).catch((error: unknown) => {
    // A card spent elsewhere since the page was shown: nothing was kept, the buyer sees the page again.
    if (error instanceof GiftCardSpent) return { ok: false, reason: 'giftCardSpent' } as const;
    throw error;
  });
}
