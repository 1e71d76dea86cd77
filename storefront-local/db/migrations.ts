/**
 * SQL migrations, applied in order and recorded in schema_migrations. Append new ones; never edit
 * an applied one. Ids are numeric, as Shopify's are, and start where real-looking ids start.
 */
import { ANALYTICS_MIGRATION } from '../analytics/migration';
import { CUSTOMER_ACCOUNT_MIGRATION, LOGIN_LIMITS_MIGRATION } from '../customer-account/migration';
import { GIFT_CARD_MIGRATION } from '../giftcards/seedGiftCards';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'carts, customers, tokens, addresses, orders, outbox',
    sql: `
      CREATE TABLE carts (
        token TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        data JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        completed_at TIMESTAMPTZ,
        order_id BIGINT
      );

      CREATE SEQUENCE customer_ids START 7400000001;
      CREATE TABLE customers (
        id BIGINT PRIMARY KEY DEFAULT nextval('customer_ids'),
        email TEXT NOT NULL UNIQUE,
        first_name TEXT,
        last_name TEXT,
        phone TEXT UNIQUE,
        accepts_marketing BOOLEAN NOT NULL DEFAULT false,
        password_hash TEXT,
        state TEXT NOT NULL DEFAULT 'ENABLED',
        verified_email BOOLEAN NOT NULL DEFAULT false,
        default_address_id BIGINT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE SEQUENCE address_ids START 9100000001;
      CREATE TABLE customer_addresses (
        id BIGINT PRIMARY KEY DEFAULT nextval('address_ids'),
        customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        data JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id);

      CREATE TABLE customer_access_tokens (
        token_hash TEXT PRIMARY KEY,
        customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        expires_at TIMESTAMPTZ NOT NULL
      );

      -- One-time tokens e-mailed for activation and password reset.
      CREATE TABLE customer_tokens (
        token_hash TEXT PRIMARY KEY,
        customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'reset')),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        expires_at TIMESTAMPTZ NOT NULL,
        used_at TIMESTAMPTZ
      );

      CREATE SEQUENCE order_ids START 5600000001;
      CREATE SEQUENCE order_numbers START 1001;
      CREATE TABLE orders (
        id BIGINT PRIMARY KEY DEFAULT nextval('order_ids'),
        order_number INTEGER NOT NULL UNIQUE DEFAULT nextval('order_numbers'),
        customer_id BIGINT REFERENCES customers(id) ON DELETE SET NULL,
        email TEXT NOT NULL,
        status_token TEXT NOT NULL,
        data JSONB NOT NULL,
        financial_status TEXT NOT NULL,
        fulfillment_status TEXT NOT NULL,
        tracking JSONB NOT NULL DEFAULT '[]',
        fulfillments JSONB NOT NULL DEFAULT '[]',
        processed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX orders_customer ON orders(customer_id);

      CREATE TABLE outbox (
        id SERIAL PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        kind TEXT NOT NULL,
        text_body TEXT NOT NULL,
        html_body TEXT NOT NULL,
        links JSONB NOT NULL DEFAULT '[]',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `,
  },
  CUSTOMER_ACCOUNT_MIGRATION,
  GIFT_CARD_MIGRATION,
  ANALYTICS_MIGRATION,
  LOGIN_LIMITS_MIGRATION,
];
