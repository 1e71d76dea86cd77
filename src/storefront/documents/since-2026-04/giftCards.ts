import { CART_FRAGMENT, CART_LINE_FRAGMENT, CART_WARNING_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT, USER_ERROR_FRAGMENT } from '../fragments';

/**
 * Adds gift card codes without replacing those already applied (Storefront API 2025-10 on):
 * https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesAdd,
 * https://shopify.dev/changelog/posts/storefront-api-cart-now-supports-adding-gift-cards.
 * A shop on 2025-07 sends cartGiftCardCodesUpdate with the codes it knows instead.
 */
export const CART_GIFT_CARD_CODES_ADD_MUTATION = `#graphql
  mutation CartGiftCardCodesAdd($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $giftCardCodes) {
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
