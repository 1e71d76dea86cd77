/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.d.ts';

export type MoneyFragment = Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFragment = Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>;

type CartLine_CartLine_Fragment = (
  Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
    Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
    & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
      Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
      & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    ) }
  ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
    Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )> }
);

type CartLine_ComponentizableCartLine_Fragment = (
  Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
    Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
    & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
      Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
      & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    ) }
  ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
    Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )> }
);

export type CartLineFragment = CartLine_CartLine_Fragment | CartLine_ComponentizableCartLine_Fragment;

export type CartFragment = (
  Pick<StorefrontTypes.Cart, 'id' | 'createdAt' | 'updatedAt' | 'checkoutUrl' | 'totalQuantity'>
  & { lines: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage'>, nodes: Array<(
      { __typename: 'CartLine' }
      & Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
          Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
          & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        ) }
      ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )> }
    ) | (
      { __typename: 'ComponentizableCartLine' }
      & Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
      & { lineComponents: Array<(
        Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
            Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
            & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          ) }
        ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
          Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
        )> }
      )>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
          Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
          & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        ) }
      ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )> }
    )> }, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalDutyAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, appliedGiftCards: Array<(
    Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
    & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, balance: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentAmountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
    Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )>, buyerIdentity: (
    Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'email'>> }
  ) }
);

export type CartUserErrorFragment = Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>;

export type CartWarningFragment = Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>;

export type CustomerUserErrorFragment = Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>;

export type AddressFragment = Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'company' | 'formattedArea'>;

export type CustomerFragment = (
  Pick<StorefrontTypes.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'>
  & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'countryCodeV2'>> }
);

export type OrderFragment = (
  Pick<StorefrontTypes.Order, 'id' | 'name' | 'email' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'currencyCode' | 'statusUrl'>
  & { subtotalPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, currentTotalShippingPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, originalTotalPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, originalTotalDuties?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, discountApplications: { nodes: Array<{ value: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<StorefrontTypes.PricingPercentageValue, 'percentage'> } | (
      Pick<StorefrontTypes.DiscountCodeApplication, 'code'>
      & { value: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> | Pick<StorefrontTypes.PricingPercentageValue, 'percentage'> }
    )> }, shippingAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'country' | 'zip' | 'phone' | 'formattedArea'>>, billingAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'country' | 'zip' | 'phone' | 'formattedArea'>>, lineItems: { nodes: Array<(
      Pick<StorefrontTypes.OrderLineItem, 'title' | 'quantity'>
      & { originalTotalPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, variant?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontTypes.Product, 'handle'> }
      )> }
    )> }, successfulFulfillments?: StorefrontTypes.Maybe<Array<(
    Pick<StorefrontTypes.Fulfillment, 'trackingCompany'>
    & { trackingInfo: Array<Pick<StorefrontTypes.FulfillmentTrackingInfo, 'number' | 'url'>> }
  )>>, tracking?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
);

export type ProductCardFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
  & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
    Pick<StorefrontTypes.ProductOption, 'name'>
    & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
  )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
);

export type CartCheckoutUrlWithConsentQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  visitorConsent?: StorefrontTypes.InputMaybe<StorefrontTypes.VisitorConsent>;
}>;


export type CartCheckoutUrlWithConsentQuery = { cart?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Cart, 'checkoutUrl'>> };

export type CartGiftCardCodesAddMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  giftCardCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartGiftCardCodesAddMutation = { cartGiftCardCodesAdd?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'createdAt' | 'updatedAt' | 'checkoutUrl' | 'totalQuantity'>
      & { lines: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage'>, nodes: Array<(
          { __typename: 'CartLine' }
          & Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
              & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
          )> }
        ) | (
          { __typename: 'ComponentizableCartLine' }
          & Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { lineComponents: Array<(
            Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
            & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
              Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
              & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
                Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
                & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
              ) }
            ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
              Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
              & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
            )> }
          )>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'vendor'>
              & { promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ), cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
          )> }
        )> }, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalDutyAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, balance: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentAmountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'email'>> }
      ) }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query CartCheckoutUrlWithConsent($id: ID!, $country: CountryCode, $visitorConsent: VisitorConsent)\n  @inContext(country: $country, visitorConsent: $visitorConsent) {\n    cart(id: $id) {\n      checkoutUrl\n    }\n  }\n": {return: CartCheckoutUrlWithConsentQuery, variables: CartCheckoutUrlWithConsentQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartGiftCardCodesAdd($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $giftCardCodes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartGiftCardCodesAddMutation, variables: CartGiftCardCodesAddMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
