/**
 * The `new` backend: Shopify's customer accounts through the Customer Account API, as a public browser
 * client. Sign-in is the shop's hosted login (e-mailed one-time code); there are no passwords, so the
 * password actions answer with a message that leads to the hosted login. Loaded (with oauth4webapi and
 * jose) only when a shopper signs in or has a session.
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api
 */
import { CUSTOMER_ACCOUNT_RENEW_WITHIN_MS, ORDERS_FETCHED } from '../../config/site';
import type { AddressValues } from '../../lib/accountValidation';
import { toClubMember, type ClubMember } from '../../lib/beachClub';
import {
  CUSTOMER_ACCOUNT_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESSES_QUERY,
  CUSTOMER_ACCOUNT_CLUB_QUERY,
  CUSTOMER_ACCOUNT_CUSTOMER_QUERY,
  CUSTOMER_ACCOUNT_ORDERS_QUERY,
  CUSTOMER_ACCOUNT_UPDATE_MUTATION,
} from '../documents/customerAccount';
import type {
  CustomerAccountAddressCreateMutation,
  CustomerAccountAddressCreateMutationVariables,
  CustomerAccountAddressDeleteMutation,
  CustomerAccountAddressDeleteMutationVariables,
  CustomerAccountAddressesQuery,
  CustomerAccountAddressUpdateMutation,
  CustomerAccountAddressUpdateMutationVariables,
  CustomerAccountClubQuery,
  CustomerAccountClubQueryVariables,
  CustomerAccountCustomerQuery,
  CustomerAccountOrdersQuery,
  CustomerAccountOrdersQueryVariables,
  CustomerAccountUpdateMutation,
  CustomerAccountUpdateMutationVariables,
} from '../generated/customer-account.generated';
import { failed, ok, SESSION_ENDED_MESSAGE, sessionEnded, unreachable } from '../results';
import type { AccountBackend, AccountResult, AccountSession, ProfileInput, SessionToken } from '../types';
import { AccountUnreachableError } from '../types';
import { AccessTokenRejectedError, customerAccountRequest } from './graphql';
import { toAccountAddress, toAccountErrors, toAccountOrderFromCustomerAccount, toCustomerAddressInput, toCustomerProfile } from './mapping';
import { authorizationUrl, endSessionUrl, exchangeCode, refresh, SignInError } from './oauth';

/** Where the browser goes (the hosted login, the end-session endpoint); replaced in tests. */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
};

export const PASSWORDLESS_MESSAGE =
  'Blue Bay Swim accounts have no password: sign in with the one-time code we e-mail you. Your account is created the first time you sign in.';
const passwordless = <T = undefined>(): AccountResult<T> => failed<T>([{ code: 'PASSWORDLESS', field: null, message: PASSWORDLESS_MESSAGE }]);

/** Runs a Customer Account call with a fresh token; a refused token ends the session with a message. */
async function withToken<T = undefined>(
  session: AccountSession,
  label: string,
  run: (accessToken: string) => Promise<AccountResult<T>>,
): Promise<AccountResult<T>> {
  const token = await session.freshToken();
  if (!token) return sessionEnded<T>();
  try {
    return await run(token.accessToken);
  } catch (error) {
    if (error instanceof AccessTokenRejectedError) {
      session.endSessionLocally(SESSION_ENDED_MESSAGE);
      return sessionEnded<T>();
    }
    console.error(`${label} failed`, error);
    return unreachable<T>();
  }
}

async function fetchCustomer(token: SessionToken) {
  try {
    const data = await customerAccountRequest<CustomerAccountCustomerQuery>(CUSTOMER_ACCOUNT_CUSTOMER_QUERY, token.accessToken);
    return toCustomerProfile(data.customer);
  } catch (error) {
    if (error instanceof AccessTokenRejectedError) return null;
    throw error;
  }
}

async function updateProfile(session: AccountSession, input: ProfileInput): Promise<AccountResult> {
  return withToken(session, 'Updating the profile', async (accessToken) => {
    const data = await customerAccountRequest<CustomerAccountUpdateMutation, CustomerAccountUpdateMutationVariables>(
      CUSTOMER_ACCOUNT_UPDATE_MUTATION,
      accessToken,
      { input: { firstName: input.firstName.trim(), lastName: input.lastName.trim() } },
    );
    const errors = data.customerUpdate?.userErrors ?? [];
    const customer = data.customerUpdate?.customer;
    if (errors.length || !customer) return failed(errors.length ? toAccountErrors(errors) : [{ message: 'Updating the profile failed' }]);
    session.set({ customer: toCustomerProfile(customer) });
    return ok();
  });
}

async function loadAddresses(session: AccountSession): Promise<void> {
  const result = await withToken(session, 'Loading the addresses', async (accessToken) => {
    const { customer } = await customerAccountRequest<CustomerAccountAddressesQuery>(CUSTOMER_ACCOUNT_ADDRESSES_QUERY, accessToken);
    const defaultAddressId = customer.defaultAddress?.id ?? null;
    const addresses = customer.addresses.nodes
      .map(toAccountAddress)
      .sort((a, b) => Number(b.id === defaultAddressId) - Number(a.id === defaultAddressId));
    const current = session.get().customer;
    const defaultAddress = addresses.find((a) => a.id === defaultAddressId);
    session.set({
      addresses,
      defaultAddressId,
      addressesStatus: 'ready',
      ...(current
        ? { customer: { ...current, defaultAddress: defaultAddress ? { id: defaultAddress.id, countryCodeV2: defaultAddress.countryCodeV2 } : null } }
        : {}),
    });
    return ok();
  });
  if (!result.ok) session.set({ addressesStatus: result.networkError ? 'error' : 'idle' });
}

/** After any address change the list and the default are read again (ids and the default may move). */
async function thenReload(session: AccountSession, result: AccountResult): Promise<AccountResult> {
  if (!result.networkError) await session.actions.loadAddresses();
  return result;
}

const createAddress = (session: AccountSession, address: AddressValues, makeDefault: boolean) =>
  withToken(session, 'Adding the address', async (accessToken) => {
    const data = await customerAccountRequest<CustomerAccountAddressCreateMutation, CustomerAccountAddressCreateMutationVariables>(
      CUSTOMER_ACCOUNT_ADDRESS_CREATE_MUTATION,
      accessToken,
      { address: toCustomerAddressInput(address), defaultAddress: makeDefault },
    );
    const errors = data.customerAddressCreate?.userErrors ?? [];
    if (errors.length || !data.customerAddressCreate?.customerAddress) {
      return failed(errors.length ? toAccountErrors(errors) : [{ message: 'Adding the address failed' }]);
    }
    return ok();
  }).then((result) => thenReload(session, result));

const updateAddress = (session: AccountSession, id: string, address: AddressValues | null, makeDefault: boolean) =>
  withToken(session, 'Saving the address', async (accessToken) => {
    const data = await customerAccountRequest<CustomerAccountAddressUpdateMutation, CustomerAccountAddressUpdateMutationVariables>(
      CUSTOMER_ACCOUNT_ADDRESS_UPDATE_MUTATION,
      accessToken,
      { addressId: id, ...(address ? { address: toCustomerAddressInput(address) } : {}), ...(makeDefault ? { defaultAddress: true } : {}) },
    );
    const errors = data.customerAddressUpdate?.userErrors ?? [];
    if (errors.length || !data.customerAddressUpdate?.customerAddress) {
      return failed(errors.length ? toAccountErrors(errors) : [{ message: 'Saving the address failed' }]);
    }
    return ok();
  }).then((result) => thenReload(session, result));

const deleteAddress = (session: AccountSession, id: string) =>
  withToken(session, 'Deleting the address', async (accessToken) => {
    const data = await customerAccountRequest<CustomerAccountAddressDeleteMutation, CustomerAccountAddressDeleteMutationVariables>(
      CUSTOMER_ACCOUNT_ADDRESS_DELETE_MUTATION,
      accessToken,
      { addressId: id },
    );
    const errors = data.customerAddressDelete?.userErrors ?? [];
    if (errors.length) return failed(toAccountErrors(errors));
    session.set({ addresses: session.get().addresses.filter((a) => a.id !== id) });
    return ok();
  }).then((result) => thenReload(session, result));

async function loadOrders(session: AccountSession): Promise<void> {
  const result = await withToken(session, 'Loading the orders', async (accessToken) => {
    const { customer } = await customerAccountRequest<CustomerAccountOrdersQuery, CustomerAccountOrdersQueryVariables>(
      CUSTOMER_ACCOUNT_ORDERS_QUERY,
      accessToken,
      { first: ORDERS_FETCHED },
    );
    session.set({ orders: customer.orders.nodes.map(toAccountOrderFromCustomerAccount), ordersStatus: 'ready' });
    return ok();
  });
  if (!result.ok) session.set({ ordersStatus: result.networkError ? 'error' : 'idle' });
}

/** The Beach Club's side of the customer (Customer Account API metafields). */
async function loadClubMember(session: AccountSession): Promise<AccountResult<ClubMember>> {
  return withToken(session, 'Loading the Beach Club', async (accessToken) => {
    const { customer } = await customerAccountRequest<CustomerAccountClubQuery, CustomerAccountClubQueryVariables>(CUSTOMER_ACCOUNT_CLUB_QUERY, accessToken, {
      first: ORDERS_FETCHED,
    });
    return ok(toClubMember(customer, customer.creationDate));
  });
}

async function completeSignIn(session: AccountSession, callbackUrl: URL): Promise<AccountResult<{ returnTo: string }>> {
  let exchanged;
  try {
    exchanged = await exchangeCode(callbackUrl);
  } catch (error) {
    const problem = error instanceof SignInError ? error : new SignInError('Sign-in failed. Please try again.', 'code', { cause: error });
    console.error('Sign-in failed', error);
    // Never half signed in: whatever session this tab had ends here too.
    session.endSessionLocally(problem.message);
    return failed([{ code: problem.reason, field: null, message: problem.message }]);
  }
  const outcome = await session.startSession(exchanged.token, false);
  if (outcome === 'ok') return ok({ returnTo: exchanged.returnTo });
  const message =
    outcome === 'network'
      ? 'The shop could not be reached to finish signing you in. Please sign in again.'
      : 'The shop did not accept the sign-in. Please sign in again.';
  session.endSessionLocally(message);
  return failed([{ code: outcome, field: null, message }]);
}

export const backend: AccountBackend = {
  kind: 'new',
  renewWithinMs: CUSTOMER_ACCOUNT_RENEW_WITHIN_MS,

  fetchCustomer,
  renewToken: (token) => refresh(token),
  endSession: async (token) => {
    let url: URL | null = null;
    try {
      url = await endSessionUrl(token);
    } catch (error) {
      // Signed out here either way; the shop's session simply expires.
      console.error('Ending the session at the shop failed', error);
    }
    if (url) navigation.assign(url.toString());
  },
  beginSignIn: async (returnTo) => {
    try {
      navigation.assign((await authorizationUrl(returnTo)).toString());
      return ok();
    } catch (error) {
      console.error('Starting the sign-in failed', error);
      return unreachable();
    }
  },
  completeSignIn,

  login: async () => passwordless(),
  register: async () => passwordless<{ signedIn: boolean }>(),
  recover: async () => passwordless(),
  activate: async () => passwordless<{ signedIn: boolean }>(),
  reset: async () => passwordless<{ signedIn: boolean }>(),
  changePassword: async () => passwordless(),

  updateProfile,
  loadAddresses,
  createAddress,
  updateAddress: (session, id, address, makeDefault) => updateAddress(session, id, address, makeDefault),
  deleteAddress,
  setDefaultAddress: (session, id) => updateAddress(session, id, null, true),
  loadOrders,
  loadClubMember,
};

export { AccountUnreachableError };
