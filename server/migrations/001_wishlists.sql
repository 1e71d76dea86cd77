-- One row per signed-in customer (spec §7 "Wishlist server"). The whole list lives in a single JSONB
-- value so that a write is one row upsert: concurrent writers replace the list whole, never mix it.
CREATE TABLE IF NOT EXISTS wishlists (
  user_id    text PRIMARY KEY,
  products   jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
