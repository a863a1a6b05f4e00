import { Hono } from 'hono';
import { ROLE_NAMES, workgroupUserErrors, type WorkgroupRole } from '@screenplay/core';
import { WORKGROUPS_API } from '@screenplay/core/contract';
import { invitationMail, storeInvitation } from '../../auth/invitations';
import { normaliseEmail } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { idParam } from '../../http/params';
import { brandProductName, readCustomerBrand } from '../../settings/settings.data';
import { insertMember, moveMember, removeMember, updateMember } from '../../workgroups/members.write';
import { assertWorkgroup, readMember, workgroupAdmin } from '../../workgroups/workgroups.data';
import { unprocessableKeys } from '../../http/errors';

/** The spec's text when an e-mail is taken (§5: "The user with the email provided already exists"). */
const EMAIL_TAKEN_KEY = 'customers.adminEmailTaken';

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
    await assertWorkgroup(c.var.db, actor.customerId, id);
    const body = await contractBody(c, WORKGROUPS_API.invite);
    const email = normaliseEmail(body.email);
    // Core's rules (workgroupInviteErrors) hold the roles among the assignable ones.
    const roles = (body.roles as WorkgroupRole[] | undefined) ?? [ROLE_NAMES.workgroupUser];
    const lastName = typeof body.lastName === 'string' ? body.lastName.trim() || null : null;
    const now = clock.now();
    const { userId, invitation } = await c.var.db.transaction(async (tx) => {
      const created = await insertMember(tx, actor.customerId, id, {
        email,
        name: body.name.trim(),
        lastName,
        roles,
        now,
      });
      if (created === null) throw unprocessableKeys({ email: [EMAIL_TAKEN_KEY] });
      return { userId: created, invitation: await storeInvitation(tx, email, now) };
    });
    // After the commit: the mail must not hold the database while it waits on SMTP.
    const product = brandProductName(await readCustomerBrand(c.var.db, actor.customerId));
    await mailer.send(invitationMail(config.publicUrl, invitation, 'a workgroup', product));
    return contractJson(
      c,
      WORKGROUPS_API.invite,
      { data: await readMember(c.var.db, actor.customerId, id, userId) },
      201,
    );
  });

  app.put('/:id/user/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    await readMember(c.var.db, actor.customerId, id, userId);
    const isSelf = userId === actor.user.id;
    const body = await contractBody(c, WORKGROUPS_API.updateMember, {
      rules: (raw) => workgroupUserErrors(raw, isSelf),
    });
    const lastName = typeof body.lastName === 'string' ? body.lastName.trim() || null : null;
    const change = {
      name: body.name.trim(),
      lastName: { sent: body.lastName !== undefined, value: lastName },
      // Core's rules (workgroupUserErrors) hold the roles among the assignable ones.
      roles: body.roles as WorkgroupRole[],
      now: clock.now(),
    };
    await c.var.db.transaction((tx) => updateMember(tx, actor.customerId, userId, change));
    return contractJson(c, WORKGROUPS_API.updateMember, {
      data: await readMember(c.var.db, actor.customerId, id, userId),
    });
  });

  app.patch('/:id/users/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    await readMember(c.var.db, actor.customerId, id, userId);
    const { workgroupId: target } = await contractBody(c, WORKGROUPS_API.moveMember);
    if (target !== id) {
      await c.var.db.transaction((tx) => moveMember(tx, actor.customerId, userId, id, target));
    }
    return contractJson(c, WORKGROUPS_API.moveMember, {
      data: await readMember(c.var.db, actor.customerId, target, userId),
    });
  });

  app.delete('/:id/users/:uid', async (c) => {
    const id = idParam(c, 'id');
    const userId = idParam(c, 'uid');
    const actor = await workgroupAdmin(c);
    await readMember(c.var.db, actor.customerId, id, userId);
    await removeMember(c.var.db, id, userId);
    return c.body(null, 204);
  });

  return app;
}
