/** /__outbox/ (HTML, newest first, links clickable) and /__outbox.json (?to= filters by recipient). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, page } from '../html';
import type { Services } from '../services';

export function outboxRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { to?: string } }>('/__outbox.json', async (request, reply) => {
    const emails = await services.outbox.list({ to: request.query.to });
    return reply.header('cache-control', 'no-store').send({ emails });
  });

  app.delete('/__outbox.json', async (_request, reply) => {
    await services.outbox.clear();
    return reply.status(204).send();
  });

  const list = async (_request: unknown, reply: FastifyReply) => {
    const emails = await services.outbox.list();
    const items = emails
      .map(
        (e) =>
          `<article style="border-top:1px solid #e3e7ef;padding:12px 0"><h2 style="margin:0">${escapeHtml(e.subject)}</h2>` +
          `<p class="hint">To ${escapeHtml(e.to)} · ${escapeHtml(e.kind)} · ${escapeHtml(new Date(e.createdAt).toUTCString())}</p>` +
          `<div>${e.html}</div></article>`,
      )
      .join('');
    const body = `<section><h1>Outbox</h1><p class="hint">E-mails the local storefront would have sent (${emails.length}). JSON: <a href="/__outbox.json">/__outbox.json</a></p>${items || '<p>No e-mails yet.</p>'}</section>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(services.shop.name, 'Outbox', body));
  };
  app.get('/__outbox/', list);
  app.get('/__outbox', (_request, reply) => reply.redirect('/__outbox/', 301));
}
