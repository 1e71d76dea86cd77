/**
 * Customer requests and the mapping of their answers. Loaded by
 * src/stores/customer.ts on its first request (at start-up only when a session is stored), so neither
 * the Storefront client nor the query text is part of the first-load JavaScript.
 * Transport and GraphQL errors throw (StorefrontError); each function returns the operation's payload
 * with its userErrors for the store to judge (any userError means the call failed).
 */
import { toAccountOrder, type OrdersPage, type AccountOrder } from '../../lib/customerOrders';
import { storefrontRequest } from '../client';
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
} from '../documents/customer';
import type { CustomerCreateInput } from '../generated/storefront.types';

// ---- Session ----

/** The customer behind a token; null when the store does not accept the token. */
export const fetchCustomer = async (customerAccessToken: string) =>
  (await storefrontRequest(CUSTOMER_QUERY, { variables: { customerAccessToken } })).customer;

export const createAccessToken = async (input: { email: string; password: string }) =>
  (await storefrontRequest(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { variables: { input } })).customerAccessTokenCreate;

export const renewAccessToken = async (customerAccessToken: string) =>
  (await storefrontRequest(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, { variables: { customerAccessToken } })).customerAccessTokenRenew;

export const deleteAccessToken = async (customerAccessToken: string): Promise<void> => {
  await storefrontRequest(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, { variables: { customerAccessToken } });
};

// ---- Account links and registration ----

export const createCustomer = async (input: CustomerCreateInput) =>
  (await storefrontRequest(CUSTOMER_CREATE_MUTATION, { variables: { input } })).customerCreate;

export const recoverCustomer = async (email: string) =>
  (await storefrontRequest(CUSTOMER_RECOVER_MUTATION, { variables: { email } })).customerRecover;

export const activateCustomer = async (id: string, input: { activationToken: string; password: string }) =>
  (await storefrontRequest(CUSTOMER_ACTIVATE_MUTATION, { variables: { id, input } })).customerActivate;

export const resetCustomer = async (id: string, input: { resetToken: string; password: string }) =>
  (await storefrontRequest(CUSTOMER_RESET_MUTATION, { variables: { id, input } })).customerReset;

// ---- Profile ----

export const updateCustomer = async (customerAccessToken: string, customer: Record<string, unknown>) =>
  (await storefrontRequest(CUSTOMER_UPDATE_MUTATION, { variables: { customerAccessToken, customer } })).customerUpdate;

export const updatePassword = async (customerAccessToken: string, password: string) =>
  (await storefrontRequest(CUSTOMER_PASSWORD_UPDATE_MUTATION, { variables: { customerAccessToken, password } })).customerUpdate;

// ---- Addresses ----

/** The addresses and the default; null when the token is not accepted. */
export const fetchAddresses = async (customerAccessToken: string) =>
  (await storefrontRequest(CUSTOMER_ADDRESSES_QUERY, { variables: { customerAccessToken } })).customer;

export const createAddress = async (customerAccessToken: string, address: Record<string, unknown>) =>
  (await storefrontRequest(CUSTOMER_ADDRESS_CREATE_MUTATION, { variables: { customerAccessToken, address } })).customerAddressCreate;

export const updateAddress = async (customerAccessToken: string, id: string, address: Record<string, unknown>) =>
  (await storefrontRequest(CUSTOMER_ADDRESS_UPDATE_MUTATION, { variables: { customerAccessToken, id, address } })).customerAddressUpdate;

export const deleteAddress = async (customerAccessToken: string, id: string) =>
  (await storefrontRequest(CUSTOMER_ADDRESS_DELETE_MUTATION, { variables: { customerAccessToken, id } })).customerAddressDelete;

export const setDefaultAddress = async (customerAccessToken: string, addressId: string) =>
  (await storefrontRequest(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, { variables: { customerAccessToken, addressId } }))
    .customerDefaultAddressUpdate;

// ---- Orders ----

/** The latest `first` orders as the account pages show them; null when the token is not accepted. */
export async function fetchOrders(customerAccessToken: string, first: number): Promise<AccountOrder[] | null> {
  return (await fetchOrdersPage(customerAccessToken, first, null))?.orders ?? null;
}

/** A page of the newest orders first, after `after`; null when the token is refused. */
export async function fetchOrdersPage(customerAccessToken: string, first: number, after: string | null): Promise<OrdersPage | null> {
  const data = await storefrontRequest(CUSTOMER_ORDERS_QUERY, { variables: { customerAccessToken, first, ...(after ? { after } : {}) } });
  if (!data.customer) return null;
  const { pageInfo, nodes } = data.customer.orders;
  return { orders: nodes.map(toAccountOrder), hasNextPage: pageInfo.hasNextPage, endCursor: pageInfo.endCursor ?? null };
}
