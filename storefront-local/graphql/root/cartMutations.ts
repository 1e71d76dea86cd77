/** Cart mutations: each returns { cart, userErrors, warnings } like Shopify's payloads. */
import type { Attribute } from '../../carts/cartRecord';
import type { BuyerIdentityInput, CartInput, CartLineInput, CartLineUpdateInput } from '../../carts/cartMutationTypes';
import type { RequestContext } from '../context';
import { cartPayload } from '../views/cart';
import { deliveryMutations } from './deliveryMutations';

export const cartMutations = {
  cartCreate: async (args: { input?: CartInput | null }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.create(args.input ?? {}, ctx.country), ctx),
  cartLinesAdd: async (args: { cartId: string; lines: CartLineInput[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.linesAdd(args.cartId, args.lines), ctx),
  cartLinesUpdate: async (args: { cartId: string; lines: CartLineUpdateInput[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.linesUpdate(args.cartId, args.lines), ctx),
  cartLinesRemove: async (args: { cartId: string; lineIds: string[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.linesRemove(args.cartId, args.lineIds), ctx),
  cartBuyerIdentityUpdate: async (args: { cartId: string; buyerIdentity: BuyerIdentityInput }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.buyerIdentityUpdate(args.cartId, args.buyerIdentity), ctx),
  cartDiscountCodesUpdate: async (args: { cartId: string; discountCodes?: string[] | null }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.discountCodesUpdate(args.cartId, args.discountCodes ?? []), ctx),
  cartAttributesUpdate: async (args: { cartId: string; attributes: Attribute[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.attributesUpdate(args.cartId, args.attributes), ctx),
  cartNoteUpdate: async (args: { cartId: string; note?: string | null }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.noteUpdate(args.cartId, args.note), ctx),
  cartGiftCardCodesUpdate: async (args: { cartId: string }, ctx: RequestContext) => {
    const cart = await ctx.services.carts.get(args.cartId);
    return cartPayload(
      {
        cart,
        userErrors: [{ code: 'INVALID', field: ['giftCardCodes'], message: 'Gift cards are not accepted by the local storefront.' }],
        warnings: [],
      },
      ctx,
    );
  },
  ...deliveryMutations,
};
