/**
 * Customer session and account data: sign-in and sign-out, profile, addresses, orders, activation
 * and reset, and the account dialogs' flags.
 * - The session's life (the stored token, restoring it at load, renewal, other tabs, sign-out) is in
 *   customerSession.ts, made for this store by createCustomerStore; all of its state is this store's
 *   state, so a fresh store (or zustand's reset to the initial state) starts with no session.
 * - Login: customerAccessTokenCreate → token stored → customer fetched and set.
 * - Forcing the register form also opens the login modal; the account menu opens, closes, toggles.
 * - Other stores follow the session through one mechanism, onSessionChange (the store's session events,
 *   sessionEvents.ts; the cart's buyer identity, the wishlist); this store imports none of them.
 * - The account backend (src/accounts: `legacy` Storefront customer mutations or `new` Customer
 *   Account API, by GATSBY_CUSTOMER_ACCOUNTS) loads with the first account request, so it is not
 *   part of the first-load JavaScript. This module talks only to that interface.
 * - New accounts: sign-in goes to the shop's hosted login; /account/authorize/ finishes it. A session
 *   that ends by itself (refused token, failed refresh, a replayed sign-in code) keeps why (sessionEnded).
 */
import { create } from 'zustand';
import { ROUTES } from '../config/site';
import { loadAccountBackend } from '../accounts';
import type { AccountBackend, AccountResult, AccountSession, ProfileInput, RegisterInput } from '../accounts/types';
import type { AddressValues } from '../lib/accountValidation';
import { createCustomerSession, initialBookkeeping, signedOutState, type SessionState } from './customerSession';
import { onStartup } from './startup';
import { createSessionEvents, type SessionEvents } from './sessionEvents';

export type { AccountAddress, AccountResult, CustomerProfile, LoadStatus, ProfileInput, RegisterInput, ReturnRequestLine } from '../accounts/types';
export type { AccessToken } from '../lib/tokenExpiry';
export type { SessionChange, SessionInfo } from './sessionEvents';

export interface CustomerState extends SessionState {
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
  /** Reads the newest orders from the shop again (a retry, after a return). */
  loadOrders: () => Promise<void>;
  /**
   * The orders for an account page: read once per session and kept while the shopper moves between
   * the account pages. Signing out forgets them; a reload (coming back from the checkout is one) reads
   * them again.
   */
  ensureOrders: () => Promise<void>;
  /**
   * Runs an action of the account backend, loaded on first use; `unavailable` answers when it cannot
   * be loaded (offline). The account pages' own actions (customerPageActions.ts) go through it, so
   * their code stays out of every page's first load.
   */
  runAccount: <R>(label: string, unavailable: () => R, run: (actions: AccountBackend, session: AccountSession) => Promise<R>) => Promise<R>;

  openLoginModal: () => void;
  closeLoginModal: () => void;
  setForceRegister: (force: boolean) => void;
  openAccountMenu: () => void;
  closeAccountMenu: () => void;
  toggleAccountMenu: () => void;
}

export const initialCustomerState = {
  ...signedOutState,
  addresses: [],
  orders: [],
  // Static pages render "loading" so an account page never flashes a sign-in prompt before start-up.
  loading: true,
  loginModalOpen: false,
  forceRegister: false,
  bookkeeping: initialBookkeeping,
} satisfies Partial<CustomerState>;

/**
 * A customer store whose session publishes on `events`. Its state holds all of the session's state
 * (bookkeeping included), so zustand's own reset (setState(getInitialState(), true)) starts it afresh.
 */
export function createCustomerStore(events: SessionEvents) {
  return create<CustomerState>()((set, get) => {
    const { init, freshToken, startSession, replaceToken, endSessionLocally, refresh, logout } = createCustomerSession({ set, get, events });

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

      init,

      signInWithShop: (returnTo) => account('Sign-in', unreachable, (backend) => backend.beginSignIn(returnTo ?? ROUTES.account)),

      // The stored session is restored first, so the callback knows whether there is one to keep.
      completeSignIn: async (callbackUrl) => {
        await init();
        return account('Sign-in', unreachable, (backend, accountSession) => backend.completeSignIn(accountSession, callbackUrl));
      },

      clearSessionMessage: () => set({ sessionEnded: null }),

      refresh,

      login: (email, password) => account('Sign-in', unreachable, (actions, session) => actions.login(session, email, password)),

      register: (input) =>
        account('Registration', unreachable, (actions, session) => actions.register(session, input)),

      logout,

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

      ensureOrders: async () => {
        const { ordersStatus } = get();
        if (ordersStatus === 'ready' || ordersStatus === 'loading') return;
        await get().loadOrders();
      },

      runAccount: (label, unavailable, run) => account(label, unavailable, run),

      openLoginModal: () => set({ loginModalOpen: true, forceRegister: false, accountMenuOpen: false }),
      closeLoginModal: () => set({ loginModalOpen: false, forceRegister: false }),
      setForceRegister: (force) =>
        set(force ? { forceRegister: true, loginModalOpen: true, accountMenuOpen: false } : { forceRegister: false }),
      openAccountMenu: () => set({ accountMenuOpen: true }),
      closeAccountMenu: () => set({ accountMenuOpen: false }),
      toggleAccountMenu: () => set({ accountMenuOpen: !get().accountMenuOpen }),
    };
  });
}

/** The site's session listeners: other stores follow the session through the customer store. */
const sessionEvents = createSessionEvents();
export const { onSessionChange, onSignIn, onSignOut } = sessionEvents;

export const useCustomer = createCustomerStore(sessionEvents);

onStartup(() => useCustomer.getState().init());
