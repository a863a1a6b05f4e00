import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Every API endpoint of issue 2, and those of issue 3 (`:id` filled in by the loop). */
const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/v1/auth/token'],
  ['GET', '/api/v1/auth'],
  ['POST', '/api/v1/auth/forgot'],
  ['POST', '/api/v1/auth/reset'],
  ['PATCH', '/api/v1/auth/password'],
  ['POST', '/api/v1/auth/logout'],
  ['POST', '/api/v1/auth/loginas'],
  ['POST', '/api/v1/auth?_method=PUT'],
  ['PUT', '/api/v1/auth'],
  ['GET', '/api/v1/auth/email/verify/1?expires=x&hash=y&signature=z'],
  ['GET', '/api/v1/auth/email/resend'],
  ['GET', '/api/v1/customers'],
  ['GET', '/api/v1/health'],
  ['POST', '/api/v1/log/log-error'],
  // Scenes (issue 3); with real ids and a tenant token in scenes-robustness.test.ts.
  ['GET', '/api/v1/folders/scenes'],
  ['POST', '/api/v1/folders'],
  ['PATCH', '/api/v1/folders/1'],
  ['DELETE', '/api/v1/folders/1'],
  ['POST', '/api/v1/scenes'],
  ['PATCH', '/api/v1/scenes/1'],
  ['POST', '/api/v1/scenes/1/sections'],
  ['PATCH', '/api/v1/scenes/1/sections'],
  ['POST', '/api/v1/scenes/1/copy/-1'],
  ['POST', '/api/v1/scenes/1/move'],
  ['POST', '/api/v1/sections/1/playlistitems'],
  ['GET', '/api/v1/tags?search=lo'],
];

/** Junk bodies with the content types a confused or hostile client might send. */
const JUNK: { body: BodyInit; type: string }[] = [
  { body: '{', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '[]', type: 'application/json' },
  { body: '"text"', type: 'application/json' },
  { body: '12', type: 'application/json' },
  { body: '{"email":{"$ne":null},"password":[1]}', type: 'application/json' },
  { body: '{"email":"a@b.co","password":"x","customerId":"1 OR 1=1"}', type: 'application/json' },
  { body: '{"customerId":1e309}', type: 'application/json' },
  { body: `{"__proto__":{"admin":true},"email":"${'a'.repeat(5000)}@x.co"}`, type: 'application/json' },
  { body: 'email=a%40b.co&password=x', type: 'application/x-www-form-urlencoded' },
  {
    body: '--xx\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nnot-a-png\r\n--xx--\r\n',
    type: 'multipart/form-data; boundary=xx',
  },
  { body: 'garbage', type: 'multipart/form-data; boundary=xx' },
  { body: 'garbage', type: 'multipart/form-data' },
  { body: '\u0000\u0001\u0002', type: 'application/octet-stream' },
  { body: 'plain', type: 'text/plain' },
];

describe.each(BACKENDS)('robustness: no input produces a 500 (%s)', (backend) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.superAdmin)).accessToken;
  });
  afterAll(() => h.dispose());

  it('answers invalid JSON with 400 and a JSON message', async () => {
    const answer = await h.call('POST', '/api/v1/auth/token', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
  });

  it('answers wrong types and missing fields with 422 and field messages', async () => {
    const answer = await h.call('POST', '/api/v1/auth/token', { json: { email: 12, password: null } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors as object).sort()).toEqual(['email', 'password']);
    expect((await h.call('POST', '/api/v1/auth/forgot', { json: [] })).status).toBe(422);
  });

  it('answers a 10 MB body with 413', async () => {
    const body = `{"email":"${'a'.repeat(10 * 1024 * 1024)}"}`;
    const answer = await h.call('POST', '/api/v1/auth/token', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
    const multipart = await h.call('POST', '/api/v1/auth?_method=PUT', {
      token,
      body: '-'.repeat(10 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(multipart.status).toBe(413);
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    expect(await h.call('GET', '/api/v1/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'Item not found' },
    });
    expect((await h.call('DELETE', '/api/v1/auth/token')).status).toBe(404);
  });

  it('never answers 5xx to junk on any endpoint, signed in or not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // log-error logs every report
    const failures: string[] = [];
    for (const [method, path] of ENDPOINTS) {
      for (const withToken of [false, true]) {
        for (const { body, type } of JUNK) {
          const hasBody = method !== 'GET';
          const answer = await h.call(method, path, {
            token: withToken ? token : undefined,
            body: hasBody ? body : undefined,
            headers: hasBody ? { 'content-type': type } : {},
          });
          if (answer.status >= 500) failures.push(`${method} ${path} ${type} -> ${answer.status}`);
          if (answer.status >= 400) expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
        }
      }
    }
    warn.mockRestore();
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to odd bearer headers', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Bearer |',
      'Bearer 0|x',
      'Bearer -1|x',
      'Bearer 99999999999999999999|x',
      'Basic abc',
      'Bearer a b',
      `Bearer ${'x'.repeat(10_000)}`,
    ]) {
      const answer = await h.call('GET', '/api/v1/auth', { headers: { authorization: header } });
      expect(answer.status).toBe(401);
    }
  });
});
