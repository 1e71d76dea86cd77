/**
 * The shop service's one door to storage: Postgres through `pg` when a URL is given (deployments with
 * N instances), embedded PGlite otherwise (a fresh clone needs no database server). Both speak the same
 * SQL, so the routes and the migrations do not know which one they run on.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, TransactionClient } from './dbTypes';
import { runMigrations } from './migrate';

export type { Db, Queryable, QueryResult, TransactionClient } from './dbTypes';

export interface OpenDatabaseOptions {
  /** Postgres connection string (DATABASE_URL). Wins over `dataDir`. */
  url?: string;
  /** PGlite data directory; `null` or absent = in memory (tests). */
  dataDir?: string | null;
  /**
   * Postgres only: a schema to create and use instead of `public`, so test files can share one server
   * without seeing each other's rows.
   */
  schema?: string;
  /** Postgres pool size; a few connections per instance is plenty for this service. */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database, runs pending migrations, and returns it ready for queries. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const db = options.url ? await openPostgres(options.url, options) : await openPGlite(options.dataDir ?? null);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Db> {
  const schema = options.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // search_path as a startup parameter applies to every pooled connection, including new ones.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server (failover, restart) must not crash the process; pg reconnects.
  pool.on('error', () => undefined);
  try {
    if (schema) await createSchema(pool, schema);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to Postgres at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }

  return {
    driver: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as R[] };
    },
    async transaction<T>(fn: (tx: TransactionClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            const res = await client.query(sql, params as unknown[] | undefined);
            return { rows: res.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    // Two instances creating the same schema at once: IF NOT EXISTS still races in the catalogue.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  }
}

async function openPGlite(dataDir: string | null): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  let closed = false;

  const wrap = (target: PGlite | PGliteTransaction): TransactionClient => ({
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<R>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const root = wrap(lite);

  return {
    driver: 'pglite',
    query: root.query,
    // PGlite is one connection: its transaction() holds it exclusively, which is what callers expect.
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}
