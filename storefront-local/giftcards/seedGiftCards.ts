/**
 * The gift card tables and the shop's issued cards (`ShopDefinition.giftCards`), apart from the store:
 * the migrations list imports this, and the store imports the database.
 */

export interface SeededGiftCard {
  code: string;
  initialCents: number;
  balanceCents: number;
  expiresOn: string | null;
  what: string;
}

export const GIFT_CARD_MIGRATION = {
  version: 1900,
  name: 'gift cards',
  sql: `
      CREATE SEQUENCE gift_card_ids START 6100000001;
      CREATE TABLE gift_cards (
        id BIGINT PRIMARY KEY DEFAULT nextval('gift_card_ids'),
        code TEXT NOT NULL,
        initial_cents INTEGER NOT NULL CHECK (initial_cents > 0),
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
        expires_on DATE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX gift_cards_code ON gift_cards (upper(code));
      -- What each order took from each card (the order's gift card payments).
      CREATE TABLE gift_card_spends (
        gift_card_id BIGINT NOT NULL REFERENCES gift_cards(id),
        order_id BIGINT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (gift_card_id, order_id)
      );
    `,
};
