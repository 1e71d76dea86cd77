/**
 * Embedded Postgres (PGlite): on disk under a data directory, or in memory when dataDir is null.
 * Runs the migrations on open; `reset` drops everything first (npm run storefront:reset).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(options: { dataDir: string | null; reset?: boolean }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  if (options.reset) await pg.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await pg.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await pg.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await pg.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
  }
  const wrap = (runner: { query: PGlite['query'] }): Queryable => ({
    query: async <T,>(sql: string, params: unknown[] = []) => (await runner.query<T>(sql, params)).rows,
  });
  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx as unknown as { query: PGlite['query'] }))),
    close: () => pg.close(),
  };
}
