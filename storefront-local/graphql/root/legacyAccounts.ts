/**
 * A shop on new customer accounts has no legacy ones: Shopify documents the Storefront API's password
 * mutations as "For legacy customer accounts only"
 * (https://shopify.dev/docs/api/storefront/latest/mutations/customerAccessTokenCreate). What such a shop
 * answers is not documented; these are the closest documented answers of each payload:
 * - customerAccessTokenCreate: UNIDENTIFIED_CUSTOMER, as for credentials that match no customer;
 * - mutations taking a customer access token: TOKEN_INVALID (renew and delete: "access token does not
 *   exist"), as for a token that was never issued;
 * - customerCreate, recover, reset and activate: "Customer accounts are disabled.", the message the
 *   Storefront API gives on a shop without password accounts (github.com/vercel/commerce/issues/24),
 *   with CUSTOMER_DISABLED, the enum's nearest code.
 */
import type { CustomerUserError } from '../../customers/customerRecords';
import { err, tokenInvalid } from '../../customers/customerRecords';
import type { Services } from '../../services';
import type { RequestContext } from '../context';
import { customerErrorViews, userErrorViews } from '../views/customer';

/** The legacy Storefront API customer accounts are open (the shop runs legacy accounts). */
export const legacyAccountsOpen = (services: Pick<Services, 'customerAccounts'>): boolean => services.customerAccounts === 'legacy';

export const ACCOUNTS_DISABLED_MESSAGE = 'Customer accounts are disabled.';

const errors = (list: CustomerUserError[]) => ({ customerUserErrors: customerErrorViews(list), userErrors: userErrorViews(list) });
const noSuchToken = { userErrors: userErrorViews([{ field: ['customerAccessToken'], message: 'access token does not exist' }]) };

const TOKEN_MUTATIONS = new Set(['customerUpdate', 'customerAddressCreate', 'customerAddressUpdate', 'customerAddressDelete', 'customerDefaultAddressUpdate']);

/** The payload a legacy customer mutation answers on a shop without legacy accounts; every other field is null. */
export function closedLegacyAnswer(mutation: string): Record<string, unknown> {
  if (mutation === 'customerAccessTokenCreate') return errors([err('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')]);
  if (mutation === 'customerAccessTokenRenew' || mutation === 'customerAccessTokenDelete') return noSuchToken;
  if (TOKEN_MUTATIONS.has(mutation)) return errors([tokenInvalid()]);
  return errors([err('CUSTOMER_DISABLED', null, ACCOUNTS_DISABLED_MESSAGE)]);
}

type Resolver = (args: never, ctx: RequestContext) => Promise<unknown>;

/** Each resolver runs only while legacy accounts are open; otherwise it answers closedLegacyAnswer. */
export function onlyWithLegacyAccounts<M extends Record<string, Resolver>>(mutations: M): M {
  const guarded: Record<string, Resolver> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    guarded[name] = (args, ctx) => (legacyAccountsOpen(ctx.services) ? resolve(args, ctx) : Promise.resolve(closedLegacyAnswer(name)));
  }
  return guarded as M;
}
