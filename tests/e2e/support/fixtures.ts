import { test as base, expect } from '@playwright/test';
import { A11yChecker } from './a11y';
import { type Engine, startServer, type TestServer } from './server';

interface Fixtures {
  /** This test's own server (fresh data copied from the seeded template). */
  server: TestServer;
  /** The accessibility checker of this test's page; runs automatically at the end. */
  a11y: A11yChecker;
}

interface Options {
  /**
   * The database engine of the test's server: PostgreSQL when the run has `DATABASE_URL`, unless a file asks for
   * the embedded default `npm start` runs with `test.use({ engine: 'pglite' })`.
   */
  engine: Engine;
}

/** Playwright's test with a private server per test and an axe check on every page visited. */
export const test = base.extend<Fixtures & Options>({
  engine: ['postgres-when-set', { option: true }],
  server: async ({ engine }, use) => {
    const server = await startServer({ engine });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  a11y: [
    async ({ page }, use) => {
      const checker = new A11yChecker(page);
      await use(checker);
      await checker.finish();
    },
    { auto: true },
  ],
});

export { expect };
