/** A value bound to a `$n` placeholder of a parameterised query. */
export type SqlParam = string | number | boolean | null | Date | Record<string, unknown> | readonly unknown[];

/**
 * Transaction-local settings (`set_config(name, value, true)`) a scoped {@link Db} applies before
 * its statements run; row-level security policies read them (see server/tenancy).
 */
export type DbSettings = Readonly<Record<string, string>>;

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
  /**
   * The same connection(s) with `settings` applied to every statement: each statement runs in a
   * transaction that starts with them, and `transaction(fn)` applies them once at its start.
   */
  withSettings(settings: DbSettings): Db;
  /**
   * From now on every connection runs as `role` (`SET ROLE`), e.g. the unprivileged application role
   * after migrations ran as the owner.
   */
  assumeRole(role: string): Promise<void>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** The minimal primitives a driver provides; {@link buildDb} derives the rest. */
export interface DbDriver {
  /** Runs one parameterised statement. */
  rows<T>(sql: string, params: readonly SqlParam[]): Promise<T[]>;
  /** Runs trusted multi-statement SQL. */
  exec(sql: string): Promise<void>;
  /**
   * Opens a transaction (running the trusted `prelude` SQL right after BEGIN, in the same round trip
   * where the driver can) and hands a driver bound to it, or null when already inside one.
   */
  transaction: (<T>(fn: (tx: DbDriver) => Promise<T>, prelude?: string) => Promise<T>) | null;
  /** Switches every connection, present and future, to `role`. */
  assumeRole(role: string): Promise<void>;
  /** Releases the driver's resources. */
  close(): Promise<void>;
}

const SETTING_NAME = /^[a-z_]+\.[a-z_]+$/;
const ROLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** A SQL string literal (standard_conforming_strings is on in every supported server). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A role name checked to be a plain lower-case identifier (safe unquoted in SQL and startup options). */
export function roleIdentifier(role: string): string {
  if (!ROLE_NAME.test(role)) throw new Error(`Not a plain role name: ${role}`);
  return role;
}

/** The statement that applies `settings` for the rest of the current transaction. */
export function settingsSql(settings: DbSettings): string {
  const calls = Object.entries(settings).map(([name, value]) => {
    if (!SETTING_NAME.test(name)) throw new Error(`Not a custom setting name: ${name}`);
    return `set_config(${literal(name)}, ${literal(value)}, true)`;
  });
  return `SELECT ${calls.join(', ')}`;
}

/** The same names as `settings`, each set back to `outer`'s value or to '' (unset). */
function restoring(settings: DbSettings, outer: DbSettings | null): DbSettings {
  return Object.fromEntries(Object.keys(settings).map((name) => [name, outer?.[name] ?? '']));
}

/**
 * Wraps a driver into the {@link Db} interface (shared `one`/`maybe` and nested-transaction rules).
 * `settings` scope every statement (see {@link Db.withSettings}); `current` are the settings already
 * in force in the transaction a tx-bound driver belongs to.
 */
export function buildDb(driver: DbDriver, settings: DbSettings | null = null, current: DbSettings | null = null): Db {
  /** Runs `work` with this Db's settings in force. */
  const scoped = async <T>(work: (d: DbDriver, inner: DbSettings | null) => Promise<T>): Promise<T> => {
    if (settings === null) return work(driver, current);
    const prelude = settingsSql(settings);
    if (driver.transaction) return driver.transaction((tx) => work(tx, settings), prelude);
    // Already inside a transaction: apply for this work, then put the transaction's own settings back.
    await driver.exec(prelude);
    try {
      return await work(driver, settings);
    } finally {
      await driver.exec(settingsSql(restoring(settings, current)));
    }
  };
  const rows = <T>(sql: string, params: readonly SqlParam[]) => scoped((d) => d.rows<T>(sql, params));
  const db: Db = {
    query: (sql, params = []) => rows(sql, params),
    async one<T>(sql: string, params: readonly SqlParam[] = []) {
      const [row] = await rows<T>(sql, params);
      if (row === undefined) throw new Error('Expected a row, the query returned none');
      return row;
    },
    async maybe<T>(sql: string, params: readonly SqlParam[] = []) {
      const [row] = await rows<T>(sql, params);
      return row ?? null;
    },
    exec: (sql) => scoped((d) => d.exec(sql)),
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (settings !== null) return scoped((d, inner) => fn(buildDb({ ...d, transaction: null }, null, inner)));
      return driver.transaction ? driver.transaction((tx) => fn(buildDb(tx, null, current))) : fn(db);
    },
    withSettings: (next) => buildDb(driver, next, current),
    assumeRole: (role) => driver.assumeRole(role),
    close: () => driver.close(),
  };
  return db;
}

/** One round trip to the database (the health check's): fails when it cannot answer. */
export async function ping(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
