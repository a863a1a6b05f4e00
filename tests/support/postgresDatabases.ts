import pg from 'pg';

/**
 * PostgreSQL database copies for the test suites (the API suite's per-file databases, the end-to-end servers'): a
 * migrated and seeded template copied by `CREATE DATABASE ... TEMPLATE`, named after the run so a later run can drop
 * what a killed one left. Only `pg`: Playwright's workers load this without the server's modules.
 */

/** Runs one statement on `serverUrl` with a short-lived connection. */
export async function adminQuery<T = unknown>(serverUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True while process `pid` runs (databases named after a finished run can go). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates database `name` as a copy of `template` and answers its URL and how to drop it. */
export async function copyDatabase(
  serverUrl: string,
  template: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another copy starting at the same instant may hold the template briefly ("being accessed by other users").
      if (attempt >= 8 || !String(error).includes('being accessed')) throw error;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100 * attempt));
    }
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => void (await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** The API suite's per-harness databases: `sp_test_<run pid>_<random>` (tests/api/support/testDb.ts). */
export const TEST_DATABASE_PREFIX = 'sp_test_';

/**
 * Drops the databases named `<prefix><run pid>_...` of run `runPid`, and of runs no longer running, a few at a time:
 * each drop waits for a checkpoint, and drops waiting together share one. Names without a pid are left alone.
 */
export async function dropRunDatabases(serverUrl: string, prefix: string, runPid: number): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    serverUrl,
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${prefix}%`],
  );
  const doomed = rows
    .map((row) => row.datname)
    .filter((name) => {
      const pid = Number(name.slice(prefix.length).split('_')[0]);
      return Number.isInteger(pid) && (pid === runPid || !isRunning(pid));
    });
  const drop = async () => {
    for (let name = doomed.pop(); name !== undefined; name = doomed.pop())
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: 4 }, drop));
}
