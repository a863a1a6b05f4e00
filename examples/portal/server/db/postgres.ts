import pg from 'pg';
import { buildDb, type Db, type DbDriver, type SqlParam } from './client';

function clientDriver(client: pg.PoolClient): DbDriver {
  return {
    rows: async <T>(sql: string, params: readonly SqlParam[]) =>
      (await client.query<T & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: null,
    close: async () => {},
  };
}

/** Connects to a PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error', error));
  return buildDb({
    rows: async <T>(sql: string, params: readonly SqlParam[]) =>
      (await pool.query<T & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: DbDriver) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
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
    close: () => pool.end(),
  });
}
