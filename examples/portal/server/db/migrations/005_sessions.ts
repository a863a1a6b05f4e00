/**
 * Migration 005 (issue 10): sessions, pending e-mail changes and throttles.
 * - `access_tokens.session_id` groups the tokens of one sign-in (its access tokens, renewed ones included,
 *   and its realtime token), so logout ends that sign-in only and a password change ends every other one.
 *   Existing rows each become their own session.
 * - `users.pending_email` holds a new address until it is verified; sign-in keeps using `email` meanwhile.
 * - `throttles` counts events per rule and key in fixed windows, in the database so that the counts survive
 *   a restart and are shared by every server instance.
 */
export const sql = /* sql */ `
CREATE SEQUENCE access_token_sessions AS bigint;
ALTER TABLE access_tokens ADD COLUMN session_id bigint NOT NULL DEFAULT nextval('access_token_sessions');
CREATE INDEX access_tokens_session_id_idx ON access_tokens (session_id);

ALTER TABLE users ADD COLUMN pending_email text;

CREATE TABLE throttles (
  rule text NOT NULL,
  key text NOT NULL,
  window_ends_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (rule, key)
);
`;
