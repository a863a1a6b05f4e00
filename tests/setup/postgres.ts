import { dropRunDatabases, TEST_DATABASE_PREFIX } from '../support/postgresDatabases';

/**
 * The API project's global setup: with `DATABASE_URL`, the run's teardown drops every per-harness database the run
 * left (harnesses leave their drop running: tests/api/support/testDb.ts), and those of runs that were killed. The
 * workers are this process's children, so their databases carry this process's pid.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await dropRunDatabases(serverUrl, TEST_DATABASE_PREFIX, process.pid);
  };
}
