/**
 * What the routes and the migrations see of the database, whichever driver is behind it. Kept apart
 * from db.ts so the migrations can name it while db.ts runs them.
 */
export interface QueryResult<R> {
  rows: R[];
}

export interface Queryable {
  /** One statement with `$1…` parameters. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export interface TransactionClient extends Queryable {
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'postgres' | 'pglite';
  /** Runs `fn` on one connection between BEGIN and COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: TransactionClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
