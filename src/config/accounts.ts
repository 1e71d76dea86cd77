/** Customer accounts: order and address pages read, passwords, token lifetimes, account links. */
import { ROUTES } from './site';

export const ORDERS_FETCHED = 50;

export const ORDER_LINE_ITEMS_FETCHED = 30;

export const ORDER_FULFILLMENTS_FETCHED = 3;

export const ADDRESSES_FETCHED = 20;

export const PASSWORD_MIN_LENGTH = 5;

export const PASSWORD_MAX_LENGTH = 40;

/** A token this close to its expiry is renewed (customerAccessTokenRenew) before it is used. */
export const TOKEN_RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * Customer Account API access tokens live an hour (expires_in 3600): one this close to its expiry is
 * refreshed (refresh_token grant) before it is used.
 */
export const CUSTOMER_ACCOUNT_RENEW_WITHIN_MS = 5 * 60 * 1000;

/** How long a started hosted sign-in (state, nonce, PKCE verifier in sessionStorage) may take. */
export const CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000;

/** sessionStorage key of a started hosted sign-in (this tab only, gone when the tab closes). */
export const CUSTOMER_ACCOUNT_SIGN_IN_KEY = 'bb_customer_account_sign_in';

/** Shopify's limit on names and address lines. */
export const ACCOUNT_TEXT_MAX_LENGTH = 255;

/** Account e-mail links: /account/{activate|reset}/{cxid}/{token}, optionally after /{lang}. */
export const ACCOUNT_LINK_PREFIX = '/account/';

/** Order details take the order number: /user-account/order-history/order-details/?order=1001 */
export const ORDER_DETAILS_PARAM = 'order';

export const orderDetailsPath = (orderNumber: number | string): string =>
  `${ROUTES.accountOrderDetails}?${ORDER_DETAILS_PARAM}=${encodeURIComponent(String(orderNumber))}`;
