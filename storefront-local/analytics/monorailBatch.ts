/**
 * Shopify's analytics intake (monorail `produce_batch`), as @shopify/hydrogen-react's
 * sendShopifyAnalytics posts it (as text/plain JSON):
 *   { events: [{ schema_id: 'trekkie_storefront_page_view/1.4', payload: {…}, metadata: { event_created_at_ms } }],
 *     metadata: { event_sent_at_ms } }
 * and answers it: `{ result: [{ status, message }] }`, one entry per event in order, 200 when every event
 * was taken and 207 Multi-Status when some were refused (hydrogen-react reads each entry's status).
 */

export const MAX_BATCH_EVENTS = 50;

export interface MonorailEvent {
  schemaId: string;
  payload: Record<string, unknown>;
  createdAtMs: number;
}

export interface EventResult {
  status: number;
  message: string;
}

export type ParsedBatch =
  | { ok: true; events: Array<MonorailEvent | null>; results: EventResult[]; sentAtMs: number }
  | { ok: false; message: string };

const SCHEMA_ID = /^[a-z][a-z0-9_]*\/\d+(\.\d+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function parseEvent(value: unknown): MonorailEvent | string {
  if (!isObject(value)) return 'an event must be an object with schema_id, payload and metadata';
  if (typeof value.schema_id !== 'string' || !SCHEMA_ID.test(value.schema_id)) return 'schema_id must name a schema and its version, such as trekkie_storefront_page_view/1.4';
  if (!isObject(value.payload)) return 'payload must be an object';
  if (!isObject(value.metadata) || !isTime(value.metadata.event_created_at_ms)) return 'metadata.event_created_at_ms must be a time in milliseconds';
  return { schemaId: value.schema_id, payload: value.payload, createdAtMs: value.metadata.event_created_at_ms };
}

/** Reads a batch body; junk is refused whole, events that do not fit are refused one by one. */
export function parseBatch(body: string): ParsedBatch {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The batch is not JSON' };
  }
  if (!isObject(json) || !Array.isArray(json.events)) return { ok: false, message: 'The batch must be an object with an events array' };
  if (json.events.length === 0) return { ok: false, message: 'The batch has no events' };
  if (json.events.length > MAX_BATCH_EVENTS) return { ok: false, message: `The batch has ${json.events.length} events; at most ${MAX_BATCH_EVENTS} are taken at once` };
  if (!isObject(json.metadata) || !isTime(json.metadata.event_sent_at_ms)) return { ok: false, message: 'metadata.event_sent_at_ms must be a time in milliseconds' };
  const events: Array<MonorailEvent | null> = [];
  const results: EventResult[] = [];
  for (const raw of json.events) {
    const event = parseEvent(raw);
    if (typeof event === 'string') {
      events.push(null);
      results.push({ status: 400, message: event });
    } else {
      events.push(event);
      results.push({ status: 200, message: 'ok' });
    }
  }
  return { ok: true, events, results, sentAtMs: json.metadata.event_sent_at_ms };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** What the /__analytics/ list shows of an event, read from either of hydrogen-react's two schemas. */
export interface EventSummary {
  eventName: string;
  pageType: string | null;
  resourceId: string | null;
  currency: string | null;
  shopId: string | null;
  uniqueToken: string | null;
  visitToken: string | null;
  url: string | null;
}

function productOf(payload: Record<string, unknown>): string | null {
  const first = Array.isArray(payload.products) ? payload.products[0] : undefined;
  if (typeof first !== 'string') return null;
  try {
    const product = JSON.parse(first) as { product_gid?: unknown; product_id?: unknown };
    return text(product.product_gid) ?? text(product.product_id);
  } catch {
    return null;
  }
}

export function summarize(event: Pick<MonorailEvent, 'schemaId' | 'payload'>): EventSummary {
  const p = event.payload;
  const schema = event.schemaId.split('/')[0] ?? event.schemaId;
  const resourceType = text(p.resourceType);
  const resourceId = text(p.resourceId);
  return {
    // The trekkie schema is the page view itself; the customer-tracking schema names its event.
    eventName: text(p.event_name) ?? (schema === 'trekkie_storefront_page_view' ? 'page_view' : schema),
    pageType: text(p.pageType) ?? text(p.page_type),
    resourceId: resourceId ? (resourceType ? `${resourceType}/${resourceId}` : resourceId) : (text(p.collection_id) ? `collection/${text(p.collection_id)}` : productOf(p)),
    currency: text(p.currency),
    shopId: text(p.shopId) ?? text(p.shop_id),
    uniqueToken: text(p.uniqToken) ?? text(p.unique_token),
    visitToken: text(p.visitToken) ?? text(p.deprecated_visit_token),
    url: text(p.url) ?? text(p.event_source_url),
  };
}
