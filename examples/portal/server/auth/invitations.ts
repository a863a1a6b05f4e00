import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { MailMessage } from '../mail/mailer';
import { RESET_TOKEN_MINUTES } from '../routes/auth/password';
import { hashSecret } from './tokens';

/** An invitation to set a password: the address and the token its link carries. */
export interface Invitation {
  email: string;
  token: string;
}

/**
 * Stores an invitation for a new user without a password, in the caller's transaction: a password-reset token
 * (`POST auth/reset` honours it for {@link RESET_TOKEN_MINUTES} minutes and verifies the address), replacing
 * any earlier one of the address.
 */
export async function storeInvitation(tx: Db, email: string, now: Date): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO password_resets (email, token_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
    [email, hashSecret(token), now],
  );
  return { email, token };
}

/**
 * The invitation e-mail: its link (`/auth/verify/:token/:email`, spec §2) sets a password and verifies the
 * address. `what` names what the person is invited to ("the customer Acme Retail as an administrator").
 */
export function invitationMail(publicUrl: string, { email, token }: Invitation, what: string): MailMessage {
  const link = `${publicUrl}/auth/verify/${token}/${encodeURIComponent(email)}`;
  return {
    to: email,
    subject: 'You are invited to Screenplay',
    link,
    text: `You have been invited to Screenplay: ${what}.\n\nSet your password here: ${link}\n\nThe link is valid for ${RESET_TOKEN_MINUTES} minutes.`,
  };
}
