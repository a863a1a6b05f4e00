import type { Fixture } from './fixtures';

/** Why the OAuth routes need no foreign case: they name no tenant record, only the caller's own tenant and state. */
const ownState = (what: string) =>
  `${what} in the caller's own tenant; a state issued to another user or tenant is refused (422) in social-oauth.test.ts`;

/**
 * The isolation-matrix fixtures of the social account connections issue 14 adds (see `Fixture`). Listing and reading
 * the accounts (`GET facebook|instagram/accounts...`) are in fixtures.ts with the widget data.
 */
export const SOCIAL_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/oauth/facebook/getlink': { exempt: ownState('issues a state for a connection') },
  'GET /api/v1/oauth/instagram/getlink': { exempt: ownState('issues a state for a connection') },
  'GET /api/v1/oauth/facebook/connect': { exempt: ownState('completes a connection by its state') },
  'GET /api/v1/oauth/instagram/connect': { exempt: ownState('completes a connection by its state') },
  'DELETE /api/v1/facebook/accounts/:id': { foreign: (w) => [{ params: { id: w.acme.socialAccounts.facebook } }] },
  'DELETE /api/v1/instagram/accounts/:id': { foreign: (w) => [{ params: { id: w.acme.socialAccounts.instagram } }] },
};
