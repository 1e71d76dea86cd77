/** Cart delivery mutations (carts/delivery.ts): each answers { cart, userErrors, warnings } like Shopify's payloads. */
import { cartCurrency } from '../../carts/cartCost';
import {
  addDeliveryAddresses,
  removeDeliveryAddresses,
  replaceDeliveryAddresses,
  selectDeliveryOptions,
  updateDeliveryAddresses,
  type CartSelectableAddressInput,
  type CartSelectableAddressUpdateInput,
  type CustomerAddressLookup,
} from '../../carts/delivery';
import type { RequestContext } from '../context';
import { cartPayload } from '../views/cart';
import { parseAddressGid } from '../views/customer';

/** copyFromCustomerAddressId: only an address of the customer the cart belongs to. */
const customerAddressLookup =
  (ctx: RequestContext): CustomerAddressLookup =>
  async (cart, addressId) => {
    const customerId = cart.buyerIdentity.customerId;
    const id = parseAddressGid(addressId);
    if (customerId === null || id === null) return null;
    return ctx.services.customers.addressBook.address(customerId, id);
  };

export const deliveryMutations = {
  cartDeliveryAddressesAdd: async (args: { cartId: string; addresses: CartSelectableAddressInput[] }, ctx: RequestContext) =>
    cartPayload(
      await ctx.services.carts.mutate(args.cartId, (cart, warnings) => addDeliveryAddresses(cart, args.addresses, warnings, customerAddressLookup(ctx))),
      ctx,
    ),
  // 2026-04 only; under 2025-07 the schema has no such field, so it is never called.
  cartDeliveryAddressesReplace: async (args: { cartId: string; addresses: CartSelectableAddressInput[] }, ctx: RequestContext) =>
    cartPayload(
      await ctx.services.carts.mutate(args.cartId, (cart, warnings) => replaceDeliveryAddresses(cart, args.addresses, warnings, customerAddressLookup(ctx))),
      ctx,
    ),
  cartDeliveryAddressesUpdate: async (args: { cartId: string; addresses: CartSelectableAddressUpdateInput[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.mutate(args.cartId, (cart) => updateDeliveryAddresses(cart, args.addresses, customerAddressLookup(ctx))), ctx),
  cartDeliveryAddressesRemove: async (args: { cartId: string; addressIds: string[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.mutate(args.cartId, (cart) => removeDeliveryAddresses(cart, args.addressIds)), ctx),
  cartSelectedDeliveryOptionsUpdate: async (
    args: { cartId: string; selectedDeliveryOptions: Array<{ deliveryGroupId: string; deliveryOptionHandle: string }> },
    ctx: RequestContext,
  ) =>
    cartPayload(
      await ctx.services.carts.mutate(args.cartId, (cart) =>
        selectDeliveryOptions(cart, args.selectedDeliveryOptions, ctx.services.catalogue, ctx.services.shop, cartCurrency(cart, ctx.country)),
      ),
      ctx,
    ),
};
