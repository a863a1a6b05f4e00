import { Hono } from 'hono';
import {
  customerListQueryErrors,
  customerListQueryOf,
  licenceOrderEnd,
  licenceOrderOf,
  type Customer,
  type CustomerAdministratorInput,
} from '@screenplay/core';
import { CUSTOMERS_API } from '@screenplay/core/contract';
import { invitationMail, type Invitation } from '../auth/invitations';
import { requireAuth } from '../auth/middleware';
import { listLicenceOrders, recordLicenceOrder, removeLicences } from '../billing/licences';
import type { Db } from '../db/client';
import type { RouteDeps } from '../deps';
import { contractBody, contractQuery, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { assertNoProblems, HttpError, textOf, unprocessableKeys } from '../http/errors';
import { lockCustomerLicences } from '../billing/licenceLock';
import { managedCustomerTenant, scopeToTenant } from '../tenancy';
import { inviteAdministrators, replaceAdministrators } from '../customers/customers.admins';
import {
  customerManager,
  paidScreensInUse,
  readCustomer,
  readCustomers,
  type CustomerManager,
} from '../customers/customers.data';
import {
  deleteCustomerWithoutScreens,
  insertCustomer,
  releaseOtherResellersActing,
  resellerExists,
  setMaxScreens,
  updateCustomer,
} from '../customers/customers.write';
import { idParam } from '../http/params';
import { brandProductName, readResellerBrand } from '../settings/settings.data';

/** The key of the refusal to delete a customer that still has screens (409; en.customerManagement.ts). */
const HAS_SCREENS_KEY = 'customerErrors.hasScreens';

/** The spec's key when licences in use would be taken away (§5, §8; en.accounts.ts). */
const DECREASE_LICENSE_KEY = 'customers.decreaseLicenseError';

function trimmedOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The reseller a new or retyped customer belongs to: a reseller's own customers are its own; a super-admin may
 * name one (`resellerId`), which a Delegated customer needs (spec §1: "invoiced to the reseller").
 */
async function resellerOf(
  db: Db,
  manager: CustomerManager,
  raw: { resellerId?: number | null },
): Promise<number | null> {
  if (!manager.isSuperAdmin) return manager.resellerId;
  if (typeof raw.resellerId !== 'number') return null;
  if (!(await resellerExists(db, raw.resellerId)))
    throw unprocessableKeys({ resellerId: ['customerErrors.resellerInvalid'] });
  return raw.resellerId;
}

/**
 * Customers (spec accounts §7, issue 13): `GET customers?search&sort&order`, `POST customers {title, type,
 * administrators, description, address, maxScreens}`, `PUT customers/{id}` (the same fields, each optional;
 * `administrators` replaces the list: spec §7 names no administrator calls of its own; `maxScreens`, spec §3's max
 * screens, issue 25, not below the screens in use), `DELETE customers/{id}`, and licences (`POST`/`DELETE
 * customers/{id}/licenses`, kept as orders: billing/licences.ts). A super-admin manages every customer, a reseller-admin its own
 * (another's answers 404); anyone else 403; changes are refused (403) while the caller acts as a customer.
 *
 * Deleting is refused (409 `customerErrors.hasScreens`) while the customer has screens: each is a paired device
 * showing content. Otherwise one transaction removes the customer and everything it owns: its users (administrators
 * and workgroup members, with their sessions), workgroups and their permissions, folders, scenes with their
 * sections, playlist items and schedules, layouts, templates, tags, library media rows and reseller prices for
 * it. Stored media files are left on disk.
 */
export function customerRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, clock, config, mailer } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  /** Mails the invitations after the commit: the mail must not hold the database while it waits on SMTP. */
  const sendInvitations = async (invitations: readonly Invitation[], customer: Customer) => {
    if (invitations.length === 0) return;
    // The customer signs in to its reseller's brand, when it has one.
    const brand = customer.resellerId === null ? null : await readResellerBrand(db, customer.resellerId);
    const what = `an administrator of ${customer.title}`;
    for (const invitation of invitations)
      await mailer.send(invitationMail(config.publicUrl, invitation, what, brandProductName(brand)));
  };

  app.get('/', async (c) => {
    const manager = await customerManager(c, db, false);
    const query = contractQuery(c, CUSTOMERS_API.list, (sent) => assertNoProblems(customerListQueryErrors(sent)));
    return contractJson(c, CUSTOMERS_API.list, {
      data: await readCustomers(db, manager, customerListQueryOf(query), clock.now()),
    });
  });

  app.post('/', async (c) => {
    const manager = await customerManager(c, db, true);
    const raw = await contractBody(c, CUSTOMERS_API.create);
    const resellerId = await resellerOf(db, manager, raw);
    const type = raw.type;
    if (type === 'Delegated' && resellerId === null)
      throw unprocessableKeys({ type: ['customerErrors.delegatedNeedsReseller'] });
    const admins: CustomerAdministratorInput[] = raw.administrators ?? [];
    const now = clock.now();
    const { id, invitations } = await db.transaction(async (tx) => {
      const id = await insertCustomer(tx, {
        title: raw.title.trim(),
        type,
        resellerId,
        description: trimmedOrNull(raw.description),
        address: trimmedOrNull(raw.address),
        maxScreens: raw.maxScreens ?? 0,
        now,
      });
      const indexed = admins.map((admin, index) => ({ ...admin, index }));
      return { id, invitations: await inviteAdministrators(tx, id, indexed, now) };
    });
    const customer = await readCustomer(db, manager, id, clock.now());
    await sendInvitations(invitations, customer);
    return contractJson(c, CUSTOMERS_API.create, { data: customer }, 201);
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id');
    const manager = await customerManager(c, db, true);
    const before = await readCustomer(db, manager, id, clock.now());
    const raw = await contractBody(c, CUSTOMERS_API.update);
    const resellerId = raw.resellerId === undefined ? before.resellerId : await resellerOf(db, manager, raw);
    const type = raw.type ?? before.type;
    if (type === 'Delegated' && resellerId === null)
      throw unprocessableKeys({ type: ['customerErrors.delegatedNeedsReseller'] });
    const has = (field: keyof typeof raw) => raw[field] !== undefined;
    const now = clock.now();
    const invitations = await scopeToTenant(db, managedCustomerTenant({ id })).transaction(async (tx) => {
      if (raw.maxScreens !== undefined) await setMaxScreens(tx, id, raw.maxScreens);
      const fields = {
        title: raw.title === undefined ? before.title : raw.title.trim(),
        type,
        resellerId,
        description: trimmedOrNull(raw.description),
        address: trimmedOrNull(raw.address),
      };
      await updateCustomer(tx, id, fields, { description: has('description'), address: has('address') });
      if (resellerId !== before.resellerId) await releaseOtherResellersActing(tx, id, resellerId, now);
      if (raw.administrators === undefined) return [];
      return replaceAdministrators(tx, id, raw.administrators, now);
    });
    const customer = await readCustomer(db, manager, id, clock.now());
    await sendInvitations(invitations, customer);
    return contractJson(c, CUSTOMERS_API.update, { data: customer });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c, 'id');
    const manager = await customerManager(c, db, true);
    await readCustomer(db, manager, id, clock.now());
    const deleted = await scopeToTenant(db, managedCustomerTenant({ id })).transaction((tx) =>
      deleteCustomerWithoutScreens(tx, id),
    );
    if (!deleted) throw new HttpError(409, { message: textOf(HAS_SCREENS_KEY), code: HAS_SCREENS_KEY });
    return c.body(null, 204);
  });

  app.post('/:id/licenses', async (c) => {
    const id = idParam(c, 'id');
    const manager = await customerManager(c, db, true);
    await readCustomer(db, manager, id, clock.now());
    const raw = await contractBody(c, CUSTOMERS_API.addLicences);
    // Start and duration defaulted as spec §9 says (now, 365 days); the order is kept with its period, the count grows.
    const now = clock.now();
    const order = licenceOrderOf(raw, now);
    const createdBy = c.get('auth').user.id;
    await scopeToTenant(db, managedCustomerTenant({ id })).transaction(async (tx) => {
      await lockCustomerLicences(tx, id);
      await recordLicenceOrder(tx, {
        customerId: id,
        amount: order.amount,
        startsAt: new Date(order.startDate),
        endsAt: licenceOrderEnd(order),
        orderId: null,
        createdBy,
        now,
      });
    });
    return contractJson(c, CUSTOMERS_API.addLicences, { data: await readCustomer(db, manager, id, clock.now()) }, 201);
  });

  /** The customer's licence orders and removals, newest first, each with its state now, for its manager. */
  app.get('/:id/licenses', async (c) => {
    const id = idParam(c, 'id');
    const manager = await customerManager(c, db, false);
    await readCustomer(db, manager, id, clock.now());
    return contractJson(c, CUSTOMERS_API.licences, {
      data: await listLicenceOrders(scopeToTenant(db, managedCustomerTenant({ id })), id, clock.now()),
    });
  });

  app.delete('/:id/licenses', async (c) => {
    const id = idParam(c, 'id');
    const manager = await customerManager(c, db, true);
    await readCustomer(db, manager, id, clock.now());
    const { amount: remove } = await contractBody(c, CUSTOMERS_API.removeLicences);
    const removal = { customerId: id, amount: remove, createdBy: c.get('auth').user.id, now: clock.now() };
    await scopeToTenant(db, managedCustomerTenant({ id })).transaction(async (tx) => {
      await lockCustomerLicences(tx, id);
      const outcome = await removeLicences(tx, removal, (scoped) => paidScreensInUse(scoped, id));
      if (!outcome.removed) throw unprocessableKeys({ amount: [DECREASE_LICENSE_KEY] });
    });
    return contractJson(c, CUSTOMERS_API.removeLicences, { data: await readCustomer(db, manager, id, clock.now()) });
  });

  return app;
}
