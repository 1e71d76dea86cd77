/**
 * Turns a cart into an order (the hosted checkout's "Pay now"): freezes lines and totals in the
 * cart's currency, charges nothing (test card), retires the cart and e-mails a confirmation.
 */
import type { ShippingZone } from '../carts/shipping';
import { percentOf } from '../orders/orderDiscounts';
import { randomBytes } from 'node:crypto';
import type { CartCost } from '../carts/cartCost';
import type { CartRecord } from '../carts/cartRecord';
import type { AddressFields } from '../customers/addresses';
import { formatMoney } from '../pricing/currency';
import type { OrderData, OrderDiscountApplication, OrderRecord } from '../orders/orderStore';
import { dutiesReminder } from '../orders/orderEmails';
import type { Services } from '../services';
import { checkRules } from './shopRules';
import { checkoutTotals, taxLabel } from './checkoutTotals';
import { withUsedDiscountCodes } from '../orders/usedDiscountCodes';
import { checkoutGiftCards, GiftCardSpent, spendOrderGiftCards } from './giftCardCheckout';
import { DEFAULT_VARIANT_TITLE } from './pages';

export interface CheckoutDetails {
  email: string;
  phone: string | null;
  shippingAddress: AddressFields;
}

export type PlaceOrderResult =
  | { ok: true; order: OrderRecord }
  | { ok: false; reason: 'empty' | 'completed' | 'missing' | 'giftCardSpent' }
  | { ok: false; reason: 'refused'; messages: string[] };

/** Each applied code with its terms and what it took off, as the order keeps them. */
function discountApplicationsOf(cost: CartCost): OrderDiscountApplication[] {
  const byCode = new Map<string, OrderDiscountApplication>();
  for (const { discount, amount } of [...cost.lines.flatMap((l) => l.allocations), ...cost.orderAllocations]) {
    const entry = byCode.get(discount.code) ?? { code: discount.code, percent: percentOf(discount), targetSelection: discount.discountClass === 'ORDER' ? 'ALL' : 'ENTITLED', amountMinor: 0 };
    entry.amountMinor += amount.minor;
    byCode.set(discount.code, entry);
  }
  return cost.appliedCodes.flatMap((code) => byCode.get(code) ?? []);
}

export function orderDataFor(cart: CartRecord, services: Services, details: CheckoutDetails): OrderData {
  const { cost, charges, total } = checkoutTotals(cart, services.catalogue, services.shop, details.shippingAddress.countryCode);
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
    shippingMinor: charges.shipping.minor,
    dutiesMinor: charges.duties.minor,
    taxMinor: charges.taxes.minor,
    taxLabel: charges.taxName ? taxLabel(charges) : null,
    totalMinor: total.minor,
    shippingAddress: details.shippingAddress,
    billingAddress: details.shippingAddress,
    discountCodes: cost.appliedCodes,
    discountApplications: discountApplicationsOf(cost),
    phone: details.phone,
    cartToken: cart.token,
  };
}

function confirmationText(order: OrderRecord, zones: readonly ShippingZone[]): string {
  const money = (minor: number) => formatMoney({ minor, currencyCode: order.data.currencyCode });
  const reminder = dutiesReminder(zones, order.data.shippingAddress.countryCode);
  const lines = order.data.lines.map((l) => `${l.quantity} × ${l.title}${l.variantTitle && l.variantTitle !== DEFAULT_VARIANT_TITLE ? ` (${l.variantTitle})` : ''} — ${money(l.unitMinor * l.quantity)}`).join('\n');
  return (
    `Thank you for your order! We're getting it ready and will e-mail you when it ships.\n\n` +
    `Order #${order.orderNumber}\n${lines}\n\n` +
    `Subtotal: ${money(order.data.subtotalMinor)}\n` +
    (order.data.discountMinor ? `Discount: −${money(order.data.discountMinor)}\n` : '') +
    `Shipping: ${order.data.shippingMinor ? money(order.data.shippingMinor) : 'Free'}\n` +
    (order.data.taxLabel ? `Duties: ${money(order.data.dutiesMinor ?? 0)}\n${order.data.taxLabel}: ${money(order.data.taxMinor)}\n` : '') +
    `Total: ${money(order.data.totalMinor)}` +
    (order.data.giftCards ?? []).map((c) => `\nGift card •••• ${c.lastCharacters}: −${money(c.amountMinor)}`).join('') +
    (order.data.giftCards?.length
      ? `\nPaid by card: ${money(order.data.totalMinor - order.data.giftCards.reduce((sum, c) => sum + c.amountMinor, 0))}`
      : '') +
    (reminder ? `\n\n${reminder}` : '')
  );
}

export async function placeOrder(services: Services, cartToken: string, details: CheckoutDetails): Promise<PlaceOrderResult> {
  const cart = await services.carts.byToken(cartToken);
  if (!cart) return { ok: false, reason: 'missing' };
  if (cart.completedAt) return { ok: false, reason: 'completed' };
  if (!cart.lines.length) return { ok: false, reason: 'empty' };
  // A once-per-customer code used on another order since this cart last changed no longer applies.
  cart.buyerIdentity = await withUsedDiscountCodes(services.db, cart.buyerIdentity);
  const { cost } = checkoutTotals(cart, services.catalogue, services.shop, details.shippingAddress.countryCode);
  // The shop's rules are checked here, whatever the storefront that filled the cart let through.
  const refusals = checkRules(services, cost.lines, details.shippingAddress.countryCode);
  if (refusals.length) return { ok: false, reason: 'refused', messages: refusals };
  const data = orderDataFor(cart, services, details);
  const giftCards = await checkoutGiftCards(services, cart, cost, data.shippingMinor + (data.dutiesMinor ?? 0) + data.taxMinor);
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
        text: confirmationText(order, services.shop.shippingZones),
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
