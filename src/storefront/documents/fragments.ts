/** Fragments shared by the documents, named after the type they select (design STYLE). */

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const IMAGE_FRAGMENT = `#graphql
  fragment Image on Image {
    id
    url
    altText
    height
    width
  }
` as const;

/**
 * On BaseCartLine, so every kind of line arrives with its fields: CartLine, a bundle's
 * ComponentizableCartLine (https://shopify.dev/docs/api/storefront/latest/interfaces/BaseCartLine), and
 * any kind a later API version adds.
 */
export const CART_LINE_FRAGMENT = `#graphql
  fragment CartLine on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        availableForSale
        quantityAvailable
        selectedOptions {
          name
          value
        }
        image {
          ...Image
        }
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        product {
          id
          title
          handle
          vendor
          promo: metafield(namespace: "custom", key: "promo") {
            value
          }
        }
      }
    }
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
  }
` as const;

export const CART_FRAGMENT = `#graphql
  fragment Cart on Cart {
    id
    createdAt
    updatedAt
    checkoutUrl
    totalQuantity
    lines(first: 50) {
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        __typename
        ...CartLine
        ... on ComponentizableCartLine {
          lineComponents {
            ...CartLine
          }
        }
      }
    }
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
      totalDutyAmount {
        ...Money
      }
    }
    discountCodes {
      code
      applicable
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...Money
      }
      balance {
        ...Money
      }
      presentmentAmountUsed {
        ...Money
      }
    }
    # Order-level discounts only; product-level ones are on the lines (never both).
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    buyerIdentity {
      countryCode
      email
      phone
      customer {
        email
      }
    }
  }
` as const;

export const USER_ERROR_FRAGMENT = `#graphql
  fragment CartUserError on CartUserError {
    code
    field
    message
  }
` as const;

/**
 * Automatic changes a successful cart mutation made, stock caps included: since 2024-10 stock is a
 * warning, not a userError (https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart).
 */
export const CART_WARNING_FRAGMENT = `#graphql
  fragment CartWarning on CartWarning {
    code
    message
    target
  }
` as const;

export const CUSTOMER_USER_ERROR_FRAGMENT = `#graphql
  fragment CustomerUserError on CustomerUserError {
    code
    field
    message
  }
` as const;

export const ADDRESS_FRAGMENT = `#graphql
  fragment Address on MailingAddress {
    id
    firstName
    lastName
    address1
    address2
    city
    province
    provinceCode
    country
    countryCodeV2
    zip
    phone
    company
    formattedArea
  }
` as const;

export const CUSTOMER_FRAGMENT = `#graphql
  fragment Customer on Customer {
    id
    firstName
    lastName
    email
    phone
    acceptsMarketing
    defaultAddress {
      id
      countryCodeV2
    }
  }
` as const;

export const ORDER_FRAGMENT = `#graphql
  fragment Order on Order {
    id
    name
    email
    orderNumber
    processedAt
    financialStatus
    fulfillmentStatus
    currencyCode
    statusUrl
    subtotalPrice {
      ...Money
    }
    currentTotalShippingPrice: totalShippingPrice {
      ...Money
    }
    totalPrice {
      ...Money
    }
    originalTotalPrice {
      ...Money
    }
    totalTax {
      ...Money
    }
    originalTotalDuties {
      ...Money
    }
    discountApplications(first: 5) {
      nodes {
        ... on DiscountCodeApplication {
          code
        }
        value {
          ... on PricingPercentageValue {
            percentage
          }
          ... on MoneyV2 {
            ...Money
          }
        }
      }
    }
    shippingAddress {
      firstName
      lastName
      address1
      address2
      city
      province
      country
      zip
      phone
      formattedArea
    }
    billingAddress {
      firstName
      lastName
      address1
      address2
      city
      province
      country
      zip
      phone
      formattedArea
    }
    lineItems(first: 30) {
      nodes {
        title
        quantity
        originalTotalPrice {
          ...Money
        }
        variant {
          id
          sku
          title
          image {
            url
            altText
          }
          selectedOptions {
            name
            value
          }
          price {
            ...Money
          }
          product {
            handle
          }
        }
      }
    }
    successfulFulfillments(first: 3) {
      trackingCompany
      trackingInfo {
        number
        url
      }
    }
    tracking: metafield(namespace: "custom", key: "tracking_events") {
      value
    }
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    tags
    availableForSale
    createdAt
    featuredImage {
      ...Image
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
    print: metafield(namespace: "custom", key: "print") {
      value
    }
    finalSale: metafield(namespace: "custom", key: "final_sale") {
      value
    }
    options(first: 3) {
      name
      optionValues {
        name
      }
    }
    variants(first: 1) {
      nodes {
        id
        availableForSale
      }
    }
  }
` as const;
