/**
 * The Customer Account API's operation map, filled in by `npm run codegen`
 * (src/accounts/generated/customer-account.generated.d.ts augments these interfaces), and what a
 * request's data and variables are for each document. Types only.
 */
import type { KnownDocument } from '../storefront/operationTypes';

/** Queries by document text; the catch-all key is dropped by KnownDocument. */
export interface CustomerQueries {
  [document: string]: { return: unknown; variables: unknown };
}

export interface CustomerMutations {
  [document: string]: { return: unknown; variables: unknown };
}

type CustomerAccountOperations = CustomerQueries & CustomerMutations;

/** Every Customer Account API document codegen typed (src/accounts/documents). */
export type CustomerAccountDocument = KnownDocument<CustomerAccountOperations>;
export type CustomerAccountData<D extends CustomerAccountDocument> = CustomerAccountOperations[D]['return'];
export type CustomerAccountVariables<D extends CustomerAccountDocument> = CustomerAccountOperations[D]['variables'];
