/**
 * Order-history tabs and tracking steps. The Storefront API gives an order's financialStatus and
 * fulfillmentStatus; the carrier's progress comes as tracking events (status, message, date), the
 * latest of which decides the shipping tabs. The steps are the carrier's, ending with "Delivered",
 * as the checkout's order-status page lists them, so both pages show the same list.
 */

export const ORDER_TABS = [
  'All',
  'Order Placed',
  'Unfulfilled',
  'Fulfilled',
  'In Transit',
  'Out for Delivery',
  'Delivered',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const TRACKING_STEPS = [
  'Order created',
  'Shipment picked up',
  'In transit to sorting facility',
  'Shipment arrived at international hub',
  'Arrived at local sorting facility',
  'Out for delivery',
  'Delivered',
] as const;

export type TrackingStatus =
  | 'ORDER_CREATED'
  | 'PICKED_UP'
  | 'IN_TRANSIT'
  | 'AT_INTERNATIONAL_HUB'
  | 'AT_LOCAL_FACILITY'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED';

/** Tracking status → index in TRACKING_STEPS. */
export const TRACKING_STEP_INDEX: Record<TrackingStatus, number> = {
  ORDER_CREATED: 0,
  PICKED_UP: 1,
  IN_TRANSIT: 2,
  AT_INTERNATIONAL_HUB: 3,
  AT_LOCAL_FACILITY: 4,
  OUT_FOR_DELIVERY: 5,
  DELIVERED: 6,
};

export interface TrackingEvent {
  status: string;
  message: string;
  date: string;
}

export interface OrderStatusInput {
  financialStatus?: string | null;
  fulfillmentStatus?: string | null;
  trackingEvents?: readonly TrackingEvent[] | null;
}

const isTrackingStatus = (s: string): s is TrackingStatus => s in TRACKING_STEP_INDEX;

/** The latest known tracking status, by date (ties: the furthest step). */
export function latestTrackingStatus(events: readonly TrackingEvent[] | null | undefined): TrackingStatus | null {
  let best: { status: TrackingStatus; time: number } | null = null;
  for (const event of events ?? []) {
    if (!isTrackingStatus(event.status)) continue;
    const time = Date.parse(event.date);
    const t = Number.isFinite(time) ? time : 0;
    if (
      !best ||
      t > best.time ||
      (t === best.time && TRACKING_STEP_INDEX[event.status] > TRACKING_STEP_INDEX[best.status])
    ) {
      best = { status: event.status, time: t };
    }
  }
  return best?.status ?? null;
}

/** The one status tab (besides "All") an order belongs to. */
export function orderTab(order: OrderStatusInput): Exclude<OrderTab, 'All'> {
  const tracking = latestTrackingStatus(order.trackingEvents);
  if (tracking === 'DELIVERED') return 'Delivered';
  if (tracking === 'OUT_FOR_DELIVERY') return 'Out for Delivery';
  if (tracking && tracking !== 'ORDER_CREATED') return 'In Transit';
  const fulfillment = (order.fulfillmentStatus ?? '').toUpperCase();
  if (fulfillment === 'FULFILLED') return 'Fulfilled';
  const financial = (order.financialStatus ?? '').toUpperCase();
  if (financial === 'PENDING' || financial === 'AUTHORIZED' || financial === '') return 'Order Placed';
  return 'Unfulfilled';
}

/** The tab as it appears in the address (?tab=out-for-delivery), so a reload keeps it. */
export const tabSlug = (tab: OrderTab): string => tab.toLowerCase().replace(/ /g, '-');

/** The tab named by ?tab=…; anything else (missing, unknown) is "All". */
export function tabFromSlug(slug: string | null | undefined): OrderTab {
  const wanted = (slug ?? '').trim().toLowerCase();
  return ORDER_TABS.find((tab) => tabSlug(tab) === wanted) ?? 'All';
}

/** Orders shown under a tab: "All" shows every order. */
export function ordersInTab<T extends OrderStatusInput>(orders: readonly T[], tab: OrderTab): T[] {
  return tab === 'All' ? [...orders] : orders.filter((o) => orderTab(o) === tab);
}

/** How many of the steps are done (0 to all of them) for the timeline. */
export function completedSteps(events: readonly TrackingEvent[] | null | undefined): number {
  const latest = latestTrackingStatus(events);
  return latest === null ? 0 : Math.min(TRACKING_STEPS.length, TRACKING_STEP_INDEX[latest] + 1);
}

/** Human label for a status value: OUT_FOR_DELIVERY shows as "OUT FOR DELIVERY". */
export const statusLabel = (status: string): string => status.replace(/_/g, ' ').toUpperCase();

/**
 * Tracking events from the order metafield custom.tracking_events: a JSON string list of
 * {status, message, date}. Anything unreadable gives no events (the order still shows, untracked);
 * malformed entries are dropped, the rest kept.
 */
export function parseTrackingEvents(value: string | null | undefined): TrackingEvent[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): TrackingEvent[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { status, message, date } = entry as Record<string, unknown>;
    if (typeof status !== 'string' || status === '') return [];
    return [{ status, message: typeof message === 'string' ? message : '', date: typeof date === 'string' ? date : '' }];
  });
}

/** The event that completed each step (null while a step is ahead). */
export function stepEvents(events: readonly TrackingEvent[] | null | undefined): (TrackingEvent | null)[] {
  const found: (TrackingEvent | null)[] = TRACKING_STEPS.map(() => null);
  for (const event of events ?? []) {
    if (!isTrackingStatus(event.status)) continue;
    const index = TRACKING_STEP_INDEX[event.status];
    if (index < found.length && !found[index]) found[index] = event;
  }
  return found;
}
