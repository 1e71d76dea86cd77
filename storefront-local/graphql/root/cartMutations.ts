/** Cart mutations: each returns { cart, userErrors, warnings } like Shopify's payloads. */
import type { Attribute } from '../../carts/cartRecord';
import type { BuyerIdentityInput, CartInput, CartLineInput, CartLineUpdateInput } from '../../carts/cartMutationTypes';
import type { RequestContext } from '../context';
import { cartPayload } from '../views/cart';
import { deliveryMutations } from './deliveryMutations';

type CartResolver = (args: never, ctx: RequestContext) => Promise<unknown>;

/**
 * @inContext(visitorConsent:) on a cart mutation: the choices are kept on the cart first, so the
 * payload's cart and its checkout carry them (https://shopify.dev/docs/api/storefront/latest/directives/inContext).
 */
function withVisitorConsent<T extends Record<string, CartResolver>>(resolvers: T): T {
  const wrapped: Record<string, CartResolver> = {};
  for (const [name, resolve] of Object.entries(resolvers)) {
    wrapped[name] = async (args, ctx) => {
      const cartId = (args as { cartId?: unknown }).cartId;
      if (ctx.visitorConsent && typeof cartId === 'string') await ctx.services.carts.visitorConsentUpdate(cartId, ctx.visitorConsent);
      return resolve(args, ctx);
    };
  }
  return wrapped as T;
}

export const cartMutations = withVisitorConsent({
  cartCreate: async (args: { input?: CartInput | null }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.create(args.input ?? {}, ctx.country, ctx.visitorConsent ?? null), ctx),
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
});
