/** What an order is, apart from how it is stored (orderStore.ts) and told (orderEmails.ts). */
import type { TrackingEvent } from './tracking';
import type { AddressFields } from '../customers/addresses';

export interface OrderLine {
  title: string;
  variantTitle: string;
  variantId: string;
  productHandle: string;
  sku: string;
  quantity: number;
  unitMinor: number;
  compareAtMinor: number | null;
  discountMinor: number;
  imagePath: string;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface OrderDiscountApplication {
  code: string;
  percent: number;
  /** ORDER discounts spread across the goods; PRODUCT ones come off each entitled line. */
  targetSelection: 'ALL' | 'ENTITLED';
  amountMinor: number;
}

/** One card's part of an order, as the order keeps it. */
export interface OrderGiftCard {
  giftCardId: number;
  lastCharacters: string;
  /** In the order's currency. */
  amountMinor: number;
  /** Taken from the card, in its currency (USD cents). */
  amountUsedCents: number;
}

/** A return the customer asked for (Customer Account API orderRequestReturn). */
export interface OrderReturnRecord {
  id: number;
  /** Shopify names returns after the order: #1001-R1, #1001-R2… */
  name: string;
  status: 'REQUESTED' | 'OPEN' | 'CLOSED' | 'DECLINED' | 'CANCELED';
  createdAt: string;
  lines: Array<{ lineIndex: number; quantity: number; reason: string; note: string | null }>;
}

export interface OrderRefundRecord {
  id: number;
  createdAt: string;
  amountMinor: number;
}

export interface OrderData {
  currencyCode: string;
  lines: OrderLine[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  /** Import duty paid at checkout (absent on orders placed before duties were charged). */
  dutiesMinor?: number;
  /** "VAT (20%)": the tax line's label where taxes were collected at checkout. */
  taxLabel?: string | null;
  discountMinor: number;
  totalMinor: number;
  shippingAddress: AddressFields;
  billingAddress: AddressFields;
  discountCodes: string[];
  /** The codes' terms as they applied when the order was placed (absent on older orders). */
  discountApplications?: OrderDiscountApplication[];
  phone: string | null;
  cartToken: string | null;
  /** What gift cards paid (absent on orders without them); the rest of totalMinor was paid by card. */
  giftCards?: OrderGiftCard[];
  /** Returns asked for on this order (absent until the first). */
  returns?: OrderReturnRecord[];
  /** Set when the shop cancelled the order (admin endpoint). */
  cancelledAt?: string | null;
  cancelReason?: 'CUSTOMER' | 'DECLINED' | 'FRAUD' | 'INVENTORY' | 'OTHER' | 'STAFF' | null;
  refunds?: OrderRefundRecord[];
}

export interface FulfillmentRecord {
  trackingCompany: string;
  number: string;
  url: string;
  createdAt: string;
}

export interface OrderRecord {
  id: number;
  orderNumber: number;
  customerId: number | null;
  email: string;
  statusToken: string;
  data: OrderData;
  financialStatus: string;
  fulfillmentStatus: string;
  tracking: TrackingEvent[];
  fulfillments: FulfillmentRecord[];
  processedAt: string;
  updatedAt: string;
}
