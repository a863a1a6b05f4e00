import { describe, expect, it } from 'vitest';
import { deriveAccess } from '../access/access';
import { DEMO_USERS, makeUser } from '../access/access.fixtures';
import { groupPermissionsAt } from '../access/workgroups';
import {
  SOCIAL_ACCOUNT_TYPES,
  callbackParams,
  facebookAccessEnds,
  isCallbackError,
  isSocialAccountType,
  mayAddSocialAccount,
  parseFacebookCallback,
  parseInstagramCallback,
  socialCallbackPath,
  socialConnectRefusal,
  sortSocialAccounts,
} from './tenant.social';

const workgroupUser = (level: 'full' | 'readonly' | 'hidden') =>
  deriveAccess(
    makeUser(['workgroup-user'], {
      tenantType: 'Direct',
      customerId: 10,
      groupPermissions: { ...groupPermissionsAt('hidden'), createAndEditScenes: level },
    }),
  );

describe('social account types', () => {
  it('are the two kinds of the spec, with their callback paths', () => {
    expect(SOCIAL_ACCOUNT_TYPES).toEqual(['instagram', 'facebook']);
    expect(socialCallbackPath('facebook')).toBe('/social/facebook');
    expect(socialCallbackPath('instagram')).toBe('/social/instagram');
    expect(isSocialAccountType('facebook')).toBe(true);
    expect(isSocialAccountType('twitter')).toBe(false);
    expect(isSocialAccountType('Facebook')).toBe(false);
  });
});

describe('sortSocialAccounts', () => {
  it('lists by username alphabetically, ignoring case, then by id', () => {
    const sorted = sortSocialAccounts([
      { id: '3', username: 'zeta' },
      { id: '2', username: 'Alpha' },
      { id: '1', username: 'alpha' },
      { id: '4', username: 'beta' },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['1', '2', '4', '3']);
  });
});

describe('who may add a social account', () => {
  it('lets tenant admins, acting super-admins and resellers add one', () => {
    expect(mayAddSocialAccount(deriveAccess(DEMO_USERS.directCustomerAdmin))).toBe(true);
    expect(mayAddSocialAccount(deriveAccess(DEMO_USERS.delegatedCustomerAdmin))).toBe(true);
    expect(mayAddSocialAccount(deriveAccess(DEMO_USERS.superAdminActingAsDirect))).toBe(true);
    expect(mayAddSocialAccount(deriveAccess(DEMO_USERS.resellerActingAsDelegated))).toBe(true);
  });

  it('refuses a super-admin or reseller acting for no customer: no tenant owns the account', () => {
    expect(socialConnectRefusal(deriveAccess(DEMO_USERS.superAdmin))).toBe('noTenant');
    expect(socialConnectRefusal(deriveAccess(DEMO_USERS.resellerAdmin))).toBe('noTenant');
  });

  it('lets a workgroup user add one only with createAndEditScenes at Full Access', () => {
    expect(socialConnectRefusal(workgroupUser('full'))).toBeNull();
    expect(socialConnectRefusal(workgroupUser('readonly'))).toBe('notAllowed');
    expect(socialConnectRefusal(workgroupUser('hidden'))).toBe('notAllowed');
  });
});

describe('callback parameters', () => {
  it('merges the query and the fragment, the fragment winning', () => {
    const params = callbackParams('?state=q&x=1', '#access_token=t&state=h');
    expect(params.get('state')).toBe('h');
    expect(params.get('x')).toBe('1');
    expect(params.get('access_token')).toBe('t');
  });

  it('reads a Facebook-type token callback', () => {
    const parsed = parseFacebookCallback(
      callbackParams('', '#access_token=EAAB&data_access_expiration_time=1790000000&expires_in=5183944&state=s1'),
    );
    expect(parsed).toEqual({
      accessToken: 'EAAB',
      expiresIn: 5183944,
      dataAccessExpirationTime: 1790000000,
      state: 's1',
    });
  });

  it('drops expiry values that are not whole positive seconds', () => {
    for (const bad of ['0', '-5', '1.5', 'abc', '']) {
      const parsed = parseFacebookCallback(callbackParams(`?access_token=t&state=s&expires_in=${bad}`, ''));
      expect(parsed).toMatchObject({ expiresIn: null, dataAccessExpirationTime: null });
    }
  });

  it('reports a missing token or state, and a provider error', () => {
    expect(parseFacebookCallback(callbackParams('?access_token=t', ''))).toEqual({
      error: 'missing',
      description: null,
    });
    expect(parseFacebookCallback(callbackParams('?state=s&access_token=%20', ''))).toMatchObject({ error: 'missing' });
    const denied = parseFacebookCallback(
      callbackParams('?error=access_denied&error_description=Permissions+error&state=s', ''),
    );
    expect(denied).toEqual({ error: 'denied', description: 'Permissions error' });
    expect(isCallbackError(denied)).toBe(true);
  });

  it('reads an Instagram-type code callback, without the #_ Instagram appends', () => {
    const parsed = parseInstagramCallback(callbackParams('?code=AQB1&state=s2', '#_'));
    expect(parsed).toEqual({ code: 'AQB1', state: 's2' });
    expect(isCallbackError(parsed)).toBe(false);
    expect(parseInstagramCallback(callbackParams('?code=AQB1', ''))).toMatchObject({ error: 'missing' });
    expect(parseInstagramCallback(callbackParams('?error=access_denied&error_message=No', ''))).toEqual({
      error: 'denied',
      description: 'No',
    });
  });
});

describe('facebookAccessEnds', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is the earlier of the token expiry and the data access expiry', () => {
    expect(facebookAccessEnds({ expiresIn: 3600, dataAccessExpirationTime: null }, now)).toBe(
      '2026-01-01T01:00:00.000Z',
    );
    const soon = Date.parse('2026-01-01T00:30:00Z') / 1000;
    expect(facebookAccessEnds({ expiresIn: 3600, dataAccessExpirationTime: soon }, now)).toBe(
      '2026-01-01T00:30:00.000Z',
    );
    expect(facebookAccessEnds({ expiresIn: null, dataAccessExpirationTime: null }, now)).toBeNull();
  });
});
