import { randomBytes } from 'node:crypto';
import type { SocialAccount } from '@screenplay/core/tenant';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPlayerSecret } from '../../examples/portal/server/screens/playerAuth';
import { OAUTH_STATE_TTL_MS } from '../../examples/portal/server/social/accounts';
import { tokenCipher } from '../../examples/portal/server/social/tokenCipher';
import { insertScreen } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness, TEST_PUBLIC_URL } from './support/harness';
import {
  DIALOG_EXPIRES_IN,
  FACEBOOK_PAGE_TOKENS,
  FACEBOOK_PAGELESS_TOKEN,
  FACEBOOK_USER_TOKEN,
  INSTAGRAM_CODE,
  INSTAGRAM_TOKEN,
  type OAuthProviderServer,
  startOAuthProviderServer,
  TEST_APP,
} from './support/oauthServer';
import { BACKENDS } from './support/testDb';

/**
 * Connecting social accounts through OAuth (spec §7 Social, §8; issue 14), against a local stand-in of the
 * providers (support/oauthServer.ts, answers in their documented formats): the dialog link with a single-use
 * `state`, the Facebook-type token flow and the Instagram-type code flow, tokens stored encrypted and never
 * answered, 'User is not allowed to add account', the redirect guard, disconnecting, and one tenant never seeing
 * or touching another's accounts.
 */

const FACEBOOK_REDIRECT = `${TEST_PUBLIC_URL}/social/facebook`;
const INSTAGRAM_REDIRECT = `${TEST_PUBLIC_URL}/social/instagram`;
const NOT_ALLOWED = 'User is not allowed to add account';

describe.each(BACKENDS)('social account connections (%s)', (backend) => {
  let h: Harness;
  let provider: OAuthProviderServer;
  let admin: string;
  let editor: string;
  let globex: string;
  let superAdmin: string;
  let acme: number;

  beforeAll(async () => {
    provider = await startOAuthProviderServer();
    h = await createHarness(backend);
    Object.assign(h.config.widgets, { facebookGraphUrl: provider.graphUrl, socialAccounts: [] });
    h.config.socialOAuth = provider.socialOAuth;
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
  });
  afterAll(async () => {
    await h.dispose();
    await provider.close();
  });
  beforeEach(async () => {
    await h.db.query('DELETE FROM social_accounts');
    await h.db.query('DELETE FROM oauth_states');
  });

  const getlink = (kind: 'facebook' | 'instagram', token: string, redirectUri: string) =>
    h.call<{ url: string }>(
      'GET',
      `/api/v1/oauth/${kind}/getlink?${new URLSearchParams({ redirect_uri: redirectUri })}`,
      {
        token,
      },
    );

  /** A state issued to `token`'s user by `getlink`. */
  const issue = async (kind: 'facebook' | 'instagram', token: string) => {
    const answer = await getlink(kind, token, kind === 'facebook' ? FACEBOOK_REDIRECT : INSTAGRAM_REDIRECT);
    expect(answer.status).toBe(200);
    return new URL(answer.body.url).searchParams.get('state') ?? '';
  };

  const connectFacebook = (token: string, query: Record<string, string>) =>
    h.call<{ data: SocialAccount[]; errors?: Record<string, string[]>; code?: string }>(
      'GET',
      `/api/v1/oauth/facebook/connect?${new URLSearchParams(query)}`,
      { token },
    );

  const list = async (kind: 'facebook' | 'instagram', token: string) =>
    h.call<{ data: SocialAccount[]; meta: { connectable: boolean } }>('GET', `/api/v1/${kind}/accounts`, { token });

  it('answers the Facebook dialog with our app, the own callback, the token flow and a fresh state', async () => {
    const answer = await getlink('facebook', admin, FACEBOOK_REDIRECT);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.origin}/facebook/dialog`);
    expect(url.searchParams.get('client_id')).toBe(TEST_APP.appId);
    expect(url.searchParams.get('redirect_uri')).toBe(FACEBOOK_REDIRECT);
    expect(url.searchParams.get('response_type')).toBe('token');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(answer.body.url).not.toContain(TEST_APP.appSecret);
    // Only the state's hash is kept.
    const rows = await h.db.query<{ state_hash: string; user_id: number; type: string }>('SELECT * FROM oauth_states');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state_hash).not.toContain(state);
    const second = new URL((await getlink('facebook', admin, FACEBOOK_REDIRECT)).body.url).searchParams.get('state');
    expect(second).not.toBe(state);
  });

  it('refuses a redirect URI other than this portal’s own /social/{type} page (422)', async () => {
    for (const uri of [
      'https://evil.test/social/facebook',
      `${TEST_PUBLIC_URL}/social/instagram`,
      `${TEST_PUBLIC_URL}/social/facebook/../../login`,
      `${TEST_PUBLIC_URL}.evil.test/social/facebook`,
      '',
    ]) {
      const answer = await h.call<{ errors: Record<string, string[]> }>(
        'GET',
        `/api/v1/oauth/facebook/getlink?${new URLSearchParams({ redirect_uri: uri })}`,
        { token: admin },
      );
      expect(answer.status, uri).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['redirect_uri']);
    }
    expect(await h.db.query('SELECT 1 FROM oauth_states')).toHaveLength(0);
  });

  it('connects the Facebook pages of the token, stores their page tokens encrypted and never answers a token', async () => {
    const state = await issue('facebook', admin);
    const dataAccess = Math.floor(h.clock.now().getTime() / 1000) + 30 * 86_400;
    const answer = await connectFacebook(admin, {
      access_token: FACEBOOK_USER_TOKEN,
      data_access_expiration_time: String(dataAccess),
      expires_in: String(DIALOG_EXPIRES_IN),
      state,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((account) => [account.id, account.username, account.source])).toEqual([
      ['112233445566778', 'Aurora Café', 'oauth'],
      ['104170258364620', 'Nordic Bakery', 'oauth'],
    ]);
    // The earlier of the token's expiry (60 days) and the data access expiry (30 days).
    expect(answer.body.data[0]?.expiresAt).toBe(new Date(dataAccess * 1000).toISOString());
    expect(answer.body.data[0]?.connectedAt).toBe(h.clock.now().toISOString());
    expect(JSON.stringify(answer.body)).not.toMatch(/EAAG|token/i);

    // The Graph API was asked with the user token's appsecret_proof.
    const pagesCall = provider.requests.find((request) => request.path === '/graph/me/accounts');
    expect(pagesCall?.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);

    // Stored encrypted: the ciphertext is not the token, and opens only with the server's key and the row's identity.
    const rows = await h.db.query<{
      external_id: string;
      customer_id: number;
      token_ciphertext: string;
      token_iv: string;
      token_tag: string;
    }>("SELECT * FROM social_accounts WHERE external_id = '104170258364620'");
    const row = rows[0];
    if (!row) throw new Error('not stored');
    expect(row.customer_id).toBe(acme);
    const pageToken = FACEBOOK_PAGE_TOKENS['104170258364620'] ?? '';
    expect(JSON.stringify(row)).not.toContain(pageToken);
    expect(Buffer.from(row.token_ciphertext, 'base64').toString('utf8')).not.toContain(pageToken);
    const appKey = (await h.db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'app_key'")).value;
    const sealed = { ciphertext: row.token_ciphertext, iv: row.token_iv, tag: row.token_tag };
    const owner = { customerId: acme, type: 'facebook', externalId: '104170258364620' };
    expect(tokenCipher(appKey).open(sealed, owner)).toBe(pageToken);
    expect(() => tokenCipher(appKey).open(sealed, { ...owner, customerId: acme + 1 })).toThrow();
    expect(() => tokenCipher('another server key').open(sealed, owner)).toThrow();

    // Listed alphabetically; a feed reads the page's posts with its page token.
    const listed = await list('facebook', admin);
    expect(listed.body.data.map((account) => account.username)).toEqual(['Aurora Café', 'Nordic Bakery']);
    expect(listed.body.meta).toEqual({ connectable: true });
    const posts = await h.call<{ data: unknown[] }>('GET', '/api/v1/facebook/accounts/104170258364620', {
      token: admin,
    });
    expect(posts.status).toBe(200);
    expect(posts.body.data.length).toBeGreaterThan(0);
  });

  it('accepts a state once, only from the user it was issued to, and only before it expires (else 422)', async () => {
    const query = (state: string) => ({ access_token: FACEBOOK_USER_TOKEN, expires_in: '3600', state });
    const state = await issue('facebook', admin);
    expect((await connectFacebook(admin, query(state))).status).toBe(200);
    const again = await connectFacebook(admin, query(state));
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('social.stateInvalid');
    expect(Object.keys(again.body.errors ?? {})).toEqual(['state']);

    const forged = await connectFacebook(admin, query('x'.repeat(43)));
    expect(forged.status).toBe(422);

    const editorsState = await issue('facebook', editor);
    expect((await connectFacebook(admin, query(editorsState))).status).toBe(422);

    const instagramState = await issue('instagram', admin);
    expect((await connectFacebook(admin, query(instagramState))).status).toBe(422);

    const late = await issue('facebook', admin);
    h.clock.advance(OAUTH_STATE_TTL_MS / 1000 + 1);
    expect((await connectFacebook(admin, query(late))).status).toBe(422);

    const missing = await connectFacebook(admin, { access_token: FACEBOOK_USER_TOKEN });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['state']);
  });

  it('connects a user who manages no page as themself', async () => {
    const answer = await connectFacebook(admin, {
      access_token: FACEBOOK_PAGELESS_TOKEN,
      state: await issue('facebook', admin),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: '10160879536472631',
        type: 'facebook',
        username: 'Ingrid Hansen',
        source: 'oauth',
        connectedAt: h.clock.now().toISOString(),
        expiresAt: null,
      },
    ]);
  });

  it('answers 502 social.providerFailed when the provider refuses the token, storing nothing', async () => {
    const answer = await connectFacebook(admin, { access_token: 'EAAGexpired', state: await issue('facebook', admin) });
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('social.providerFailed');
    expect(await h.db.query('SELECT 1 FROM social_accounts')).toHaveLength(0);
  });

  it('connects an Instagram-type account by exchanging the code with the same redirect URI', async () => {
    const link = await getlink('instagram', admin, INSTAGRAM_REDIRECT);
    const url = new URL(link.body.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    const state = url.searchParams.get('state') ?? '';
    const connect = (query: Record<string, string>) =>
      h.call<{ data: SocialAccount[]; code?: string }>(
        'GET',
        `/api/v1/oauth/instagram/connect?${new URLSearchParams(query)}`,
        { token: admin },
      );
    expect(
      (await connect({ code: INSTAGRAM_CODE, state, redirect_uri: 'https://evil.test/social/instagram' })).status,
    ).toBe(422);
    const answer = await connect({ code: INSTAGRAM_CODE, state, redirect_uri: INSTAGRAM_REDIRECT });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((account) => [account.id, account.username])).toEqual([
      ['7034519267784318', 'nordicbakery'],
    ]);
    const exchange = provider.requests.find((request) => request.path === '/instagram/token');
    expect(exchange?.form?.get('redirect_uri')).toBe(INSTAGRAM_REDIRECT);
    expect(JSON.stringify(answer.body)).not.toContain(INSTAGRAM_TOKEN);
    const media = await h.call<{ data: unknown[] }>('GET', '/api/v1/instagram/accounts/7034519267784318/media', {
      token: admin,
    });
    expect(media.status).toBe(200);
    expect(media.body.data.length).toBeGreaterThan(0);
    // The state was used: the same answer again is refused.
    expect((await connect({ code: INSTAGRAM_CODE, state, redirect_uri: INSTAGRAM_REDIRECT })).status).toBe(422);
  });

  it('disconnects an account (204), then it is gone; a pre-provisioned one cannot be (409)', async () => {
    await connectFacebook(admin, { access_token: FACEBOOK_USER_TOKEN, state: await issue('facebook', admin) });
    const removed = await h.call('DELETE', '/api/v1/facebook/accounts/104170258364620', { token: admin });
    expect(removed.status).toBe(204);
    expect((await list('facebook', admin)).body.data.map((account) => account.id)).toEqual(['112233445566778']);
    expect((await h.call('DELETE', '/api/v1/facebook/accounts/104170258364620', { token: admin })).status).toBe(404);
    expect((await h.call('GET', '/api/v1/facebook/accounts/104170258364620', { token: admin })).status).toBe(404);

    const provisioned = { id: '555', type: 'facebook' as const, username: 'house', token: 'server-token' };
    Object.assign(h.config.widgets, { socialAccounts: [provisioned] });
    try {
      const listed = await list('facebook', admin);
      expect(listed.body.data.find((account) => account.id === '555')).toEqual({
        id: '555',
        type: 'facebook',
        username: 'house',
        source: 'server',
        connectedAt: null,
        expiresAt: null,
      });
      const refused = await h.call<{ code: string }>('DELETE', '/api/v1/facebook/accounts/555', { token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('social.provisioned');
    } finally {
      Object.assign(h.config.widgets, { socialAccounts: [] });
    }
  });

  it("keeps one tenant's accounts from another: Globex neither lists, reads nor disconnects Acme's", async () => {
    await connectFacebook(admin, { access_token: FACEBOOK_USER_TOKEN, state: await issue('facebook', admin) });
    const listed = await list('facebook', globex);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expect((await h.call('GET', '/api/v1/facebook/accounts/104170258364620', { token: globex })).status).toBe(404);
    expect((await h.call('DELETE', '/api/v1/facebook/accounts/104170258364620', { token: globex })).status).toBe(404);
    expect(await h.db.query('SELECT 1 FROM social_accounts')).toHaveLength(2);
    // Acme's state is no use to Globex either.
    const state = await issue('facebook', admin);
    expect((await connectFacebook(globex, { access_token: FACEBOOK_USER_TOKEN, state })).status).toBe(422);
  });

  it("answers 'User is not allowed to add account' (403) to users who may not connect or disconnect", async () => {
    await connectFacebook(admin, { access_token: FACEBOOK_USER_TOKEN, state: await issue('facebook', admin) });
    const stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    const setScenes = async (level: string) => {
      const current = await h.call<{ data: { permissions: { permissionType: string; level: string }[] } }>(
        'GET',
        `/api/v1/workgroups/${stores}`,
        { token: admin },
      );
      const permissions = current.body.data.permissions.map((entry) =>
        entry.permissionType === 'createAndEditScenes' ? { ...entry, level } : entry,
      );
      expect(
        (await h.call('PUT', `/api/v1/workgroups/${stores}/grouppermissions`, { token: admin, json: { permissions } }))
          .status,
      ).toBe(200);
    };
    await setScenes('readonly');
    try {
      for (const [method, path] of [
        ['GET', `/api/v1/oauth/facebook/getlink?redirect_uri=${encodeURIComponent(FACEBOOK_REDIRECT)}`],
        ['GET', `/api/v1/oauth/instagram/getlink?redirect_uri=${encodeURIComponent(INSTAGRAM_REDIRECT)}`],
        ['GET', `/api/v1/oauth/facebook/connect?access_token=${FACEBOOK_USER_TOKEN}&state=abc`],
        ['GET', `/api/v1/oauth/instagram/connect?code=abc&state=abc&redirect_uri=${INSTAGRAM_REDIRECT}`],
        ['DELETE', '/api/v1/facebook/accounts/104170258364620'],
      ] as const) {
        const answer = await h.call<{ message: string }>(method, path, { token: editor });
        expect(answer.status, path).toBe(403);
        expect(answer.body.message).toBe(NOT_ALLOWED);
      }
      // Reading the accounts is still allowed: the feed layers of scenes the editor reads show them.
      expect((await list('facebook', editor)).body.data).toHaveLength(2);
    } finally {
      await setScenes('full');
    }
    expect((await getlink('facebook', editor, FACEBOOK_REDIRECT)).status).toBe(200);

    // A super-admin acting for no customer has no tenant to connect an account to.
    const answer = await getlink('facebook', superAdmin, FACEBOOK_REDIRECT);
    expect(answer.status).toBe(403);
    expect((answer.body as unknown as { message: string }).message).toBe(NOT_ALLOWED);
  });

  it("serves a paired player its screen's customer's connected accounts and their posts, and no one else's", async () => {
    await connectFacebook(admin, { access_token: FACEBOOK_USER_TOKEN, state: await issue('facebook', admin) });
    const deviceOf = async (customerTitle: string) => {
      const customer = (await h.db.one<{ id: number }>('SELECT id FROM customers WHERE title = $1', [customerTitle]))
        .id;
      const token = randomBytes(32).toString('base64url');
      const screenId = await insertScreen(h, customer, `Feed ${customerTitle}`);
      await h.db.query('UPDATE screens SET device_token_hash = $2 WHERE id = $1', [screenId, hashPlayerSecret(token)]);
      return token;
    };
    const asDevice = (token: string, path: string) =>
      h.call<{ data: { id: string }[] }>('GET', `/api/v1/player/data/${path}`, {
        headers: { authorization: `Device ${token}` },
      });
    const acmeDevice = await deviceOf('Acme Retail');
    const globexDevice = await deviceOf('Globex Cafés');
    const listed = await asDevice(acmeDevice, 'facebook/accounts');
    expect(listed.body.data.map((account) => account.id)).toEqual(['112233445566778', '104170258364620']);
    expect((await asDevice(acmeDevice, 'facebook/accounts/104170258364620')).status).toBe(200);
    expect((await asDevice(globexDevice, 'facebook/accounts')).body.data).toEqual([]);
    expect((await asDevice(globexDevice, 'facebook/accounts/104170258364620')).status).toBe(404);
  });

  it('answers 502 social.notConfigured for a kind without an OAuth app, and says so in the list', async () => {
    const saved = h.config.socialOAuth;
    h.config.socialOAuth = { facebook: null, instagram: provider.socialOAuth.instagram };
    try {
      const answer = await h.call<{ code: string }>(
        'GET',
        `/api/v1/oauth/facebook/getlink?redirect_uri=${encodeURIComponent(FACEBOOK_REDIRECT)}`,
        { token: admin },
      );
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('social.notConfigured');
      expect((await list('facebook', admin)).body.meta).toEqual({ connectable: false });
      expect((await list('instagram', admin)).body.meta).toEqual({ connectable: true });
    } finally {
      h.config.socialOAuth = saved;
    }
  });
});
