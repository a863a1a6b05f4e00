import { Hono } from 'hono';
import { resellerAdminErrors, withEmail } from '@screenplay/core';
import { RESELLERS_API } from '@screenplay/core/contract';
import { invitationMail, storeInvitation, type Invitation } from '../../auth/invitations';
import { normaliseEmail } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, notFound, textOf, unprocessable } from '../../http/errors';
import { idParam } from '../../http/params';
import { brandProductName, readResellerBrand } from '../../settings/settings.data';
import { assertReseller, readReseller, resellerActor } from '../../resellers/resellers.data';
import { deleteResellerAdmin, insertResellerAdmin, lockResellerTitle } from '../../resellers/resellers.write';

/** Spec §5: a reseller admin e-mail already taken ('admin with email {email} - already exist'). */
const EMAIL_TAKEN_KEY = 'resellers.addAdminErrorWithTheSameEmail';
/** Spec §5: any other failure to add a reseller admin. */
const ADD_ADMIN_ERROR_KEY = 'resellers.addAdminError';
/** Removing oneself would leave nobody signed in to undo it from the reseller's side (409). */
const REMOVE_SELF_KEY = 'resellerErrors.removeSelf';

/** 422 of an administrator that cannot be added: `code` is the spec's key, `errors` the fields' texts. */
function addAdminProblem(key: string, message: string, errors: Record<string, string[]>): HttpError {
  return unprocessable(errors, { code: key, message });
}

/**
 * A reseller's administrators (spec §7: `POST resellers/{id}/administrators`, `DELETE .../administrators/{adminId}`).
 * Adding creates an unverified user of the reseller with the reseller-admin role and e-mails the invitation of the
 * workgroups' verify flow; removing deletes that account (it exists only for the reseller).
 */
export function administratorRoutes({ config, mailer, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:id/administrators', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    // Core's rules, answered with the spec's code of a refused administrator (spec §5).
    const raw = await contractBody(c, RESELLERS_API.addAdministrator, {
      check: (sent) => {
        const problems = resellerAdminErrors(sent);
        if (Object.keys(problems).length === 0) return;
        const texts = Object.fromEntries(Object.entries(problems).map(([field, keys]) => [field, keys.map(textOf)]));
        throw addAdminProblem(ADD_ADMIN_ERROR_KEY, textOf(ADD_ADMIN_ERROR_KEY), texts);
      },
    });
    const email = normaliseEmail(raw.email);
    const lastName = typeof raw.lastName === 'string' ? raw.lastName.trim() || null : null;
    const now = clock.now();
    let title: string;
    let invitation: Invitation;
    try {
      ({ title, invitation } = await c.var.db.transaction(async (tx) => {
        const resellerTitle = await lockResellerTitle(tx, id);
        const admin = { email, name: raw.name.trim(), lastName, now };
        if ((await insertResellerAdmin(tx, id, admin)) === null) {
          const text = withEmail(textOf(EMAIL_TAKEN_KEY), email);
          throw addAdminProblem(EMAIL_TAKEN_KEY, text, { email: [text] });
        }
        return { title: resellerTitle, invitation: await storeInvitation(tx, email, now) };
      }));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error(`[error] ${c.req.method} ${c.req.path}`, error); // as http/handlers.ts logs a 500
      throw new HttpError(500, { message: textOf(ADD_ADMIN_ERROR_KEY), code: ADD_ADMIN_ERROR_KEY });
    }
    // After the commit: the mail must not hold the database while it waits on SMTP.
    const product = brandProductName(await readResellerBrand(c.var.db, id));
    await mailer.send(
      invitationMail(config.publicUrl, invitation, `an administrator of the reseller ${title}`, product),
    );
    return contractJson(c, RESELLERS_API.addAdministrator, { data: await readReseller(c.var.db, id) }, 201);
  });

  app.delete('/:id/administrators/:adminId', async (c) => {
    const id = idParam(c, 'id');
    const adminId = idParam(c, 'adminId');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    if (adminId === actor.userId) throw new HttpError(409, { message: textOf(REMOVE_SELF_KEY), code: REMOVE_SELF_KEY });
    if (!(await deleteResellerAdmin(c.var.db, id, adminId))) throw notFound();
    return c.body(null, 204);
  });

  return app;
}
