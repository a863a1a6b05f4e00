import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSecretProof,
  dialogUrl,
  facebookAccountsOf,
  instagramAccountOf,
  SocialProviderError,
} from '../../examples/portal/server/social/oauth';
import { SOCIAL_TOKEN_KEY_LABEL, tokenCipher } from '../../examples/portal/server/social/tokenCipher';
import {
  FACEBOOK_PAGE_TOKENS,
  FACEBOOK_PAGELESS_TOKEN,
  FACEBOOK_USER_TOKEN,
  INSTAGRAM_CODE,
  INSTAGRAM_TOKEN,
  type OAuthProviderServer,
  startOAuthProviderServer,
  TEST_APP,
} from './support/oauthServer';

/**
 * The providers' adapter (server/social/oauth.ts) against recorded answers in the Graph API's and Instagram
 * Login's formats (support/oauthServer.ts, fixtures/social), and the token cipher (server/social/tokenCipher.ts).
 */
describe('social OAuth adapter', () => {
  let provider: OAuthProviderServer;
  beforeAll(async () => {
    provider = await startOAuthProviderServer();
  });
  afterAll(() => provider.close());

  const facebookApp = () => provider.socialOAuth.facebook ?? { ...TEST_APP, dialogUrl: '' };
  const instagramApp = () => {
    const app = provider.socialOAuth.instagram;
    if (!app) throw new Error('no instagram app');
    return app;
  };

  it('builds the dialog address: token flow for Facebook, code flow for Instagram, our state and redirect', () => {
    const facebook = new URL(dialogUrl('facebook', facebookApp(), 'https://portal.test/social/facebook', 'st'));
    expect(Object.fromEntries(facebook.searchParams)).toEqual({
      client_id: TEST_APP.appId,
      redirect_uri: 'https://portal.test/social/facebook',
      state: 'st',
      response_type: 'token',
      scope: 'pages_show_list,pages_read_engagement',
    });
    const instagram = new URL(dialogUrl('instagram', instagramApp(), 'https://portal.test/social/instagram', 'st'));
    expect(instagram.searchParams.get('response_type')).toBe('code');
    expect(instagram.searchParams.get('scope')).toBe('instagram_business_basic');
  });

  it('signs Graph calls with appsecret_proof, the HMAC-SHA256 of the token with the app secret', () => {
    expect(appSecretProof('abc', 'secret')).toBe(createHmac('sha256', 'secret').update('abc').digest('hex'));
  });

  it('reads the pages a user manages, each with its own page token', async () => {
    const accounts = await facebookAccountsOf(provider.graphUrl, facebookApp(), FACEBOOK_USER_TOKEN);
    expect(accounts).toEqual([
      { externalId: '104170258364620', username: 'Nordic Bakery', token: FACEBOOK_PAGE_TOKENS['104170258364620'] },
      { externalId: '112233445566778', username: 'Aurora Café', token: FACEBOOK_PAGE_TOKENS['112233445566778'] },
    ]);
    const call = provider.requests.findLast((request) => request.path === '/graph/me/accounts');
    expect(call?.query.get('appsecret_proof')).toBe(appSecretProof(FACEBOOK_USER_TOKEN, TEST_APP.appSecret));
    expect(call?.query.get('fields')).toBe('id,name,access_token');
  });

  it('reads the user themself when they manage no page', async () => {
    expect(await facebookAccountsOf(provider.graphUrl, facebookApp(), FACEBOOK_PAGELESS_TOKEN)).toEqual([
      { externalId: '10160879536472631', username: 'Ingrid Hansen', token: FACEBOOK_PAGELESS_TOKEN },
    ]);
  });

  it('fails with the provider’s reason, never the token, on a refused token or an unreachable provider', async () => {
    const refused = await facebookAccountsOf(provider.graphUrl, facebookApp(), 'EAAGsecret').catch((e) => e);
    expect(refused).toBeInstanceOf(SocialProviderError);
    expect(refused.message).toContain('Error validating access token');
    expect(refused.message).not.toContain('EAAGsecret');
    const offline = await facebookAccountsOf('http://127.0.0.1:1/graph', facebookApp(), 'EAAGsecret').catch((e) => e);
    expect(offline).toBeInstanceOf(SocialProviderError);
    expect(offline.message).not.toContain('EAAGsecret');
    // Something that is not the Graph format (the stand-in's 404 page).
    const other = await facebookAccountsOf(`${provider.origin}/nowhere`, facebookApp(), 'x').catch((e) => e);
    expect(other).toBeInstanceOf(SocialProviderError);
  });

  it('exchanges an Instagram code at the token endpoint (form, same redirect URI) and reads the account', async () => {
    const account = await instagramAccountOf(instagramApp(), INSTAGRAM_CODE, 'https://portal.test/social/instagram');
    expect(account).toEqual({ externalId: '7034519267784318', username: 'nordicbakery', token: INSTAGRAM_TOKEN });
    const exchange = provider.requests.findLast((request) => request.path === '/instagram/token');
    expect(exchange?.method).toBe('POST');
    expect(Object.fromEntries(exchange?.form ?? [])).toEqual({
      client_id: TEST_APP.appId,
      client_secret: TEST_APP.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: 'https://portal.test/social/instagram',
      code: INSTAGRAM_CODE,
    });
    // A code is accepted once: Instagram's error answer.
    const again = await instagramAccountOf(
      instagramApp(),
      INSTAGRAM_CODE,
      'https://portal.test/social/instagram',
    ).catch((e) => e);
    expect(again).toBeInstanceOf(SocialProviderError);
    expect(again.message).toContain('This authorization code has been used');
  });
});

describe('social token cipher', () => {
  const owner = { customerId: 3, type: 'facebook', externalId: '104170258364620' };

  it('seals with a fresh IV each time and opens only with the same key and owner', () => {
    const cipher = tokenCipher('server key');
    const first = cipher.seal('EAAGpage', owner);
    const second = cipher.seal('EAAGpage', owner);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(Buffer.from(first.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(first.tag, 'base64')).toHaveLength(16);
    expect(cipher.open(first, owner)).toBe('EAAGpage');
    expect(() => tokenCipher('other key').open(first, owner)).toThrow(/does not decrypt/);
    expect(() => cipher.open(first, { ...owner, externalId: '1' })).toThrow(/does not decrypt/);
    const tampered = { ...first, ciphertext: Buffer.from('EAAGpagf').toString('base64') };
    expect(() => cipher.open(tampered, owner)).toThrow(/does not decrypt/);
    expect(SOCIAL_TOKEN_KEY_LABEL).toBe('social-tokens');
  });
});
