/** Cart mutations: each returns { cart, userErrors, warnings } like Shopify's payloads. */
import type { Attribute } from '../../carts/cartRecord';
import type { BuyerIdentityInput, CartInput, CartLineInput, CartLineUpdateInput, CartMetafieldsSetInput } from '../../carts/cartMutationTypes';
import type { RequestContext } from '../context';
import { cartMetafieldView, cartPayload } from '../views/cart';
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
      const cartId = cartIdOf(args as Record<string, unknown>);
      if (ctx.visitorConsent && typeof cartId === 'string') await ctx.services.carts.visitorConsentUpdate(cartId, ctx.visitorConsent);
      return resolve(args, ctx);
    };
  }
  return wrapped as T;
}

/** The cart a mutation changes: `cartId`, or the owner of cart metafields. */
function cartIdOf(args: Record<string, unknown>): unknown {
  if (args.cartId !== undefined) return args.cartId;
  const owner = (args.input as { ownerId?: unknown } | undefined)?.ownerId ?? (args.metafields as Array<{ ownerId?: unknown }> | undefined)?.[0]?.ownerId;
  return owner;
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
  cartGiftCardCodesUpdate: async (args: { cartId: string; giftCardCodes: string[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.giftCardCodesUpdate(args.cartId, args.giftCardCodes), ctx),
  // Only in the 2025-10+ schemas (the 2026-04 one here); 2025-07 has no such field to resolve.
  cartGiftCardCodesAdd: async (args: { cartId: string; giftCardCodes: string[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.giftCardCodesAdd(args.cartId, args.giftCardCodes), ctx),
  cartGiftCardCodesRemove: async (args: { cartId: string; appliedGiftCardIds: string[] }, ctx: RequestContext) =>
    cartPayload(await ctx.services.carts.giftCardCodesRemove(args.cartId, args.appliedGiftCardIds), ctx),
  cartMetafieldsSet: async (args: { metafields: CartMetafieldsSetInput[] }, ctx: RequestContext) => {
    const result = await ctx.services.carts.metafieldsSet(args.metafields);
    return {
      metafields: result.metafields?.map(({ cart, metafield }) => cartMetafieldView(cart, metafield, ctx)) ?? null,
      userErrors: result.userErrors.map((e) => ({ __typename: 'MetafieldsSetUserError', elementIndex: null, ...e })),
    };
  },
  cartMetafieldDelete: async (args: { input: { ownerId: string; key: string } }, ctx: RequestContext) => {
    const result = await ctx.services.carts.metafieldDelete(args.input);
    return { deletedId: result.deletedId, userErrors: result.userErrors.map((e) => ({ __typename: 'MetafieldDeleteUserError', ...e })) };
  },
  ...deliveryMutations,
});
