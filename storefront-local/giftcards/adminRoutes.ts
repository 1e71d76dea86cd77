/**
 * The local admin's gift card issue, after the Admin API's giftCardCreate
 * (https://shopify.dev/docs/api/admin-graphql/latest/mutations/giftCardCreate): an initial value in the
 * shop currency, an optional code (8–20 letters and digits; generated when absent) and expiry date.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { giftCardByCode, issueGiftCard } from './giftCardStore';

interface Body {
  initialValue?: unknown;
  code?: unknown;
  expiresOn?: unknown;
}

export function giftCardAdminRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: Body }>('/__admin/gift-cards', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body) || {};
    const value = Number(body.initialValue);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const expiresOn = typeof body.expiresOn === 'string' ? body.expiresOn : null;
    const problems: string[] = [];
    if (!Number.isFinite(value) || value <= 0 || value > 10_000 || Math.round(value * 100) !== value * 100) {
      problems.push('initialValue must be an amount in USD greater than 0 and at most 10000.00, with at most two decimals.');
    }
    if (code && !/^[A-Za-z0-9]{8,20}$/.test(code)) problems.push('code must be 8 to 20 letters and digits.');
    if (expiresOn !== null && !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) problems.push('expiresOn must be a date, YYYY-MM-DD.');
    if (!problems.length && code && (await giftCardByCode(services.db, code))) problems.push(`A gift card with code ${code} already exists.`);
    if (problems.length) return reply.status(400).send({ errors: problems.map((message) => ({ message })) });
    const card = await issueGiftCard(services.db, { initialCents: Math.round(value * 100), code: code || null, expiresOn });
    return reply.status(201).send({
      giftCard: { id: `gid://shopify/GiftCard/${card.id}`, code: card.code, lastCharacters: card.code.slice(-4).toUpperCase(), balance: { amount: (card.balanceCents / 100).toFixed(2), currencyCode: card.currencyCode }, expiresOn: card.expiresOn },
    });
  });
}
