import { createHash, randomBytes } from 'node:crypto';
import type { SocialAccount, SocialAccountType } from '@screenplay/core/tenant';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import type { ProviderAccount } from './oauth';
import type { SealedToken, TokenCipher } from './tokenCipher';

/**
 * The social accounts a tenant connected (migration 013) and the `state` of the connections its users start.
 * Every function takes the tenant explicitly and filters by it (wall one); the Db passed is the request's, scoped
 * to that tenant by row-level security (wall two).
 */

/** How long a connection's `state` is accepted after `getlink` (ours: time to read and answer the dialog). */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Random bytes of a `state` (256 bits, base64url: 43 characters). */
const STATE_BYTES = 32;

/** A row of `social_accounts`. */
interface AccountRow {
  external_id: string;
  type: SocialAccountType;
  username: string;
  token_ciphertext: string;
  token_iv: string;
  token_tag: string;
  expires_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toWire(row: AccountRow): SocialAccount {
  return {
    id: row.external_id,
    type: row.type,
    username: row.username,
    source: 'oauth',
    connectedAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
  };
}

/** The accounts of a kind the tenant connected (unordered; the route merges and sorts). */
export async function connectedAccounts(db: Db, tenant: TenantId, kind: SocialAccountType): Promise<SocialAccount[]> {
  const rows = await db.query<AccountRow>(
    'SELECT external_id, type, username, token_ciphertext, token_iv, token_tag, expires_at, created_at FROM social_accounts WHERE customer_id = $1 AND type = $2',
    [tenant, kind],
  );
  return rows.map(toWire);
}

/** One connected account with its token opened, or null when the tenant connected none by that id. */
export async function connectedAccountWithToken(
  db: Db,
  cipher: TokenCipher,
  tenant: TenantId,
  kind: SocialAccountType,
  externalId: string,
): Promise<(SocialAccount & { token: string }) | null> {
  const row = await db.maybe<AccountRow>(
    'SELECT external_id, type, username, token_ciphertext, token_iv, token_tag, expires_at, created_at FROM social_accounts WHERE customer_id = $1 AND type = $2 AND external_id = $3',
    [tenant, kind, externalId],
  );
  if (!row) return null;
  const sealed: SealedToken = { ciphertext: row.token_ciphertext, iv: row.token_iv, tag: row.token_tag };
  return { ...toWire(row), token: cipher.open(sealed, { customerId: tenant, type: kind, externalId }) };
}

/**
 * Stores the accounts a connection confirmed, their tokens sealed, in one transaction: a new account is added, an
 * account connected before gets its new token, name and expiry. Answers them as the list shows them.
 */
export async function saveConnectedAccounts(
  db: Db,
  cipher: TokenCipher,
  input: {
    tenant: TenantId;
    kind: SocialAccountType;
    accounts: readonly ProviderAccount[];
    expiresAt: string | null;
    userId: number;
    now: Date;
  },
): Promise<SocialAccount[]> {
  const { tenant, kind, expiresAt, userId, now } = input;
  return db.transaction(async (tx) => {
    const saved: SocialAccount[] = [];
    for (const account of input.accounts) {
      const sealed = cipher.seal(account.token, { customerId: tenant, type: kind, externalId: account.externalId });
      const row = await tx.one<AccountRow>(
        `INSERT INTO social_accounts
           (customer_id, type, external_id, username, token_ciphertext, token_iv, token_tag, expires_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (customer_id, type, external_id) DO UPDATE SET
           username = EXCLUDED.username, token_ciphertext = EXCLUDED.token_ciphertext, token_iv = EXCLUDED.token_iv,
           token_tag = EXCLUDED.token_tag, expires_at = EXCLUDED.expires_at, created_by = EXCLUDED.created_by,
           created_at = EXCLUDED.created_at
         RETURNING external_id, type, username, token_ciphertext, token_iv, token_tag, expires_at, created_at`,
        [
          tenant,
          kind,
          account.externalId,
          account.username.slice(0, 255),
          sealed.ciphertext,
          sealed.iv,
          sealed.tag,
          expiresAt,
          userId,
          now,
        ],
      );
      saved.push(toWire(row));
    }
    return saved;
  });
}

/** Disconnects one account of the tenant; false when it connected none by that id. */
export async function removeConnectedAccount(
  db: Db,
  tenant: TenantId,
  kind: SocialAccountType,
  externalId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM social_accounts WHERE customer_id = $1 AND type = $2 AND external_id = $3 RETURNING id',
    [tenant, kind, externalId],
  );
  return rows.length > 0;
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Issues the `state` of a connection a user starts: random, kept only as its hash with the user, the kind, the
 * redirect URI and its expiry ({@link OAUTH_STATE_TTL_MS}). The tenant's expired states are cleared on the way.
 */
export async function issueOAuthState(
  db: Db,
  input: { tenant: TenantId; userId: number; kind: SocialAccountType; redirectUri: string; now: Date },
): Promise<string> {
  const state = randomBytes(STATE_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM oauth_states WHERE customer_id = $1 AND expires_at <= $2', [input.tenant, input.now]);
    await tx.query(
      'INSERT INTO oauth_states (state_hash, customer_id, user_id, type, redirect_uri, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        hashOf(state),
        input.tenant,
        input.userId,
        input.kind,
        input.redirectUri,
        new Date(input.now.getTime() + OAUTH_STATE_TTL_MS),
      ],
    );
  });
  return state;
}

/**
 * Takes a `state` back: it must have been issued to this user of this tenant for this kind and not have expired.
 * It is deleted in the same statement, so it completes at most one connection (single use). Answers the redirect
 * URI it was issued for, or null when it is not acceptable.
 */
export async function consumeOAuthState(
  db: Db,
  input: { tenant: TenantId; userId: number; kind: SocialAccountType; state: string; now: Date },
): Promise<{ redirectUri: string } | null> {
  const row = await db.maybe<{ redirect_uri: string; expires_at: Date | string }>(
    'DELETE FROM oauth_states WHERE state_hash = $1 AND customer_id = $2 AND user_id = $3 AND type = $4 RETURNING redirect_uri, expires_at',
    [hashOf(input.state), input.tenant, input.userId, input.kind],
  );
  if (!row || new Date(row.expires_at).getTime() <= input.now.getTime()) return null;
  return { redirectUri: row.redirect_uri };
}
