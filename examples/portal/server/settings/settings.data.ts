import {
  BRAND_COLOUR_ROLES,
  type BrandColours,
  type BrandDto,
  type BrandInput,
  DEFAULT_BRAND_COLOURS,
  DEFAULT_DATE_LOCALE,
  type DateLocale,
  isDateLocale,
  isHexColour,
  PRODUCT_NAME_MAX_LENGTH,
} from '@screenplay/core/tenant';
import { englishText } from '@screenplay/core/messages';
import type { Db } from '../db/client';
import { asSystem, type TenantId } from '../tenancy';

/**
 * A tenant's settings and a reseller's brand as stored (migration 014). The settings of a customer are read in its
 * own scope; a reseller's brand on the system path 'reseller-brand' by the reseller itself, or in a customer's
 * scope by that customer (the SELECT policy lets it see its own reseller's brand only).
 */

/** A customer's stored defaults, or the product's when it has changed none. */
export interface CustomerDefaults {
  defaultTimezone: string | null;
  dateLocale: DateLocale;
}

/** The customer's own defaults (its scope), or the product's (device zone, en-GB) when it has no row. */
export async function readCustomerDefaults(db: Db, customerId: TenantId): Promise<CustomerDefaults> {
  const row = await db.maybe<{ default_timezone: string | null; date_locale: string }>(
    'SELECT default_timezone, date_locale FROM tenant_settings WHERE customer_id = $1',
    [customerId],
  );
  return {
    defaultTimezone: row?.default_timezone ?? null,
    dateLocale: row && isDateLocale(row.date_locale) ? row.date_locale : DEFAULT_DATE_LOCALE,
  };
}

/** Writes a customer's defaults (its scope; call inside the transaction that also renames it). */
export async function writeCustomerDefaults(
  db: Db,
  customerId: TenantId,
  defaults: CustomerDefaults,
  now: Date | string,
): Promise<void> {
  await db.query(
    `INSERT INTO tenant_settings (customer_id, default_timezone, date_locale, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id) DO UPDATE
       SET default_timezone = EXCLUDED.default_timezone, date_locale = EXCLUDED.date_locale, updated_at = EXCLUDED.updated_at`,
    [customerId, defaults.defaultTimezone, defaults.dateLocale, now],
  );
}

/** The time zone a newly added screen of the customer gets when the customer chose one; null = the device's. */
export async function defaultScreenTimezone(db: Db, customerId: TenantId): Promise<string | null> {
  return (await readCustomerDefaults(db, customerId)).defaultTimezone;
}

interface BrandRow {
  product_name: string;
  logo_path: string | null;
  colours: unknown;
}

/** A stored brand as the wire carries it; a colour that is somehow not `#rrggbb` falls back to the default. */
function toBrand(row: BrandRow): BrandDto {
  const stored =
    typeof row.colours === 'object' && row.colours !== null ? (row.colours as Record<string, unknown>) : {};
  const colours = Object.fromEntries(
    BRAND_COLOUR_ROLES.map((role) => {
      const value = stored[role];
      return [role, isHexColour(value) ? value : DEFAULT_BRAND_COLOURS[role]];
    }),
  ) as BrandColours;
  return { productName: row.product_name, logoUrl: row.logo_path, colours };
}

const BRAND_SQL = 'SELECT product_name, logo_path, colours FROM reseller_brands WHERE reseller_id = $1';

/**
 * The product's name under a brand, for text the server writes (invitation e-mails): the brand's product name,
 * else the product's own (core's `app.name`).
 */
export function brandProductName(brand: BrandDto | null): string {
  return brand?.productName ?? englishText('app.name');
}

/** A reseller's own brand, read by the reseller (system path; the caller resolved the reseller from its user). */
export async function readResellerBrand(db: Db, resellerId: number): Promise<BrandDto | null> {
  const row = await asSystem(db, 'reseller-brand').maybe<BrandRow>(BRAND_SQL, [resellerId]);
  return row ? toBrand(row) : null;
}

/** The brand a customer shows: its reseller's, read in the customer's own scope; null without a reseller or brand. */
export async function readCustomerBrand(db: Db, customerId: TenantId): Promise<BrandDto | null> {
  const row = await db.maybe<BrandRow>(
    `SELECT b.product_name, b.logo_path, b.colours
       FROM customers c JOIN reseller_brands b ON b.reseller_id = c.reseller_id
      WHERE c.id = $1`,
    [customerId],
  );
  return row ? toBrand(row) : null;
}

/** Writes a reseller's name and colours (checked and normalised), keeping its logo. */
export async function writeResellerBrand(
  db: Db,
  resellerId: number,
  brand: BrandInput,
  now: Date | string,
): Promise<BrandDto> {
  const row = await asSystem(db, 'reseller-brand').one<BrandRow>(
    `INSERT INTO reseller_brands (reseller_id, product_name, colours, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (reseller_id) DO UPDATE
       SET product_name = EXCLUDED.product_name, colours = EXCLUDED.colours, updated_at = EXCLUDED.updated_at
     RETURNING product_name, logo_path, colours`,
    [resellerId, brand.productName, JSON.stringify(brand.colours), now],
  );
  return toBrand(row);
}

/**
 * Sets (or clears, with null) a reseller's logo; a reseller without a brand yet gets one with its title as the
 * product name and the default colours. Answers the brand and the logo it replaced (for the caller to delete).
 */
export async function writeResellerLogo(
  db: Db,
  resellerId: number,
  logoPath: string | null,
  now: Date | string,
): Promise<{ brand: BrandDto; previous: string | null }> {
  return asSystem(db, 'reseller-brand').transaction(async (tx) => {
    const before = await tx.maybe<{ logo_path: string | null }>(
      'SELECT logo_path FROM reseller_brands WHERE reseller_id = $1 FOR UPDATE',
      [resellerId],
    );
    const row = await tx.one<BrandRow>(
      `INSERT INTO reseller_brands (reseller_id, product_name, logo_path, colours, updated_at)
       SELECT r.id, left(r.title, $5), $2, $3::jsonb, $4 FROM resellers r WHERE r.id = $1
       ON CONFLICT (reseller_id) DO UPDATE SET logo_path = EXCLUDED.logo_path, updated_at = EXCLUDED.updated_at
       RETURNING product_name, logo_path, colours`,
      [resellerId, logoPath, JSON.stringify(DEFAULT_BRAND_COLOURS), now, PRODUCT_NAME_MAX_LENGTH],
    );
    return { brand: toBrand(row), previous: before?.logo_path ?? null };
  });
}

/** The organisation name a tenant's settings show: a reseller's or a customer's title; null when it is gone. */
export async function readOrganisationName(
  db: Db,
  owner: { kind: 'reseller'; resellerId: number } | { kind: 'customer'; customerId: TenantId },
): Promise<string | null> {
  const row =
    owner.kind === 'reseller'
      ? await db.maybe<{ title: string }>('SELECT title FROM resellers WHERE id = $1', [owner.resellerId])
      : await db.maybe<{ title: string }>('SELECT title FROM customers WHERE id = $1', [owner.customerId]);
  return row?.title ?? null;
}

/** Renames a reseller (its settings' organisation name). */
export async function renameReseller(db: Db, resellerId: number, name: string): Promise<void> {
  await db.query('UPDATE resellers SET title = $2 WHERE id = $1', [resellerId, name]);
}

/** Renames a customer (its settings' organisation name). */
export async function renameCustomer(db: Db, customerId: TenantId, name: string): Promise<void> {
  await db.query('UPDATE customers SET title = $2 WHERE id = $1', [customerId, name]);
}
