import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { MailMessage } from '../mail/mailer';
import { hashSecret } from './tokens';

/** An invitation to set a password: the address and the token its link carries. */
export interface Invitation {
  email: string;
  token: string;
}

/**
 * Days an invitation's link stays valid (ours: a person invited may open their mail days later; a password reset,
 * asked for by its owner, lasts `RESET_TOKEN_MINUTES`).
 */
export const INVITATION_TOKEN_DAYS = 7;

/**
 * Stores an invitation for a new user without a password, in the caller's transaction: a password-reset token
 * (`POST auth/reset` honours it for {@link INVITATION_TOKEN_DAYS} days and verifies the address), replacing
 * any earlier one of the address.
 */
export async function storeInvitation(tx: Db, email: string, now: Date): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO password_resets (email, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $3::timestamptz + make_interval(days => $4::int))
     ON CONFLICT (email) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [email, hashSecret(token), now, INVITATION_TOKEN_DAYS],
  );
  return { email, token };
}

/**
 * The invitation e-mail: its link (`/auth/verify/:token/:email`, spec §2) sets a password and verifies the
 * address. `what` names what the person is invited to ("the customer Acme Retail as an administrator"); `product`
 * is the product's name the person will sign in to, a reseller's brand for its customers and itself (issue 25: a
 * brand all the way through).
 */
export function invitationMail(
  publicUrl: string,
  { email, token }: Invitation,
  what: string,
  product: string,
): MailMessage {
  const link = `${publicUrl}/auth/verify/${token}/${encodeURIComponent(email)}`;
  return {
    to: email,
    subject: `You are invited to ${product}`,
    link,
    text: `You have been invited to ${product}: ${what}.\n\nSet your password here: ${link}\n\nThe link is valid for ${INVITATION_TOKEN_DAYS} days.`,
  };
}
