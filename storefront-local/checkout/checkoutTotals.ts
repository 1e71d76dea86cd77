/**
 * What the hosted checkout charges for a cart shipped to a country: the cart's lines and discounts,
 * then shipping, duties and taxes from the shop's delivery settings (its shipping zones, carts/shipping.ts). The
 * checkout page, the placed order and its e-mail all read these numbers, so they add up the same.
 */
import type { Catalogue } from '../catalogue/types';
import { computeCartCost, type CartCost } from '../carts/cartCost';
import type { CartRecord } from '../carts/cartRecord';
import { checkoutDeliveryHandle, merchandiseMinor } from '../carts/delivery';
import type { Money } from '../pricing/currency';
import { checkoutCharges, type CheckoutCharges } from '../carts/shipping';
import type { ShopRules } from '../carts/shopRules';

export interface CheckoutTotals {
  cost: CartCost;
  charges: CheckoutCharges;
  /** Lines − discounts + shipping + duties + taxes. */
  total: Money;
}

export function checkoutTotals(cart: CartRecord, catalogue: Catalogue, rules: ShopRules, countryCode: string | null): CheckoutTotals {
  const cost = computeCartCost(cart, catalogue, rules.discountCodes, 'US');
  const handle = checkoutDeliveryHandle(cart, catalogue, rules, cost.currencyCode, countryCode);
  const charges = checkoutCharges(rules.shippingZones, countryCode, merchandiseMinor(cost, catalogue), cost.currencyCode, handle);
  const total = cost.total.minor + charges.shipping.minor + charges.duties.minor + charges.taxes.minor;
  return { cost, charges, total: { minor: total, currencyCode: cost.currencyCode } };
}

/** "VAT (20%)", "GST (10%)": the tax line's label. */
export const taxLabel = (charges: Pick<CheckoutCharges, 'taxName' | 'taxPercent'>): string =>
  `${charges.taxName ?? 'Taxes'} (${charges.taxPercent}%)`;
