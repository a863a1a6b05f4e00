import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  CLIENT_ERROR_LOG_BUDGET,
  CLIENT_ERROR_LOG_MAX_CHARS,
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERRORS_PER_ADDRESS,
  CLIENT_ERRORS_PER_USER,
} from '@screenplay/core';
import { LOG_ERROR_THROTTLED_MESSAGE } from '../../examples/portal/server/routes/logError';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const PATH = '/api/v1/log/log-error';
const MINUTE_S = CLIENT_ERRORS_PER_ADDRESS.windowMs / 1000;

describe.each(BACKENDS)('POST log/log-error is bounded (%s)', (backend) => {
  let h: Harness;
  let warn: MockInstance<typeof console.warn>;
  let addresses = 0;
  const freshAddress = () => `198.51.100.${String(++addresses)}`;
  const logged = () => warn.mock.calls.map((call) => String(call[0]));
  const report = (message: string, remoteAddress: string, token?: string) =>
    h.call('POST', PATH, { json: { message, url: 'https://portal.test/scenes' }, remoteAddress, token });

  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h?.dispose());
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Each test starts in a window of its own: throttles and the log budget forget the last one.
    h.clock.advance(MINUTE_S);
  });
  afterEach(() => warn.mockRestore());

  it('logs an accepted report as one line and answers 204', async () => {
    // Raw text, as a page could send it: newlines and terminal escapes must not forge or colour log lines.
    const answer = await h.call('POST', PATH, {
      body: 'boom\nat x\u001b[31m\r\n  at y',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(204);
    expect(logged()).toEqual(['[client-error] boom at x[31m at y']);
    await report(`"${'x'.repeat(CLIENT_ERROR_LOG_MAX_CHARS)}"`, freshAddress());
    expect(logged()[1]).toHaveLength('[client-error] '.length + CLIENT_ERROR_LOG_MAX_CHARS);
  });

  it(`answers 413 to a body over ${CLIENT_ERROR_MAX_BYTES} bytes, declared or streamed, and logs nothing`, async () => {
    const body = JSON.stringify({ message: 'x'.repeat(CLIENT_ERROR_MAX_BYTES) });
    const declared = await h.app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(declared.status).toBe(413);
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await h.app.request(PATH, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    // Refused as soon as the cap was passed, not after reading the megabyte.
    expect(sent).toBeLessThan(CLIENT_ERROR_MAX_BYTES + 64 * 1024);
    const atCap = JSON.stringify({ message: 'x'.repeat(CLIENT_ERROR_MAX_BYTES - 14) });
    expect(atCap).toHaveLength(CLIENT_ERROR_MAX_BYTES);
    expect((await h.call('POST', PATH, { body: atCap, headers: { 'content-type': 'application/json' } })).status).toBe(
      204,
    );
    expect(logged()).toHaveLength(1);
  });

  it(`takes ${CLIENT_ERRORS_PER_ADDRESS.limit} reports a minute from one address, then 429 until the minute ends`, async () => {
    const address = freshAddress();
    for (let i = 0; i < CLIENT_ERRORS_PER_ADDRESS.limit; i++) expect((await report(`r${i}`, address)).status).toBe(204);
    const throttled = await report('one more', address);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ message: LOG_ERROR_THROTTLED_MESSAGE, retryAfter: MINUTE_S });
    expect((await report('elsewhere', freshAddress())).status).toBe(204);
    expect(logged()).not.toContain('[client-error] {"message":"one more","url":"https://portal.test/scenes"}');
    h.clock.advance(MINUTE_S);
    expect((await report('later', address)).status).toBe(204);
  });

  it(`takes ${CLIENT_ERRORS_PER_USER.limit} reports a minute from one signed-in user, whatever the address`, async () => {
    const { accessToken } = await h.login(DEMO.acmeAdmin);
    for (let i = 0; i < CLIENT_ERRORS_PER_USER.limit; i++)
      expect((await report(`u${i}`, freshAddress(), accessToken)).status).toBe(204);
    expect((await report('u-more', freshAddress(), accessToken)).status).toBe(429);
    expect((await report('anonymous', freshAddress())).status).toBe(204);
  });

  it(`logs at most ${CLIENT_ERROR_LOG_BUDGET.bytes} bytes of reports a minute, then drops them with one summary line`, async () => {
    const big = 'x'.repeat(CLIENT_ERROR_LOG_MAX_CHARS);
    // Each line is the prefix and the report's first CLIENT_ERROR_LOG_MAX_CHARS characters.
    const fitting = Math.floor(CLIENT_ERROR_LOG_BUDGET.bytes / `[client-error] ${big}`.length);
    for (let i = 0; i < fitting + 5; i++) {
      const answer = await h.call('POST', PATH, {
        body: JSON.stringify({ message: big }),
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
      });
      expect(answer.status).toBe(204);
    }
    const bytes = logged().reduce((sum, line) => sum + Buffer.byteLength(line), 0);
    expect(logged()).toHaveLength(fitting);
    expect(bytes).toBeLessThanOrEqual(CLIENT_ERROR_LOG_BUDGET.bytes);
    h.clock.advance(CLIENT_ERROR_LOG_BUDGET.windowMs / 1000);
    await report('next minute', freshAddress());
    expect(logged().slice(fitting)).toEqual([
      '[client-error] log budget spent: 5 reports dropped in the last window',
      '[client-error] {"message":"next minute","url":"https://portal.test/scenes"}',
    ]);
  });
});
