/** The analytics events table; its own module, as db/migrations imports it and nothing else. */
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
