import type { Context } from 'hono';
import { deriveAccess, type SessionUser } from '@screenplay/core';
import { toSessionUser } from '../auth/sessionUser';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';

/** A customer id that names the acting tenant; only this module makes one (see {@link resolveActor}). */
export type TenantId = number & { readonly __brand: 'TenantId' };

/** Who acts in a request: the user, their roles and session, the acting customer and reseller. */
export interface Actor {
  user: UserRow;
  /** Role names, as `session.roles` holds them. */
  roles: readonly string[];
  session: SessionUser;
  /** Administers the acting customer (super-admin, reseller-admin or customer-admin). */
  isAdmin: boolean;
  /** The acting customer: `current_customer_id ?? customer_id`; null for a super-admin or reseller not acting. */
  customerId: TenantId | null;
  /** The reseller the user belongs to, directly or through a delegated customer. */
  resellerId: number | null;
}

/** An {@link Actor} acting for a customer, as every tenant route needs. */
export interface TenantActor extends Actor {
  customerId: TenantId;
}

/** The acting customer of a user row (`current_customer_id ?? customer_id`), or null. */
function actingCustomer(user: UserRow): TenantId | null {
  const customerId = user.current_customer_id ?? user.customer_id;
  return customerId === null ? null : (customerId as TenantId);
}

/** Resolves the {@link Actor} of a signed-in user (one query: roles, workgroup grants, tenant types). */
export async function resolveActor(db: Db, user: UserRow): Promise<Actor> {
  const session = await toSessionUser(db, user);
  return {
    user,
    roles: session.roles.map((role) => role.name),
    session,
    isAdmin: deriveAccess(session).isAdmin,
    customerId: actingCustomer(user),
    resellerId: session.resellerId,
  };
}

/** The request's actor acting for a customer; 403 for a super-admin or reseller acting for none. */
export function tenantActor(c: Context<AppEnv>): TenantActor {
  const actor = c.var.actor;
  if (actor.customerId === null) throw forbidden();
  return { ...actor, customerId: actor.customerId };
}
