import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Every database the end-to-end run makes is named `sp_e2e_<run pid>_...`, so a later run can drop what a killed one left. */
const PREFIX = 'sp_e2e_';

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the databases of this run (`runPid`), and of runs that are no longer running. */
export async function dropRunDatabases(serverUrl: string, runPid: number): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    serverUrl,
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of rows) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (pid === runPid || !isRunning(pid))
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

/** A new empty database for the run's template. */
export async function createTemplateDatabase(serverUrl: string, runPid: number): Promise<string> {
  const name = `${PREFIX}${runPid}_template`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return name;
}

/**
 * A private copy of the run's template database for one test's server (`CREATE DATABASE ... TEMPLATE` copies files:
 * a fraction of a migrate and seed), and how to drop it.
 */
export async function copyTemplateDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const runPid = template.slice(PREFIX.length).split('_')[0];
  const name = `${PREFIX}${runPid}_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another worker's copy starting at the same instant holds the template briefly ("being accessed by other users").
      if (attempt >= 8 || !String(error).includes('being accessed')) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => void (await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
