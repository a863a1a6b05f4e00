import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_GRAPH_URL, DEFAULT_FORECAST_API_URL, loadConfig, parseSocialAccounts } from './config';

describe('widget service settings', () => {
  it('default to MET Norway and the Graph API, no social accounts, and private feed URLs refused', () => {
    const { widgets } = loadConfig({ PUBLIC_URL: 'https://signage.example.com/' }, '/srv');
    expect(widgets).toEqual({
      forecastApiUrl: DEFAULT_FORECAST_API_URL,
      forecastUserAgent: 'Screenplay/1.0 (https://signage.example.com)',
      facebookGraphUrl: DEFAULT_FACEBOOK_GRAPH_URL,
      socialAccounts: [],
      allowPrivateFeedUrls: false,
    });
  });

  it('read FORECAST_API_URL, FORECAST_USER_AGENT, FACEBOOK_GRAPH_URL and SOCIAL_ACCOUNTS_JSON', () => {
    const { widgets } = loadConfig(
      {
        FORECAST_API_URL: 'http://met.local/locationforecast/2.0/',
        FORECAST_USER_AGENT: 'acme-signage/2.1 ops@acme.test',
        FACEBOOK_GRAPH_URL: 'http://graph.local/v20.0/',
        SOCIAL_ACCOUNTS_JSON: '[{"id":"1","type":"facebook","username":"acme","token":"t","customerId":3}]',
        ALLOW_PRIVATE_FEED_URLS: 'true',
      },
      '/srv',
    );
    expect(widgets).toEqual({
      forecastApiUrl: 'http://met.local/locationforecast/2.0',
      forecastUserAgent: 'acme-signage/2.1 ops@acme.test',
      facebookGraphUrl: 'http://graph.local/v20.0',
      socialAccounts: [{ id: '1', type: 'facebook', username: 'acme', token: 't', customerId: 3 }],
      allowPrivateFeedUrls: false,
    });
  });
});

describe('parseSocialAccounts', () => {
  it('stops the server with a clear error for anything but an array of complete accounts', () => {
    expect(() => parseSocialAccounts('{')).toThrow('SOCIAL_ACCOUNTS_JSON must be JSON');
    expect(() => parseSocialAccounts('{}')).toThrow('must be a JSON array');
    expect(() => parseSocialAccounts('[{"id":"1","type":"twitter","username":"a","token":"t"}]')).toThrow(
      'SOCIAL_ACCOUNTS_JSON[0]',
    );
    expect(() => parseSocialAccounts('[{"id":1,"type":"facebook","username":"a","token":"t"}]')).toThrow(
      'SOCIAL_ACCOUNTS_JSON[0]',
    );
    expect(() =>
      parseSocialAccounts('[{"id":"1","type":"facebook","username":"a","token":"t","customerId":"3"}]'),
    ).toThrow('customerId');
    expect(parseSocialAccounts(null)).toEqual([]);
  });
});
