import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations, runMigrations } from '../../server/migrate';
import { ALICE, DATABASE_URL, DRIVER, authHeaders, createTestDatabase, item, productsOf, startService } from './helpers';
import { openDatabase } from '../../server/db';

// Concurrent: every test has its own database, and most time goes to opening PGlite.
describe.concurrent(`database (${DRIVER})`, () => {
  it('keeps accepted writes across a restart', async () => {
    const store = await createTestDatabase({ persistent: true });
    try {
      const list = [item('sunset-bikini-top'), item('reef-shorts')];
      const firstDb = await store.open();
      const first = await startService(firstDb);
      expect((await first.inject({ method: 'POST', url: '/bb-wishlist', headers: authHeaders(ALICE), payload: list })).statusCode).toBe(200);
      expect((await first.inject({ method: 'POST', url: '/api/forms/waitlist', payload: { email: 'a@b.co', product_handle: 'x' } })).statusCode).toBe(200);
      await first.close();
      await firstDb.close();

      const secondDb = await store.open();
      const second = await startService(secondDb);
      try {
        const read = await second.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(ALICE) });
        expect(productsOf(read.body)).toEqual(list);
        const { rows } = await secondDb.query<{ count: number }>('SELECT count(*)::int AS count FROM form_submissions');
        expect(rows[0]?.count).toBe(1);
      } finally {
        await second.close();
        await secondDb.close();
      }
    } finally {
      await store.cleanup();
    }
  });

  it('applies each migration once, however often it is opened', async () => {
    const store = await createTestDatabase({ persistent: true });
    try {
      const names = (await loadMigrations()).map((migration) => migration.name);
      expect(names.length).toBeGreaterThan(0);
      for (let open = 0; open < 2; open += 1) {
        const db = await store.open();
        try {
          expect(await runMigrations(db)).toEqual([]);
          const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
          expect(rows.map((row) => row.name)).toEqual(names);
        } finally {
          await db.close();
        }
      }
    } finally {
      await store.cleanup();
    }
  });

  it('runs concurrent migrations safely (N instances starting at once)', async () => {
    const store = await createTestDatabase({ persistent: Boolean(DATABASE_URL) });
    try {
      if (DATABASE_URL) {
        // Real separate pools racing on one schema: the advisory lock makes one apply, the rest wait.
        const dbs = await Promise.all(Array.from({ length: 4 }, () => store.open()));
        const { rows } = await dbs[0]!.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
        expect(rows[0]?.count).toBe((await loadMigrations()).length);
        await Promise.all(dbs.map((db) => db.close()));
      } else {
        const db = await store.open();
        const results = await Promise.all(Array.from({ length: 4 }, () => runMigrations(db)));
        expect(results.flat()).toEqual([]);
        await db.close();
      }
    } finally {
      await store.cleanup();
    }
  });

  it('applies a new migration once and rolls back a failing one whole', async () => {
    const store = await createTestDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bb-migrations-'));
    const db = await store.open();
    try {
      const base = await loadMigrations();
      await writeFile(path.join(dir, '900_extra.sql'), 'CREATE TABLE extra_things (id int);');
      const withExtra = [...base, ...(await loadMigrations(dir))];
      expect(await runMigrations(db, withExtra)).toEqual(['900_extra.sql']);
      expect(await runMigrations(db, withExtra)).toEqual([]);

      const broken = [...withExtra, { name: '901_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;' }];
      await expect(runMigrations(db, broken)).rejects.toThrow(/missing_table/);
      const { rows } = await db.query<{ name: string }>("SELECT name FROM schema_migrations WHERE name = '901_broken.sql'");
      expect(rows).toEqual([]);
      await expect(db.query('SELECT * FROM half_done')).rejects.toThrow();
    } finally {
      await db.close();
      await store.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names the variable when Postgres is unreachable', async () => {
    await expect(openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(/DATABASE_URL/);
  });
});
