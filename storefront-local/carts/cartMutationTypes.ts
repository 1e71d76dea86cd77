/** What cart mutations take and answer: their inputs, user errors and warnings, and the cart's limits. */
import type { Attribute, CartRecord } from './cartRecord';

/** Why a code cannot apply to a cart at all (a CartWarningCode; carts/discounts.ts decides which). */
export type DiscountRefusal =
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_QUANTITY_NOT_IN_RANGE'
  | 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED'
  | 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING';

export type CartErrorCode =
  | 'INVALID'
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  | 'ADDRESS_FIELD_CONTAINS_URL'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'INVALID_DELIVERY_GROUP'
  | 'INVALID_DELIVERY_OPTION'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  | 'INVALID_MERCHANDISE_LINE'
  | 'MAXIMUM_EXCEEDED'
  | 'CART_TOO_LARGE'
  | 'NOTE_TOO_LONG'
  | 'MISSING_NOTE'
  | 'MISSING_DISCOUNT_CODE'
  | 'LESS_THAN'
  | 'SELLING_PLAN_NOT_APPLICABLE'
  | 'INVALID_COMPANY_LOCATION'
  | 'INVALID_METAFIELDS';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK' | 'DISCOUNT_NOT_FOUND' | 'DUPLICATE_DELIVERY_ADDRESS' | DiscountRefusal;
  message: string;
  target: string;
}

export interface CartResult {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: Attribute[] | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
  metafields?: CartInputMetafieldInput[] | null;
}

/** CartInput.metafields: a cart metafield set with the cart. */
export interface CartInputMetafieldInput {
  key: string;
  type: string;
  value: string;
}

export interface CartMetafieldsSetInput extends CartInputMetafieldInput {
  ownerId: string;
}

/** MetafieldsSetUserError (cartMetafieldsSet) and MetafieldDeleteUserError (cartMetafieldDelete). */
export interface MetafieldUserError {
  code: string;
  field: string[] | null;
  message: string;
  elementIndex?: number | null;
}

export const MAX_CART_LINES = 500;
export const MAX_NOTE_LENGTH = 5000;
export const MAX_ATTRIBUTES = 250;

/** The answer to a mutation on an unknown or checked-out cart. */
export const cartMissing = (): CartResult => ({
  cart: null,
  userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
  warnings: [],
});
