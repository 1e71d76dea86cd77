/**
 * Customer session and account data: the access token's life, sign-in and sign-out, profile,
 * addresses, orders, activation and reset.
 * - Load: a stored, unexpired token → loading until the customer is fetched → logged in. No token →
 *   loading false at once. A corrupted, expired or rejected token → signed out quietly (no error).
 * - A token within TOKEN_RENEW_WITHIN_MS of expiry is renewed before it is used.
 * - Login: customerAccessTokenCreate → token stored → customer fetched and set.
 * - Sign-out: customerAccessTokenDelete on the server, token removed, user cleared, the logged-in,
 *   newly-registered and login-success flags reset.
 * - Forcing the register form also opens the login modal; the account menu opens, closes, toggles.
 * - Other stores follow the session through one mechanism, onSessionChange (the cart's buyer identity,
 *   the wishlist); this store imports none of them.
 * - The account backend (src/accounts: `legacy` Storefront customer mutations or `new` Customer
 *   Account API, by GATSBY_CUSTOMER_ACCOUNTS) loads with the first account request, so it is not
 *   part of the first-load JavaScript. This module keeps the session and talks only to that interface.
 * - New accounts: sign-in goes to the shop's hosted login; /account/authorize/ finishes it. A session
 *   that ends by itself (refused token, failed refresh, bad callback) leaves a message (sessionMessage).
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { ROUTES, STORAGE_KEYS } from '../config/site';
import { loadAccountBackend } from '../accounts';
import type {
  AccountAddress,
  AccountBackend,
  AccountResult,
  AccountSession,
  CustomerProfile,
  FetchOutcome,
  LoadStatus,
  ProfileInput,
  RegisterInput,
  SessionToken,
} from '../accounts/types';
import type { AddressValues } from '../lib/accountValidation';
import type { AccountOrder } from '../lib/customerOrders';
import { readJSON, removeItem, writeJSON } from '../lib/storage';
import { tokenState } from '../lib/tokenExpiry';
import { onStartup } from './hydrate';

export type { AccountAddress, AccountResult, CustomerProfile, LoadStatus, ProfileInput, RegisterInput } from '../accounts/types';
export type { AccessToken } from '../lib/tokenExpiry';

export interface CustomerState {
  customer: CustomerProfile | null;
  accessToken: SessionToken | null;
  /** Why the session ended by itself (refused token, failed refresh, a sign-in that failed), for the shopper. */
  sessionMessage: string | null;
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
  /** New accounts: to the shop's hosted login, coming back to `returnTo` (a path of this site). */
  signInWithShop: (returnTo?: string) => Promise<AccountResult>;
  /** New accounts: finishes the hosted login at /account/authorize/ (state, code, nonce checked). */
  completeSignIn: (callbackUrl: URL) => Promise<AccountResult<{ returnTo: string }>>;
  clearSessionMessage: () => void;
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

/**
 * The one way other stores follow the session: every change is published here, after it happened.
 * `reason` says why a session (re)started: a fresh sign-in, one restored at load (or from another
 * tab), or a renewed token for the same customer.
 */
export type SessionChange =
  | { type: 'signed-in'; session: SessionInfo; reason: 'sign-in' | 'restore' | 'renewal' }
  | { type: 'signed-out' };

type SessionListener = (change: SessionChange) => Promise<void> | void;
const sessionListeners = new Set<SessionListener>();

export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Sign-ins (fresh, restored or renewed) only. */
export const onSignIn = (listener: (session: SessionInfo) => Promise<void> | void): (() => void) =>
  onSessionChange((change) => (change.type === 'signed-in' ? listener(change.session) : undefined));

export const onSignOut = (listener: () => Promise<void> | void): (() => void) =>
  onSessionChange((change) => (change.type === 'signed-out' ? listener() : undefined));

/** Listeners run after the session changed; one failing never blocks the shopper or the others. */
function publish(change: SessionChange): void {
  for (const listener of sessionListeners) {
    Promise.resolve()
      .then(() => listener(change))
      .catch((error: unknown) => console.error('A session listener failed', error));
  }
}

const signedIn = (customerId: string, accessToken: string, reason: 'sign-in' | 'restore' | 'renewal'): SessionChange => ({
  type: 'signed-in',
  session: { customerId, accessToken, restored: reason !== 'sign-in' },
  reason,
});

// ---- Stored token ----

const storedTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(
    v.string(),
    v.check((value) => Number.isFinite(Date.parse(value)), 'not a date'),
  ),
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  idToken: v.optional(v.pipe(v.string(), v.minLength(1))),
});

function readStoredToken(): SessionToken | null {
  let corrupted = false;
  const token = readJSON<SessionToken | null>(STORAGE_KEYS.accessToken, v.nullable(storedTokenSchema), null, undefined, () => {
    corrupted = true;
  });
  if (corrupted) {
    console.warn('Ignoring an unreadable stored access token; signed out');
    removeItem(STORAGE_KEYS.accessToken);
  }
  return token;
}

const signedOutState: Pick<
  CustomerState,
  | 'customer' | 'accessToken' | 'sessionMessage' | 'isLoggedIn' | 'loading' | 'sessionError' | 'newlyRegistered' | 'loginSuccess'
  | 'accountMenuOpen' | 'addresses' | 'defaultAddressId' | 'addressesStatus' | 'orders' | 'ordersStatus'
> = {
  customer: null,
  accessToken: null,
  sessionMessage: null,
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
let renewing: Promise<SessionToken | null> | null = null;
let storageListening = false;
/** A token renewed while the session was being restored (the cart must hear of the new token). */
let renewedBeforeStart = false;

export const useCustomer = create<CustomerState>()((set, get) => {
  /** Ends the session on this device only (the token is already dead, or the server is told apart). */
  const endSessionLocally = (message?: string) => {
    const wasSignedIn = get().accessToken !== null || get().isLoggedIn;
    removeItem(STORAGE_KEYS.accessToken);
    set({ ...signedOutState, sessionMessage: message ?? null });
    if (wasSignedIn) publish({ type: 'signed-out' });
  };

  const storeToken = (token: SessionToken) => {
    const stored: SessionToken = {
      accessToken: token.accessToken,
      expiresAt: token.expiresAt,
      ...(token.refreshToken ? { refreshToken: token.refreshToken } : {}),
      ...(token.idToken ? { idToken: token.idToken } : {}),
    };
    writeJSON(STORAGE_KEYS.accessToken, stored);
    set({ accessToken: stored });
  };

  /** A new token for the same customer (renewal, password change): the cart and listeners follow. */
  const replaceToken = (token: SessionToken) => {
    const previous = get().accessToken?.accessToken;
    storeToken(token);
    const { customer } = get();
    if (previous === token.accessToken) return;
    // Renewed before the customer was known (at load): the session's start reports it as a renewal.
    if (customer) publish(signedIn(customer.id, token.accessToken, 'renewal'));
    else renewedBeforeStart = true;
  };

  /** The current token, renewed when close to expiry; null (and signed out) when it is dead. */
  const freshToken = async (): Promise<SessionToken | null> => {
    const token = get().accessToken;
    if (!token) return null;
    let backend: AccountBackend;
    try {
      backend = await loadAccountBackend();
    } catch (error) {
      console.error('Loading the account code failed', error);
      return tokenState(token) === 'expired' ? null : token;
    }
    const state = tokenState(token, Date.now(), backend.renewWithinMs);
    // A legacy token cannot outlive its expiry; a Customer Account session can, by its refresh token.
    if (state === 'expired' && !token.refreshToken) {
      endSessionLocally();
      return null;
    }
    if (state === 'valid') return token;
    renewing ??= (async () => {
      try {
        const renewed = await backend.renewToken(token);
        if (!renewed) {
          // Refresh tokens rotate: another tab may have just renewed this session. Its token is the session now.
          const shared = readStoredToken();
          if (shared && shared.accessToken !== token.accessToken && tokenState(shared, Date.now(), backend.renewWithinMs) !== 'expired') {
            set({ accessToken: shared });
            return shared;
          }
          endSessionLocally(token.refreshToken ? 'Your session has ended. Please sign in again.' : undefined);
          return null;
        }
        replaceToken(renewed);
        return renewed;
      } catch (error) {
        if (state === 'expired') {
          // The access token is dead and no new one came: signed out cleanly, with a reason.
          console.error('Refreshing the session failed', error);
          endSessionLocally('Your session could not be renewed. Please sign in again.');
          return null;
        }
        // Still valid for a while: keep using it and renew next time.
        console.warn('Renewing the access token failed; trying again later', error);
        return token;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  };

  /** Fetches and sets the customer behind a token. */
  const fetchCustomer = async (token: SessionToken): Promise<FetchOutcome> => {
    let customer: CustomerProfile | null | undefined;
    try {
      customer = await (await loadAccountBackend()).fetchCustomer(token);
    } catch (error) {
      // A network failure is only logged. The token stays, so a retry or the next page load signs in.
      console.error('Customer fetch failed', error);
      set({ loading: false, sessionError: true });
      return 'network';
    }
    if (!customer) return 'rejected';
    set({ customer, isLoggedIn: true, loading: false, sessionError: false });
    return 'ok';
  };

  /** Starts a session with a token: stored, customer fetched, cart and listeners told. */
  const startSession = async (token: SessionToken, restored: boolean): Promise<FetchOutcome> => {
    const previous = get().customer;
    if (!restored && previous) {
      // Another sign-in on this device replaces the session: the old one ends first.
      publish({ type: 'signed-out' });
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
      set({ loginSuccess: true, loginModalOpen: false, forceRegister: false, sessionMessage: null });
    }
    publish(signedIn(customer.id, token.accessToken, restored ? (renewedBeforeStart ? 'renewal' : 'restore') : 'sign-in'));
    renewedBeforeStart = false;
    return outcome;
  };

  const session: AccountSession = {
    get,
    set,
    freshToken,
    startSession,
    replaceToken,
    endSessionLocally,
    actions: {
      login: (email, password) => get().login(email, password),
      loadAddresses: () => get().loadAddresses(),
      setDefaultAddress: (id) => get().setDefaultAddress(id),
    },
  };

  /**
   * Runs an action of the account backend. It loads on first use; when it cannot be loaded
   * (offline), the action ends as its own network failure would.
   */
  const account = async <R>(
    label: string,
    unavailable: () => R,
    run: (actions: AccountBackend, session: AccountSession) => Promise<R>,
  ): Promise<R> => {
    let backend: AccountBackend;
    try {
      backend = await loadAccountBackend();
    } catch (error) {
      console.error(`${label} failed`, error);
      return unavailable();
    }
    return run(backend, session);
  };

  /** The result of an account action that could not reach the store. */
  const unreachable = (): AccountResult<never> => ({ ok: false, errors: [], networkError: true });

  return {
    ...initialCustomerState,

    init: () => {
      initPromise ??= (async () => {
        listenToOtherTabs();
        const stored = readStoredToken();
        // An expired Customer Account access token is renewed by its refresh token; a legacy one is dead.
        if (!stored || (tokenState(stored) === 'expired' && !stored.refreshToken)) {
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

    signInWithShop: (returnTo) => account('Sign-in', unreachable, (backend) => backend.beginSignIn(returnTo ?? ROUTES.account)),

    completeSignIn: (callbackUrl) => account('Sign-in', unreachable, (backend, accountSession) => backend.completeSignIn(accountSession, callbackUrl)),

    clearSessionMessage: () => set({ sessionMessage: null }),

    refresh: async () => {
      const token = await freshToken();
      if (!token) return;
      set({ loading: true, sessionError: false });
      await startSession(token, true);
    },

    login: (email, password) => account('Sign-in', unreachable, (actions, session) => actions.login(session, email, password)),

    register: (input) =>
      account('Registration', unreachable, (actions, session) => actions.register(session, input)),

    logout: async () => {
      const token = get().accessToken;
      endSessionLocally();
      set({ loginModalOpen: false, forceRegister: false });
      if (!token) return;
      try {
        await (await loadAccountBackend()).endSession(token);
      } catch (error) {
        // Signed out here either way; the token simply expires on the server.
        console.error('Ending the session on the server failed', error);
      }
    },

    recover: (email) => account('Password recovery', unreachable, (actions, session) => actions.recover(session, email)),

    // Network failures of activation and reset are only logged; the caller gets nothing.
    activate: (cxid, token, password) =>
      account('Account activation', () => undefined, (actions, session) => actions.activate(session, cxid, token, password)),

    reset: (cxid, token, password) =>
      account('Password reset', () => undefined, (actions, session) => actions.reset(session, cxid, token, password)),

    updateProfile: (input) =>
      account('Updating the profile', unreachable, (actions, session) => actions.updateProfile(session, input)),

    changePassword: (current, next) =>
      account('Changing the password', unreachable, (actions, session) => actions.changePassword(session, current, next)),

    loadAddresses: () => {
      set({ addressesStatus: 'loading' });
      return account(
        'Loading the addresses',
        () => set({ addressesStatus: 'error' }),
        (actions, session) => actions.loadAddresses(session),
      );
    },

    createAddress: (address, makeDefault = false) =>
      account('Adding the address', unreachable, (actions, session) => actions.createAddress(session, address, makeDefault)),

    updateAddress: (id, address, makeDefault = false) =>
      account('Saving the address', unreachable, (actions, session) => actions.updateAddress(session, id, address, makeDefault)),

    deleteAddress: (id) => account('Deleting the address', unreachable, (actions, session) => actions.deleteAddress(session, id)),

    setDefaultAddress: (id) =>
      account('Changing the default address', unreachable, (actions, session) => actions.setDefaultAddress(session, id)),

    loadOrders: () => {
      set({ ordersStatus: 'loading' });
      return account(
        'Loading the orders',
        () => set({ ordersStatus: 'error' }),
        (actions, session) => actions.loadOrders(session),
      );
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
        publish({ type: 'signed-out' });
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
  renewedBeforeStart = false;
  useCustomer.setState({ ...initialCustomerState, addresses: [], orders: [] });
}
