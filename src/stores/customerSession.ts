/**
 * The customer session's life: the stored access token, start-up (restoring a stored session),
 * renewal before a token is used, starting a session after a sign-in, other tabs signing in or out,
 * and sign-out.
 * - Load: a stored, unexpired token → loading until the customer is fetched → logged in. No token →
 *   loading false at once. A corrupted, expired or rejected token → signed out quietly (no error).
 * - A token within the backend's renewal window of its expiry is renewed before it is used.
 * - Sign-out: customerAccessTokenDelete on the server, token removed, user cleared, the logged-in,
 *   newly-registered and login-success flags reset.
 * - A session that ends by itself (expired, refused or unrenewable token, a replayed sign-in code) leaves
 *   its reason (sessionEnded; the words, in src/lib/sessionEnd.ts, load with what shows them). The reason goes
 *   out on the shared cross-tab module just before the token's removal, so every other tab says why too.
 * - Every change is published to the other stores (sessionEvents.ts) after it happened.
 * - Each session has a generation: a customer fetch or renewal that finishes after the session ended or
 *   was replaced changes nothing, so no part of the page can show a session that is gone.
 * - The session's bookkeeping (generation, start-up, renewal in flight) lives in the store's state, not
 *   in this module: a fresh or reset store starts from nothing, and the functions here are made for
 *   one store by createCustomerSession.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '../config/site';
import { loadAccountBackend } from '../accounts';
import type { AccountBackend, AccountState, CustomerProfile, FetchOutcome, SessionToken } from '../accounts/types';
import type { SessionEnd, SessionEndReason } from '../lib/sessionEnd';
import { tokenState } from '../lib/tokenExpiry';
import { signedIn, type SessionEvents } from './sessionEvents';
import { sharedState } from './sharedState';
import { storedToken } from './customerToken';

/** The customer store's state: the account data the backends keep, and the session's flags. */
export interface SessionState extends AccountState {
  /** Why the last session ended, when the shopper is to be told (not after their own sign-out here). */
  sessionEnded: SessionEnd | null;
  isLoggedIn: boolean;
  /** True until the customer fetch ends; false at once without a token. */
  loading: boolean;
  /** A token is stored but the customer could not be fetched (network): not signed out, retryable. */
  sessionError: boolean;
  loginSuccess: boolean;
  loginModalOpen: boolean;
  forceRegister: boolean;
  accountMenuOpen: boolean;
  /** The session's own bookkeeping (not for display). */
  bookkeeping: SessionBookkeeping;
}

/** What the session keeps to tell a current answer from a stale one. */
export interface SessionBookkeeping {
  /** Bumped whenever the session ends or another one takes its place. */
  generation: number;
  /** Start-up, run once per store. */
  starting: Promise<void> | null;
  /** The renewal in flight, shared by every caller that needs a fresh token meanwhile. */
  renewing: Promise<SessionToken | null> | null;
  /** A token renewed while the session was being restored (the cart must hear of the new token). */
  renewedBeforeStart: boolean;
  /** The reason another tab sent just before it removed the token (one channel keeps their order). */
  heardReason: string | null;
}

export const initialBookkeeping: SessionBookkeeping = {
  generation: 0,
  starting: null,
  renewing: null,
  renewedBeforeStart: false,
  heardReason: null,
};

// ---- Stored token ----

/** The stored token (its key, schema and corruption rule are in customerToken.ts). */
const readStoredToken = (): SessionToken | null => storedToken.read();

/** Why the last session ended, shared with the other tabs (written just before the token goes). */
const endedReason = sharedState.define<{ reason: string } | null>(STORAGE_KEYS.sessionEnded, {
  schema: v.nullable(v.object({ reason: v.string() })) as v.GenericSchema<unknown, { reason: string } | null>,
  fallback: null,
});

/** No one signed in: every session field back to its start, except the sign-in dialog's own flags. */
export const signedOutState: Omit<SessionState, 'loginModalOpen' | 'forceRegister' | 'bookkeeping'> = {
  customer: null,
  accessToken: null,
  sessionEnded: null,
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

/** What a session is made with: its store's state, and where its changes are published. */
export interface SessionDeps {
  set: (partial: Partial<SessionState>) => void;
  get: () => SessionState;
  events: Pick<SessionEvents, 'publish'>;
}

/** The session's life, as the customer store runs it. */
export interface CustomerSession {
  /** Start-up: a stored session is restored (its token renewed first when due). */
  init: () => Promise<void>;
  /** The current token, renewed when close to expiry; null (and signed out) when it is dead. */
  freshToken: () => Promise<SessionToken | null>;
  /** Starts a session with a token: stored, customer fetched, cart and listeners told. */
  startSession: (token: SessionToken, restored: boolean, since?: number) => Promise<FetchOutcome>;
  /** A new token for the same customer (renewal, password change): the cart and listeners follow. */
  replaceToken: (token: SessionToken) => void;
  /** Ends the session on this device only (the token is already dead, or the server is told apart). */
  endSessionLocally: (reason?: SessionEndReason) => void;
  /** Fetches the customer again (after a failed fetch). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
}

/** The session functions of one customer store; it hears other tabs from the moment it is made. */
export function createCustomerSession({ set, get, events }: SessionDeps): CustomerSession {
  const { publish } = events;
  const book = (): SessionBookkeeping => get().bookkeeping;
  const note = (patch: Partial<SessionBookkeeping>) => set({ bookkeeping: { ...book(), ...patch } });
  const generation = (): number => book().generation;
  const nextGeneration = () => note({ generation: generation() + 1 });

  const endSessionLocally = (reason?: SessionEndReason) => {
    const wasSignedIn = get().accessToken !== null || get().isLoggedIn;
    nextGeneration();
    // Other tabs see the token go; the reason, sent first on the same channel, tells them why.
    if (reason) endedReason.write({ reason });
    storedToken.remove();
    // Their own sign-out needs no explaining here (the sign-out says so).
    set({ ...signedOutState, sessionEnded: reason && reason !== 'signed-out' ? { reason, otherTab: false } : null });
    if (wasSignedIn) publish({ type: 'signed-out' });
  };

  /**
   * Why another tab ended the session: the reason it sent just before the token (one channel keeps their
   * order, while this tab's copy of storage may lag), else what storage holds; none reads as a sign-out.
   */
  const reasonFromOtherTab = (): string => book().heardReason ?? endedReason.read()?.reason ?? 'signed-out';

  const storeToken = (token: SessionToken) => {
    const stored: SessionToken = {
      accessToken: token.accessToken,
      expiresAt: token.expiresAt,
      ...(token.refreshToken ? { refreshToken: token.refreshToken } : {}),
      ...(token.idToken ? { idToken: token.idToken } : {}),
    };
    // A reason left by an earlier session is not this one's.
    endedReason.remove();
    storedToken.write(stored);
    set({ accessToken: stored });
  };

  const replaceToken = (token: SessionToken) => {
    const previous = get().accessToken?.accessToken;
    storeToken(token);
    const { customer } = get();
    if (previous === token.accessToken) return;
    // Renewed before the customer was known (at load): the session's start reports it as a renewal.
    if (customer) publish(signedIn(customer.id, token.accessToken, 'renewal'));
    else note({ renewedBeforeStart: true });
  };

  const freshToken = async (): Promise<SessionToken | null> => {
    const token = get().accessToken;
    if (!token) {
      // Never "signed in" without a token to act with.
      if (get().isLoggedIn) endSessionLocally();
      return null;
    }
    const since = generation();
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
      if (since === generation()) endSessionLocally('expired');
      return null;
    }
    if (state === 'valid') return token;
    const inFlight = book().renewing;
    if (inFlight) return inFlight;
    const renewal = async (): Promise<SessionToken | null> => {
      try {
        const renewed = await backend.renewToken(token);
        // Signed out or replaced meanwhile (another tab's sign-in or renewal): nothing of the old
        // session comes back; what is current now is used.
        if (since !== generation()) return get().accessToken;
        if (!renewed) {
          // Refresh tokens rotate: another tab may have just renewed this session. Its token is the session now.
          const shared = readStoredToken();
          if (shared && shared.accessToken !== token.accessToken && tokenState(shared, Date.now(), backend.renewWithinMs) !== 'expired') {
            set({ accessToken: shared });
            return shared;
          }
          endSessionLocally('refused');
          return null;
        }
        replaceToken(renewed);
        return renewed;
      } catch (error) {
        if (since !== generation()) return get().accessToken;
        if (state === 'expired') {
          // The access token is dead and no new one came: signed out cleanly, with a reason.
          console.error('Refreshing the session failed', error);
          endSessionLocally('unrenewable');
          return null;
        }
        // Still valid for a while: keep using it and renew next time.
        console.warn('Renewing the access token failed; trying again later', error);
        return token;
      }
    };
    const renewing: Promise<SessionToken | null> = renewal().finally(() => {
      if (book().renewing === renewing) note({ renewing: null });
    });
    note({ renewing });
    return renewing;
  };

  /** Fetches and sets the customer behind a token, unless the session ended or changed meanwhile. */
  const fetchCustomer = async (token: SessionToken, since: number): Promise<FetchOutcome | 'superseded'> => {
    let customer: CustomerProfile | null | undefined;
    try {
      customer = await (await loadAccountBackend()).fetchCustomer(token);
    } catch (error) {
      if (since !== generation()) return 'superseded';
      // A network failure is only logged. The token stays, so a retry or the next page load signs in.
      console.error('Customer fetch failed', error);
      set({ loading: false, sessionError: true });
      return 'network';
    }
    if (since !== generation()) return 'superseded';
    if (!customer) return 'rejected';
    set({ customer, isLoggedIn: true, loading: false, sessionError: false });
    return 'ok';
  };

  /**
   * `since`: the generation a restoring caller saw before its own waiting; when the session ended or
   * changed since, nothing is stored and nothing shown.
   */
  const startSession = async (token: SessionToken, restored: boolean, since?: number): Promise<FetchOutcome> => {
    if (since !== undefined && since !== generation()) return 'rejected';
    const previous = get().customer;
    if (!restored) {
      nextGeneration();
      if (previous) {
        // Another sign-in on this device replaces the session: the old one ends first.
        publish({ type: 'signed-out' });
        set({ addresses: [], defaultAddressId: null, addressesStatus: 'idle', orders: [], ordersStatus: 'idle' });
      }
    }
    const current = generation();
    storeToken(token);
    const outcome = await fetchCustomer(token, current);
    // Ended or replaced while the customer was fetched: whatever did that has already set the page.
    if (outcome === 'superseded') return 'rejected';
    if (outcome === 'rejected') {
      // A restored session the shop refuses ended there; a fresh sign-in's caller says what failed.
      endSessionLocally(restored ? 'refused' : undefined);
      return outcome;
    }
    if (outcome === 'network') return outcome;
    const customer = get().customer as CustomerProfile;
    if (!restored) {
      set({ loginSuccess: true, loginModalOpen: false, forceRegister: false, sessionEnded: null });
    }
    publish(signedIn(customer.id, token.accessToken, restored ? (book().renewedBeforeStart ? 'renewal' : 'restore') : 'sign-in'));
    note({ renewedBeforeStart: false });
    return outcome;
  };

  const refresh = async (): Promise<void> => {
    const since = generation();
    const token = await freshToken();
    if (!token || since !== generation()) return;
    set({ loading: true, sessionError: false });
    await startSession(token, true, since);
  };

  /**
   * Signing in or out in another tab follows here, so two tabs never disagree about who is signed in.
   * The token is the one the other tab sent (this tab's copy of storage may not have caught up yet).
   * Before start-up nothing is done: start-up reads the token stored then.
   */
  endedReason.subscribe(({ value }) => note({ heardReason: value?.reason ?? null }));
  storedToken.subscribe(({ value: stored }) => {
    if (!book().starting) return;
    const state = get();
    if (!stored) {
      if (state.accessToken || state.isLoggedIn) {
        nextGeneration();
        set({ ...signedOutState, sessionEnded: { reason: reasonFromOtherTab(), otherTab: true } });
        publish({ type: 'signed-out' });
      }
    } else if (stored.accessToken !== state.accessToken?.accessToken) {
      // Signed in or renewed there: whatever this tab was fetching for its old token is dropped.
      nextGeneration();
      set({ accessToken: stored, loading: true });
      void refresh();
    }
  });

  const init = (): Promise<void> => {
    const started = book().starting;
    if (started) return started;
    const starting = (async () => {
      const stored = readStoredToken();
      // An expired Customer Account access token is renewed by its refresh token; a legacy one is dead.
      if (!stored) {
        set({ loading: false });
        return;
      }
      if (tokenState(stored) === 'expired' && !stored.refreshToken) {
        endSessionLocally('expired');
        return;
      }
      const since = generation();
      set({ accessToken: stored, loading: true });
      const token = await freshToken();
      if (since !== generation()) return;
      if (!token) {
        set({ loading: false });
        return;
      }
      await startSession(token, true, since);
    })();
    note({ starting });
    return starting;
  };

  const logout = async (): Promise<void> => {
    const token = get().accessToken;
    endSessionLocally('signed-out');
    set({ loginModalOpen: false, forceRegister: false });
    if (!token) return;
    try {
      await (await loadAccountBackend()).endSession(token);
    } catch (error) {
      // Signed out here either way; the token simply expires on the server.
      console.error('Ending the session on the server failed', error);
    }
  };

  return { init, freshToken, startSession, replaceToken, endSessionLocally, refresh, logout };
}
