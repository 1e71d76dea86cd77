/**
 * Field resolution. Sources are plain "view" objects: a property is the value, a method is called
 * with (args, context, info). A field the views do not implement resolves to null, or, where the
 * schema says non-null, to an empty value of its type ([] / "" / false / 0 / {}), so an
 * unimplemented field never fails a query that Shopify would answer. An unimplemented mutation
 * answers its payload with a userError instead (unimplemented.ts).
 */
import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';
import type { RequestContext } from './context';
import { unimplementedMutation } from './unimplemented';

const SCALAR_DEFAULTS: Record<string, unknown> = {
  String: '',
  ID: '',
  URL: '',
  HTML: '',
  Boolean: false,
  Int: 0,
  Float: 0,
  UnsignedInt64: '0',
  Decimal: '0.0',
  DateTime: '1970-01-01T00:00:00Z',
  JSON: '{}',
  Color: '#000000',
  ISO8601DateTime: '1970-01-01T00:00:00Z',
};

export function emptyValueOf(type: GraphQLOutputType): unknown {
  if (!(type instanceof GraphQLNonNull)) return null;
  const inner = type.ofType;
  if (inner instanceof GraphQLList) return [];
  if (inner instanceof GraphQLScalarType) return SCALAR_DEFAULTS[inner.name] ?? '';
  if (inner instanceof GraphQLEnumType) return inner.getValues()[0]?.value ?? null;
  if (inner instanceof GraphQLObjectType) return {};
  return null;
}

const orEmpty = (value: unknown, type: GraphQLOutputType): unknown =>
  value === undefined || value === null ? emptyValueOf(type) : value;

export const viewFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  let value: unknown;
  if (source !== null && typeof source === 'object') {
    const property = (source as Record<string, unknown>)[info.fieldName];
    value = typeof property === 'function' ? property.call(source, args, context, info) : property;
    if (property === undefined && info.parentType === info.schema.getMutationType()) {
      value = unimplementedMutation(args as Record<string, unknown>, context as RequestContext, info);
    }
  }
  if (value instanceof Promise) return value.then((resolved) => orEmpty(resolved, info.returnType));
  return orEmpty(value, info.returnType);
};
