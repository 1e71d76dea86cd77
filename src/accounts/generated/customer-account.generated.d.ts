/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerTypes from './customer.types.d.ts';

export type CustomerAccountAddressFragment = Pick<CustomerTypes.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zoneCode' | 'country' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formattedArea'>;

export type CustomerAccountCustomerFragment = (
  Pick<CustomerTypes.Customer, 'id' | 'firstName' | 'lastName'>
  & { emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'emailAddress' | 'marketingState'>>, phoneNumber?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id' | 'territoryCode'>> }
);

export type CustomerAccountOrderAddressFragment = Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>;

export type CustomerAccountMoneyFragment = Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>;

export type CustomerAccountOrderFragment = (
  Pick<CustomerTypes.Order, 'id' | 'name' | 'number' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'statusPageUrl' | 'cancelledAt' | 'cancelReason'>
  & { totalRefunded: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, returns: { nodes: Array<(
      Pick<CustomerTypes.Return, 'name' | 'status'>
      & { returnLineItems: { nodes: Array<(
          Pick<CustomerTypes.ReturnLineItem, 'quantity'>
          & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
        ) | (
          Pick<CustomerTypes.UnverifiedReturnLineItem, 'quantity'>
          & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
        )> } }
    )> }, returnInformation: { returnableLineItems: { nodes: Array<(
        Pick<CustomerTypes.ReturnableLineItem, 'quantity'>
        & { lineItem: Pick<CustomerTypes.LineItem, 'id'> }
      )> } }, subtotal?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalShipping: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalDuties?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, discountApplications: { nodes: Array<{ value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> } | (
      Pick<CustomerTypes.DiscountCodeApplication, 'code'>
      & { value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> }
    )> }, shippingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, billingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, lineItems: { nodes: Array<(
      Pick<CustomerTypes.LineItem, 'id' | 'title' | 'quantity' | 'sku' | 'variantId' | 'variantTitle'>
      & { totalPrice?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPriceBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, price?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerTypes.Maybe<Pick<CustomerTypes.Image, 'url' | 'altText'>>, variantOptions?: CustomerTypes.Maybe<Array<Pick<CustomerTypes.LineItemVariantOption, 'name' | 'value'>>> }
    )> }, fulfillments: { nodes: Array<(
      Pick<CustomerTypes.Fulfillment, 'status' | 'latestShipmentStatus'>
      & { trackingInformation: Array<Pick<CustomerTypes.TrackingInformation, 'company' | 'number' | 'url'>> }
    )> }, tracking?: CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'value'>> }
);

export type CustomerAccountCustomerQueryVariables = CustomerTypes.Exact<{ [key: string]: never; }>;


export type CustomerAccountCustomerQuery = { customer: (
    Pick<CustomerTypes.Customer, 'id' | 'firstName' | 'lastName'>
    & { emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'emailAddress' | 'marketingState'>>, phoneNumber?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id' | 'territoryCode'>> }
  ) };

export type CustomerAccountAddressesQueryVariables = CustomerTypes.Exact<{ [key: string]: never; }>;


export type CustomerAccountAddressesQuery = { customer: (
    Pick<CustomerTypes.Customer, 'id'>
    & { defaultAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id'>>, addresses: { nodes: Array<Pick<CustomerTypes.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zoneCode' | 'country' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formattedArea'>> } }
  ) };

export type CustomerAccountOrdersQueryVariables = CustomerTypes.Exact<{
  first: CustomerTypes.Scalars['Int']['input'];
  after?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['String']['input']>;
  query?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['String']['input']>;
}>;


export type CustomerAccountOrdersQuery = { customer: { orders: { pageInfo: Pick<CustomerTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
        Pick<CustomerTypes.Order, 'id' | 'name' | 'number' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'statusPageUrl' | 'cancelledAt' | 'cancelReason'>
        & { totalRefunded: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, returns: { nodes: Array<(
            Pick<CustomerTypes.Return, 'name' | 'status'>
            & { returnLineItems: { nodes: Array<(
                Pick<CustomerTypes.ReturnLineItem, 'quantity'>
                & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
              ) | (
                Pick<CustomerTypes.UnverifiedReturnLineItem, 'quantity'>
                & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
              )> } }
          )> }, returnInformation: { returnableLineItems: { nodes: Array<(
              Pick<CustomerTypes.ReturnableLineItem, 'quantity'>
              & { lineItem: Pick<CustomerTypes.LineItem, 'id'> }
            )> } }, subtotal?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalShipping: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalDuties?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, discountApplications: { nodes: Array<{ value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> } | (
            Pick<CustomerTypes.DiscountCodeApplication, 'code'>
            & { value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> }
          )> }, shippingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, billingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, lineItems: { nodes: Array<(
            Pick<CustomerTypes.LineItem, 'id' | 'title' | 'quantity' | 'sku' | 'variantId' | 'variantTitle'>
            & { totalPrice?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPriceBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, price?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerTypes.Maybe<Pick<CustomerTypes.Image, 'url' | 'altText'>>, variantOptions?: CustomerTypes.Maybe<Array<Pick<CustomerTypes.LineItemVariantOption, 'name' | 'value'>>> }
          )> }, fulfillments: { nodes: Array<(
            Pick<CustomerTypes.Fulfillment, 'status' | 'latestShipmentStatus'>
            & { trackingInformation: Array<Pick<CustomerTypes.TrackingInformation, 'company' | 'number' | 'url'>> }
          )> }, tracking?: CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'value'>> }
      )> } } };

export type CustomerAccountOrderByIdQueryVariables = CustomerTypes.Exact<{
  id: CustomerTypes.Scalars['ID']['input'];
}>;


export type CustomerAccountOrderByIdQuery = { order?: CustomerTypes.Maybe<(
    Pick<CustomerTypes.Order, 'id' | 'name' | 'number' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'statusPageUrl' | 'cancelledAt' | 'cancelReason'>
    & { totalRefunded: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, returns: { nodes: Array<(
        Pick<CustomerTypes.Return, 'name' | 'status'>
        & { returnLineItems: { nodes: Array<(
            Pick<CustomerTypes.ReturnLineItem, 'quantity'>
            & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
          ) | (
            Pick<CustomerTypes.UnverifiedReturnLineItem, 'quantity'>
            & { lineItem: Pick<CustomerTypes.LineItem, 'id' | 'title'> }
          )> } }
      )> }, returnInformation: { returnableLineItems: { nodes: Array<(
          Pick<CustomerTypes.ReturnableLineItem, 'quantity'>
          & { lineItem: Pick<CustomerTypes.LineItem, 'id'> }
        )> } }, subtotal?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalShipping: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalDuties?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, discountApplications: { nodes: Array<{ value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> } | (
        Pick<CustomerTypes.DiscountCodeApplication, 'code'>
        & { value: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<CustomerTypes.PricingPercentageValue, 'percentage'> }
      )> }, shippingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, billingAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'phoneNumber'>>, lineItems: { nodes: Array<(
        Pick<CustomerTypes.LineItem, 'id' | 'title' | 'quantity' | 'sku' | 'variantId' | 'variantTitle'>
        & { totalPrice?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalPriceBeforeDiscounts?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, price?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerTypes.Maybe<Pick<CustomerTypes.Image, 'url' | 'altText'>>, variantOptions?: CustomerTypes.Maybe<Array<Pick<CustomerTypes.LineItemVariantOption, 'name' | 'value'>>> }
      )> }, fulfillments: { nodes: Array<(
        Pick<CustomerTypes.Fulfillment, 'status' | 'latestShipmentStatus'>
        & { trackingInformation: Array<Pick<CustomerTypes.TrackingInformation, 'company' | 'number' | 'url'>> }
      )> }, tracking?: CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'value'>> }
  )> };

export type CustomerAccountUpdateMutationVariables = CustomerTypes.Exact<{
  input: CustomerTypes.CustomerUpdateInput;
}>;


export type CustomerAccountUpdateMutation = { customerUpdate?: CustomerTypes.Maybe<{ customer?: CustomerTypes.Maybe<(
      Pick<CustomerTypes.Customer, 'id' | 'firstName' | 'lastName'>
      & { emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'emailAddress' | 'marketingState'>>, phoneNumber?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id' | 'territoryCode'>> }
    )>, userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressCreateMutationVariables = CustomerTypes.Exact<{
  address: CustomerTypes.CustomerAddressInput;
  defaultAddress?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressCreateMutation = { customerAddressCreate?: CustomerTypes.Maybe<{ customerAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressUpdateMutationVariables = CustomerTypes.Exact<{
  addressId: CustomerTypes.Scalars['ID']['input'];
  address?: CustomerTypes.InputMaybe<CustomerTypes.CustomerAddressInput>;
  defaultAddress?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressUpdateMutation = { customerAddressUpdate?: CustomerTypes.Maybe<{ customerAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressDeleteMutationVariables = CustomerTypes.Exact<{
  addressId: CustomerTypes.Scalars['ID']['input'];
}>;


export type CustomerAccountAddressDeleteMutation = { customerAddressDelete?: CustomerTypes.Maybe<(
    Pick<CustomerTypes.CustomerAddressDeletePayload, 'deletedAddressId'>
    & { userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerAccountClubQueryVariables = CustomerTypes.Exact<{
  first: CustomerTypes.Scalars['Int']['input'];
}>;


export type CustomerAccountClubQuery = { customer: (
    Pick<CustomerTypes.Customer, 'creationDate'>
    & { clubReferrals?: CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'value'>>, orders: { nodes: Array<(
        Pick<CustomerTypes.Order, 'name' | 'processedAt'>
        & { bbBucks?: CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'value'>> }
      )> } }
  ) };

export type CustomerAccountOrderRequestReturnMutationVariables = CustomerTypes.Exact<{
  orderId: CustomerTypes.Scalars['ID']['input'];
  requestedLineItems: Array<CustomerTypes.RequestedLineItemInput> | CustomerTypes.RequestedLineItemInput;
}>;


export type CustomerAccountOrderRequestReturnMutation = { orderRequestReturn?: CustomerTypes.Maybe<{ return?: CustomerTypes.Maybe<Pick<CustomerTypes.Return, 'name' | 'status'>>, userErrors: Array<Pick<CustomerTypes.ReturnUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountEmailMarketingSubscribeMutationVariables = CustomerTypes.Exact<{ [key: string]: never; }>;


export type CustomerAccountEmailMarketingSubscribeMutation = { customerEmailMarketingSubscribe?: CustomerTypes.Maybe<{ emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'marketingState'>>, userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerEmailMarketingUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountEmailMarketingUnsubscribeMutationVariables = CustomerTypes.Exact<{ [key: string]: never; }>;


export type CustomerAccountEmailMarketingUnsubscribeMutation = { customerEmailMarketingUnsubscribe?: CustomerTypes.Maybe<{ emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'marketingState'>>, userErrors: Array<Pick<CustomerTypes.UserErrorsCustomerEmailMarketingUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountIdQueryVariables = CustomerTypes.Exact<{ [key: string]: never; }>;


export type CustomerAccountIdQuery = { customer: Pick<CustomerTypes.Customer, 'id'> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerAccountCustomer {\n    customer {\n      ...CustomerAccountCustomer\n    }\n  }\n  #graphql\n  fragment CustomerAccountCustomer on Customer {\n    id\n    firstName\n    lastName\n    emailAddress {\n      emailAddress\n      marketingState\n    }\n    phoneNumber {\n      phoneNumber\n    }\n    defaultAddress {\n      id\n      territoryCode\n    }\n  }\n\n": {return: CustomerAccountCustomerQuery, variables: CustomerAccountCustomerQueryVariables},
  "#graphql\n  query CustomerAccountAddresses {\n    customer {\n      id\n      defaultAddress {\n        id\n      }\n      addresses(first: 20) {\n        nodes {\n          ...CustomerAccountAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddress on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formattedArea\n  }\n\n": {return: CustomerAccountAddressesQuery, variables: CustomerAccountAddressesQueryVariables},
  "#graphql\n  query CustomerAccountOrders($first: Int!, $after: String, $query: String) {\n    customer {\n      orders(first: $first, after: $after, query: $query, sortKey: PROCESSED_AT, reverse: true) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CustomerAccountOrder\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderAddress on CustomerAddress {\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    phoneNumber\n  }\n  fragment CustomerAccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    number\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    statusPageUrl\n    cancelledAt\n    cancelReason\n    totalRefunded {\n      ...CustomerAccountMoney\n    }\n    returns(first: 3) {\n      nodes {\n        name\n        status\n        returnLineItems(first: 10) {\n          nodes {\n            quantity\n            lineItem {\n              id\n              title\n            }\n          }\n        }\n      }\n    }\n    returnInformation {\n      returnableLineItems(first: 30) {\n        nodes {\n          quantity\n          lineItem {\n            id\n          }\n        }\n      }\n    }\n    subtotal {\n      ...CustomerAccountMoney\n    }\n    subtotalBeforeDiscounts {\n      ...CustomerAccountMoney\n    }\n    totalShipping {\n      ...CustomerAccountMoney\n    }\n    totalTax {\n      ...CustomerAccountMoney\n    }\n    totalDuties {\n      ...CustomerAccountMoney\n    }\n    totalPrice {\n      ...CustomerAccountMoney\n    }\n    discountApplications(first: 5) {\n      nodes {\n        ... on DiscountCodeApplication {\n          code\n        }\n        value {\n          ... on PricingPercentageValue {\n            percentage\n          }\n          ... on MoneyV2 {\n            ...CustomerAccountMoney\n          }\n        }\n      }\n    }\n    shippingAddress {\n      ...CustomerAccountOrderAddress\n    }\n    billingAddress {\n      ...CustomerAccountOrderAddress\n    }\n    lineItems(first: 30) {\n      nodes {\n        id\n        title\n        quantity\n        sku\n        variantId\n        variantTitle\n        totalPrice {\n          ...CustomerAccountMoney\n        }\n        totalPriceBeforeDiscounts {\n          ...CustomerAccountMoney\n        }\n        price {\n          ...CustomerAccountMoney\n        }\n        image {\n          url\n          altText\n        }\n        variantOptions {\n          name\n          value\n        }\n      }\n    }\n    fulfillments(first: 3) {\n      nodes {\n        status\n        latestShipmentStatus\n        trackingInformation {\n          company\n          number\n          url\n        }\n      }\n    }\n    tracking: metafield(namespace: \"custom\", key: \"tracking_events\") {\n      value\n    }\n  }\n\n": {return: CustomerAccountOrdersQuery, variables: CustomerAccountOrdersQueryVariables},
  "#graphql\n  query CustomerAccountOrderById($id: ID!) {\n    order(id: $id) {\n      ...CustomerAccountOrder\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderAddress on CustomerAddress {\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    phoneNumber\n  }\n  fragment CustomerAccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    number\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    statusPageUrl\n    cancelledAt\n    cancelReason\n    totalRefunded {\n      ...CustomerAccountMoney\n    }\n    returns(first: 3) {\n      nodes {\n        name\n        status\n        returnLineItems(first: 10) {\n          nodes {\n            quantity\n            lineItem {\n              id\n              title\n            }\n          }\n        }\n      }\n    }\n    returnInformation {\n      returnableLineItems(first: 30) {\n        nodes {\n          quantity\n          lineItem {\n            id\n          }\n        }\n      }\n    }\n    subtotal {\n      ...CustomerAccountMoney\n    }\n    subtotalBeforeDiscounts {\n      ...CustomerAccountMoney\n    }\n    totalShipping {\n      ...CustomerAccountMoney\n    }\n    totalTax {\n      ...CustomerAccountMoney\n    }\n    totalDuties {\n      ...CustomerAccountMoney\n    }\n    totalPrice {\n      ...CustomerAccountMoney\n    }\n    discountApplications(first: 5) {\n      nodes {\n        ... on DiscountCodeApplication {\n          code\n        }\n        value {\n          ... on PricingPercentageValue {\n            percentage\n          }\n          ... on MoneyV2 {\n            ...CustomerAccountMoney\n          }\n        }\n      }\n    }\n    shippingAddress {\n      ...CustomerAccountOrderAddress\n    }\n    billingAddress {\n      ...CustomerAccountOrderAddress\n    }\n    lineItems(first: 30) {\n      nodes {\n        id\n        title\n        quantity\n        sku\n        variantId\n        variantTitle\n        totalPrice {\n          ...CustomerAccountMoney\n        }\n        totalPriceBeforeDiscounts {\n          ...CustomerAccountMoney\n        }\n        price {\n          ...CustomerAccountMoney\n        }\n        image {\n          url\n          altText\n        }\n        variantOptions {\n          name\n          value\n        }\n      }\n    }\n    fulfillments(first: 3) {\n      nodes {\n        status\n        latestShipmentStatus\n        trackingInformation {\n          company\n          number\n          url\n        }\n      }\n    }\n    tracking: metafield(namespace: \"custom\", key: \"tracking_events\") {\n      value\n    }\n  }\n\n": {return: CustomerAccountOrderByIdQuery, variables: CustomerAccountOrderByIdQueryVariables},
  "#graphql\n  query CustomerAccountClub($first: Int!) {\n    customer {\n      creationDate\n      clubReferrals: metafield(namespace: \"beach_club\", key: \"referrals\") {\n        value\n      }\n      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          name\n          processedAt\n          bbBucks: metafield(namespace: \"beach_club\", key: \"bb_bucks\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: CustomerAccountClubQuery, variables: CustomerAccountClubQueryVariables},
  "#graphql\n  query CustomerAccountId {\n    customer {\n      id\n    }\n  }\n": {return: CustomerAccountIdQuery, variables: CustomerAccountIdQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        ...CustomerAccountCustomer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountCustomer on Customer {\n    id\n    firstName\n    lastName\n    emailAddress {\n      emailAddress\n      marketingState\n    }\n    phoneNumber {\n      phoneNumber\n    }\n    defaultAddress {\n      id\n      territoryCode\n    }\n  }\n\n": {return: CustomerAccountUpdateMutation, variables: CustomerAccountUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountAddressCreateMutation, variables: CustomerAccountAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountAddressUpdateMutation, variables: CustomerAccountAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountAddressDeleteMutation, variables: CustomerAccountAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerAccountOrderRequestReturn($orderId: ID!, $requestedLineItems: [RequestedLineItemInput!]!) {\n    orderRequestReturn(orderId: $orderId, requestedLineItems: $requestedLineItems) {\n      return {\n        name\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountOrderRequestReturnMutation, variables: CustomerAccountOrderRequestReturnMutationVariables},
  "#graphql\n  mutation CustomerAccountEmailMarketingSubscribe {\n    customerEmailMarketingSubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountEmailMarketingSubscribeMutation, variables: CustomerAccountEmailMarketingSubscribeMutationVariables},
  "#graphql\n  mutation CustomerAccountEmailMarketingUnsubscribe {\n    customerEmailMarketingUnsubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountEmailMarketingUnsubscribeMutation, variables: CustomerAccountEmailMarketingUnsubscribeMutationVariables},
}
declare module '../operationTypes' {
  type InputMaybe<T> = CustomerTypes.InputMaybe<T>;
  interface CustomerQueries extends GeneratedQueryTypes {}
  interface CustomerMutations extends GeneratedMutationTypes {}
}
