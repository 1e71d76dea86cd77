/** Analytics events the local storefront received, kept in PGlite and listed at /__analytics/. */
import type { Queryable } from '../db/database';
import { summarize, type EventSummary, type MonorailEvent } from './monorailBatch';

export interface StoredEvent extends EventSummary {
  id: number;
  schemaId: string;
  payload: Record<string, unknown>;
  createdAt: string;
  receivedAt: string;
}

interface Row {
  id: number;
  schema_id: string;
  payload: Record<string, unknown>;
  event_created_at: Date;
  received_at: Date;
}

const toEvent = (row: Row): StoredEvent => ({
  id: Number(row.id),
  schemaId: row.schema_id,
  ...summarize({ schemaId: row.schema_id, payload: row.payload }),
  payload: row.payload,
  createdAt: new Date(row.event_created_at).toISOString(),
  receivedAt: new Date(row.received_at).toISOString(),
});

export class AnalyticsEvents {
  constructor(private readonly db: Queryable) {}

  async record(events: readonly MonorailEvent[]): Promise<void> {
    for (const event of events) {
      await this.db.query('INSERT INTO analytics_events (schema_id, payload, event_created_at) VALUES ($1, $2, $3)', [
        event.schemaId,
        JSON.stringify(event.payload),
        new Date(event.createdAtMs).toISOString(),
      ]);
    }
  }

  /** Newest first. */
  async list(limit = 200): Promise<StoredEvent[]> {
    const rows = await this.db.query<Row>('SELECT * FROM analytics_events ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(toEvent);
  }

  async clear(): Promise<void> {
    await this.db.query('DELETE FROM analytics_events');
  }
}

// Shaped like db/migrations' Migration, without importing it: that list imports this one.
export const ANALYTICS_MIGRATION: { version: number; name: string; sql: string } = {
  // Numbered apart, so additions of 2, 3, … elsewhere never collide with it.
  version: 2600,
  name: 'analytics events received by monorail',
  sql: `
    CREATE TABLE analytics_events (
      id SERIAL PRIMARY KEY,
      schema_id TEXT NOT NULL,
      payload JSONB NOT NULL,
      event_created_at TIMESTAMPTZ NOT NULL,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
