/**
 * The `new` backend: Shopify's customer accounts through the Customer Account API, as a public browser
 * client. Sign-in is the shop's hosted login (e-mailed one-time code); there are no passwords, so the
 * password actions answer with a message that leads to the hosted login. Loaded (with oauth4webapi and
 * jose) only when a shopper signs in or has a session.
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api
 */
import { CUSTOMER_ACCOUNT_RENEW_WITHIN_MS, ORDERS_FETCHED } from '../../config/accounts';
import type { AddressValues } from '../../lib/accountValidation';
import { toClubMember, type ClubMember } from '../../lib/beachClub';
import {
  CUSTOMER_ACCOUNT_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ACCOUNT_ADDRESSES_QUERY,
  CUSTOMER_ACCOUNT_CLUB_QUERY,
  CUSTOMER_ACCOUNT_CUSTOMER_QUERY,
  CUSTOMER_ACCOUNT_EMAIL_MARKETING_SUBSCRIBE_MUTATION,
  CUSTOMER_ACCOUNT_EMAIL_MARKETING_UNSUBSCRIBE_MUTATION,
  CUSTOMER_ACCOUNT_ORDER_REQUEST_RETURN_MUTATION,
  CUSTOMER_ACCOUNT_ORDERS_QUERY,
  CUSTOMER_ACCOUNT_UPDATE_MUTATION,
} from '../documents/customerAccount';
import type { ReturnReason } from '../generated/customer.types';
import { busy, failedLoadStatus } from '../busy';
import { failed, ok, sessionEnded, unreachable } from '../results';
import { appendOrders, type AccountOrder } from '../../lib/customerOrders';
import { sessionEndMessage } from '../../lib/sessionEnd';
import type { AccountBackend, AccountResult, AccountSession, OrdersPage, ProfileInput, ReturnRequestLine, SessionToken } from '../types';
import { isCustomerAccountError } from './errors';
import { createCustomerAccountRequest } from './graphql';
import { toAccountAddress, toAccountErrors, toAccountOrderFromCustomerAccount, toCustomerAddressInput, toCustomerProfile } from './mapping';
import { createOAuthClient, type SignInFailureReason } from './oauth';

/** This page's client of the shop's OAuth server and its Customer Account API (discovery fetched once). */
const oauth = createOAuthClient();
const customerAccountRequest = createCustomerAccountRequest(oauth.discover);

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
    if (isCustomerAccountError(error, 'unauthorized')) {
      session.endSessionLocally('refused');
      return sessionEnded<T>();
    }
    if (isCustomerAccountError(error, 'throttled')) {
      console.warn(`${label}: the shop is busy`, error);
      return busy<T>();
    }
    console.error(`${label} failed`, error);
    return unreachable<T>();
  }
}

async function fetchCustomer(token: SessionToken) {
  try {
    const data = await customerAccountRequest(CUSTOMER_ACCOUNT_CUSTOMER_QUERY, token.accessToken);
    return toCustomerProfile(data.customer);
  } catch (error) {
    if (isCustomerAccountError(error, 'unauthorized')) return null;
    throw error;
  }
}

async function updateProfile(session: AccountSession, input: ProfileInput): Promise<AccountResult> {
  return withToken(session, 'Updating the profile', async (accessToken) => {
    const data = await customerAccountRequest(
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
    const { customer } = await customerAccountRequest(CUSTOMER_ACCOUNT_ADDRESSES_QUERY, accessToken);
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
  if (!result.ok) session.set({ addressesStatus: failedLoadStatus(result) });
}

/** After any address change the list and the default are read again (ids and the default may move). */
async function thenReload(session: AccountSession, result: AccountResult): Promise<AccountResult> {
  if (!result.networkError) await session.actions.loadAddresses();
  return result;
}

const createAddress = (session: AccountSession, address: AddressValues, makeDefault: boolean) =>
  withToken(session, 'Adding the address', async (accessToken) => {
    const data = await customerAccountRequest(
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
    const data = await customerAccountRequest(
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
    const data = await customerAccountRequest(
      CUSTOMER_ACCOUNT_ADDRESS_DELETE_MUTATION,
      accessToken,
      { addressId: id },
    );
    const errors = data.customerAddressDelete?.userErrors ?? [];
    if (errors.length) return failed(toAccountErrors(errors));
    session.set({ addresses: session.get().addresses.filter((a) => a.id !== id) });
    return ok();
  }).then((result) => thenReload(session, result));

/** A page of the newest orders first, after `after`, optionally filtered by Shopify's search syntax. */
async function ordersPage(accessToken: string, variables: { after?: string | null; query?: string }) {
  const { customer } = await customerAccountRequest(
    CUSTOMER_ACCOUNT_ORDERS_QUERY,
    accessToken,
    { first: ORDERS_FETCHED, ...(variables.after ? { after: variables.after } : {}), ...(variables.query ? { query: variables.query } : {}) },
  );
  const { pageInfo } = customer.orders;
  return { orders: customer.orders.nodes.map(toAccountOrderFromCustomerAccount), cursor: pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null };
}

async function loadOrders(session: AccountSession): Promise<void> {
  const result = await withToken(session, 'Loading the orders', async (accessToken) => {
    const page = await ordersPage(accessToken, {});
    // Older orders already shown (further pages, one found by number) stay: a refresh renews the first page.
    const { orders: shown, moreOrdersStatus, ordersCursor } = session.get();
    session.set({
      orders: appendOrders(page.orders, shown),
      ordersCursor: moreOrdersStatus === 'ready' ? ordersCursor : page.cursor,
      ordersStatus: 'ready',
    });
    return ok();
  });
  if (!result.ok) session.set({ ordersStatus: failedLoadStatus(result) });
}

/** The Beach Club's side of the customer (Customer Account API metafields). */
async function loadClubMember(session: AccountSession): Promise<AccountResult<ClubMember>> {
  return withToken(session, 'Loading the Beach Club', async (accessToken) => {
    const { customer } = await customerAccountRequest(CUSTOMER_ACCOUNT_CLUB_QUERY, accessToken, {
      first: ORDERS_FETCHED,
    });
    return ok(toClubMember(customer, customer.creationDate));
  });
}

const olderOrders = (session: AccountSession, after: string) =>
  withToken<OrdersPage>(session, 'Loading older orders', async (accessToken) => ok(await ordersPage(accessToken, { after })));

/** https://shopify.dev/docs/api/customer/2025-07/objects/Customer#field-orders (query: "name:1001") */
const findOrder = (session: AccountSession, orderNumber: number) =>
  withToken<AccountOrder | null>(session, 'Finding the order', async (accessToken) => {
    const page = await ordersPage(accessToken, { query: `name:${orderNumber}` });
    const order = page.orders.find((o) => o.orderNumber === orderNumber) ?? null;
    if (order) session.set({ orders: appendOrders(session.get().orders, [order]) });
    return ok(order);
  });

const requestReturn = (session: AccountSession, orderId: string, lines: ReturnRequestLine[]) =>
  withToken<{ name: string }>(session, 'Requesting the return', async (accessToken) => {
    const data = await customerAccountRequest(
      CUSTOMER_ACCOUNT_ORDER_REQUEST_RETURN_MUTATION,
      accessToken,
      {
        orderId,
        requestedLineItems: lines.map((l) => ({
          lineItemId: l.lineItemId,
          quantity: l.quantity,
          returnReason: l.reason as ReturnReason,
          ...(l.note?.trim() ? { customerNote: l.note.trim() } : {}),
        })),
      },
    );
    const errors = data.orderRequestReturn?.userErrors ?? [];
    const requested = data.orderRequestReturn?.return;
    if (errors.length || !requested) return failed(errors.length ? toAccountErrors(errors) : [{ message: 'Requesting the return failed' }]);
    return ok({ name: requested.name });
  });

/**
 * https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe and
 * …Unsubscribe. Already subscribed is the outcome asked for, not a failure.
 */
const setEmailMarketing = (session: AccountSession, subscribed: boolean) =>
  withToken(session, 'Changing e-mail preferences', async (accessToken) => {
    const payload = subscribed
      ? (await customerAccountRequest(CUSTOMER_ACCOUNT_EMAIL_MARKETING_SUBSCRIBE_MUTATION, accessToken))
          .customerEmailMarketingSubscribe
      : (await customerAccountRequest(CUSTOMER_ACCOUNT_EMAIL_MARKETING_UNSUBSCRIBE_MUTATION, accessToken))
          .customerEmailMarketingUnsubscribe;
    const errors = (payload?.userErrors ?? []).filter((e) => e.code !== 'CUSTOMER_ALREADY_SUBSCRIBED');
    if (errors.length) return failed(toAccountErrors(errors));
    const state = payload?.emailAddress?.marketingState;
    const current = session.get().customer;
    if (current) session.set({ customer: { ...current, acceptsMarketing: state ? state === 'SUBSCRIBED' : subscribed } });
    return ok();
  });

/** Sign-in failures that stopped before the code reached the shop's token endpoint. */
const NOT_SENT: ReadonlySet<SignInFailureReason> = new Set(['missing', 'state', 'denied']);

/**
 * Whether the session this tab had is still one the shop accepts. A code sent a second time makes the
 * shop revoke the tokens it issued for it (https://datatracker.ietf.org/doc/html/rfc6749#section-4.1.2),
 * which may be this very session; then it ends here too, saying why.
 */
async function sessionSurvives(session: AccountSession): Promise<boolean> {
  // A refused refresh ends the session inside freshToken, with its own reason.
  const token = await session.freshToken();
  if (!token) return false;
  try {
    if (await fetchCustomer(token)) return true;
  } catch (error) {
    // Unreachable is not refused: the session stays and is checked on its next use.
    console.error('Checking the session failed', error);
    return true;
  }
  if (session.get().accessToken?.accessToken === token.accessToken) session.endSessionLocally('code-replayed');
  return false;
}

/**
 * The callback. A callback that cannot finish (opened again, an old one, Back to the hosted login after
 * signing in) never half-ends a session: the session this tab had goes on untouched while the shop
 * accepts it, and is ended everywhere, with the reason, when the shop does not.
 */
async function completeSignIn(session: AccountSession, callbackUrl: URL): Promise<AccountResult<{ returnTo: string }>> {
  const had = session.get().accessToken;
  const exchanged = await oauth.exchangeCode(callbackUrl);
  if (!exchanged.ok) {
    const problem = exchanged;
    console.error('Sign-in failed', problem.cause ?? problem.message);
    const failure = failed<{ returnTo: string }>([{ code: problem.reason, field: null, message: problem.message }]);
    // No session here, or another tab's sign-in replaced it meanwhile: nothing of this tab's to end.
    if (!had || session.get().accessToken !== had) return failure;
    // The shop never saw the code: the session is as it was.
    if (NOT_SENT.has(problem.reason)) return failure;
    await sessionSurvives(session);
    return failure;
  }
  const outcome = await session.startSession(exchanged.token, false);
  if (outcome === 'ok') return ok({ returnTo: exchanged.returnTo });
  const reason = outcome === 'network' ? 'sign-in-unreachable' : 'sign-in-refused';
  // Only the session this sign-in started ends here; one that replaced it meanwhile stays.
  if (session.get().accessToken?.accessToken === exchanged.token.accessToken) session.endSessionLocally(reason);
  return failed([{ code: outcome, field: null, message: sessionEndMessage(reason, 'new') ?? 'Sign-in failed. Please try again.' }]);
}

export const backend: AccountBackend = {
  kind: 'new',
  renewWithinMs: CUSTOMER_ACCOUNT_RENEW_WITHIN_MS,

  fetchCustomer,
  renewToken: (token) => oauth.refresh(token),
  endSession: async (token) => {
    let url: URL | null = null;
    try {
      url = await oauth.endSessionUrl(token);
    } catch (error) {
      // Signed out here either way; the shop's session simply expires.
      console.error('Ending the session at the shop failed', error);
    }
    if (url) navigation.assign(url.toString());
  },
  beginSignIn: async (returnTo) => {
    try {
      navigation.assign((await oauth.authorizationUrl(returnTo)).toString());
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
  olderOrders,
  findOrder,
  requestReturn,
  setEmailMarketing,
};
