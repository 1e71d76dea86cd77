/**
 * The legacy backend's account actions: sign-in, registration, recovery, activation and reset links,
 * profile, password, addresses and orders, over the Storefront API's customer mutations. The customer
 * store keeps the session itself (token, renewal, the customer, sign-out) and hands it in.
 * - Results with errors go back to the caller. Activation and reset network failures are logged only
 *   and the caller gets undefined.
 * - Addresses: list and default refetched after create, update, delete or default change.
 */
import { ORDERS_FETCHED } from '../../config/accounts';
import type { AddressValues } from '../../lib/accountValidation';
import type { ClubMember } from '../../lib/beachClub';
import type { AccountError } from '../../lib/customerErrors';
import { customerGid } from '../../lib/ids';
import { appendOrders, type AccountOrder } from '../../lib/customerOrders';
import type { AccessToken } from '../../lib/tokenExpiry';
import type { CustomerAddressesQuery } from '../../storefront/generated/storefront.generated';
import * as operations from '../../storefront/operations/customer';
import { failedLoadStatus } from '../busy';
import { failed, isThrottled, ok, sessionEnded, throttled, unreachable } from '../results';
import type { AccountResult, AccountSession, OrdersPage, ProfileInput, RegisterInput } from '../types';

const unidentified = (): AccountError => ({ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' });

const rejectsToken = (errors: readonly AccountError[]): boolean =>
  errors.some((e) => e.code === 'TOKEN_INVALID' && e.field?.includes('customerAccessToken'));

const toMailingAddress = (values: AddressValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  company: values.company.trim(),
  address1: values.address1.trim(),
  address2: values.address2.trim(),
  city: values.city.trim(),
  province: values.province.trim(),
  zip: values.zip.trim().toUpperCase(),
  country: values.country,
  phone: values.phone.trim(),
});

/**
 * Runs an account call with a fresh token. A rejected token ends the session, saying why: a classic
 * token dies when the password is set elsewhere (activation, reset).
 */
async function withToken<T = undefined>(
  session: AccountSession,
  label: string,
  run: (token: string) => Promise<AccountResult<T>>,
): Promise<AccountResult<T>> {
  const token = await session.freshToken();
  if (!token) return sessionEnded<T>();
  try {
    const result = await run(token.accessToken);
    if (rejectsToken(result.errors)) {
      session.endSessionLocally('refused');
      return sessionEnded<T>();
    }
    return result;
  } catch (error) {
    console.error(`${label} failed`, error);
    return unreachable<T>();
  }
}

/** customerActivate and customerReset share everything but the request. */
async function completeLink(
  session: AccountSession,
  label: string,
  run: () => Promise<{ token?: AccessToken | null; errors: AccountError[] } | null>,
): Promise<AccountResult<{ signedIn: boolean }> | undefined> {
  let payload;
  try {
    payload = await run();
  } catch (error) {
    // Network failures of activation and reset are only logged; the caller gets nothing.
    console.error(`${label} failed`, error);
    return undefined;
  }
  if (!payload) return failed([{ message: `${label} failed` }]);
  if (payload.errors.length) return failed(payload.errors);
  if (!payload.token) return ok({ signedIn: false });
  const outcome = await session.startSession(payload.token, false);
  return ok({ signedIn: outcome === 'ok' });
}

function setAddresses(session: AccountSession, customer: NonNullable<CustomerAddressesQuery['customer']>): void {
  const defaultAddressId = customer.defaultAddress?.id ?? null;
  const addresses = [...customer.addresses.nodes].sort(
    (a, b) => Number(b.id === defaultAddressId) - Number(a.id === defaultAddressId),
  );
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
}

// ---- Sign-in and registration ----

export async function login(session: AccountSession, email: string, password: string): Promise<AccountResult> {
  let payload;
  try {
    payload = await operations.createAccessToken({ email: email.trim(), password });
  } catch (error) {
    console.error('Sign-in failed', error);
    return isThrottled(error) ? throttled() : unreachable();
  }
  const errors = payload?.customerUserErrors ?? [];
  if (errors.length || !payload?.customerAccessToken) return failed(errors.length ? errors : [unidentified()]);
  const outcome = await session.startSession(payload.customerAccessToken, false);
  if (outcome === 'network') return unreachable();
  if (outcome === 'rejected') return failed([unidentified()]);
  return ok();
}

export async function register(session: AccountSession, input: RegisterInput): Promise<AccountResult<{ signedIn: boolean }>> {
  let payload;
  const email = input.email.trim();
  try {
    payload = await operations.createCustomer({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      password: input.password,
      acceptsMarketing: input.acceptsMarketing ?? false,
    });
  } catch (error) {
    console.error('Registration failed', error);
    return unreachable();
  }
  const errors = payload?.customerUserErrors ?? [];
  if (errors.length || !payload?.customer) return failed(errors.length ? errors : [{ message: 'Registration failed' }]);
  session.set({ newlyRegistered: true });
  // Classic accounts are usable at once; a store that insists on activation first answers
  // the sign-in with an error, and the shopper is told to check the welcome e-mail.
  const signIn = await session.actions.login(email, input.password);
  return ok({ signedIn: signIn.ok });
}

export async function recover(session: AccountSession, email: string): Promise<AccountResult> {
  let payload;
  try {
    payload = await operations.recoverCustomer(email.trim());
  } catch (error) {
    console.error('Password recovery failed', error);
    return unreachable();
  }
  if (!payload) return failed([{ message: 'Password recovery failed' }]);
  // Success only when the error list is empty. customerUserErrors carries every error userErrors did
  // (with a code); userErrors is deprecated in favour of it
  // (https://shopify.dev/docs/api/storefront/2026-04/payloads/CustomerRecoverPayload).
  const errors: AccountError[] = payload.customerUserErrors;
  return errors.length ? failed(errors) : ok();
}

export const activate = (session: AccountSession, cxid: string, token: string, password: string) =>
  completeLink(session, 'Account activation', async () => {
    const payload = await operations.activateCustomer(customerGid(cxid), { activationToken: token, password });
    return payload ? { token: payload.customerAccessToken, errors: payload.customerUserErrors } : null;
  });

export const reset = (session: AccountSession, cxid: string, token: string, password: string) =>
  completeLink(session, 'Password reset', async () => {
    const payload = await operations.resetCustomer(customerGid(cxid), { resetToken: token, password });
    return payload ? { token: payload.customerAccessToken, errors: payload.customerUserErrors } : null;
  });

// ---- Profile ----

export const updateProfile = (session: AccountSession, input: ProfileInput) =>
  withToken(session, 'Updating the profile', async (customerAccessToken) => {
    const payload = await operations.updateCustomer(customerAccessToken, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      // An empty phone removes it.
      phone: input.phone.trim() || null,
      ...(input.acceptsMarketing === undefined ? {} : { acceptsMarketing: input.acceptsMarketing }),
    });
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload?.customer) return failed(errors.length ? errors : [{ message: 'Updating the profile failed' }]);
    session.set({ customer: payload.customer });
    // Changing the e-mail gives a new token on Shopify (the old one stops working).
    if (payload.customerAccessToken) session.replaceToken(payload.customerAccessToken);
    return ok();
  });

export async function changePassword(session: AccountSession, current: string, next: string): Promise<AccountResult> {
  const email = session.get().customer?.email;
  if (!email) return sessionEnded();
  return withToken(session, 'Changing the password', async () => {
    // The Storefront API takes no current password: checking it is a sign-in with it.
    const check = await operations.createAccessToken({ email, password: current });
    const checked = check?.customerAccessToken;
    if (!checked) {
      return failed([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['current'], message: 'The current password is not correct' }]);
    }
    const payload = await operations.updatePassword(checked.accessToken, next);
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload) return failed(errors.length ? errors : [{ message: 'Changing the password failed' }]);
    // A new password ends the other sessions; the new token keeps this one.
    session.replaceToken(payload.customerAccessToken ?? checked);
    return ok();
  });
}

// ---- Addresses ----

/** The store has already set addressesStatus to 'loading'. */
export async function loadAddresses(session: AccountSession): Promise<void> {
  const result = await withToken(session, 'Loading the addresses', async (customerAccessToken) => {
    const customer = await operations.fetchAddresses(customerAccessToken);
    if (!customer) return sessionEnded();
    setAddresses(session, customer);
    return ok();
  });
  if (!result.ok) session.set({ addressesStatus: failedLoadStatus(result) });
}

export const createAddress = (session: AccountSession, address: AddressValues, makeDefault: boolean) =>
  withToken(session, 'Adding the address', async (customerAccessToken) => {
    const payload = await operations.createAddress(customerAccessToken, toMailingAddress(address));
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload?.customerAddress) return failed(errors.length ? errors : [{ message: 'Adding the address failed' }]);
    let result = ok();
    if (makeDefault) result = await session.actions.setDefaultAddress(payload.customerAddress.id);
    else await session.actions.loadAddresses();
    return result;
  });

export const updateAddress = (session: AccountSession, id: string, address: AddressValues, makeDefault: boolean) =>
  withToken(session, 'Saving the address', async (customerAccessToken) => {
    const payload = await operations.updateAddress(customerAccessToken, id, toMailingAddress(address));
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload?.customerAddress) {
      // A vanished address: show the list as it is now.
      if (errors.some((e) => e.code === 'NOT_FOUND')) await session.actions.loadAddresses();
      return failed(errors.length ? errors : [{ message: 'Saving the address failed' }]);
    }
    // Address ids can change on update (Shopify); the new id is the one to make default.
    if (makeDefault && session.get().defaultAddressId !== id) return session.actions.setDefaultAddress(payload.customerAddress.id);
    await session.actions.loadAddresses();
    return ok();
  });

export const deleteAddress = (session: AccountSession, id: string) =>
  withToken(session, 'Deleting the address', async (customerAccessToken) => {
    const payload = await operations.deleteAddress(customerAccessToken, id);
    const errors = payload?.customerUserErrors ?? [];
    if (!errors.length) session.set({ addresses: session.get().addresses.filter((a) => a.id !== id) });
    // The store may promote another address to default: refetch either way.
    await session.actions.loadAddresses();
    return errors.length ? failed(errors) : ok();
  });

export const setDefaultAddress = (session: AccountSession, id: string) =>
  withToken(session, 'Changing the default address', async (customerAccessToken) => {
    const payload = await operations.setDefaultAddress(customerAccessToken, id);
    const errors = payload?.customerUserErrors ?? [];
    await session.actions.loadAddresses();
    return errors.length ? failed(errors) : ok();
  });

// ---- Orders ----

/** The store has already set ordersStatus to 'loading'. */
export async function loadOrders(session: AccountSession): Promise<void> {
  const result = await withToken(session, 'Loading the orders', async (customerAccessToken) => {
    const page = await operations.fetchOrdersPage(customerAccessToken, ORDERS_FETCHED, null);
    if (!page) return sessionEnded();
    // Older orders already shown (further pages, one found by number) stay: a refresh renews the first page.
    const { orders: shown, moreOrdersStatus, ordersCursor } = session.get();
    session.set({
      orders: appendOrders(page.orders, shown),
      ordersCursor: moreOrdersStatus === 'ready' ? ordersCursor : page.hasNextPage ? page.endCursor : null,
      ordersStatus: 'ready',
    });
    return ok();
  });
  if (!result.ok) session.set({ ordersStatus: failedLoadStatus(result) });
}

/** The Beach Club's side of the customer (Storefront API metafields). */
export async function loadClubMember(session: AccountSession): Promise<AccountResult<ClubMember>> {
  return withToken(session, 'Loading the Beach Club', async (customerAccessToken) => {
    const { fetchClubMember } = await import('../../storefront/operations/beachClub');
    const member = await fetchClubMember(customerAccessToken, ORDERS_FETCHED);
    return member ? ok(member) : sessionEnded<ClubMember>();
  });
}
/** The page of orders after `after`. */
export const olderOrders = (session: AccountSession, after: string) =>
  withToken<OrdersPage>(session, 'Loading older orders', async (customerAccessToken) => {
    const page = await operations.fetchOrdersPage(customerAccessToken, ORDERS_FETCHED, after);
    if (!page) return sessionEnded<OrdersPage>();
    return ok({ orders: page.orders, cursor: page.hasNextPage ? page.endCursor : null });
  });

/** Most orders a number search pages through: the Storefront API filters customer orders by date only. */
const FIND_PAGES = 10;

/**
 * The Storefront API's Customer.orders filters by processed_at only
 * (https://shopify.dev/docs/api/storefront/2025-07/objects/Customer#field-orders), so an order number
 * is looked for page by page, newest first.
 */
export const findOrder = (session: AccountSession, orderNumber: number) =>
  withToken<AccountOrder | null>(session, 'Finding the order', async (customerAccessToken) => {
    let after: string | null = null;
    for (let page = 0; page < FIND_PAGES; page += 1) {
      const result: Awaited<ReturnType<typeof operations.fetchOrdersPage>> = await operations.fetchOrdersPage(customerAccessToken, ORDERS_FETCHED, after);
      if (!result) return sessionEnded<AccountOrder | null>();
      const found = result.orders.find((o) => o.orderNumber === orderNumber);
      if (found) {
        session.set({ orders: appendOrders(session.get().orders, [found]) });
        return ok(found);
      }
      if (!result.hasNextPage || !result.endCursor) break;
      after = result.endCursor;
    }
    return ok(null);
  });

/** Classic accounts have no return requests in the Storefront API: the returns form takes them. */
export const requestReturn = async (): Promise<AccountResult<{ name: string }>> =>
  failed<{ name: string }>([{ code: 'RETURNS_FORM', field: null, message: 'Returns are requested with our returns form.' }]);

/** acceptsMarketing of customerUpdate (https://shopify.dev/docs/api/storefront/2025-07/input-objects/CustomerUpdateInput). */
export const setEmailMarketing = (session: AccountSession, subscribed: boolean) =>
  withToken(session, 'Changing e-mail preferences', async (customerAccessToken) => {
    const payload = await operations.updateCustomer(customerAccessToken, { acceptsMarketing: subscribed });
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload?.customer) return failed(errors.length ? errors : [{ message: 'Changing e-mail preferences failed' }]);
    session.set({ customer: payload.customer });
    return ok();
  });
