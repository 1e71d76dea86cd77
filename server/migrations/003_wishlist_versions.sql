-- Wishlist versions for optimistic concurrency (ETag / If-Match on /bb-wishlist): every accepted write
-- adds one, and a conditional write only succeeds while the stored version is the one the writer read.
-- Rows saved before this migration start at 1; a customer without a row is version 0.
ALTER TABLE wishlists ADD COLUMN IF NOT EXISTS version bigint NOT NULL DEFAULT 1;
