import type { FacebookCallback, InstagramCallback, SocialAccount, SocialAccountType } from '@screenplay/core/tenant';
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

/** The integrations calls over an API client. */
export function integrationsCalls(api: ApiClient): IntegrationsCalls {
  return {
    list: async (kind) => {
      const answer = await api.get<{ data: SocialAccount[]; meta?: { connectable?: boolean } }>(`${kind}/accounts`);
      return { accounts: answer.data, connectable: answer.meta?.connectable === true };
    },
    link: async (kind, redirectUri) =>
      (await api.get<{ url: string }>(`oauth/${kind}/getlink`, { params: { redirect_uri: redirectUri } })).url,
    connectFacebook: async (callback) =>
      (
        await api.get<{ data: SocialAccount[] }>('oauth/facebook/connect', {
          params: {
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
        await api.get<{ data: SocialAccount[] }>('oauth/instagram/connect', {
          params: { code: callback.code, state: callback.state, redirect_uri: redirectUri },
        })
      ).data,
    disconnect: async (kind, id) => {
      await api.delete(`${kind}/accounts/${encodeURIComponent(id)}`);
    },
  };
}

/** This portal's own callback address of a kind: the only redirect URI the server accepts. */
export function callbackUrl(origin: string, kind: SocialAccountType): string {
  return `${origin}/social/${kind}`;
}
