/** The part of a shop definition (services.ts) that carts and the checkout charge by. */
import type { DiscountCodes } from './discounts';
import type { ShippingZone } from './shipping';

/** What carts and the checkout charge by: the shop's delivery and discounts. */
export interface ShopRules {
  /** The buyer's country when a request names none (@inContext without country), and the shop's own for shipping. */
  defaultCountry: string;
  /** Shipping zones with their rates (carts/shipping.ts); one of them has `countries: 'rest'`. */
  shippingZones: readonly ShippingZone[];
  /** Discount codes by upper-case code (carts/discounts.ts). */
  discountCodes: DiscountCodes;
}
