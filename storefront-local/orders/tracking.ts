/** The carrier's steps an order moves through, and the events the `custom.tracking_events` metafield holds. */
export type TrackingStatus =
  | 'ORDER_CREATED'
  | 'PICKED_UP'
  | 'IN_TRANSIT'
  | 'AT_INTERNATIONAL_HUB'
  | 'AT_LOCAL_FACILITY'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED';

/** One entry of the metafield's JSON list. */
export interface TrackingEvent {
  status: string;
  message: string;
  date: string;
}

export const TRACKING_SEQUENCE: ReadonlyArray<{ status: TrackingStatus; message: string }> = [
  { status: 'ORDER_CREATED', message: 'Order created' },
  { status: 'PICKED_UP', message: 'Shipment picked up' },
  { status: 'IN_TRANSIT', message: 'In transit to sorting facility' },
  { status: 'AT_INTERNATIONAL_HUB', message: 'Shipment arrived at international hub' },
  { status: 'AT_LOCAL_FACILITY', message: 'Arrived at local sorting facility' },
  { status: 'OUT_FOR_DELIVERY', message: 'Out for delivery' },
  { status: 'DELIVERED', message: 'Delivered' },
];

export const TRACKING_COMPANY = 'DHL Express';
export const trackingNumber = (orderNumber: number): string => `JD0146${String(orderNumber).padStart(8, '0')}`;
