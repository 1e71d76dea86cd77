/**
 * Customer session and account data (spec §3 "Customer", "Address", "Access token", §4 "Account flow",
 * "Session states", §5, §7 customer operations, §8).
 * - Load: a stored, unexpired token → loading until the customer is fetched → logged in. No token →
 *   loading false at once. A corrupted, expired or rejected token → signed out quietly (no error).
 * - A token within TOKEN_RENEW_WITHIN_MS of expiry is renewed before it is used.
 * - Login: customerAccessTokenCreate → token stored → customer fetched and set.
 * - Sign-out: customerAccessTokenDelete on the server, token removed, user cleared, the logged-in,
 *   newly-registered and login-success flags reset.
 * - Forcing the register form also opens the login modal; the account menu opens, closes, toggles.
 * - Addresses: list and default refetched after create, update, delete or default change.
 * - Results with errors go back to the caller (spec §5). Activation and reset network failures are
 *   logged only and the caller gets undefined (spec §8).
 * - Sign-in and sign-out join the cart's buyer identity; other stores listen with onSignIn/onSignOut.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { ORDERS_FETCHED, STORAGE_KEYS } from '../config/site';
import type { AddressValues } from '../lib/accountValidation';
import type { AccountError } from '../lib/customerErrors';
import { toAccountOrder, type AccountOrder } from '../lib/customerOrders';
import { customerGid } from '../lib/ids';
import { readJSON, removeItem, writeJSON } from '../lib/storage';
import { tokenState, type AccessToken } from '../lib/tokenExpiry';
import { storefrontRequest } from '../storefront/client';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION,
  CUSTOMER_ACTIVATE_MUTATION,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_PASSWORD_UPDATE_MUTATION,
  CUSTOMER_QUERY,
  CUSTOMER_RECOVER_MUTATION,
  CUSTOMER_RESET_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from '../storefront/documents/customer';
import type {
  AddressFragment,
  CustomerAccessTokenCreateMutation,
  CustomerAccessTokenDeleteMutation,
  CustomerAccessTokenRenewMutation,
  CustomerActivateMutation,
  CustomerAddressCreateMutation,
  CustomerAddressDeleteMutation,
  CustomerAddressesQuery,
  CustomerAddressUpdateMutation,
  CustomerCreateMutation,
  CustomerDefaultAddressUpdateMutation,
  CustomerFragment,
  CustomerOrdersQuery,
  CustomerPasswordUpdateMutation,
  CustomerQuery,
  CustomerRecoverMutation,
  CustomerResetMutation,
  CustomerUpdateMutation,
} from '../storefront/generated/storefront.generated';
import { useCart } from './cart';
import { onStartup } from './hydrate';

export type CustomerProfile = CustomerFragment;
export type AccountAddress = AddressFragment;
export type { AccessToken } from '../lib/tokenExpiry';

/** What an account action tells its form. */
export interface AccountResult<T = undefined> {
  ok: boolean;
  /** customerUserErrors / userErrors as the API gave them (spec §5: returned to the caller). */
  errors: AccountError[];
  /** The store could not be reached: nothing changed and the form keeps what was typed. */
  networkError: boolean;
  data?: T;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptsMarketing?: boolean;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing?: boolean;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CustomerState {
  customer: CustomerProfile | null;
  accessToken: AccessToken | null;
  isLoggedIn: boolean;
  /** True until the customer fetch ends; false at once without a token. */
  loading: boolean;
  /** A token is stored but the customer could not be fetched (network): not signed out, retryable. */
  sessionError: boolean;
  newlyRegistered: boolean;
  loginSuccess: boolean;
  loginModalOpen: boolean;
  forceRegister: boolean;
  accountMenuOpen: boolean;
  addresses: AccountAddress[];
  defaultAddressId: string | null;
  addressesStatus: LoadStatus;
  orders: AccountOrder[];
  ordersStatus: LoadStatus;

  init: () => Promise<void>;
  /** Fetches the customer again (after a failed fetch). */
  refresh: () => Promise<void>;
  login: (email: string, password: string) => Promise<AccountResult>;
  register: (input: RegisterInput) => Promise<AccountResult<{ signedIn: boolean }>>;
  logout: () => Promise<void>;
  recover: (email: string) => Promise<AccountResult>;
  activate: (cxid: string, token: string, password: string) => Promise<AccountResult<{ signedIn: boolean }> | undefined>;
  reset: (cxid: string, token: string, password: string) => Promise<AccountResult<{ signedIn: boolean }> | undefined>;
  updateProfile: (input: ProfileInput) => Promise<AccountResult>;
  changePassword: (current: string, next: string) => Promise<AccountResult>;
  loadAddresses: () => Promise<void>;
  createAddress: (address: AddressValues, makeDefault?: boolean) => Promise<AccountResult>;
  updateAddress: (id: string, address: AddressValues, makeDefault?: boolean) => Promise<AccountResult>;
  deleteAddress: (id: string) => Promise<AccountResult>;
  setDefaultAddress: (id: string) => Promise<AccountResult>;
  loadOrders: () => Promise<void>;

  openLoginModal: () => void;
  closeLoginModal: () => void;
  setForceRegister: (force: boolean) => void;
  openAccountMenu: () => void;
  closeAccountMenu: () => void;
  toggleAccountMenu: () => void;
}

// ---- Listeners: the wishlist (and anyone else) follow the session ----

export interface SessionInfo {
  customerId: string;
  accessToken: string;
  /** True when an existing session was picked up at load or its token changed, not a fresh sign-in. */
  restored: boolean;
}

type SignInListener = (session: SessionInfo) => Promise<void> | void;
type SignOutListener = () => Promise<void> | void;
const signInListeners = new Set<SignInListener>();
const signOutListeners = new Set<SignOutListener>();

export function onSignIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Listeners run after the session changed; one failing never blocks the shopper or the others. */
function notify<A extends unknown[]>(listeners: Set<(...args: A) => Promise<void> | void>, ...args: A): void {
  for (const listener of listeners) {
    Promise.resolve()
      .then(() => listener(...args))
      .catch((error: unknown) => console.error('A session listener failed', error));
  }
}

function joinCart(accessToken: string | null): void {
  useCart
    .getState()
    .setBuyerCustomer(accessToken)
    .catch((error: unknown) => console.error('Updating the cart buyer identity failed', error));
}

// ---- Stored token ----

const storedTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(
    v.string(),
    v.check((value) => Number.isFinite(Date.parse(value)), 'not a date'),
  ),
});

function readStoredToken(): AccessToken | null {
  let corrupted = false;
  const token = readJSON<AccessToken | null>(STORAGE_KEYS.accessToken, v.nullable(storedTokenSchema), null, undefined, () => {
    corrupted = true;
  });
  if (corrupted) {
    console.warn('Ignoring an unreadable stored access token; signed out');
    removeItem(STORAGE_KEYS.accessToken);
  }
  return token;
}

// ---- Results ----

const ok = <T = undefined>(data?: T): AccountResult<T> => ({ ok: true, errors: [], networkError: false, ...(data === undefined ? {} : { data }) });
const failed = <T = undefined>(errors: AccountError[]): AccountResult<T> => ({ ok: false, errors, networkError: false });
const unreachable = <T = undefined>(): AccountResult<T> => ({ ok: false, errors: [], networkError: true });
const SESSION_ENDED: AccountError = {
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Your session has ended. Please sign in again.',
};
const sessionEnded = <T = undefined>(): AccountResult<T> => failed<T>([SESSION_ENDED]);

const rejectsToken = (errors: readonly AccountError[]): boolean =>
  errors.some((e) => e.code === 'TOKEN_INVALID' && e.field?.includes('customerAccessToken'));

const toMailingAddress = (v: AddressValues) => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  company: v.company.trim(),
  address1: v.address1.trim(),
  address2: v.address2.trim(),
  city: v.city.trim(),
  province: v.province.trim(),
  zip: v.zip.trim().toUpperCase(),
  country: v.country,
  phone: v.phone.trim(),
});

const signedOutState: Pick<
  CustomerState,
  | 'customer' | 'accessToken' | 'isLoggedIn' | 'loading' | 'sessionError' | 'newlyRegistered' | 'loginSuccess'
  | 'accountMenuOpen' | 'addresses' | 'defaultAddressId' | 'addressesStatus' | 'orders' | 'ordersStatus'
> = {
  customer: null,
  accessToken: null,
  isLoggedIn: false,
  loading: false,
  sessionError: false,
  newlyRegistered: false,
  loginSuccess: false,
  accountMenuOpen: false,
  addresses: [],
  defaultAddressId: null,
  addressesStatus: 'idle',
  orders: [],
  ordersStatus: 'idle',
};

export const initialCustomerState = {
  ...signedOutState,
  addresses: [],
  orders: [],
  // Static pages render "loading" so an account page never flashes a sign-in prompt before start-up.
  loading: true,
  loginModalOpen: false,
  forceRegister: false,
} satisfies Partial<CustomerState>;

let initPromise: Promise<void> | null = null;
let renewing: Promise<AccessToken | null> | null = null;
let storageListening = false;

export const useCustomer = create<CustomerState>()((set, get) => {
  /** Ends the session on this device only (the token is already dead, or the server is told apart). */
  const endSessionLocally = () => {
    const wasSignedIn = get().accessToken !== null || get().isLoggedIn;
    removeItem(STORAGE_KEYS.accessToken);
    set({ ...signedOutState });
    if (wasSignedIn) {
      notify(signOutListeners);
      joinCart(null);
    }
  };

  const storeToken = (token: AccessToken) => {
    writeJSON(STORAGE_KEYS.accessToken, { accessToken: token.accessToken, expiresAt: token.expiresAt });
    set({ accessToken: { accessToken: token.accessToken, expiresAt: token.expiresAt } });
  };

  /** A new token for the same customer (renewal, password change): the cart and listeners follow. */
  const replaceToken = (token: AccessToken) => {
    const previous = get().accessToken?.accessToken;
    storeToken(token);
    const { customer } = get();
    if (previous !== token.accessToken) {
      joinCart(token.accessToken);
      if (customer) notify(signInListeners, { customerId: customer.id, accessToken: token.accessToken, restored: true });
    }
  };

  /** The current token, renewed when close to expiry; null (and signed out) when it is dead. */
  const freshToken = async (): Promise<AccessToken | null> => {
    const token = get().accessToken;
    if (!token) return null;
    const state = tokenState(token);
    if (state === 'expired') {
      endSessionLocally();
      return null;
    }
    if (state === 'valid') return token;
    renewing ??= (async () => {
      try {
        const data = await storefrontRequest<CustomerAccessTokenRenewMutation>(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, {
          variables: { customerAccessToken: token.accessToken },
        });
        const renewed = data.customerAccessTokenRenew?.customerAccessToken;
        if (!renewed) {
          endSessionLocally();
          return null;
        }
        replaceToken(renewed);
        return renewed;
      } catch (error) {
        // Still valid for a while: keep using it and renew next time.
        console.warn('Renewing the access token failed; trying again later', error);
        return token;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  };

  type FetchOutcome = 'ok' | 'rejected' | 'network';

  /** Fetches and sets the customer behind a token. */
  const fetchCustomer = async (token: AccessToken): Promise<FetchOutcome> => {
    let data: CustomerQuery;
    try {
      data = await storefrontRequest<CustomerQuery>(CUSTOMER_QUERY, { variables: { customerAccessToken: token.accessToken } });
    } catch (error) {
      // Spec §8: console only. The token stays, so a retry or the next page load signs in.
      console.error('Customer fetch failed', error);
      set({ loading: false, sessionError: true });
      return 'network';
    }
    if (!data.customer) return 'rejected';
    set({ customer: data.customer, isLoggedIn: true, loading: false, sessionError: false });
    return 'ok';
  };

  /** Starts a session with a token: stored, customer fetched, cart and listeners told. */
  const startSession = async (token: AccessToken, restored: boolean): Promise<FetchOutcome> => {
    const previous = get().customer;
    if (!restored && previous) {
      // Another sign-in on this device replaces the session: the old one ends first.
      notify(signOutListeners);
      set({ addresses: [], defaultAddressId: null, addressesStatus: 'idle', orders: [], ordersStatus: 'idle' });
    }
    storeToken(token);
    const outcome = await fetchCustomer(token);
    if (outcome === 'rejected') {
      endSessionLocally();
      return outcome;
    }
    if (outcome === 'network') return outcome;
    const customer = get().customer as CustomerProfile;
    if (!restored) {
      set({ loginSuccess: true, loginModalOpen: false, forceRegister: false });
      joinCart(token.accessToken);
    }
    notify(signInListeners, { customerId: customer.id, accessToken: token.accessToken, restored });
    return outcome;
  };

  /** customerActivate and customerReset share everything but the document. */
  const completeLink = async (
    label: string,
    run: () => Promise<{ token?: AccessToken | null; errors: AccountError[] } | null>,
  ): Promise<AccountResult<{ signedIn: boolean }> | undefined> => {
    let payload;
    try {
      payload = await run();
    } catch (error) {
      // Spec §8: network failures of activation and reset are console-only; the caller gets nothing.
      console.error(`${label} failed`, error);
      return undefined;
    }
    if (!payload) return failed([{ message: `${label} failed` }]);
    if (payload.errors.length) return failed(payload.errors);
    if (!payload.token) return ok({ signedIn: false });
    const outcome = await startSession(payload.token, false);
    return ok({ signedIn: outcome === 'ok' });
  };

  /** Runs an account call with a fresh token; a rejected token ends the session quietly. */
  const withToken = async <T = undefined>(
    label: string,
    run: (token: string) => Promise<AccountResult<T>>,
  ): Promise<AccountResult<T>> => {
    const token = await freshToken();
    if (!token) return sessionEnded<T>();
    try {
      const result = await run(token.accessToken);
      if (rejectsToken(result.errors)) {
        endSessionLocally();
        return sessionEnded<T>();
      }
      return result;
    } catch (error) {
      console.error(`${label} failed`, error);
      return unreachable<T>();
    }
  };

  const setAddresses = (customer: NonNullable<CustomerAddressesQuery['customer']>) => {
    const defaultAddressId = customer.defaultAddress?.id ?? null;
    const addresses = [...customer.addresses.nodes].sort(
      (a, b) => Number(b.id === defaultAddressId) - Number(a.id === defaultAddressId),
    );
    const current = get().customer;
    const defaultAddress = addresses.find((a) => a.id === defaultAddressId);
    set({
      addresses,
      defaultAddressId,
      addressesStatus: 'ready',
      ...(current
        ? { customer: { ...current, defaultAddress: defaultAddress ? { id: defaultAddress.id, countryCodeV2: defaultAddress.countryCodeV2 } : null } }
        : {}),
    });
  };

  return {
    ...initialCustomerState,

    init: () => {
      initPromise ??= (async () => {
        listenToOtherTabs();
        const stored = readStoredToken();
        if (!stored || tokenState(stored) === 'expired') {
          if (stored) removeItem(STORAGE_KEYS.accessToken);
          set({ loading: false });
          return;
        }
        set({ accessToken: stored, loading: true });
        const token = await freshToken();
        if (!token) {
          set({ loading: false });
          return;
        }
        await startSession(token, true);
      })();
      return initPromise;
    },

    refresh: async () => {
      const token = await freshToken();
      if (!token) return;
      set({ loading: true, sessionError: false });
      await startSession(token, true);
    },

    login: async (email, password) => {
      let data: CustomerAccessTokenCreateMutation;
      try {
        data = await storefrontRequest<CustomerAccessTokenCreateMutation>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
          variables: { input: { email: email.trim(), password } },
        });
      } catch (error) {
        console.error('Sign-in failed', error);
        return unreachable();
      }
      const payload = data.customerAccessTokenCreate;
      const errors = payload?.customerUserErrors ?? [];
      if (errors.length || !payload?.customerAccessToken) {
        return failed(errors.length ? errors : [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }]);
      }
      const outcome = await startSession(payload.customerAccessToken, false);
      if (outcome === 'network') return unreachable();
      if (outcome === 'rejected') return failed([{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }]);
      return ok();
    },

    register: async (input) => {
      let data: CustomerCreateMutation;
      const email = input.email.trim();
      try {
        data = await storefrontRequest<CustomerCreateMutation>(CUSTOMER_CREATE_MUTATION, {
          variables: {
            input: {
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              email,
              password: input.password,
              acceptsMarketing: input.acceptsMarketing ?? false,
            },
          },
        });
      } catch (error) {
        console.error('Registration failed', error);
        return unreachable();
      }
      const payload = data.customerCreate;
      const errors = payload?.customerUserErrors ?? [];
      if (errors.length || !payload?.customer) return failed(errors.length ? errors : [{ message: 'Registration failed' }]);
      set({ newlyRegistered: true });
      // Classic accounts are usable at once; a store that insists on activation first answers
      // the sign-in with an error, and the shopper is told to check the welcome e-mail.
      const signIn = await get().login(email, input.password);
      return ok({ signedIn: signIn.ok });
    },

    logout: async () => {
      const token = get().accessToken;
      endSessionLocally();
      set({ loginModalOpen: false, forceRegister: false });
      if (!token) return;
      try {
        await storefrontRequest<CustomerAccessTokenDeleteMutation>(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
          variables: { customerAccessToken: token.accessToken },
        });
      } catch (error) {
        // Signed out here either way; the token simply expires on the server.
        console.error('Deleting the access token on the server failed', error);
      }
    },

    recover: async (email) => {
      let data: CustomerRecoverMutation;
      try {
        data = await storefrontRequest<CustomerRecoverMutation>(CUSTOMER_RECOVER_MUTATION, { variables: { email: email.trim() } });
      } catch (error) {
        console.error('Password recovery failed', error);
        return unreachable();
      }
      const payload = data.customerRecover;
      if (!payload) return failed([{ message: 'Password recovery failed' }]);
      // Spec §5: success only when userErrors (and customerUserErrors) are empty.
      const errors: AccountError[] = [...payload.customerUserErrors, ...payload.userErrors];
      return errors.length ? failed(errors) : ok();
    },

    activate: (cxid, token, password) =>
      completeLink('Account activation', async () => {
        const data = await storefrontRequest<CustomerActivateMutation>(CUSTOMER_ACTIVATE_MUTATION, {
          variables: { id: customerGid(cxid), input: { activationToken: token, password } },
        });
        const payload = data.customerActivate;
        return payload ? { token: payload.customerAccessToken, errors: payload.customerUserErrors } : null;
      }),

    reset: (cxid, token, password) =>
      completeLink('Password reset', async () => {
        const data = await storefrontRequest<CustomerResetMutation>(CUSTOMER_RESET_MUTATION, {
          variables: { id: customerGid(cxid), input: { resetToken: token, password } },
        });
        const payload = data.customerReset;
        return payload ? { token: payload.customerAccessToken, errors: payload.customerUserErrors } : null;
      }),

    updateProfile: (input) =>
      withToken('Updating the profile', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerUpdateMutation>(CUSTOMER_UPDATE_MUTATION, {
          variables: {
            customerAccessToken,
            customer: {
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              email: input.email.trim(),
              // An empty phone removes it.
              phone: input.phone.trim() || null,
              ...(input.acceptsMarketing === undefined ? {} : { acceptsMarketing: input.acceptsMarketing }),
            },
          },
        });
        const payload = data.customerUpdate;
        const errors = payload?.customerUserErrors ?? [];
        if (errors.length || !payload?.customer) return failed(errors.length ? errors : [{ message: 'Updating the profile failed' }]);
        set({ customer: payload.customer });
        // Changing the e-mail gives a new token on Shopify (the old one stops working).
        if (payload.customerAccessToken) replaceToken(payload.customerAccessToken);
        return ok();
      }),

    changePassword: async (current, next) => {
      const email = get().customer?.email;
      if (!email) return sessionEnded();
      return withToken('Changing the password', async () => {
        // The Storefront API takes no current password: checking it is a sign-in with it.
        const check = await storefrontRequest<CustomerAccessTokenCreateMutation>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
          variables: { input: { email, password: current } },
        });
        const checked = check.customerAccessTokenCreate?.customerAccessToken;
        if (!checked) {
          return failed([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['current'], message: 'The current password is not correct' }]);
        }
        const data = await storefrontRequest<CustomerPasswordUpdateMutation>(CUSTOMER_PASSWORD_UPDATE_MUTATION, {
          variables: { customerAccessToken: checked.accessToken, password: next },
        });
        const payload = data.customerUpdate;
        const errors = payload?.customerUserErrors ?? [];
        if (errors.length || !payload) return failed(errors.length ? errors : [{ message: 'Changing the password failed' }]);
        // A new password ends the other sessions; the new token keeps this one.
        replaceToken(payload.customerAccessToken ?? checked);
        return ok();
      });
    },

    loadAddresses: async () => {
      set({ addressesStatus: 'loading' });
      const result = await withToken('Loading the addresses', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerAddressesQuery>(CUSTOMER_ADDRESSES_QUERY, { variables: { customerAccessToken } });
        if (!data.customer) return sessionEnded();
        setAddresses(data.customer);
        return ok();
      });
      if (!result.ok) set({ addressesStatus: result.networkError ? 'error' : 'idle' });
    },

    createAddress: (address, makeDefault = false) =>
      withToken('Adding the address', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerAddressCreateMutation>(CUSTOMER_ADDRESS_CREATE_MUTATION, {
          variables: { customerAccessToken, address: toMailingAddress(address) },
        });
        const payload = data.customerAddressCreate;
        const errors = payload?.customerUserErrors ?? [];
        if (errors.length || !payload?.customerAddress) return failed(errors.length ? errors : [{ message: 'Adding the address failed' }]);
        let result = ok();
        if (makeDefault) result = await get().setDefaultAddress(payload.customerAddress.id);
        else await get().loadAddresses();
        return result;
      }),

    updateAddress: (id, address, makeDefault = false) =>
      withToken('Saving the address', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerAddressUpdateMutation>(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
          variables: { customerAccessToken, id, address: toMailingAddress(address) },
        });
        const payload = data.customerAddressUpdate;
        const errors = payload?.customerUserErrors ?? [];
        if (errors.length || !payload?.customerAddress) {
          // A vanished address: show the list as it is now.
          if (errors.some((e) => e.code === 'NOT_FOUND')) await get().loadAddresses();
          return failed(errors.length ? errors : [{ message: 'Saving the address failed' }]);
        }
        // Address ids can change on update (Shopify); the new id is the one to make default.
        if (makeDefault && get().defaultAddressId !== id) return get().setDefaultAddress(payload.customerAddress.id);
        await get().loadAddresses();
        return ok();
      }),

    deleteAddress: (id) =>
      withToken('Deleting the address', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerAddressDeleteMutation>(CUSTOMER_ADDRESS_DELETE_MUTATION, {
          variables: { customerAccessToken, id },
        });
        const payload = data.customerAddressDelete;
        const errors = payload?.customerUserErrors ?? [];
        if (!errors.length) set({ addresses: get().addresses.filter((a) => a.id !== id) });
        // The store may promote another address to default: refetch either way.
        await get().loadAddresses();
        return errors.length ? failed(errors) : ok();
      }),

    setDefaultAddress: (id) =>
      withToken('Changing the default address', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerDefaultAddressUpdateMutation>(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
          variables: { customerAccessToken, addressId: id },
        });
        const errors = data.customerDefaultAddressUpdate?.customerUserErrors ?? [];
        await get().loadAddresses();
        return errors.length ? failed(errors) : ok();
      }),

    loadOrders: async () => {
      set({ ordersStatus: 'loading' });
      const result = await withToken('Loading the orders', async (customerAccessToken) => {
        const data = await storefrontRequest<CustomerOrdersQuery>(CUSTOMER_ORDERS_QUERY, {
          variables: { customerAccessToken, first: ORDERS_FETCHED },
        });
        if (!data.customer) return sessionEnded();
        set({ orders: data.customer.orders.nodes.map(toAccountOrder), ordersStatus: 'ready' });
        return ok();
      });
      if (!result.ok) set({ ordersStatus: result.networkError ? 'error' : 'idle' });
    },

    openLoginModal: () => set({ loginModalOpen: true, forceRegister: false, accountMenuOpen: false }),
    closeLoginModal: () => set({ loginModalOpen: false, forceRegister: false }),
    setForceRegister: (force) =>
      set(force ? { forceRegister: true, loginModalOpen: true, accountMenuOpen: false } : { forceRegister: false }),
    openAccountMenu: () => set({ accountMenuOpen: true }),
    closeAccountMenu: () => set({ accountMenuOpen: false }),
    toggleAccountMenu: () => set({ accountMenuOpen: !get().accountMenuOpen }),
  };
});

/** Signing in or out in another tab follows here, so two tabs never disagree about who is signed in. */
function listenToOtherTabs(): void {
  if (storageListening || typeof window === 'undefined') return;
  storageListening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.accessToken) return;
    const state = useCustomer.getState();
    const stored = readStoredToken();
    if (!stored) {
      if (state.accessToken) {
        useCustomer.setState({ ...signedOutState });
        notify(signOutListeners);
      }
    } else if (stored.accessToken !== state.accessToken?.accessToken) {
      useCustomer.setState({ accessToken: stored, loading: true });
      void useCustomer.getState().refresh();
    }
  });
}

onStartup(() => useCustomer.getState().init());

/** Tests start every case from scratch. */
export function resetCustomerForTests(): void {
  initPromise = null;
  renewing = null;
  useCustomer.setState({ ...initialCustomerState, addresses: [], orders: [] });
}
