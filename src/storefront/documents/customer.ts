/** Customer operations: session, profile, password, addresses, orders, activation, reset. */
import {
  ADDRESS_FRAGMENT,
  CUSTOMER_FRAGMENT,
  CUSTOMER_USER_ERROR_FRAGMENT,
  MONEY_FRAGMENT,
  ORDER_FRAGMENT,
} from './fragments';

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer {
        id
        email
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION = `#graphql
  mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_QUERY = `#graphql
  query Customer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      ...Customer
    }
  }
  ${CUSTOMER_FRAGMENT}
` as const;

export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        ...Customer
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_FRAGMENT}
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

/**
 * Password update (current, new and confirmed password). The Storefront API changes a password
 * through customerUpdate; the current password is checked first with customerAccessTokenCreate.
 */
export const CUSTOMER_PASSWORD_UPDATE_MUTATION = `#graphql
  mutation CustomerPasswordUpdate($customerAccessToken: String!, $password: String!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: { password: $password }) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders($customerAccessToken: String!, $first: Int = 50, $after: String) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...Order
        }
      }
    }
  }
  ${ORDER_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESSES_QUERY = `#graphql
  query CustomerAddresses($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      defaultAddress {
        id
      }
      addresses(first: 20) {
        nodes {
          ...Address
        }
      }
    }
  }
  ${ADDRESS_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        ...Address
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${ADDRESS_FRAGMENT}
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        ...Address
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${ADDRESS_FRAGMENT}
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
        defaultAddress {
          ...Address
        }
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${ADDRESS_FRAGMENT}
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACTIVATE_MUTATION = `#graphql
  mutation CustomerActivate($id: ID!, $input: CustomerActivateInput!) {
    customerActivate(id: $id, input: $input) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RESET_MUTATION = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserError
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

/** The id of the customer behind a token (the shop service verifies x-user-id with it). */
export const CUSTOMER_ID_QUERY = `#graphql
  query CustomerId($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
    }
  }
` as const;
