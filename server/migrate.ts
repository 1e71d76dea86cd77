/**
 * Applies `server/migrations/*.sql` in file-name order, each once, recording applied names in
 * `schema_migrations`. Runs at every start, so it must be idempotent and safe when N instances start
 * together: on Postgres the whole run holds a transaction-scoped advisory lock, so a second instance
 * waits, then finds nothing left to do.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './dbTypes';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Any fixed number works; it only has to be the same in every instance of this service. */
const MIGRATION_LOCK_NAMESPACE = 'blue-bay-shop-service:migrations';

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/** Returns the names it applied (empty when the database was up to date). */
export async function runMigrations(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    if (db.driver === 'postgres') {
      // Keyed by schema too, so test files on separate schemas of one server do not queue up.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1 || current_schema()))', [
        MIGRATION_LOCK_NAMESPACE,
      ]);
    }
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name       text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = all.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
