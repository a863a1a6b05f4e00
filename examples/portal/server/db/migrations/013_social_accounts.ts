import { OWN_CUSTOMER, policy } from './004_tenancy_rls';

/**
 * Migration 013: social accounts connected per tenant (spec accounts §3 "Social account", §7 Social; issue 14).
 *
 * - `social_accounts`: a Facebook page or Instagram account a customer connected through the provider's OAuth
 *   dialog. `external_id` is the provider's id (the Graph API id the feed layers read posts by); one account is
 *   connected once per customer and kind (a second connection renews its token and name). The access token is
 *   kept encrypted with AES-256-GCM (social/tokenCipher.ts): ciphertext, 12-byte IV and 16-byte tag, each base64.
 *   The token is bound to its row (customer, type, external id as associated data), so a ciphertext copied into
 *   another row does not decrypt. `expires_at` is when the provider said access ends (null: not given).
 * - `oauth_states`: the `state` of each connection a user starts (`GET oauth/{type}/getlink`), kept as its SHA-256
 *   so the table never holds a usable value; one row per state, deleted when used (single use), with the user, the
 *   kind, the redirect URI it was issued for and its expiry (routes/social/oauth.ts, `OAUTH_STATE_TTL_MS`).
 * - Both name a customer and are under row-level security like every such table.
 */
export const sql = /* sql */ `
CREATE TABLE social_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('facebook', 'instagram')),
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 128),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 255),
  token_ciphertext text NOT NULL,
  token_iv text NOT NULL,
  token_tag text NOT NULL,
  expires_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (customer_id, type, external_id)
);
${policy('social_accounts', OWN_CUSTOMER)}

CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY CHECK (length(state_hash) = 64),
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('facebook', 'instagram')),
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_customer_id_idx ON oauth_states (customer_id, expires_at);
${policy('oauth_states', OWN_CUSTOMER)}
`;
