/** The stored cart and its ids (gid://shopify/Cart/{token}?key={secret}, as Shopify's look). */
import type { VisitorConsent } from '../privacy/trackingConsent';
import { randomBytes } from 'node:crypto';
import type { AddressFields } from '../customers/addresses';

export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  /** Random part of gid://shopify/CartLine/{id}?cart={token} */
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Attribute[];
}

export interface BuyerIdentityRecord {
  countryCode: string | null;
  email: string | null;
  phone: string | null;
  customerId: number | null;
  /**
   * Once-per-customer codes the customer used on earlier orders, read again from the orders at each
   * cart change and before an order is placed (orders/usedDiscountCodes.ts); absent for guests.
   */
  usedDiscountCodes?: string[];
}

/** A delivery address on the cart (CartSelectableAddress); see delivery.ts. */
export interface DeliveryAddressRecord {
  /** Random part of gid://shopify/CartSelectableAddress/{id} */
  id: string;
  address: AddressFields;
  selected: boolean;
  oneTimeUse: boolean;
}

export interface CartRecord {
  token: string;
  secret: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  lines: CartLineRecord[];
  attributes: Attribute[];
  note: string | null;
  discountCodes: string[];
  buyerIdentity: BuyerIdentityRecord;
  /** Absent on carts saved before delivery existed. */
  deliveryAddresses?: DeliveryAddressRecord[];
  /** Delivery group id → selected option handle. */
  selectedDeliveryOptions?: Record<string, string>;
  /** The visitor's privacy choices the store sent with @inContext(visitorConsent:); the checkout honours them. */
  visitorConsent?: VisitorConsent;
  /** Applied gift cards (ids in gift_cards), in the order applied; see giftCards.ts. */
  giftCardIds?: number[];
  /** Cart metafields (cartMetafields.ts); absent until one is set. */
  metafields?: CartMetafieldRecord[];
}

export const newCartToken = (): string => `hWN${randomBytes(12).toString('base64url')}`;
export const newCartSecret = (): string => randomBytes(16).toString('hex');
export const newLineId = (): string => randomBytes(12).toString('hex');

export const cartGid = (cart: Pick<CartRecord, 'token' | 'secret'>): string => `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;
export const lineGid = (cart: Pick<CartRecord, 'token'>, line: CartLineRecord): string =>
  `gid://shopify/CartLine/${line.id}?cart=${cart.token}`;

/** Parses a cart id; the key must be present (it is what makes a cart id unguessable). */
export function parseCartGid(id: string): { token: string; secret: string } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([A-Za-z0-9]+)$/.exec(id ?? '');
  return match ? { token: match[1] as string, secret: match[2] as string } : null;
}

/** The line part of a CartLine gid (also accepts the bare id). */
export function parseLineGid(id: string): string {
  const match = /^gid:\/\/shopify\/CartLine\/([A-Za-z0-9-]+)/.exec(id ?? '');
  return match ? (match[1] as string) : id;
}

/** A metafield set on a cart (cartMetafieldsSet); kept with the cart's record. */
export interface CartMetafieldRecord {
  /** Number of gid://shopify/Metafield/{id} */
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}
