import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { buildDb, roleIdentifier, type Db, type DbDriver, type SqlParam } from './client';

type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

function txDriver(tx: Transaction): DbDriver {
  return {
    rows: async <T>(sql: string, params: readonly SqlParam[]) => (await tx.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await tx.exec(sql);
    },
    transaction: null,
    assumeRole: () => Promise.reject(new Error('Switch roles outside a transaction')),
    close: async () => {},
  };
}

/**
 * Wraps an open PGlite instance (e.g. a test clone) as a {@link Db}. PGlite has one connection: a
 * transaction holds it, and every other query waits until it ends.
 */
export function pgliteDb(pg: PgliteLike): Db {
  return buildDb({
    rows: async <T>(sql: string, params: readonly SqlParam[]) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn, prelude) =>
      pg.transaction(async (tx) => {
        if (prelude) await tx.exec(prelude);
        return fn(txDriver(tx));
      }),
    assumeRole: async (role) => {
      // The one connection is the whole pool: switching it switches the server.
      await pg.exec(`SET ROLE ${roleIdentifier(role)}`);
    },
    close: () => pg.close(),
  });
}

/** Opens (creating on first use) the embedded PGlite database stored in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return pgliteDb(pg);
}
