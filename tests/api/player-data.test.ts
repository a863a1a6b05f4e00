import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialAccountConfig } from '../../examples/portal/server/config';
import { hashPlayerSecret } from '../../examples/portal/server/screens/playerAuth';
import { insertScreen } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';
import { startWidgetServer, TEST_SOCIAL_ACCOUNTS, type WidgetServer } from './support/widgetServer';

const DATA = '/api/v1/player/data';
const OSLO = '59.91273,10.74609';
/** The fake Graph API's account held by one customer (Acme, set once its id is known). */
const ACME_ONLY = '17841400000000002';

describe.each(BACKENDS)('player data: the layers’ forecasts and feeds for a device (%s)', (backend) => {
  let server: WidgetServer;
  let h: Harness;
  let userToken: string;
  let acmeDevice: string;
  let globexDevice: string;
  const accounts: SocialAccountConfig[] = TEST_SOCIAL_ACCOUNTS.map((account) => ({ ...account }));

  const customerId = async (title: string) =>
    (await h.db.one<{ id: number }>('SELECT id FROM customers WHERE title = $1', [title])).id;
  /** A screen of `customer` with a fresh device token (stored hashed, as a pairing leaves it). */
  const deviceOf = async (customer: number, name: string) => {
    const token = randomBytes(32).toString('base64url');
    const screenId = await insertScreen(h, customer, name);
    await h.db.query('UPDATE screens SET device_token_hash = $2 WHERE id = $1', [screenId, hashPlayerSecret(token)]);
    return { screenId, token };
  };
  const asDevice = (token: string, path: string) =>
    h.call('GET', `${DATA}/${path}`, { headers: { authorization: `Device ${token}` } });
  const asUser = (path: string) => h.call('GET', `/api/v1/${path}`, { token: userToken });

  beforeAll(async () => {
    server = await startWidgetServer();
    h = await createHarness(backend, { widgets: { ...server.widgets, socialAccounts: accounts } });
    const acme = await customerId('Acme Retail');
    const held = accounts.find((account) => account.id === ACME_ONLY);
    if (held) held.customerId = acme;
    acmeDevice = (await deviceOf(acme, 'Lobby')).token;
    globexDevice = (await deviceOf(await customerId('Globex Cafés'), 'Counter')).token;
    userToken = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(async () => {
    await h.dispose();
    await server.close();
  });

  const PATHS = [
    `geo/forecast/${OSLO}`,
    'geo/forecast/nowhere',
    `rss?url=${encodeURIComponent('http://127.0.0.1:1/feeds/rss.xml')}`,
    'facebook/accounts',
    'instagram/accounts',
    'facebook/accounts/104170258364620',
    'instagram/accounts/17841400008460056/media',
    `instagram/accounts/${ACME_ONLY}/media`,
    'instagram/accounts/17841400000000001/media',
    'facebook/accounts/17841400008460056',
  ];

  it('answers what the user routes answer, for every path the layer data stores call', async () => {
    const paths = [...PATHS, `rss?url=${encodeURIComponent(`${server.origin}/feeds/rss.xml`)}`];
    for (const path of paths) {
      const mine = await asDevice(acmeDevice, path);
      const user = await asUser(path);
      expect({ status: mine.status, body: mine.body }, path).toEqual({ status: user.status, body: user.body });
    }
    expect((await asDevice(acmeDevice, `geo/forecast/${OSLO}`)).status).toBe(200);
    expect((await asDevice(acmeDevice, 'instagram/accounts/17841400008460056/media')).status).toBe(200);
    expect((await asDevice(acmeDevice, 'instagram/accounts/17841400000000001/media')).status).toBe(502);
    expect((await asDevice(acmeDevice, 'geo/forecast/nowhere')).status).toBe(404);
  });

  it('lists and reads only the social accounts of the screen’s customer: Globex cannot read Acme’s', async () => {
    const acmeList = await asDevice(acmeDevice, 'instagram/accounts');
    const provisioned = { type: 'instagram', source: 'server', connectedAt: null, expiresAt: null };
    expect(acmeList.body).toEqual({
      data: [
        { id: '17841400000000001', username: 'Aurora_Cafe', ...provisioned },
        { id: ACME_ONLY, username: 'globex-only', ...provisioned },
        { id: '17841400008460056', username: 'nordicbakery', ...provisioned },
      ],
      meta: { connectable: false },
    });
    expect((await asDevice(acmeDevice, `instagram/accounts/${ACME_ONLY}/media`)).status).toBe(200);

    const globexList = await asDevice(globexDevice, 'instagram/accounts');
    expect(globexList.status).toBe(200);
    expect(JSON.stringify(globexList.body)).not.toContain(ACME_ONLY);
    expect((await asDevice(globexDevice, `instagram/accounts/${ACME_ONLY}/media`)).status).toBe(404);
    expect(JSON.stringify(globexList.body)).not.toContain('token');
  });

  it('needs a device token of a paired screen (401 without, with a user’s session or an unknown token)', async () => {
    const unknown = randomBytes(32).toString('base64url');
    for (const path of PATHS) {
      expect((await h.call('GET', `${DATA}/${path}`)).status, path).toBe(401);
      expect((await h.call('GET', `${DATA}/${path}`, { token: userToken })).status, path).toBe(401);
      expect((await asDevice(unknown, path)).status, path).toBe(401);
    }
  });

  it('answers 401 as soon as the screen is removed', async () => {
    const { screenId, token } = await deviceOf(await customerId('Acme Retail'), 'Soon removed');
    expect((await asDevice(token, 'facebook/accounts')).status).toBe(200);
    await h.db.query('DELETE FROM screens WHERE id = $1', [screenId]);
    expect((await asDevice(token, 'facebook/accounts')).status).toBe(401);
  });
});
