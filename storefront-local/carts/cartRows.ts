/**
 * Where carts live: one row per cart token in PGlite, the record's fields as JSON beside the token, key
 * and timestamps; and the per-cart queue that runs one mutation at a time.
 */
import type { Database } from '../db/database';
import type { CartRecord } from './cartRecord';

interface Row {
  token: string;
  secret: string;
  data: Omit<CartRecord, 'token' | 'secret' | 'createdAt' | 'updatedAt' | 'completedAt'>;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

const toRecord = (row: Row): CartRecord => ({
  ...row.data,
  token: row.token,
  secret: row.secret,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
});

/** The cart behind a token (and key, when given), completed or not. */
export async function readCart(db: Database, token: string, secret?: string): Promise<CartRecord | null> {
  const rows = await db.query<Row>('SELECT * FROM carts WHERE token = $1', [token]);
  const row = rows[0];
  if (!row || (secret !== undefined && row.secret !== secret)) return null;
  return toRecord(row);
}

/** Stores the cart under its token (insert or replace) and answers it with the stored timestamps. */
export async function writeCart(db: Database, cart: CartRecord): Promise<CartRecord> {
  const { token, secret, createdAt: _c, updatedAt: _u, completedAt: _d, ...data } = cart;
  const rows = await db.query<Row>(
    `INSERT INTO carts (token, secret, data) VALUES ($1, $2, $3)
     ON CONFLICT (token) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
     RETURNING *`,
    [token, secret, JSON.stringify(data)],
  );
  return toRecord(rows[0] as Row);
}

/** Runs cart mutations one at a time per cart, so concurrent adds never lose a line. */
export class CartLocks {
  private readonly locks = new Map<string, Promise<unknown>>();

  async locked<T>(token: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(token) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.locks.set(token, next);
    try {
      return await next;
    } finally {
      if (this.locks.get(token) === next) this.locks.delete(token);
    }
  }
}
