import type { Context } from 'hono';
import { deriveAccess, type SessionUser } from '@screenplay/core';
import { toSessionUser } from './sessionUser';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import type { AppEnv } from './env';
import { forbidden } from '../http/errors';

/** A customer id that names the acting tenant; only this module makes one (see {@link resolveActor}). */
export type TenantId = number & { readonly __brand: 'TenantId' };

/** What a user may do: roles, session (workgroup grants included) and reseller, read once per request on first use. */
export interface ActorAccess {
  /** Role names, as `session.roles` holds them. */
  roles: readonly string[];
  session: SessionUser;
  /** Administers the acting customer (super-admin, reseller-admin or customer-admin). */
  isAdmin: boolean;
  /** The reseller the user belongs to, directly or through a delegated customer. */
  resellerId: number | null;
}

/**
 * Who acts in a request. The user and the acting customer come with the token (no query); roles,
 * grants and reseller ({@link ActorAccess}) are read on the first `access()` and kept for the request,
 * so a plain read pays for none of them.
 */
export interface Actor {
  user: UserRow;
  /** The acting customer: `current_customer_id ?? customer_id`; null for a super-admin or reseller not acting. */
  customerId: TenantId | null;
  /** Roles, session and reseller of the user (one query, memoised). */
  access(): Promise<ActorAccess>;
}

/** An actor acting for a customer, with its access resolved, as tenant writes need it. */
export interface TenantActor extends ActorAccess {
  user: UserRow;
  customerId: TenantId;
}

/** The acting customer of a user row (`current_customer_id ?? customer_id`), or null. */
function actingCustomer(user: UserRow): TenantId | null {
  const customerId = user.current_customer_id ?? user.customer_id;
  return customerId === null ? null : (customerId as TenantId);
}

/**
 * The tenant of a screen whose player authenticated by its device token (screens/playerAuth.ts): the token
 * names the screen, the screen's row names its customer. No user acts; the player's Db is scoped to it.
 */
export function screenTenant(screen: { customer_id: number }): TenantId {
  return screen.customer_id as TenantId;
}

/**
 * A customer that a super-admin or its reseller manages (routes/customers.ts), once the caller has checked that
 * it may: its screens are counted and its rows removed in that customer's scope.
 */
export function managedCustomerTenant(customer: { id: number }): TenantId {
  return customer.id as TenantId;
}

/** The {@link Actor} of a signed-in user; `access()` reads roles and grants once, when first asked. */
export function resolveActor(db: Db, user: UserRow): Actor {
  let access: Promise<ActorAccess> | null = null;
  const load = async (): Promise<ActorAccess> => {
    const session = await toSessionUser(db, user);
    return {
      roles: session.roles.map((role) => role.name),
      session,
      isAdmin: deriveAccess(session).isAdmin,
      resellerId: session.resellerId,
    };
  };
  return {
    user,
    customerId: actingCustomer(user),
    access: () => {
      access ??= load();
      return access;
    },
  };
}

/** The request's acting customer; 403 for a super-admin or reseller acting for none. */
export function tenantOf(c: Context<AppEnv>): TenantId {
  const { customerId } = c.var.actor;
  if (customerId === null) throw forbidden();
  return customerId;
}

/** The request's actor acting for a customer, with roles and grants; 403 when acting for none. */
export async function tenantActor(c: Context<AppEnv>): Promise<TenantActor> {
  const customerId = tenantOf(c);
  return { user: c.var.actor.user, customerId, ...(await c.var.actor.access()) };
}
