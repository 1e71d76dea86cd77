/**
 * What a request's data and variables are, read from the maps `npm run codegen` generates: each map
 * is keyed by a document's exact text, so a document constant (declared `as const`) names its own
 * types and no call site writes them. Types only: nothing here reaches the browser's JavaScript.
 */
import type { StorefrontMutations, StorefrontQueries } from '@shopify/storefront-api-client';

/** An operation map as codegen writes it: document text → its data and variables. */
export interface OperationMap {
  [document: string]: { return: unknown; variables: unknown };
}

/**
 * The documents a map knows. The client declares a catch-all `string` key (so untyped documents still
 * compile there); dropping it makes a document codegen never saw a type error here.
 */
export type KnownDocument<Map> = keyof { [K in keyof Map as string extends K ? never : K]: Map[K] } & string;

/**
 * Variables as they are sent. Enum inputs (country and language codes) are read from storage and URLs
 * as plain strings and checked by the API, so a string is accepted where codegen declares an enum;
 * names, nesting and required-ness stay as the schema says.
 */
export type WireVariables<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly WireVariables<Item>[]
    : T extends object
      ? { [K in keyof T]: WireVariables<T[K]> }
      : T;

/** Whether an operation can be sent without variables (none declared, or all optional). */
type NoneRequired<V> = Record<never, never> extends V ? true : false;

/**
 * The rest of a request's arguments after the document: `options` (holding `variables`) may be left
 * out only when the operation needs no variables.
 */
export type RequestArgs<V, Options> =
  NoneRequired<V> extends true ? [options?: Options & { variables?: WireVariables<V> }] : [options: Options & { variables: WireVariables<V> }];

/** The variables argument of a request that takes them positionally: optional only when none is required. */
export type VariablesArg<V> = NoneRequired<V> extends true ? [variables?: WireVariables<V>] : [variables: WireVariables<V>];

type StorefrontOperations = StorefrontQueries & StorefrontMutations;

/** Every Storefront API document codegen typed (src/storefront/documents and since-2026-04). */
export type StorefrontDocument = KnownDocument<StorefrontOperations>;
export type StorefrontData<D extends StorefrontDocument> = StorefrontOperations[D]['return'];
export type StorefrontVariables<D extends StorefrontDocument> = StorefrontOperations[D]['variables'];
