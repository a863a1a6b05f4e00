/** A value bound to a `$n` placeholder of a parameterised query. */
export type SqlParam = string | number | boolean | null | Date | Record<string, unknown> | readonly unknown[];

/**
 * The one query layer the server uses, implemented for embedded PGlite and for node-postgres.
 * Queries are always parameterised (`$1`, `$2`…); `exec` runs trusted multi-statement SQL (migrations).
 */
export interface Db {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one statement and returns its first row, failing when there is none. */
  one<T>(sql: string, params?: readonly SqlParam[]): Promise<T>;
  /** Runs one statement and returns its first row, or null. */
  maybe<T>(sql: string, params?: readonly SqlParam[]): Promise<T | null>;
  /** Runs trusted SQL that may hold several statements (no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** The minimal primitives a driver provides; {@link buildDb} derives the rest. */
export interface DbDriver {
  /** Runs one parameterised statement. */
  rows<T>(sql: string, params: readonly SqlParam[]): Promise<T[]>;
  /** Runs trusted multi-statement SQL. */
  exec(sql: string): Promise<void>;
  /** Opens a transaction and hands a driver bound to it, or null when already inside one. */
  transaction: (<T>(fn: (tx: DbDriver) => Promise<T>) => Promise<T>) | null;
  /** Releases the driver's resources. */
  close(): Promise<void>;
}

/** Wraps a driver into the {@link Db} interface (shared `one`/`maybe` and nested-transaction rules). */
export function buildDb(driver: DbDriver): Db {
  const db: Db = {
    query: (sql, params = []) => driver.rows(sql, params),
    async one<T>(sql: string, params: readonly SqlParam[] = []) {
      const [row] = await driver.rows<T>(sql, params);
      if (row === undefined) throw new Error('Expected a row, the query returned none');
      return row;
    },
    async maybe<T>(sql: string, params: readonly SqlParam[] = []) {
      const [row] = await driver.rows<T>(sql, params);
      return row ?? null;
    },
    exec: (sql) => driver.exec(sql),
    transaction: (fn) => (driver.transaction ? driver.transaction((tx) => fn(buildDb(tx))) : fn(db)),
    close: () => driver.close(),
  };
  return db;
}
