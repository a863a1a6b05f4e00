/**
 * Migration 009: a password-reset row says when it expires. A reset asked for by its owner lasts
 * `RESET_TOKEN_MINUTES` (60); an invitation, which its person may open days later, `INVITATION_TOKEN_DAYS` (7).
 * Both ride on the same row (one pending token per address), so the row carries its own end. Rows from before
 * end as they did: created plus 60 minutes.
 */
export const sql = /* sql */ `
ALTER TABLE password_resets ADD COLUMN expires_at timestamptz;
UPDATE password_resets SET expires_at = created_at + interval '60 minutes';
ALTER TABLE password_resets ALTER COLUMN expires_at SET NOT NULL;
`;
