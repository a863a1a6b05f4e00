import { Hono } from 'hono';
import {
  isRecordId,
  ROLE_NAMES,
  WORKGROUP_ASSIGNABLE_ROLES,
  workgroupInviteErrors,
  workgroupUserErrors,
  type WorkgroupRole,
} from '@screenplay/core';
import { invitationMail, storeInvitation } from '../../auth/invitations';
import { normaliseEmail } from '../../auth/users';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { idParam } from '../../http/params';
import { brandProductName, readCustomerBrand } from '../../settings/settings.data';
import { assertWorkgroup, readMember, workgroupAdmin } from '../../workgroups/workgroups.data';
import { assertNoProblems, unprocessableKeys } from '../../http/errors';

/** The spec's text when an e-mail is taken (§5: "The user with the email provided already exists"). */
const EMAIL_TAKEN_KEY = 'customers.adminEmailTaken';

/** Replaces the user's assignable roles (customer-admin, workgroup-user) by `roles`, in the caller's transaction. */
async function replaceRoles(tx: Db, userId: number, roles: readonly WorkgroupRole[]): Promise<void> {
  await tx.query(
    `DELETE FROM user_roles ur USING roles r WHERE ur.role_id = r.id AND ur.user_id = $1 AND r.name = ANY($2::text[])`,
    [userId, [...WORKGROUP_ASSIGNABLE_ROLES]],
  );
  await tx.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, [...roles]],
  );
}

/**
 * The members of a workgroup (spec accounts §7): invite (`POST workgroups/{id}/users`), update name and roles
 * (`PUT workgroups/{id}/user/{uid}`), move to another of the customer's workgroups (`PATCH .../users/{uid}
 * {workgroupId}`) and remove (`DELETE .../users/{uid}`: the membership only; the account stays the customer's).
 */
export function memberRoutes({ config, mailer, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:id/users', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertWorkgroup(c.var.db, actor.customerId, id);
    assertNoProblems(workgroupInviteErrors(raw));
    const email = normaliseEmail(raw.email as string);
    const roles = (raw.roles as WorkgroupRole[] | undefined) ?? [ROLE_NAMES.workgroupUser];
    const lastName = typeof raw.lastName === 'string' ? raw.lastName.trim() || null : null;
    const now = clock.now();
    const { userId, invitation } = await c.var.db.transaction(async (tx) => {
      await assertWorkgroup(tx, actor.customerId, id, true);
      const created = await tx.maybe<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, customer_id, created_at, updated_at)
         VALUES ($1, NULL, $2, $3, NULL, $4, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, (raw.name as string).trim(), lastName, actor.customerId, now],
      );
      if (!created) throw unprocessableKeys({ email: [EMAIL_TAKEN_KEY] });
      await replaceRoles(tx, created.id, roles);
      await tx.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [id, created.id]);
      return { userId: created.id, invitation: await storeInvitation(tx, email, now) };
    });
    // After the commit: the mail must not hold the database while it waits on SMTP.
    const product = brandProductName(await readCustomerBrand(c.var.db, actor.customerId));
    await mailer.send(invitationMail(config.publicUrl, invitation, 'a workgroup', product));
    return c.json({ data: await readMember(c.var.db, actor.customerId, id, userId) }, 201);
  });

  app.put('/:id/user/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await readMember(c.var.db, actor.customerId, id, userId);
    assertNoProblems(workgroupUserErrors(raw, userId === actor.user.id));
    const lastName = typeof raw.lastName === 'string' ? raw.lastName.trim() || null : null;
    await c.var.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE users SET name = $3, last_name = CASE WHEN $5::boolean THEN $4 ELSE last_name END, updated_at = $6
          WHERE id = $1 AND customer_id = $2`,
        [userId, actor.customerId, (raw.name as string).trim(), lastName, raw.lastName !== undefined, clock.now()],
      );
      await replaceRoles(tx, userId, raw.roles as WorkgroupRole[]);
    });
    return c.json({ data: await readMember(c.var.db, actor.customerId, id, userId) });
  });

  app.patch('/:id/users/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await readMember(c.var.db, actor.customerId, id, userId);
    const target = raw.workgroupId;
    if (!isRecordId(target)) throw unprocessableKeys({ workgroupId: ['workgroupErrors.workgroupId'] });
    if (target !== id) {
      await c.var.db.transaction(async (tx) => {
        await assertWorkgroup(tx, actor.customerId, target, true);
        await tx.query('DELETE FROM workgroup_users WHERE workgroup_id = $1 AND user_id = $2', [id, userId]);
        await tx.query(
          'INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2) ON CONFLICT (workgroup_id, user_id) DO NOTHING',
          [target, userId],
        );
      });
    }
    return c.json({ data: await readMember(c.var.db, actor.customerId, target, userId) });
  });

  app.delete('/:id/users/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    await readMember(c.var.db, actor.customerId, id, userId);
    await c.var.db.query('DELETE FROM workgroup_users WHERE workgroup_id = $1 AND user_id = $2', [id, userId]);
    return c.body(null, 204);
  });

  return app;
}
