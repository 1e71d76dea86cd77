/**
 * The customer session's life: the stored access token, start-up (restoring a stored session),
 * renewal before a token is used, starting a session after a sign-in, other tabs signing in or out,
 * and sign-out.
 * - Load: a stored, unexpired token → loading until the customer is fetched → logged in. No token →
 *   loading false at once. A corrupted, expired or rejected token → signed out quietly (no error).
 * - A token within the backend's renewal window of its expiry is renewed before it is used.
 * - Sign-out: customerAccessTokenDelete on the server, token removed, user cleared, the logged-in,
 *   newly-registered and login-success flags reset.
 * - A session that ends by itself (refused token, failed refresh) leaves a message (sessionMessage).
 * - Every change is published to the other stores (sessionEvents.ts) after it happened.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '../config/site';
import { loadAccountBackend } from '../accounts';
import type { AccountBackend, AccountState, CustomerProfile, FetchOutcome, SessionToken } from '../accounts/types';
import { tokenState } from '../lib/tokenExpiry';
import { publish, signedIn } from './sessionEvents';
import { sharedState } from './sharedState';

/** The customer store's state: the account data the backends keep, and the session's flags. */
export interface SessionState extends AccountState {
  /** Why the session ended by itself (refused token, failed refresh, a sign-in that failed), for the shopper. */
  sessionMessage: string | null;
  isLoggedIn: boolean;
  /** True until the customer fetch ends; false at once without a token. */
  loading: boolean;
  /** A token is stored but the customer could not be fetched (network): not signed out, retryable. */
  sessionError: boolean;
  loginSuccess: boolean;
  loginModalOpen: boolean;
  forceRegister: boolean;
  accountMenuOpen: boolean;
}

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

/** The stored token, shared with the other tabs; an unreadable one is removed (signed out quietly). */
const storedToken = sharedState.define<SessionToken | null>(STORAGE_KEYS.accessToken, {
  schema: v.nullable(storedTokenSchema) as v.GenericSchema<unknown, SessionToken | null>,
  fallback: null,
  onCorrupt: () => {
    console.warn('Ignoring an unreadable stored access token; signed out');
    storedToken.remove();
  },
});

const readStoredToken = (): SessionToken | null => storedToken.read();

/** No one signed in: every session field back to its start, except the sign-in dialog's own flags. */
export const signedOutState: Omit<SessionState, 'loginModalOpen' | 'forceRegister'> = {
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
  ordersCursor: null,
  moreOrdersStatus: 'idle',
};

let initPromise: Promise<void> | null = null;
let renewing: Promise<SessionToken | null> | null = null;
/** A token renewed while the session was being restored (the cart must hear of the new token). */
let renewedBeforeStart = false;

// The customer store's state, read and written through the store's own `set` and `get` (handed in
// when the store is created, before anything here runs).
let set!: (partial: Partial<SessionState>) => void;
let get!: () => SessionState;

/** The customer store hands in its `set` and `get` when it is created. */
export function connectSession(setState: typeof set, getState: typeof get): void {
  set = setState;
  get = getState;
}

/** Ends the session on this device only (the token is already dead, or the server is told apart). */
export const endSessionLocally = (message?: string) => {
  const wasSignedIn = get().accessToken !== null || get().isLoggedIn;
  storedToken.remove();
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
  storedToken.write(stored);
  set({ accessToken: stored });
};

/** A new token for the same customer (renewal, password change): the cart and listeners follow. */
export const replaceToken = (token: SessionToken) => {
  const previous = get().accessToken?.accessToken;
  storeToken(token);
  const { customer } = get();
  if (previous === token.accessToken) return;
  // Renewed before the customer was known (at load): the session's start reports it as a renewal.
  if (customer) publish(signedIn(customer.id, token.accessToken, 'renewal'));
  else renewedBeforeStart = true;
};

/** The current token, renewed when close to expiry; null (and signed out) when it is dead. */
export const freshToken = async (): Promise<SessionToken | null> => {
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
export const startSession = async (token: SessionToken, restored: boolean): Promise<FetchOutcome> => {
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

/** Fetches the customer again (after a failed fetch). */
export const refresh = async (): Promise<void> => {
  const token = await freshToken();
  if (!token) return;
  set({ loading: true, sessionError: false });
  await startSession(token, true);
};

/**
 * Signing in or out in another tab follows here, so two tabs never disagree about who is signed in.
 * The token is the one the other tab sent (this tab's copy of storage may not have caught up yet).
 * Before start-up nothing is done: start-up reads the token stored then.
 */
const listenToOtherTabs = (): void => {
  storedToken.subscribe(({ value: stored }) => {
    if (!initPromise) return;
    const state = get();
    if (!stored) {
      if (state.accessToken) {
        set({ ...signedOutState });
        publish({ type: 'signed-out' });
      }
    } else if (stored.accessToken !== state.accessToken?.accessToken) {
      set({ accessToken: stored, loading: true });
      void refresh();
    }
  });
};
listenToOtherTabs();

/** Start-up: a stored session is restored (its token renewed first when due). */
export const init = (): Promise<void> => {
  initPromise ??= (async () => {
    const stored = readStoredToken();
    // An expired Customer Account access token is renewed by its refresh token; a legacy one is dead.
    if (!stored || (tokenState(stored) === 'expired' && !stored.refreshToken)) {
      if (stored) storedToken.remove();
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
};

export const logout = async (): Promise<void> => {
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
};

/** Tests start every case from scratch. */
export function resetSessionForTests(): void {
  initPromise = null;
  renewing = null;
  renewedBeforeStart = false;
}
