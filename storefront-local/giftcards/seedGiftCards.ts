/** The seeded gift cards and their table, apart from the store: the migrations list imports this, and the store imports the database. */
export interface SeededGiftCard {
  code: string;
  initialCents: number;
  balanceCents: number;
  expiresOn: string | null;
  what: string;
}

/** Shopify prints gift card codes as 16 characters; the last four are what the cart shows (lastCharacters). */
export const SEEDED_GIFT_CARDS: readonly SeededGiftCard[] = [
  { code: 'BLUEBAY100FULLAA', initialCents: 10_000, balanceCents: 10_000, expiresOn: null, what: 'unused, $100.00 left' },
  { code: 'BLUEBAY050HALFBB', initialCents: 5_000, balanceCents: 2_500, expiresOn: null, what: 'part-used, $25.00 left of $50.00' },
  { code: 'BLUEBAY025USEDCC', initialCents: 2_500, balanceCents: 0, expiresOn: null, what: 'used up, $0.00 left' },
  { code: 'BLUEBAY075EXPDDD', initialCents: 7_500, balanceCents: 7_500, expiresOn: '2025-12-31', what: 'expired on 2025-12-31, $75.00 left' },
];

const seedValues = SEEDED_GIFT_CARDS.map(
  (c) => `('${c.code}', ${c.initialCents}, ${c.balanceCents}, ${c.expiresOn ? `DATE '${c.expiresOn}'` : 'NULL'})`,
).join(',\n        ');

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
      INSERT INTO gift_cards (code, initial_cents, balance_cents, expires_on) VALUES
        ${seedValues};
    `,
};
