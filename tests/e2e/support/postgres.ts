import { randomBytes } from 'node:crypto';
import { adminQuery, copyDatabase, dropRunDatabases as dropDatabasesOfRuns } from '../../support/postgresDatabases';

export { adminQuery, databaseUrl } from '../../support/postgresDatabases';

/** Every database the end-to-end run makes is named `sp_e2e_<run pid>_...`, so a later run can drop what a killed one left. */
const PREFIX = 'sp_e2e_';

/** Drops the databases of this run (`runPid`), and of runs that are no longer running. */
export function dropRunDatabases(serverUrl: string, runPid: number): Promise<void> {
  return dropDatabasesOfRuns(serverUrl, PREFIX, runPid);
}

/** A new empty database for the run's template. */
export async function createTemplateDatabase(serverUrl: string, runPid: number): Promise<string> {
  const name = `${PREFIX}${runPid}_template`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return name;
}

/** A private copy of the run's template database for one test's server, named after the template's run. */
export function copyTemplateDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const runPid = template.slice(PREFIX.length).split('_')[0];
  return copyDatabase(serverUrl, template, `${PREFIX}${runPid}_${randomBytes(6).toString('hex')}`);
}
