/**
 * The one account interface. The customer store (src/stores/customer.ts) keeps the session and hands
 * it to an AccountBackend; the build picks the backend from GATSBY_CUSTOMER_ACCOUNTS:
 * - `legacy`: the Storefront API's customer mutations (password sign-in, e-mailed activation/reset links);
 * - `new`: the Customer Account API (hosted login by e-mailed code, OAuth 2.0 public client with PKCE).
 * Both speak the shapes below, so account pages, the cart's buyer identity and the wishlist never
 * know which one is behind them.
 */
import type { AddressValues } from '../lib/accountValidation';
import type { AccountError } from '../lib/customerErrors';
import type { ClubMember } from '../lib/beachClub';
import type { AccountOrder } from '../lib/customerOrders';
import type { SessionEndReason } from '../lib/sessionEnd';
import type { AccessToken } from '../lib/tokenExpiry';
import type { AddressFragment, CustomerFragment } from '../storefront/generated/storefront.generated';

export type AccountsKind = 'legacy' | 'new';

export type CustomerProfile = CustomerFragment;
export type AccountAddress = AddressFragment;

/**
 * What is kept in browser storage for a session. Legacy: the Storefront customer access token and its
 * expiry. New: the Customer Account access token (`shcat_…`) and expiry, plus the refresh token and the
 * ID token (the sign-out's id_token_hint).
 */
export interface SessionToken extends AccessToken {
  refreshToken?: string;
  idToken?: string;
}

/** What an account action tells its form. */
export interface AccountResult<T = undefined> {
  ok: boolean;
  /** customerUserErrors / userErrors as the API gave them (returned to the caller). */
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

/** `busy`: the shop's rate limits refused the load even after waiting; trying again later works. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'busy';

export type FetchOutcome = 'ok' | 'rejected' | 'network';

/** The slice of the customer store's state the backends read and write. */
export interface AccountState {
  customer: CustomerProfile | null;
  accessToken: SessionToken | null;
  addresses: AccountAddress[];
  defaultAddressId: string | null;
  addressesStatus: LoadStatus;
  orders: AccountOrder[];
  ordersStatus: LoadStatus;
  /** Where the next page of older orders starts; null when every order is loaded. */
  ordersCursor: string | null;
  moreOrdersStatus: LoadStatus;
  newlyRegistered: boolean;
}

/** A page of a customer's orders and where the next one starts (null when there is none). */
export interface OrdersPage {
  orders: AccountOrder[];
  cursor: string | null;
}

/** One item of a return request. */
export interface ReturnRequestLine {
  lineItemId: string;
  quantity: number;
  /** Shopify's ReturnReason, e.g. SIZE_TOO_SMALL. */
  reason: string;
  note?: string;
}

/** What the account actions need from the customer store. */
export interface AccountSession {
  get: () => AccountState;
  set: (partial: Partial<AccountState>) => void;
  /** The current token, renewed when close to expiry; null (and signed out) when it is dead. */
  freshToken: () => Promise<SessionToken | null>;
  /** Stores the token, fetches the customer, tells the cart and the listeners. */
  startSession: (token: SessionToken, restored: boolean) => Promise<FetchOutcome>;
  /** A new token for the same customer (renewal, password change). */
  replaceToken: (token: SessionToken) => void;
  /** Ends the session on this device only; with a reason, the shopper is told why (every tab). */
  endSessionLocally: (reason?: SessionEndReason) => void;
  /** Re-runs the store's own actions (refetch after a change goes through the store's status flags). */
  actions: {
    login: (email: string, password: string) => Promise<AccountResult>;
    loadAddresses: () => Promise<void>;
    setDefaultAddress: (id: string) => Promise<AccountResult>;
  };
}

export interface AccountBackend {
  readonly kind: AccountsKind;
  /** How close to its expiry a token is renewed before use. */
  readonly renewWithinMs: number;

  // ---- Session ----
  /** The customer behind a token; null when the token is not accepted. Throws when unreachable. */
  fetchCustomer: (token: SessionToken) => Promise<CustomerProfile | null>;
  /** A renewed token; null when the shop refuses (the session is over). Throws when unreachable. */
  renewToken: (token: SessionToken) => Promise<SessionToken | null>;
  /**
   * Ends the session at the shop after it ended on this device. Legacy deletes the token; new sends the
   * browser to the end-session endpoint (which returns to the shop).
   */
  endSession: (token: SessionToken) => Promise<void>;
  /**
   * New accounts: sends the browser to the hosted login (`returnTo` is a path of this site); ok once
   * the browser is on its way. Legacy accounts answer that they sign in with a password.
   */
  beginSignIn: (returnTo: string) => Promise<AccountResult>;
  /**
   * New accounts: the OAuth callback. Checks state, exchanges the code (PKCE), checks the ID token's
   * nonce, and starts the session. Gives the path to return to.
   */
  completeSignIn: (session: AccountSession, callbackUrl: URL) => Promise<AccountResult<{ returnTo: string }>>;

  // ---- Passwords (legacy only: new accounts sign in by e-mailed code) ----
  login: (session: AccountSession, email: string, password: string) => Promise<AccountResult>;
  register: (session: AccountSession, input: RegisterInput) => Promise<AccountResult<{ signedIn: boolean }>>;
  recover: (session: AccountSession, email: string) => Promise<AccountResult>;
  activate: (session: AccountSession, cxid: string, token: string, password: string) => Promise<AccountResult<{ signedIn: boolean }> | undefined>;
  reset: (session: AccountSession, cxid: string, token: string, password: string) => Promise<AccountResult<{ signedIn: boolean }> | undefined>;
  changePassword: (session: AccountSession, current: string, next: string) => Promise<AccountResult>;

  // ---- Profile, addresses, orders ----
  updateProfile: (session: AccountSession, input: ProfileInput) => Promise<AccountResult>;
  /** The store has already set addressesStatus to 'loading'. */
  loadAddresses: (session: AccountSession) => Promise<void>;
  createAddress: (session: AccountSession, address: AddressValues, makeDefault: boolean) => Promise<AccountResult>;
  updateAddress: (session: AccountSession, id: string, address: AddressValues, makeDefault: boolean) => Promise<AccountResult>;
  deleteAddress: (session: AccountSession, id: string) => Promise<AccountResult>;
  setDefaultAddress: (session: AccountSession, id: string) => Promise<AccountResult>;
  /** The 50 newest orders, with fulfilments and tracking. The store has already set ordersStatus. */
  loadOrders: (session: AccountSession) => Promise<void>;
  /** The Beach Club's side of the customer: when they joined, their referrals, what each order earned. */
  loadClubMember: (session: AccountSession) => Promise<AccountResult<ClubMember>>;
  /** The 50 orders after the cursor `after`, newest first, and where the page after them starts (null: none). */
  olderOrders: (session: AccountSession, after: string) => Promise<AccountResult<OrdersPage>>;
  /** One order by its number, among all the customer's orders (the store has looked among those loaded); null when none. */
  findOrder: (session: AccountSession, orderNumber: number) => Promise<AccountResult<AccountOrder | null>>;
  /** Asks for a return of some of an order's items (new accounts; legacy answers with the returns form). */
  requestReturn: (session: AccountSession, orderId: string, lines: ReturnRequestLine[]) => Promise<AccountResult<{ name: string }>>;
  /** Subscribes to the shop's e-mails or leaves them. */
  setEmailMarketing: (session: AccountSession, subscribed: boolean) => Promise<AccountResult>;
}
