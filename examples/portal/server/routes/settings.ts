import { ROLE_NAMES } from '@screenplay/core';
import { type TenantSettingsDto, normaliseBrand, tenantSettingsErrors } from '@screenplay/core/tenant';
import { SETTINGS_API } from '@screenplay/core/contract';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import { readForm } from '../http/body';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { forbidden, notFound, unprocessableKeys } from '../http/errors';
import { prepareBrandLogo, removeBrandLogo, saveBrandLogo } from '../media/brandLogos';
import {
  readCustomerBrand,
  readCustomerDefaults,
  readResellerBrand,
  writeCustomerDefaults,
  writeResellerBrand,
  writeResellerLogo,
  readOrganisationName,
  renameCustomer,
  renameReseller,
} from '../settings/settings.data';
import type { TenantId } from '../tenancy';

/** Whose settings a request reads: the acting customer's, or (a reseller's user acting for none) its reseller's. */
type SettingsOwner =
  | { kind: 'customer'; customerId: TenantId; canEdit: boolean }
  | { kind: 'reseller'; resellerId: number; canEdit: boolean };

/** The reseller a reseller administrator belongs to, or null for anyone else. */
async function ownReseller(c: Context<AppEnv>): Promise<number | null> {
  const { user } = c.var.actor;
  const { roles } = await c.var.actor.access();
  return roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null ? user.reseller_id : null;
}

/**
 * The owner of the settings: the acting customer (its admins may edit: super-admin, its reseller's admin, a
 * customer admin), or a reseller administrator's own reseller when it acts for no customer; 403 for a super-admin
 * acting for none (there is no tenant to set).
 */
async function settingsOwner(c: Context<AppEnv>): Promise<SettingsOwner> {
  const { customerId } = c.var.actor;
  if (customerId !== null) return { kind: 'customer', customerId, canEdit: (await c.var.actor.access()).isAdmin };
  const resellerId = await ownReseller(c);
  if (resellerId === null) throw forbidden();
  return { kind: 'reseller', resellerId, canEdit: true };
}

async function readSettings(c: Context<AppEnv>, owner: SettingsOwner): Promise<TenantSettingsDto> {
  const db = c.var.db;
  const organisationName = await readOrganisationName(db, owner);
  if (organisationName === null) throw notFound();
  if (owner.kind === 'reseller')
    return { kind: 'reseller', organisationName, defaultTimezone: null, dateLocale: 'en-GB', canEdit: true };
  const defaults = await readCustomerDefaults(db, owner.customerId);
  return { kind: 'customer', organisationName, ...defaults, canEdit: owner.canEdit };
}

/**
 * `GET/PUT settings` (spec accounts §2 "Settings"; the route path is ours, the spec does not show it): the
 * organisation's name (the customer's title, or a reseller user's reseller title), the time zone new screens get
 * and the locale dates are formatted in. Anyone signed in for the tenant reads them; only its admins write (403).
 */
export function settingsRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));

  app.get('/', async (c) => contractJson(c, SETTINGS_API.get, { data: await readSettings(c, await settingsOwner(c)) }));

  app.put('/', async (c) => {
    const owner = await settingsOwner(c);
    if (!owner.canEdit) throw forbidden();
    const body = await contractBody(c, SETTINGS_API.update, {
      rules: (raw) => tenantSettingsErrors(raw, owner.kind),
    });
    const name = body.organisationName.trim();
    if (owner.kind === 'reseller') {
      await renameReseller(c.var.db, owner.resellerId, name);
    } else {
      const customerId = owner.customerId;
      await c.var.db.transaction(async (tx) => {
        const current = await readCustomerDefaults(tx, customerId);
        await renameCustomer(tx, customerId, name);
        await writeCustomerDefaults(
          tx,
          customerId,
          {
            defaultTimezone: body.defaultTimezone === undefined ? current.defaultTimezone : body.defaultTimezone,
            dateLocale: body.dateLocale ?? current.dateLocale,
          },
          deps.clock.now(),
        );
      });
    }
    return contractJson(c, SETTINGS_API.update, { data: await readSettings(c, owner) });
  });

  return app;
}

/** The reseller whose brand the caller edits: a reseller administrator's own; 403 for anyone else. */
async function brandEditor(c: Context<AppEnv>): Promise<number> {
  const resellerId = await ownReseller(c);
  if (resellerId === null) throw forbidden();
  return resellerId;
}

/**
 * `GET/PUT brand`, `POST/DELETE brand/logo` (issue 14; paths ours): a reseller's white-label brand. `GET` answers
 * the brand the caller's portal shows (a customer with a reseller: its reseller's; a reseller's user acting for
 * none: its own; anyone else, or a reseller without one: null). Only a reseller's administrator writes, and only its
 * own reseller's (there is no id to name another's). Colours are checked by core (`#rrggbb`, WCAG AA contrast: a
 * brand that fails is refused with 422, so no customer's portal becomes unreadable). Logos go through the media
 * pipeline's sniffing and SVG sanitiser and are served from `/media/brands/` with nosniff.
 */
export function brandRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { clock, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, clock));

  app.get('/', async (c) => {
    const { customerId } = c.var.actor;
    if (customerId !== null)
      return contractJson(c, SETTINGS_API.brand, { data: await readCustomerBrand(c.var.db, customerId) });
    const resellerId = await ownReseller(c);
    return contractJson(c, SETTINGS_API.brand, {
      data: resellerId === null ? null : await readResellerBrand(c.var.db, resellerId),
    });
  });

  app.put('/', async (c) => {
    const resellerId = await brandEditor(c);
    const brand = normaliseBrand(await contractBody(c, SETTINGS_API.updateBrand));
    return contractJson(c, SETTINGS_API.updateBrand, {
      data: await writeResellerBrand(c.var.db, resellerId, brand, clock.now()),
    });
  });

  app.post('/logo', async (c) => {
    const resellerId = await brandEditor(c);
    const form = await readForm(c);
    const file = form.logo;
    if (!(file instanceof File)) throw unprocessableKeys({ logo: ['settings.logoInvalid'] });
    const logo = prepareBrandLogo(new Uint8Array(await file.arrayBuffer()));
    if (typeof logo === 'string') throw unprocessableKeys({ logo: [logo] });
    const path = await saveBrandLogo(config.dataDir, logo);
    try {
      const { brand, previous } = await writeResellerLogo(c.var.db, resellerId, path, clock.now());
      await removeBrandLogo(config.dataDir, previous).catch(() => {});
      return contractJson(c, SETTINGS_API.uploadLogo, { data: brand }, 201);
    } catch (error) {
      await removeBrandLogo(config.dataDir, path);
      throw error;
    }
  });

  app.delete('/logo', async (c) => {
    const resellerId = await brandEditor(c);
    // Removing a logo never creates a brand: customers keep the product's own look until the reseller sets one.
    if ((await readResellerBrand(c.var.db, resellerId)) === null) throw notFound();
    const { brand, previous } = await writeResellerLogo(c.var.db, resellerId, null, clock.now());
    await removeBrandLogo(config.dataDir, previous).catch(() => {});
    return contractJson(c, SETTINGS_API.removeLogo, { data: brand });
  });

  return app;
}
