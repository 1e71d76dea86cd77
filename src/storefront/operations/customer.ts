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
import type {
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
  CustomerOrdersQuery,
  CustomerPasswordUpdateMutation,
  CustomerQuery,
  CustomerRecoverMutation,
  CustomerResetMutation,
  CustomerUpdateMutation,
} from '../generated/storefront.generated';

const send = <T>(document: string, variables: Record<string, unknown>) => storefrontRequest<T>(document, { variables });

// ---- Session ----

/** The customer behind a token; null when the store does not accept the token. */
export const fetchCustomer = async (customerAccessToken: string) =>
  (await send<CustomerQuery>(CUSTOMER_QUERY, { customerAccessToken })).customer;

export const createAccessToken = async (input: { email: string; password: string }) =>
  (await send<CustomerAccessTokenCreateMutation>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { input })).customerAccessTokenCreate;

export const renewAccessToken = async (customerAccessToken: string) =>
  (await send<CustomerAccessTokenRenewMutation>(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, { customerAccessToken })).customerAccessTokenRenew;

export const deleteAccessToken = async (customerAccessToken: string): Promise<void> => {
  await send<CustomerAccessTokenDeleteMutation>(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, { customerAccessToken });
};

// ---- Account links and registration ----

export const createCustomer = async (input: Record<string, unknown>) =>
  (await send<CustomerCreateMutation>(CUSTOMER_CREATE_MUTATION, { input })).customerCreate;

export const recoverCustomer = async (email: string) =>
  (await send<CustomerRecoverMutation>(CUSTOMER_RECOVER_MUTATION, { email })).customerRecover;

export const activateCustomer = async (id: string, input: { activationToken: string; password: string }) =>
  (await send<CustomerActivateMutation>(CUSTOMER_ACTIVATE_MUTATION, { id, input })).customerActivate;

export const resetCustomer = async (id: string, input: { resetToken: string; password: string }) =>
  (await send<CustomerResetMutation>(CUSTOMER_RESET_MUTATION, { id, input })).customerReset;

// ---- Profile ----

export const updateCustomer = async (customerAccessToken: string, customer: Record<string, unknown>) =>
  (await send<CustomerUpdateMutation>(CUSTOMER_UPDATE_MUTATION, { customerAccessToken, customer })).customerUpdate;

export const updatePassword = async (customerAccessToken: string, password: string) =>
  (await send<CustomerPasswordUpdateMutation>(CUSTOMER_PASSWORD_UPDATE_MUTATION, { customerAccessToken, password })).customerUpdate;

// ---- Addresses ----

/** The addresses and the default; null when the token is not accepted. */
export const fetchAddresses = async (customerAccessToken: string) =>
  (await send<CustomerAddressesQuery>(CUSTOMER_ADDRESSES_QUERY, { customerAccessToken })).customer;

export const createAddress = async (customerAccessToken: string, address: Record<string, unknown>) =>
  (await send<CustomerAddressCreateMutation>(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken, address })).customerAddressCreate;

export const updateAddress = async (customerAccessToken: string, id: string, address: Record<string, unknown>) =>
  (await send<CustomerAddressUpdateMutation>(CUSTOMER_ADDRESS_UPDATE_MUTATION, { customerAccessToken, id, address })).customerAddressUpdate;

export const deleteAddress = async (customerAccessToken: string, id: string) =>
  (await send<CustomerAddressDeleteMutation>(CUSTOMER_ADDRESS_DELETE_MUTATION, { customerAccessToken, id })).customerAddressDelete;

export const setDefaultAddress = async (customerAccessToken: string, addressId: string) =>
  (await send<CustomerDefaultAddressUpdateMutation>(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, { customerAccessToken, addressId }))
    .customerDefaultAddressUpdate;

// ---- Orders ----

/** The latest `first` orders as the account pages show them; null when the token is not accepted. */
export async function fetchOrders(customerAccessToken: string, first: number): Promise<AccountOrder[] | null> {
  return (await fetchOrdersPage(customerAccessToken, first, null))?.orders ?? null;
}

/** A page of the newest orders first, after `after`; null when the token is refused. */
export async function fetchOrdersPage(customerAccessToken: string, first: number, after: string | null): Promise<OrdersPage | null> {
  const data = await send<CustomerOrdersQuery>(CUSTOMER_ORDERS_QUERY, { customerAccessToken, first, ...(after ? { after } : {}) });
  if (!data.customer) return null;
  const { pageInfo, nodes } = data.customer.orders;
  return { orders: nodes.map(toAccountOrder), hasNextPage: pageInfo.hasNextPage, endCursor: pageInfo.endCursor ?? null };
}
