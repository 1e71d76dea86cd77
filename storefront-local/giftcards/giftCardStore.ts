/**
 * The shop's gift cards: a code (stored as entered at issue, matched case-insensitively, as Shopify's
 * "Gift card codes aren't case sensitive": https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card),
 * a balance in the shop currency (USD cents) and an optional expiry date. Seeded with the shop's issued
 * cards (`ShopDefinition.giftCards`; Blue Bay's are listed in README); the local admin issues more.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface GiftCardRecord {
  id: number;
  code: string;
  initialCents: number;
  balanceCents: number;
  currencyCode: 'USD';
  /** Last day the card can be used (UTC), or null when it never expires. */
  expiresOn: string | null;
}

import type { SeededGiftCard } from './seedGiftCards';

export { GIFT_CARD_MIGRATION, type SeededGiftCard } from './seedGiftCards';


interface Row {
  id: string | number;
  code: string;
  initial_cents: number;
  balance_cents: number;
  expires_on: Date | string | null;
}

const isoDay = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toRecord = (row: Row): GiftCardRecord => ({
  id: Number(row.id),
  code: row.code,
  initialCents: row.initial_cents,
  balanceCents: row.balance_cents,
  currencyCode: 'USD',
  expiresOn: isoDay(row.expires_on),
});

/** Whether the card can pay today: not expired (the expiry day itself still counts) and a balance left. */
export function usable(card: GiftCardRecord, now: Date = new Date()): boolean {
  return card.balanceCents > 0 && (card.expiresOn === null || card.expiresOn >= now.toISOString().slice(0, 10));
}

/**
 * The card behind a code, or null. The code must match exactly but for letter case: Shopify does not
 * trim what it is sent (https://github.com/Shopify/hydrogen/pull/3401, the API's tested behaviour).
 */
export async function giftCardByCode(db: Queryable, code: string): Promise<GiftCardRecord | null> {
  if (!code || code.length > 255) return null;
  const rows = await db.query<Row>('SELECT * FROM gift_cards WHERE upper(code) = upper($1)', [code]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function giftCardsByIds(db: Queryable, ids: readonly number[]): Promise<GiftCardRecord[]> {
  if (!ids.length) return [];
  const rows = await db.query<Row>('SELECT * FROM gift_cards WHERE id = ANY($1::bigint[])', [ids.map(String)]);
  const byId = new Map(rows.map((r) => [Number(r.id), toRecord(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Issues a card (the local admin's giftCardCreate); a code is generated when none is given. */
export async function issueGiftCard(
  db: Queryable,
  input: { initialCents: number; code?: string | null; expiresOn?: string | null },
): Promise<GiftCardRecord> {
  const code = input.code?.trim() || randomBytes(8).toString('hex').toUpperCase();
  const rows = await db.query<Row>(
    'INSERT INTO gift_cards (code, initial_cents, balance_cents, expires_on) VALUES ($1, $2, $2, $3) RETURNING *',
    [code, input.initialCents, input.expiresOn ?? null],
  );
  return toRecord(rows[0] as Row);
}

/**
 * Takes `amountCents` off a card for an order, inside the order's transaction. Answers false when the
 * card no longer has that much (spent elsewhere meanwhile): the order must not be placed.
 */
export async function spendGiftCard(tx: Queryable, cardId: number, orderId: number, amountCents: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE id = $1 AND balance_cents >= $2 RETURNING id',
    [cardId, amountCents],
  );
  if (!rows.length) return false;
  await tx.query('INSERT INTO gift_card_spends (gift_card_id, order_id, amount_cents) VALUES ($1, $2, $3)', [cardId, orderId, amountCents]);
  return true;
}

/**
 * Puts the shop's cards into a database that has none (a fresh one: cards are never deleted), in their
 * order, so their ids follow the sequence from its start as they always have.
 */
export async function seedGiftCards(db: Queryable, cards: readonly SeededGiftCard[]): Promise<void> {
  if (!cards.length || (await db.query('SELECT 1 FROM gift_cards LIMIT 1')).length) return;
  for (const card of cards) {
    await db.query('INSERT INTO gift_cards (code, initial_cents, balance_cents, expires_on) VALUES ($1, $2, $3, $4::date)', [
      card.code,
      card.initialCents,
      card.balanceCents,
      card.expiresOn,
    ]);
  }
}
