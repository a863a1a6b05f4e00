import { ROLE_NAMES, type CustomerAdministratorInput } from '@screenplay/core';
import { storeInvitation, type Invitation } from '../auth/invitations';
import { normaliseEmail } from '../auth/users';
import type { Db } from '../db/client';
import { unprocessableKeys } from '../http/errors';

/** The spec's answer when an administrator's e-mail is taken (§5, en.accounts.ts). */
export const ADMIN_EMAIL_TAKEN_KEY = 'customers.adminEmailTaken';

/**
 * Creates each administrator as an unverified user of the customer, without a password, with the customer-admin
 * role, and stores an invitation for each, in the caller's transaction. An e-mail that any user already has
 * answers 422 `customers.adminEmailTaken` on `administrators.{index}.email`, and the transaction stores nothing.
 * Returns the invitations to mail once the transaction has committed.
 */
export async function inviteAdministrators(
  tx: Db,
  customerId: number,
  admins: readonly (CustomerAdministratorInput & { index: number })[],
  now: Date,
): Promise<Invitation[]> {
  const invitations: Invitation[] = [];
  for (const admin of admins) {
    const email = normaliseEmail(admin.email);
    const name = admin.name?.trim() || email.slice(0, email.indexOf('@'));
    const created = await tx.maybe<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, email_verified_at, customer_id, created_at, updated_at)
       VALUES ($1, NULL, $2, NULL, $3, $4, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, name, customerId, now],
    );
    if (!created) throw unprocessableKeys({ [`administrators.${admin.index}.email`]: [ADMIN_EMAIL_TAKEN_KEY] });
    await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [
      created.id,
      ROLE_NAMES.customerAdmin,
    ]);
    invitations.push(await storeInvitation(tx, email, now));
  }
  return invitations;
}

/**
 * Makes the customer's administrators the listed ones (`PUT customers/{id}` with `administrators`): listed
 * e-mails that are not administrators yet are invited as {@link inviteAdministrators} does; administrators not
 * listed lose the customer-admin role (their account stays the customer's, as removing a workgroup member
 * keeps it; their sessions see the change on the next request). Returns the invitations to mail.
 */
export async function replaceAdministrators(
  tx: Db,
  customerId: number,
  listed: readonly CustomerAdministratorInput[],
  now: Date,
): Promise<Invitation[]> {
  const current = await tx.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u
       JOIN user_roles ur ON ur.user_id = u.id
       JOIN roles r ON r.id = ur.role_id AND r.name = $2
      WHERE u.customer_id = $1`,
    [customerId, ROLE_NAMES.customerAdmin],
  );
  const wanted = new Set(listed.map((admin) => normaliseEmail(admin.email)));
  const removed = current.filter((admin) => !wanted.has(admin.email)).map((admin) => admin.id);
  if (removed.length > 0)
    await tx.query(
      'DELETE FROM user_roles ur USING roles r WHERE ur.role_id = r.id AND r.name = $2 AND ur.user_id = ANY($1::int[])',
      [removed, ROLE_NAMES.customerAdmin],
    );
  const existing = new Set(current.map((admin) => admin.email));
  const added = listed
    .map((admin, index) => ({ ...admin, index }))
    .filter((admin) => !existing.has(normaliseEmail(admin.email)));
  return inviteAdministrators(tx, customerId, added, now);
}
