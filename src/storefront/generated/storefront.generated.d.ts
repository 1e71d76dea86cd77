/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.d.ts';

export type BeachClubRulesQueryVariables = StorefrontTypes.Exact<{ [key: string]: never; }>;


export type BeachClubRulesQuery = { shop: { clubRules?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> } };

export type BeachClubMemberQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
}>;


export type BeachClubMemberQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'createdAt'>
    & { clubReferrals?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, orders: { nodes: Array<(
        Pick<StorefrontTypes.Order, 'name' | 'processedAt'>
        & { bbBucks?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }
  )> };

export type CartQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartQuery = { cart?: StorefrontTypes.Maybe<(
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
  )> };

export type CartCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CartInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartLinesAddMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineInput> | StorefrontTypes.CartLineInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesAddMutation = { cartLinesAdd?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartLinesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineUpdateInput> | StorefrontTypes.CartLineUpdateInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartLinesRemoveMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lineIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartBuyerIdentityUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  buyerIdentity: StorefrontTypes.CartBuyerIdentityInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartBuyerIdentityUpdateMutation = { cartBuyerIdentityUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id'>
      & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'> }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message'>> }> };

export type CartDiscountCodesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  discountCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartGiftCardCodesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  giftCardCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartGiftCardCodesUpdateMutation = { cartGiftCardCodesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartGiftCardCodesRemoveMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  appliedGiftCardIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartGiftCardCodesRemoveMutation = { cartGiftCardCodesRemove?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartCountrySwitchMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  buyerIdentity: StorefrontTypes.CartBuyerIdentityInput;
  lineIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineInput> | StorefrontTypes.CartLineInput;
  withRemove: StorefrontTypes.Scalars['Boolean']['input'];
  withAdd: StorefrontTypes.Scalars['Boolean']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartCountrySwitchMutation = { identity?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }>, removed?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }>, added?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type CartProtectionDeclineMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  attributes: Array<StorefrontTypes.AttributeInput> | StorefrontTypes.AttributeInput;
  lineIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartProtectionDeclineMutation = { remembered?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }>, removed?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
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

export type ContentPagesQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type ContentPagesQuery = { pages: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Page, 'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'>
      & { seo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Seo, 'description'>>, hero?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> } };

export type BlogArticlesQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type BlogArticlesQuery = { blog?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Blog, 'id' | 'title'>
    & { seo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Seo, 'description'>>, articles: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontTypes.Article, 'id' | 'handle' | 'title' | 'contentHtml' | 'excerpt' | 'publishedAt' | 'tags'>
        & { authorV2?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ArticleAuthor, 'name'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, hero?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }
  )> };

export type ShopPoliciesQueryVariables = StorefrontTypes.Exact<{ [key: string]: never; }>;


export type ShopPoliciesQuery = { shop: (
    Pick<StorefrontTypes.Shop, 'id'>
    & { privacyPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, refundPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, shippingPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, termsOfService?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>> }
  ) };

export type ShopPolicyFieldsFragment = Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>;

export type UrlRedirectsQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type UrlRedirectsQuery = { urlRedirects: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.UrlRedirect, 'id' | 'path' | 'target'>> } };

export type LookbookProductsQueryVariables = StorefrontTypes.Exact<{
  h0?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with0?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h1?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with1?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h2?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with2?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h3?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with3?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h4?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with4?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h5?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with5?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h6?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with6?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h7?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with7?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h8?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with8?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h9?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with9?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h10?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with10?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h11?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with11?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h12?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with12?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h13?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with13?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h14?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with14?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h15?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with15?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h16?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with16?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h17?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with17?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h18?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with18?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h19?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with19?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h20?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with20?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h21?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with21?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h22?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with22?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h23?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with23?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h24?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with24?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h25?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with25?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h26?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with26?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h27?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with27?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h28?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with28?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h29?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with29?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h30?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with30?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h31?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with31?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h32?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with32?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h33?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with33?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h34?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with34?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h35?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with35?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h36?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with36?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h37?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with37?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h38?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with38?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h39?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with39?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h40?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with40?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h41?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with41?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h42?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with42?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h43?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with43?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h44?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with44?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h45?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with45?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h46?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with46?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h47?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with47?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h48?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with48?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h49?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with49?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
}>;


export type LookbookProductsQuery = { p0?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p1?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p2?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p3?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p4?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p5?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p6?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p7?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p8?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p9?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p10?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p11?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p12?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p13?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p14?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p15?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p16?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p17?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p18?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p19?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p20?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p21?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p22?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p23?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p24?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p25?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p26?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p27?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p28?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p29?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p30?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p31?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p32?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p33?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p34?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p35?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p36?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p37?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p38?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p39?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p40?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p41?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p42?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p43?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p44?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p45?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p46?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p47?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p48?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>, p49?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )> };

export type CustomerCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CustomerCreateInput;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id' | 'email'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CustomerAccessTokenCreateInput;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenRenewMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAccessTokenRenewMutation = { customerAccessTokenRenew?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, userErrors: Array<Pick<StorefrontTypes.UserError, 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontTypes.UserError, 'field' | 'message'>> }
  )> };

export type CustomerQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'>
    & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'countryCodeV2'>> }
  )> };

export type CustomerUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  customer: StorefrontTypes.CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'>
      & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'countryCodeV2'>> }
    )>, customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerPasswordUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  password: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerPasswordUpdateMutation = { customerUpdate?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerOrdersQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'id'>
    & { orders: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
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
      )> } }
  )> };

export type CustomerAddressesQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAddressesQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'id'>
    & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id'>>, addresses: { nodes: Array<Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'company' | 'formattedArea'>> } }
  )> };

export type CustomerAddressCreateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  address: StorefrontTypes.MailingAddressInput;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontTypes.Maybe<{ customerAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'company' | 'formattedArea'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  id: StorefrontTypes.Scalars['ID']['input'];
  address: StorefrontTypes.MailingAddressInput;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontTypes.Maybe<{ customerAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'company' | 'formattedArea'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  addressId: StorefrontTypes.Scalars['ID']['input'];
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Customer, 'id'>
      & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'company' | 'formattedArea'>> }
    )>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  id: StorefrontTypes.Scalars['ID']['input'];
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerRecoverMutationVariables = StorefrontTypes.Exact<{
  email: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontTypes.Maybe<{ customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerActivateMutationVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  input: StorefrontTypes.CustomerActivateInput;
}>;


export type CustomerActivateMutation = { customerActivate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>>, customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetMutationVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  input: StorefrontTypes.CustomerResetInput;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>>, customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerIdQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerIdQuery = { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> };

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

export type ProductsQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  query?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductsQuery = { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
        Pick<StorefrontTypes.ProductOption, 'name'>
        & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
      )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
    )> } };

export type CollectionQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  last?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  before?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductCollectionSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
        & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
          Pick<StorefrontTypes.ProductOption, 'name'>
          & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
        )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
      )> } }
  )> };

export type SearchQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  last?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  before?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.SearchSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SearchQuery = { search: (
    Pick<StorefrontTypes.SearchResultItemConnection, 'totalCount'>
    & { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
        Pick<StorefrontTypes.ProductOption, 'name'>
        & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
      )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
    )> }
  ) };

export type PredictiveSearchQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  limit?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontTypes.Maybe<{ queries: Array<Pick<StorefrontTypes.SearchQuerySuggestion, 'text' | 'styledText'>>, collections: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>>, products: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )> }> };

export type ProductRecommendationsQueryVariables = StorefrontTypes.Exact<{
  productHandle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductRecommendationsQuery = { productRecommendations?: StorefrontTypes.Maybe<Array<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale' | 'createdAt'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>> } }
  )>> };

export type VariantShopPricesQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
}>;


export type VariantShopPricesQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id'>
    & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )>> };

export type ProductPricesQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductPricesQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id'>
    & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
        & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>> }
      )> } }
  )>> };

export type ProductDetailFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'tags' | 'availableForSale' | 'createdAt'>
  & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }, options: Array<(
    Pick<StorefrontTypes.ProductOption, 'name'>
    & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
  )>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
      & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }
    )> }, promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, colour?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, ratings?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sizeChart?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
);

export type ProductQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'tags' | 'availableForSale' | 'createdAt'>
    & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }
      )> }, promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, colour?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, ratings?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sizeChart?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type OrderVariantsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type OrderVariantsQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
    & { product: Pick<StorefrontTypes.Product, 'handle'> }
  )>> };

export type LocalizationQueryVariables = StorefrontTypes.Exact<{
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type LocalizationQuery = { localization: { country: (
      Pick<StorefrontTypes.Country, 'isoCode' | 'name'>
      & { currency: Pick<StorefrontTypes.Currency, 'isoCode' | 'name' | 'symbol'> }
    ), availableCountries: Array<(
      Pick<StorefrontTypes.Country, 'isoCode' | 'name'>
      & { currency: Pick<StorefrontTypes.Currency, 'isoCode' | 'name' | 'symbol'> }
    )> } };

export type ShopQueryVariables = StorefrontTypes.Exact<{ [key: string]: never; }>;


export type ShopQuery = { shop: (
    Pick<StorefrontTypes.Shop, 'id' | 'name' | 'description'>
    & { primaryDomain: Pick<StorefrontTypes.Domain, 'url'>, paymentSettings: Pick<StorefrontTypes.PaymentSettings, 'currencyCode' | 'enabledPresentmentCurrencies'> }
  ) };

export type MenuQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
}>;


export type MenuQuery = { menu?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Menu, 'id' | 'handle'>
    & { items: Array<(
      Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url'>> }
    )> }
  )> };

export type ShopIdQueryVariables = StorefrontTypes.Exact<{ [key: string]: never; }>;


export type ShopIdQuery = { shop: Pick<StorefrontTypes.Shop, 'id'> };

export type AllProductsQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  query?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type AllProductsQuery = { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'updatedAt' | 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'tags' | 'availableForSale' | 'createdAt'>
      & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'handle' | 'title'>> }, seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }, options: Array<(
        Pick<StorefrontTypes.ProductOption, 'name'>
        & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
      )>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }
        )> }, promo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, print?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, colour?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, finalSale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, ratings?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sizeChart?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> } };

export type AllCollectionsQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type AllCollectionsQuery = { collections: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'updatedAt' | 'description'>
      & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'id' | 'url' | 'altText' | 'height' | 'width'>> }
    )> } };

export type ProductIdsQueryVariables = StorefrontTypes.Exact<{
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type ProductIdsQuery = { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'id'>> } };

export type CollectionProductsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type CollectionProductsQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )> };

export type CollectionFirstPagesQueryVariables = StorefrontTypes.Exact<{
  first: StorefrontTypes.Scalars['Int']['input'];
  h0?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with0?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h1?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with1?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h2?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with2?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h3?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with3?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h4?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with4?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h5?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with5?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h6?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with6?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h7?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with7?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h8?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with8?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h9?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with9?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h10?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with10?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  h11?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  with11?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
}>;


export type CollectionFirstPagesQuery = { c0?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c1?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c2?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c3?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c4?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c5?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c6?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c7?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c8?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c9?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c10?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )>, c11?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
  )> };

export type CollectionFirstPageFragment = (
  Pick<StorefrontTypes.Collection, 'handle'>
  & { products: { filters: Array<(
      Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'handle'>> } }
);

export type WishlistProductsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type WishlistProductsQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'handle'>
    & { variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }
  ) | { product: (
      Pick<StorefrontTypes.Product, 'handle'>
      & { variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
        )> } }
    ) }>> };

export type WishlistProductFragment = (
  Pick<StorefrontTypes.Product, 'handle'>
  & { variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )> } }
);

interface GeneratedQueryTypes {
  "#graphql\n  query BeachClubRules {\n    shop {\n      clubRules: metafield(namespace: \"beach_club\", key: \"rules\") {\n        value\n      }\n    }\n  }\n": {return: BeachClubRulesQuery, variables: BeachClubRulesQueryVariables},
  "#graphql\n  query BeachClubMember($customerAccessToken: String!, $first: Int!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      createdAt\n      clubReferrals: metafield(namespace: \"beach_club\", key: \"referrals\") {\n        value\n      }\n      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          name\n          processedAt\n          bbBucks: metafield(namespace: \"beach_club\", key: \"bb_bucks\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: BeachClubMemberQuery, variables: BeachClubMemberQueryVariables},
  "#graphql\n  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $id) {\n      ...Cart\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CartQuery, variables: CartQueryVariables},
  "#graphql\n  query ContentPages($first: Int = 250, $after: String) {\n    pages(first: $first, after: $after, sortKey: ID) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        handle\n        title\n        body\n        bodySummary\n        updatedAt\n        seo {\n          description\n        }\n        hero: metafield(namespace: \"custom\", key: \"hero\") {\n          value\n        }\n      }\n    }\n  }\n": {return: ContentPagesQuery, variables: ContentPagesQueryVariables},
  "#graphql\n  query BlogArticles($handle: String!, $first: Int = 250, $after: String) {\n    blog(handle: $handle) {\n      id\n      title\n      seo {\n        description\n      }\n      articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          handle\n          title\n          contentHtml\n          excerpt\n          publishedAt\n          tags\n          authorV2 {\n            name\n          }\n          image {\n            url\n            altText\n            width\n            height\n          }\n          hero: metafield(namespace: \"custom\", key: \"hero\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: BlogArticlesQuery, variables: BlogArticlesQueryVariables},
  "#graphql\n  query ShopPolicies {\n    shop {\n      id\n      privacyPolicy {\n        ...ShopPolicyFields\n      }\n      refundPolicy {\n        ...ShopPolicyFields\n      }\n      shippingPolicy {\n        ...ShopPolicyFields\n      }\n      termsOfService {\n        ...ShopPolicyFields\n      }\n    }\n  }\n  fragment ShopPolicyFields on ShopPolicy {\n    id\n    handle\n    title\n    body\n  }\n": {return: ShopPoliciesQuery, variables: ShopPoliciesQueryVariables},
  "#graphql\n  query UrlRedirects($first: Int = 250, $after: String) {\n    urlRedirects(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        path\n        target\n      }\n    }\n  }\n": {return: UrlRedirectsQuery, variables: UrlRedirectsQueryVariables},
  "#graphql\n  query LookbookProducts(\n    $h0: String\n    $with0: Boolean = false\n    $h1: String\n    $with1: Boolean = false\n    $h2: String\n    $with2: Boolean = false\n    $h3: String\n    $with3: Boolean = false\n    $h4: String\n    $with4: Boolean = false\n    $h5: String\n    $with5: Boolean = false\n    $h6: String\n    $with6: Boolean = false\n    $h7: String\n    $with7: Boolean = false\n    $h8: String\n    $with8: Boolean = false\n    $h9: String\n    $with9: Boolean = false\n    $h10: String\n    $with10: Boolean = false\n    $h11: String\n    $with11: Boolean = false\n    $h12: String\n    $with12: Boolean = false\n    $h13: String\n    $with13: Boolean = false\n    $h14: String\n    $with14: Boolean = false\n    $h15: String\n    $with15: Boolean = false\n    $h16: String\n    $with16: Boolean = false\n    $h17: String\n    $with17: Boolean = false\n    $h18: String\n    $with18: Boolean = false\n    $h19: String\n    $with19: Boolean = false\n    $h20: String\n    $with20: Boolean = false\n    $h21: String\n    $with21: Boolean = false\n    $h22: String\n    $with22: Boolean = false\n    $h23: String\n    $with23: Boolean = false\n    $h24: String\n    $with24: Boolean = false\n    $h25: String\n    $with25: Boolean = false\n    $h26: String\n    $with26: Boolean = false\n    $h27: String\n    $with27: Boolean = false\n    $h28: String\n    $with28: Boolean = false\n    $h29: String\n    $with29: Boolean = false\n    $h30: String\n    $with30: Boolean = false\n    $h31: String\n    $with31: Boolean = false\n    $h32: String\n    $with32: Boolean = false\n    $h33: String\n    $with33: Boolean = false\n    $h34: String\n    $with34: Boolean = false\n    $h35: String\n    $with35: Boolean = false\n    $h36: String\n    $with36: Boolean = false\n    $h37: String\n    $with37: Boolean = false\n    $h38: String\n    $with38: Boolean = false\n    $h39: String\n    $with39: Boolean = false\n    $h40: String\n    $with40: Boolean = false\n    $h41: String\n    $with41: Boolean = false\n    $h42: String\n    $with42: Boolean = false\n    $h43: String\n    $with43: Boolean = false\n    $h44: String\n    $with44: Boolean = false\n    $h45: String\n    $with45: Boolean = false\n    $h46: String\n    $with46: Boolean = false\n    $h47: String\n    $with47: Boolean = false\n    $h48: String\n    $with48: Boolean = false\n    $h49: String\n    $with49: Boolean = false\n  ) {\n    p0: product(handle: $h0) @include(if: $with0) {\n      ...ProductCard\n    }\n    p1: product(handle: $h1) @include(if: $with1) {\n      ...ProductCard\n    }\n    p2: product(handle: $h2) @include(if: $with2) {\n      ...ProductCard\n    }\n    p3: product(handle: $h3) @include(if: $with3) {\n      ...ProductCard\n    }\n    p4: product(handle: $h4) @include(if: $with4) {\n      ...ProductCard\n    }\n    p5: product(handle: $h5) @include(if: $with5) {\n      ...ProductCard\n    }\n    p6: product(handle: $h6) @include(if: $with6) {\n      ...ProductCard\n    }\n    p7: product(handle: $h7) @include(if: $with7) {\n      ...ProductCard\n    }\n    p8: product(handle: $h8) @include(if: $with8) {\n      ...ProductCard\n    }\n    p9: product(handle: $h9) @include(if: $with9) {\n      ...ProductCard\n    }\n    p10: product(handle: $h10) @include(if: $with10) {\n      ...ProductCard\n    }\n    p11: product(handle: $h11) @include(if: $with11) {\n      ...ProductCard\n    }\n    p12: product(handle: $h12) @include(if: $with12) {\n      ...ProductCard\n    }\n    p13: product(handle: $h13) @include(if: $with13) {\n      ...ProductCard\n    }\n    p14: product(handle: $h14) @include(if: $with14) {\n      ...ProductCard\n    }\n    p15: product(handle: $h15) @include(if: $with15) {\n      ...ProductCard\n    }\n    p16: product(handle: $h16) @include(if: $with16) {\n      ...ProductCard\n    }\n    p17: product(handle: $h17) @include(if: $with17) {\n      ...ProductCard\n    }\n    p18: product(handle: $h18) @include(if: $with18) {\n      ...ProductCard\n    }\n    p19: product(handle: $h19) @include(if: $with19) {\n      ...ProductCard\n    }\n    p20: product(handle: $h20) @include(if: $with20) {\n      ...ProductCard\n    }\n    p21: product(handle: $h21) @include(if: $with21) {\n      ...ProductCard\n    }\n    p22: product(handle: $h22) @include(if: $with22) {\n      ...ProductCard\n    }\n    p23: product(handle: $h23) @include(if: $with23) {\n      ...ProductCard\n    }\n    p24: product(handle: $h24) @include(if: $with24) {\n      ...ProductCard\n    }\n    p25: product(handle: $h25) @include(if: $with25) {\n      ...ProductCard\n    }\n    p26: product(handle: $h26) @include(if: $with26) {\n      ...ProductCard\n    }\n    p27: product(handle: $h27) @include(if: $with27) {\n      ...ProductCard\n    }\n    p28: product(handle: $h28) @include(if: $with28) {\n      ...ProductCard\n    }\n    p29: product(handle: $h29) @include(if: $with29) {\n      ...ProductCard\n    }\n    p30: product(handle: $h30) @include(if: $with30) {\n      ...ProductCard\n    }\n    p31: product(handle: $h31) @include(if: $with31) {\n      ...ProductCard\n    }\n    p32: product(handle: $h32) @include(if: $with32) {\n      ...ProductCard\n    }\n    p33: product(handle: $h33) @include(if: $with33) {\n      ...ProductCard\n    }\n    p34: product(handle: $h34) @include(if: $with34) {\n      ...ProductCard\n    }\n    p35: product(handle: $h35) @include(if: $with35) {\n      ...ProductCard\n    }\n    p36: product(handle: $h36) @include(if: $with36) {\n      ...ProductCard\n    }\n    p37: product(handle: $h37) @include(if: $with37) {\n      ...ProductCard\n    }\n    p38: product(handle: $h38) @include(if: $with38) {\n      ...ProductCard\n    }\n    p39: product(handle: $h39) @include(if: $with39) {\n      ...ProductCard\n    }\n    p40: product(handle: $h40) @include(if: $with40) {\n      ...ProductCard\n    }\n    p41: product(handle: $h41) @include(if: $with41) {\n      ...ProductCard\n    }\n    p42: product(handle: $h42) @include(if: $with42) {\n      ...ProductCard\n    }\n    p43: product(handle: $h43) @include(if: $with43) {\n      ...ProductCard\n    }\n    p44: product(handle: $h44) @include(if: $with44) {\n      ...ProductCard\n    }\n    p45: product(handle: $h45) @include(if: $with45) {\n      ...ProductCard\n    }\n    p46: product(handle: $h46) @include(if: $with46) {\n      ...ProductCard\n    }\n    p47: product(handle: $h47) @include(if: $with47) {\n      ...ProductCard\n    }\n    p48: product(handle: $h48) @include(if: $with48) {\n      ...ProductCard\n    }\n    p49: product(handle: $h49) @include(if: $with49) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    tags\n    availableForSale\n    createdAt\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: LookbookProductsQuery, variables: LookbookProductsQueryVariables},
  "#graphql\n  query Customer($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      ...Customer\n    }\n  }\n  #graphql\n  fragment Customer on Customer {\n    id\n    firstName\n    lastName\n    email\n    phone\n    acceptsMarketing\n    defaultAddress {\n      id\n      countryCodeV2\n    }\n  }\n\n": {return: CustomerQuery, variables: CustomerQueryVariables},
  "#graphql\n  query CustomerOrders($customerAccessToken: String!, $first: Int = 50, $after: String) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...Order\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Order on Order {\n    id\n    name\n    email\n    orderNumber\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    currencyCode\n    statusUrl\n    subtotalPrice {\n      ...Money\n    }\n    currentTotalShippingPrice: totalShippingPrice {\n      ...Money\n    }\n    totalPrice {\n      ...Money\n    }\n    originalTotalPrice {\n      ...Money\n    }\n    totalTax {\n      ...Money\n    }\n    originalTotalDuties {\n      ...Money\n    }\n    discountApplications(first: 5) {\n      nodes {\n        ... on DiscountCodeApplication {\n          code\n        }\n        value {\n          ... on PricingPercentageValue {\n            percentage\n          }\n          ... on MoneyV2 {\n            ...Money\n          }\n        }\n      }\n    }\n    shippingAddress {\n      firstName\n      lastName\n      address1\n      address2\n      city\n      province\n      country\n      zip\n      phone\n      formattedArea\n    }\n    billingAddress {\n      firstName\n      lastName\n      address1\n      address2\n      city\n      province\n      country\n      zip\n      phone\n      formattedArea\n    }\n    lineItems(first: 30) {\n      nodes {\n        title\n        quantity\n        originalTotalPrice {\n          ...Money\n        }\n        variant {\n          id\n          sku\n          title\n          image {\n            url\n            altText\n          }\n          selectedOptions {\n            name\n            value\n          }\n          price {\n            ...Money\n          }\n          product {\n            handle\n          }\n        }\n      }\n    }\n    successfulFulfillments(first: 3) {\n      trackingCompany\n      trackingInfo {\n        number\n        url\n      }\n    }\n    tracking: metafield(namespace: \"custom\", key: \"tracking_events\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query CustomerAddresses($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      defaultAddress {\n        id\n      }\n      addresses(first: 20) {\n        nodes {\n          ...Address\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Address on MailingAddress {\n    id\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    company\n    formattedArea\n  }\n\n": {return: CustomerAddressesQuery, variables: CustomerAddressesQueryVariables},
  "#graphql\n  query CustomerId($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n    }\n  }\n": {return: CustomerIdQuery, variables: CustomerIdQueryVariables},
  "#graphql\n  query Products($first: Int = 24, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    tags\n    availableForSale\n    createdAt\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductsQuery, variables: ProductsQueryVariables},
  "#graphql\n  query Collection(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      image {\n        ...Image\n      }\n      products(\n        first: $first\n        last: $last\n        after: $after\n        before: $before\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        filters {\n          id\n          label\n          type\n          values {\n            id\n            label\n            count\n            input\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    tags\n    availableForSale\n    createdAt\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query Search($query: String!, $first: Int, $last: Int, $after: String, $before: String, $sortKey: SearchSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    search(query: $query, first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    tags\n    availableForSale\n    createdAt\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: SearchQuery, variables: SearchQueryVariables},
  "#graphql\n  query PredictiveSearch($query: String!, $limit: Int = 6, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT, COLLECTION, QUERY]) {\n      queries {\n        text\n        styledText\n      }\n      collections {\n        id\n        handle\n        title\n      }\n      products {\n        id\n        handle\n        title\n        featuredImage {\n          ...Image\n        }\n        priceRange {\n          minVariantPrice {\n            ...Money\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query ProductRecommendations($productHandle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productHandle: $productHandle) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    tags\n    availableForSale\n    createdAt\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductRecommendationsQuery, variables: ProductRecommendationsQueryVariables},
  "#graphql\n  query VariantShopPrices($ids: [ID!]!, $country: CountryCode)\n  @inContext(country: $country) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        price {\n          ...Money\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: VariantShopPricesQuery, variables: VariantShopPricesQueryVariables},
  "#graphql\n  query ProductPrices($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        id\n        priceRange {\n          minVariantPrice {\n            ...Money\n          }\n        }\n        compareAtPriceRange {\n          minVariantPrice {\n            ...Money\n          }\n        }\n        variants(first: 50) {\n          nodes {\n            id\n            availableForSale\n            price {\n              ...Money\n            }\n            compareAtPrice {\n              ...Money\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductPricesQuery, variables: ProductPricesQueryVariables},
  "#graphql\n  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductDetail\n    }\n  }\n  #graphql\n  fragment ProductDetail on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    productType\n    tags\n    availableForSale\n    createdAt\n    seo {\n      title\n      description\n    }\n    featuredImage {\n      ...Image\n    }\n    images(first: 10) {\n      nodes {\n        ...Image\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        sku\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        image {\n          ...Image\n        }\n      }\n    }\n    promo: metafield(namespace: \"custom\", key: \"promo\") {\n      value\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    colour: metafield(namespace: \"custom\", key: \"colour\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    ratings: metafield(namespace: \"reviews\", key: \"rating_distribution\") {\n      value\n    }\n    sizeChart: metafield(namespace: \"custom\", key: \"size_chart\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query OrderVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        product {\n          handle\n        }\n      }\n    }\n  }\n": {return: OrderVariantsQuery, variables: OrderVariantsQueryVariables},
  "#graphql\n  query Localization($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    localization {\n      country {\n        isoCode\n        name\n        currency {\n          isoCode\n          name\n          symbol\n        }\n      }\n      availableCountries {\n        isoCode\n        name\n        currency {\n          isoCode\n          name\n          symbol\n        }\n      }\n    }\n  }\n": {return: LocalizationQuery, variables: LocalizationQueryVariables},
  "#graphql\n  query Shop {\n    shop {\n      id\n      name\n      description\n      primaryDomain {\n        url\n      }\n      paymentSettings {\n        currencyCode\n        enabledPresentmentCurrencies\n      }\n    }\n  }\n": {return: ShopQuery, variables: ShopQueryVariables},
  "#graphql\n  query Menu($handle: String!) {\n    menu(handle: $handle) {\n      id\n      handle\n      items {\n        id\n        title\n        url\n        items {\n          id\n          title\n          url\n        }\n      }\n    }\n  }\n": {return: MenuQuery, variables: MenuQueryVariables},
  "#graphql\n  query ShopId {\n    shop {\n      id\n    }\n  }\n": {return: ShopIdQuery, variables: ShopIdQueryVariables},
  "#graphql\n  query AllProducts($first: Int = 100, $after: String, $query: String) {\n    products(first: $first, after: $after, sortKey: TITLE, query: $query) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProductDetail\n        updatedAt\n        collections(first: 5) {\n          nodes {\n            handle\n            title\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductDetail on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    productType\n    tags\n    availableForSale\n    createdAt\n    seo {\n      title\n      description\n    }\n    featuredImage {\n      ...Image\n    }\n    images(first: 10) {\n      nodes {\n        ...Image\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        sku\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        image {\n          ...Image\n        }\n      }\n    }\n    promo: metafield(namespace: \"custom\", key: \"promo\") {\n      value\n    }\n    print: metafield(namespace: \"custom\", key: \"print\") {\n      value\n    }\n    colour: metafield(namespace: \"custom\", key: \"colour\") {\n      value\n    }\n    finalSale: metafield(namespace: \"custom\", key: \"final_sale\") {\n      value\n    }\n    ratings: metafield(namespace: \"reviews\", key: \"rating_distribution\") {\n      value\n    }\n    sizeChart: metafield(namespace: \"custom\", key: \"size_chart\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: AllProductsQuery, variables: AllProductsQueryVariables},
  "#graphql\n  query AllCollections($first: Int = 250, $after: String) {\n    collections(first: $first, after: $after, sortKey: TITLE) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        handle\n        title\n        updatedAt\n        description\n        seo {\n          title\n          description\n        }\n        image {\n          ...Image\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n": {return: AllCollectionsQuery, variables: AllCollectionsQueryVariables},
  "#graphql\n  query ProductIds($first: Int = 100, $after: String) {\n    products(first: $first, after: $after, sortKey: ID) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n      }\n    }\n  }\n": {return: ProductIdsQuery, variables: ProductIdsQueryVariables},
  "#graphql\n  query CollectionProducts($handle: String!, $first: Int = 250, $after: String) {\n    collection(handle: $handle) {\n      handle\n      products(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          handle\n        }\n      }\n    }\n  }\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query CollectionFirstPages(\n    $first: Int!\n    $h0: String\n    $with0: Boolean = false\n    $h1: String\n    $with1: Boolean = false\n    $h2: String\n    $with2: Boolean = false\n    $h3: String\n    $with3: Boolean = false\n    $h4: String\n    $with4: Boolean = false\n    $h5: String\n    $with5: Boolean = false\n    $h6: String\n    $with6: Boolean = false\n    $h7: String\n    $with7: Boolean = false\n    $h8: String\n    $with8: Boolean = false\n    $h9: String\n    $with9: Boolean = false\n    $h10: String\n    $with10: Boolean = false\n    $h11: String\n    $with11: Boolean = false\n  ) {\n    c0: collection(handle: $h0) @include(if: $with0) {\n      ...CollectionFirstPage\n    }\n    c1: collection(handle: $h1) @include(if: $with1) {\n      ...CollectionFirstPage\n    }\n    c2: collection(handle: $h2) @include(if: $with2) {\n      ...CollectionFirstPage\n    }\n    c3: collection(handle: $h3) @include(if: $with3) {\n      ...CollectionFirstPage\n    }\n    c4: collection(handle: $h4) @include(if: $with4) {\n      ...CollectionFirstPage\n    }\n    c5: collection(handle: $h5) @include(if: $with5) {\n      ...CollectionFirstPage\n    }\n    c6: collection(handle: $h6) @include(if: $with6) {\n      ...CollectionFirstPage\n    }\n    c7: collection(handle: $h7) @include(if: $with7) {\n      ...CollectionFirstPage\n    }\n    c8: collection(handle: $h8) @include(if: $with8) {\n      ...CollectionFirstPage\n    }\n    c9: collection(handle: $h9) @include(if: $with9) {\n      ...CollectionFirstPage\n    }\n    c10: collection(handle: $h10) @include(if: $with10) {\n      ...CollectionFirstPage\n    }\n    c11: collection(handle: $h11) @include(if: $with11) {\n      ...CollectionFirstPage\n    }\n  }\n  fragment CollectionFirstPage on Collection {\n    handle\n    products(first: $first, sortKey: COLLECTION_DEFAULT) {\n      filters {\n        id\n        label\n        type\n        values {\n          id\n          label\n          count\n          input\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n      }\n    }\n  }\n": {return: CollectionFirstPagesQuery, variables: CollectionFirstPagesQueryVariables},
  "#graphql\n  query WishlistProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        product {\n          ...WishlistProduct\n        }\n      }\n      ... on Product {\n        ...WishlistProduct\n      }\n    }\n  }\n  fragment WishlistProduct on Product {\n    handle\n    variants(first: 50) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          ...Money\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: WishlistProductsQuery, variables: WishlistProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartCreate(input: $input) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
  "#graphql\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesAddMutation, variables: CartLinesAddMutationVariables},
  "#graphql\n  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesUpdateMutation, variables: CartLinesUpdateMutationVariables},
  "#graphql\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesRemoveMutation, variables: CartLinesRemoveMutationVariables},
  "#graphql\n  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {\n      cart {\n        id\n        buyerIdentity {\n          countryCode\n          email\n          phone\n        }\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CartBuyerIdentityUpdateMutation, variables: CartBuyerIdentityUpdateMutationVariables},
  "#graphql\n  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
  "#graphql\n  mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartGiftCardCodesUpdateMutation, variables: CartGiftCardCodesUpdateMutationVariables},
  "#graphql\n  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartGiftCardCodesRemoveMutation, variables: CartGiftCardCodesRemoveMutationVariables},
  "#graphql\n  mutation CartCountrySwitch(\n    $cartId: ID!\n    $buyerIdentity: CartBuyerIdentityInput!\n    $lineIds: [ID!]!\n    $lines: [CartLineInput!]!\n    $withRemove: Boolean!\n    $withAdd: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    identity: cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n    removed: cartLinesRemove(cartId: $cartId, lineIds: $lineIds) @include(if: $withRemove) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n    added: cartLinesAdd(cartId: $cartId, lines: $lines) @include(if: $withAdd) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartCountrySwitchMutation, variables: CartCountrySwitchMutationVariables},
  "#graphql\n  mutation CartProtectionDecline(\n    $cartId: ID!\n    $attributes: [AttributeInput!]!\n    $lineIds: [ID!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    remembered: cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n    removed: cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserError\n      }\n      warnings {\n        ...CartWarning\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    createdAt\n    updatedAt\n    checkoutUrl\n    totalQuantity\n    lines(first: 50) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        __typename\n        ...CartLine\n        ... on ComponentizableCartLine {\n          lineComponents {\n            ...CartLine\n          }\n        }\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n      presentmentAmountUsed {\n        ...Money\n      }\n    }\n    # Order-level discounts only; product-level ones are on the lines (never both).\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        email\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...Image\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        product {\n          id\n          title\n          handle\n          vendor\n          promo: metafield(namespace: \"custom\", key: \"promo\") {\n            value\n          }\n        }\n      }\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment Image on Image {\n    id\n    url\n    altText\n    height\n    width\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment CartUserError on CartUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CartWarning on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartProtectionDeclineMutation, variables: CartProtectionDeclineMutationVariables},
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n        email\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenRenew($customerAccessToken: String!) {\n    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenRenewMutation, variables: CustomerAccessTokenRenewMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer {\n        ...Customer\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment Customer on Customer {\n    id\n    firstName\n    lastName\n    email\n    phone\n    acceptsMarketing\n    defaultAddress {\n      id\n      countryCodeV2\n    }\n  }\n\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerPasswordUpdate($customerAccessToken: String!, $password: String!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: { password: $password }) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerPasswordUpdateMutation, variables: CustomerPasswordUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        ...Address\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment Address on MailingAddress {\n    id\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    company\n    formattedArea\n  }\n\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        ...Address\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment Address on MailingAddress {\n    id\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    company\n    formattedArea\n  }\n\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n        defaultAddress {\n          ...Address\n        }\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment Address on MailingAddress {\n    id\n    firstName\n    lastName\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    company\n    formattedArea\n  }\n\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerActivate($id: ID!, $input: CustomerActivateInput!) {\n    customerActivate(id: $id, input: $input) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateMutation, variables: CustomerActivateMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {\n    customerReset(id: $id, input: $input) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserError\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserError on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
