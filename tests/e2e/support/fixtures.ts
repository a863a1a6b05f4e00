import { test as base, expect } from '@playwright/test';
import { A11yChecker } from './a11y';
import { type Engine, startServer, type TestServer } from './server';

interface Fixtures {
  /** This test's own server (fresh data copied from the seeded template). */
  server: TestServer;
  /** The accessibility checker of this test's page; runs automatically at the end. */
  a11y: A11yChecker;
}

interface WorkerFixtures {
  /** This worker's servers: the next test's started ahead, the last test's stopped behind. */
  servers: ServerPool;
}

interface Options {
  /**
   * The database engine of the test's server: PostgreSQL when the run has `DATABASE_URL`, unless a file asks for
   * the embedded default `npm start` runs with `test.use({ engine: 'pglite' })`.
   */
  engine: Engine;
}

/**
 * A worker's test servers, started one test ahead and stopped one test behind. Every test still gets a server of
 * its own on a fresh copy of the template; only the waiting moves off the test's path: while a test runs, the next
 * one's server (same engine) starts beside it, and a finished test's server is stopped and its copy dropped while
 * the next test runs. On two cores that took about 2 s off each test (start 1.4 s on PostgreSQL and 3 s on PGlite,
 * plus the stop), most of it time the test spent waiting on its browser anyway.
 */
class ServerPool {
  private spare: { engine: Engine; server: Promise<TestServer> } | null = null;
  private readonly stopping = new Set<Promise<void>>();

  /** A fresh server of `engine`: the one started ahead when it matches, and the next one started behind it. */
  async take(engine: Engine): Promise<TestServer> {
    const spare = this.spare;
    this.spare = null;
    let server: Promise<TestServer>;
    if (spare?.engine === engine) server = spare.server;
    else {
      if (spare) this.retire(spare.server);
      server = startServer({ engine });
    }
    // A spare that fails to start is reported by the test that takes it, not as an unhandled rejection.
    const next = startServer({ engine });
    next.catch(() => undefined);
    this.spare = { engine, server: next };
    return server;
  }

  /** Stops `server` (and drops its copy) in the background. */
  retire(server: TestServer | Promise<TestServer>): void {
    const stopped = Promise.resolve(server)
      .then((started) => started.stop())
      .catch(() => undefined)
      .finally(() => this.stopping.delete(stopped));
    this.stopping.add(stopped);
  }

  /** Stops the spare and waits for every server to be stopped (the worker's end). */
  async close(): Promise<void> {
    if (this.spare) this.retire(this.spare.server);
    this.spare = null;
    await Promise.all([...this.stopping]);
  }
}

/** Playwright's test with a private server per test and an axe check on every page visited. */
export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  engine: ['postgres-when-set', { option: true }],
  servers: [
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ engine, servers }, use) => {
    const server = await servers.take(engine);
    await use(server);
    servers.retire(server);
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
