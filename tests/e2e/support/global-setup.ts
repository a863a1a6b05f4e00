import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { SERVER_ENTRY, TEMPLATE_ENV, newTemplateDir, type Templates } from './paths';
import { createTemplateDatabase, databaseUrl, dropRunDatabases } from './postgres';
import { runServerCommand } from './server';

/**
 * Prepares the run's migrated, seeded starting points once (PGlite's initdb is slow and memory-hungry); every
 * test's server starts from a copy. With `DATABASE_URL` set (CI), a template database on that server too: tests'
 * servers run on copies of it (a copy takes milliseconds, PostgreSQL answers several times faster than the
 * embedded engine and leaves the two cores to the browsers), except those that ask for the embedded default.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`Build the portal first (npm run build): ${SERVER_ENTRY} is missing.`);
  const serverUrl = process.env.DATABASE_URL;
  const prepared: Templates = { pglite: newTemplateDir('pglite') };
  const pgliteReady = runServerCommand(prepared.pglite, ['--prepare']);
  if (serverUrl) {
    await dropRunDatabases(serverUrl, process.pid);
    const database = await createTemplateDatabase(serverUrl, process.pid);
    prepared.postgres = { dataDir: newTemplateDir('postgres'), serverUrl, database };
    await runServerCommand(prepared.postgres.dataDir, ['--prepare'], databaseUrl(serverUrl, database));
  }
  await pgliteReady;
  // Workers start after the global setup and inherit its environment.
  process.env[TEMPLATE_ENV] = JSON.stringify(prepared);
  return async () => {
    await rm(prepared.pglite, { recursive: true, force: true });
    if (prepared.postgres) {
      await rm(prepared.postgres.dataDir, { recursive: true, force: true });
      await dropRunDatabases(prepared.postgres.serverUrl, process.pid);
    }
  };
}
