/**
 * Mutations of the official schema that the local storefront does not implement. Shopify never
 * answers a mutation with a bare null payload, and clients read `userErrors`, so each such mutation
 * answers its own payload type with one error per error list saying what is missing (and, for cart
 * mutations, the cart unchanged). Derived from the schema in use, so it covers every API version.
 */
import { getNamedType, GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from './context';
import { cartView } from './views/cart';

const isErrorList = (type: unknown): boolean => {
  const list = type instanceof GraphQLNonNull ? type.ofType : type;
  return list instanceof GraphQLList && /Errors?$/.test(getNamedType(list).name);
};

function errorCode(errorType: GraphQLObjectType): string | null {
  const codeField = errorType.getFields().code;
  if (!codeField) return null;
  const enumType = getNamedType(codeField.type);
  if (!(enumType instanceof GraphQLEnumType)) return null;
  const values = enumType.getValues().map((v) => v.value as string);
  if (values.includes('INVALID')) return 'INVALID';
  return codeField.type instanceof GraphQLNonNull ? (values[0] ?? null) : null;
}

export const unimplementedMessage = (mutation: string): string =>
  `${mutation} is not implemented by the local storefront (see storefront-local/README.md, "What the local storefront does not do").`;

export async function unimplementedMutation(args: Record<string, unknown>, ctx: RequestContext, info: GraphQLResolveInfo): Promise<Record<string, unknown> | null> {
  const payloadType = getNamedType(info.returnType);
  if (!(payloadType instanceof GraphQLObjectType)) return null;
  const payload: Record<string, unknown> = { __typename: payloadType.name };
  for (const [name, field] of Object.entries(payloadType.getFields())) {
    if (!isErrorList(field.type)) continue;
    const errorType = getNamedType(field.type) as GraphQLObjectType;
    payload[name] = [{ __typename: errorType.name, code: errorCode(errorType), field: null, message: unimplementedMessage(info.fieldName) }];
  }
  if ('cart' in payloadType.getFields() && typeof args.cartId === 'string') {
    const cart = await ctx.services.carts.get(args.cartId);
    payload.cart = cart ? cartView(cart, ctx) : null;
  }
  return payload;
}
