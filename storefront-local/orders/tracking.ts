/** The carrier steps an order moves through (spec §4 "Tracking steps", src/lib/orderStatus.ts). */
import { TRACKING_STEPS, type TrackingStatus } from '../../src/lib/orderStatus';

export const TRACKING_SEQUENCE: ReadonlyArray<{ status: TrackingStatus; message: string }> = [
  { status: 'ORDER_CREATED', message: TRACKING_STEPS[0] },
  { status: 'PICKED_UP', message: TRACKING_STEPS[1] },
  { status: 'IN_TRANSIT', message: TRACKING_STEPS[2] },
  { status: 'AT_INTERNATIONAL_HUB', message: TRACKING_STEPS[3] },
  { status: 'AT_LOCAL_FACILITY', message: TRACKING_STEPS[4] },
  { status: 'OUT_FOR_DELIVERY', message: TRACKING_STEPS[5] },
  { status: 'DELIVERED', message: 'Delivered' },
];

export const TRACKING_COMPANY = 'DHL Express';
export const trackingNumber = (orderNumber: number): string => `JD0146${String(orderNumber).padStart(8, '0')}`;
