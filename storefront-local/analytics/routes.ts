/**
 * POST /.well-known/shopify/monorail/unstable/produce_batch: Shopify's analytics intake (monorailBatch.ts),
 * recording each event taken. GET /__analytics/ lists them (HTML, newest first) and
 * /__analytics/events.json as JSON; DELETE /__analytics/events.json (loopback only) empties the list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, page } from '../html';
import type { Services } from '../services';
import type { StoredEvent } from './analyticsEvents';
import { parseBatch, type MonorailEvent } from './monorailBatch';

export const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
/** A batch of page views is a few KB; a much larger body is not one of hydrogen-react's. */
export const MONORAIL_MAX_BODY_BYTES = 64 * 1024;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.ip);

const cell = (value: string | null) => `<td>${value ? escapeHtml(value) : '<span class="hint">–</span>'}</td>`;

function eventsTable(events: readonly StoredEvent[]): string {
  if (events.length === 0) return '<p>No events yet.</p>';
  const rows = events
    .map(
      (e) =>
        `<tr>${cell(e.eventName)}${cell(e.pageType)}${cell(e.resourceId)}${cell(e.currency)}${cell(e.shopId)}` +
        `<td><code>${escapeHtml(e.uniqueToken ?? '–')}</code><br><code>${escapeHtml(e.visitToken ?? '–')}</code></td>` +
        `${cell(new Date(e.receivedAt).toUTCString())}<td class="hint">${escapeHtml(e.schemaId)}</td></tr>`,
    )
    .join('');
  return (
    '<table style="border-collapse:collapse;width:100%"><thead><tr><th>Event</th><th>Page type</th><th>Resource</th><th>Currency</th>' +
    `<th>Shop</th><th>uniqueToken / visitToken</th><th>Received</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

export async function analyticsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // hydrogen-react posts the batch as text/plain; any type is read as text and parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(MONORAIL_PATH, { bodyLimit: MONORAIL_MAX_BODY_BYTES }, async (request, reply) => {
      const batch = parseBatch(typeof request.body === 'string' ? request.body : '');
      if (!batch.ok) return reply.status(400).header('cache-control', 'no-store').send({ errors: [{ message: batch.message }] });
      await services.analytics.record(batch.events.filter((e): e is MonorailEvent => e !== null));
      const allTaken = batch.results.every((r) => r.status === 200);
      return reply.status(allTaken ? 200 : 207).header('cache-control', 'no-store').send({ result: batch.results });
    });
  });

  app.get('/__analytics/events.json', async (_request, reply) => {
    const events = await services.analytics.list();
    return reply.header('cache-control', 'no-store').send({ events });
  });

  app.delete('/__analytics/events.json', async (request, reply) => {
    if (!isLoopback(request)) return reply.status(403).send({ errors: [{ message: 'Recorded events are cleared on loopback only.' }] });
    await services.analytics.clear();
    return reply.status(204).send();
  });

  app.get('/__analytics/', async (_request, reply) => {
    const events = await services.analytics.list();
    const body =
      `<section><h1>Analytics</h1><p class="hint">Events Shopify analytics (monorail) received, newest first (${events.length}). ` +
      `JSON: <a href="/__analytics/events.json">/__analytics/events.json</a></p>${eventsTable(events)}</section>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(services.shop.name, 'Analytics', body));
  });
  app.get('/__analytics', (_request, reply) => reply.redirect('/__analytics/', 301));
}
