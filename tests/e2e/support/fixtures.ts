import { test as base, expect } from '@playwright/test';
import { A11yChecker } from './a11y';
import { TEMPLATE_ENV } from './paths';
import { startServer, type TestServer } from './server';

interface Fixtures {
  /** This test's own server (fresh data copied from the seeded template). */
  server: TestServer;
  /** The accessibility checker of this test's page; runs automatically at the end. */
  a11y: A11yChecker;
}

/** Playwright's test with a private server per test and an axe check on every page visited. */
export const test = base.extend<Fixtures>({
  server: async ({}, use) => {
    const templateDir = process.env[TEMPLATE_ENV];
    if (!templateDir) throw new Error(`${TEMPLATE_ENV} is not set: run through playwright.config.ts (global setup).`);
    const server = await startServer(templateDir);
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
