import { createHarness } from '../api/support/harness';
import { BACKENDS } from '../api/support/testDb';

/**
 * A sign-in burst (issue 22): `SIGNIN_TOTAL` sign-ins (1,000) of one account with the right password from one
 * caller address, `SIGNIN_CONCURRENCY` (10, autocannon's default) at a time, in-process on each backend. Reports
 * the answers by status and the sign-ins per second (bound by scrypt). Run alone:
 * `npx tsx --conditions=source tests/bench/signin.ts`; with `DATABASE_URL` PostgreSQL too.
 */
const TOTAL = Number(process.env.SIGNIN_TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.SIGNIN_CONCURRENCY ?? 10);

for (const backend of BACKENDS) {
  const harness = await createHarness(backend);
  try {
    let sent = 0;
    const statuses: Record<number, number> = {};
    const start = performance.now();
    const worker = async () => {
      while (sent < TOTAL) {
        sent += 1;
        const answer = await harness.call('POST', '/api/v1/auth/token', {
          json: { email: 'admin@acme.test', password: 'screenplay' },
          remoteAddress: '203.0.113.7',
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `${backend}: ${TOTAL} sign-ins, ${CONCURRENCY} at a time: ${JSON.stringify(statuses)}, ` +
        `${(TOTAL / seconds).toFixed(1)}/s`,
    );
  } finally {
    await harness.dispose();
  }
}
