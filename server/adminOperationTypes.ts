/**
 * The Admin API's operation map, filled in by `npm run codegen` (server/generated/admin.generated.d.ts
 * augments these interfaces), and what a request's data and variables are for each document. Types only.
 */
import type { KnownDocument } from '../src/storefront/operationTypes';

/** Queries by document text; the catch-all key is dropped by KnownDocument. */
export interface AdminQueries {
  [document: string]: { return: unknown; variables: unknown };
}

export interface AdminMutations {
  [document: string]: { return: unknown; variables: unknown };
}

type AdminOperations = AdminQueries & AdminMutations;

/** Every Admin API document codegen typed (server/documents). */
export type AdminDocument = KnownDocument<AdminOperations>;
export type AdminData<D extends AdminDocument> = AdminOperations[D]['return'];
export type AdminVariables<D extends AdminDocument> = AdminOperations[D]['variables'];
