import pg from 'pg';
import { buildDb, roleIdentifier, type Db, type DbDriver, type SqlParam } from './client';

function clientDriver(client: pg.PoolClient): DbDriver {
  return {
    rows: async <T>(sql: string, params: readonly SqlParam[]) =>
      (await client.query<T & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: null,
    assumeRole: () => Promise.reject(new Error('Switch roles outside a transaction')),
    close: async () => {},
  };
}

/**
 * A pool whose every connection runs as `role` from its start (the `role` setting in the startup
 * packet, like `SET ROLE`): a connection whose role is missing fails instead of running as the owner.
 */
function createPool(connectionString: string, role: string | null): pg.Pool {
  const pool = new pg.Pool(
    role === null ? { connectionString } : { connectionString, options: `-c role=${roleIdentifier(role)}` },
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error', error));
  return pool;
}

/** Connects to a PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string): Db {
  let pool = createPool(connectionString, null);
  return buildDb({
    rows: async <T>(sql: string, params: readonly SqlParam[]) =>
      (await pool.query<T & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: DbDriver) => Promise<T>, prelude?: string) {
      const client = await pool.connect();
      try {
        // One round trip for BEGIN and the settings (the simple protocol takes several statements).
        await client.query(prelude ? `BEGIN; ${prelude}` : 'BEGIN');
        const result = await fn(clientDriver(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async assumeRole(role) {
      // Connections opened so far run as the owner: replace the pool by one whose connections switch.
      const previous = pool;
      pool = createPool(connectionString, role);
      await previous.end();
    },
    close: () => pool.end(),
  });
}
