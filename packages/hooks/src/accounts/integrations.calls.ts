import type { FacebookCallback, InstagramCallback, SocialAccount, SocialAccountType } from '@screenplay/core/tenant';
import { SOCIAL_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** `GET {kind}/accounts`: the tenant's accounts of a kind and whether the server can connect more. */
export interface SocialAccountList {
  accounts: SocialAccount[];
  /** The server has the kind's OAuth app (`meta.connectable`). */
  connectable: boolean;
}

/** The calls of the Integrations page and the `/social/:type` callback page (spec §7 Social; issue 14). */
export interface IntegrationsCalls {
  list(kind: SocialAccountType): Promise<SocialAccountList>;
  /** `GET oauth/{kind}/getlink?redirect_uri`: the provider's consent dialog to send the browser to. */
  link(kind: SocialAccountType, redirectUri: string): Promise<string>;
  /** `GET oauth/facebook/connect?access_token&data_access_expiration_time&expires_in&state`. */
  connectFacebook(callback: FacebookCallback): Promise<SocialAccount[]>;
  /** `GET oauth/instagram/connect?code&state&redirect_uri`. */
  connectInstagram(callback: InstagramCallback, redirectUri: string): Promise<SocialAccount[]>;
  /** `DELETE {kind}/accounts/{id}`. */
  disconnect(kind: SocialAccountType, id: string): Promise<void>;
}

/** Each kind's endpoints: its accounts, its consent link and disconnecting one. */
const KIND_API = {
  facebook: {
    accounts: SOCIAL_API.facebookAccounts,
    link: SOCIAL_API.facebookLink,
    remove: SOCIAL_API.removeFacebookAccount,
  },
  instagram: {
    accounts: SOCIAL_API.instagramAccounts,
    link: SOCIAL_API.instagramLink,
    remove: SOCIAL_API.removeInstagramAccount,
  },
} as const;

/** The integrations calls over an API client. */
export function integrationsCalls(api: ApiClient): IntegrationsCalls {
  return {
    list: async (kind) => {
      const answer = await api.call(KIND_API[kind].accounts);
      return { accounts: answer.data, connectable: answer.meta?.connectable === true };
    },
    link: async (kind, redirectUri) =>
      (await api.call(KIND_API[kind].link, { query: { redirect_uri: redirectUri } })).url,
    connectFacebook: async (callback) =>
      (
        await api.call(SOCIAL_API.facebookConnect, {
          query: {
            access_token: callback.accessToken,
            state: callback.state,
            ...(callback.expiresIn === null ? {} : { expires_in: String(callback.expiresIn) }),
            ...(callback.dataAccessExpirationTime === null
              ? {}
              : { data_access_expiration_time: String(callback.dataAccessExpirationTime) }),
          },
        })
      ).data,
    connectInstagram: async (callback, redirectUri) =>
      (
        await api.call(SOCIAL_API.instagramConnect, {
          query: { code: callback.code, state: callback.state, redirect_uri: redirectUri },
        })
      ).data,
    disconnect: async (kind, id) => {
      await api.call(KIND_API[kind].remove, { params: { id } });
    },
  };
}

/** This portal's own callback address of a kind: the only redirect URI the server accepts. */
export function callbackUrl(origin: string, kind: SocialAccountType): string {
  return `${origin}/social/${kind}`;
}
