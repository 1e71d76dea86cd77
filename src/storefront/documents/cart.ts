/** Cart operations. Each mutation reads `userErrors` and `warnings` for the store to judge. */
import {
  CART_FRAGMENT,
  CART_LINE_FRAGMENT,
  CART_WARNING_FRAGMENT,
  IMAGE_FRAGMENT,
  MONEY_FRAGMENT,
  USER_ERROR_FRAGMENT,
} from './fragments';

export const CART_QUERY = `#graphql
  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $id) {
      ...Cart
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

export const CART_LINES_ADD_MUTATION = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

export const CART_LINES_UPDATE_MUTATION = `#graphql
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

export const CART_LINES_REMOVE_MUTATION = `#graphql
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

export const CART_BUYER_IDENTITY_UPDATE_MUTATION = `#graphql
  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        id
        buyerIdentity {
          countryCode
          email
          phone
        }
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

/**
 * Gift cards: Update sets the cart's codes (so adding one sends the codes already applied with it),
 * Remove takes applied cards off by AppliedGiftCard id; both exist in 2025-07
 * (https://shopify.dev/docs/api/storefront/2025-07/mutations/cartGiftCardCodesUpdate,
 * https://shopify.dev/docs/api/storefront/2025-07/mutations/cartGiftCardCodesRemove).
 */
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = `#graphql
  mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = `#graphql
  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

/**
 * A country change in one request: the buyer country, then the automatic lines of the old country out
 * and those of the new one in. Mutation fields run one after another in the order written
 * (https://spec.graphql.org/October2021/#sec-Mutation), so the last field included answers the cart
 * as it ends up; `@include` leaves out a step with nothing to do.
 */
export const CART_COUNTRY_SWITCH_MUTATION = `#graphql
  mutation CartCountrySwitch(
    $cartId: ID!
    $buyerIdentity: CartBuyerIdentityInput!
    $lineIds: [ID!]!
    $lines: [CartLineInput!]!
    $withRemove: Boolean!
    $withAdd: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    identity: cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
    removed: cartLinesRemove(cartId: $cartId, lineIds: $lineIds) @include(if: $withRemove) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
    added: cartLinesAdd(cartId: $cartId, lines: $lines) @include(if: $withAdd) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;

/**
 * The shopper takes shipping protection off: the cart remembers the choice in its attributes, then the
 * lines go, in one request (mutation fields run in order). The choice lives on the cart, so every tab
 * and device holding it, and the order it becomes, know the shopper declined.
 */
export const CART_PROTECTION_DECLINE_MUTATION = `#graphql
  mutation CartProtectionDecline(
    $cartId: ID!
    $attributes: [AttributeInput!]!
    $lineIds: [ID!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    remembered: cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
    removed: cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserError
      }
      warnings {
        ...CartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
` as const;
