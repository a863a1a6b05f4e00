import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrandDto, TenantSettingsDto } from '@screenplay/core/tenant';
import { DEFAULT_BRAND_COLOURS } from '@screenplay/core/tenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPlayerSecret } from '../../examples/portal/server/screens/playerAuth';
import { scopeToTenant } from '../../examples/portal/server/tenancy';
import type { TenantId } from '../../examples/portal/server/tenancy';
import { insertScreen } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness } from './support/harness';
import { buildResellerWorld, type ResellerWorld } from './support/resellers';
import { BACKENDS } from './support/testDb';
import { setValidLicences } from './support/licences';

interface ErrorAnswer {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

const GREEN = {
  primary: '#0B6E4F',
  primaryText: '#ffffff',
  navBackground: '#08372a',
  navText: '#f2f7f5',
  accent: '#7ee0b8',
};

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe.each(BACKENDS)('settings and brand (%s)', (backend) => {
  let h: Harness;
  let w: ResellerWorld;
  let globexAdmin: string;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `/api/v1/${path}`, { token, json });
  const upload = (token: string, name: string, type: string, bytes: Uint8Array | string) => {
    const form = new FormData();
    form.append('logo', new File([bytes as Uint8Array<ArrayBuffer> | string], name, { type }));
    return h.call<{ data: BrandDto } & ErrorAnswer>('POST', '/api/v1/brand/logo', { token, body: form });
  };

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildResellerWorld(h);
    globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
  });
  afterAll(() => h.dispose());

  it("reads a customer's settings: its title, no default zone (the device's), dates in en-GB", async () => {
    const answer = await call<{ data: TenantSettingsDto }>('GET', 'settings', w.acmeEditor);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      kind: 'customer',
      organisationName: 'Acme Retail',
      defaultTimezone: null,
      dateLocale: 'en-GB',
      canEdit: false,
    });
    expect((await call<{ data: TenantSettingsDto }>('GET', 'settings', w.acmeAdmin)).body.data.canEdit).toBe(true);
  });

  it('lets a tenant admin change them; others get 403; bad fields answer 422 with field errors', async () => {
    const body = { organisationName: '  Acme Stores ', defaultTimezone: 'Europe/Oslo', dateLocale: 'nb-NO' };
    expect((await call('PUT', 'settings', w.acmeEditor, body)).status).toBe(403);
    const saved = await call<{ data: TenantSettingsDto }>('PUT', 'settings', w.acmeAdmin, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      organisationName: 'Acme Stores',
      defaultTimezone: 'Europe/Oslo',
      dateLocale: 'nb-NO',
    });
    expect((await h.db.one<{ title: string }>('SELECT title FROM customers WHERE id = $1', [w.acme])).title).toBe(
      'Acme Stores',
    );
    // Globex (another tenant) keeps its own.
    expect((await call<{ data: TenantSettingsDto }>('GET', 'settings', globexAdmin)).body.data).toMatchObject({
      organisationName: 'Globex Cafés',
      defaultTimezone: null,
      dateLocale: 'en-GB',
    });
    const bad = await call('PUT', 'settings', w.acmeAdmin, {
      organisationName: '',
      defaultTimezone: 'Mars/Olympus',
      dateLocale: 'tlh-KX',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      organisationName: ['Enter the organisation’s name'],
      defaultTimezone: ['Choose a time zone from the list'],
      dateLocale: ['Choose a date format from the list'],
    });
    // Leaving the zone and locale out keeps them.
    const renamed = await call<{ data: TenantSettingsDto }>('PUT', 'settings', w.acmeAdmin, {
      organisationName: 'Acme Retail',
    });
    expect(renamed.body.data).toMatchObject({ organisationName: 'Acme Retail', defaultTimezone: 'Europe/Oslo' });
  });

  it("gives a reseller's user acting for no customer its reseller's name; a super-admin acting for none 403", async () => {
    const own = await call<{ data: TenantSettingsDto }>('GET', 'settings', w.otherAdmin);
    expect(own.body.data).toMatchObject({ kind: 'reseller', organisationName: 'Contoso Screens', canEdit: true });
    const renamed = await call<{ data: TenantSettingsDto }>('PUT', 'settings', w.otherAdmin, {
      organisationName: 'Contoso Displays',
    });
    expect(renamed.body.data.organisationName).toBe('Contoso Displays');
    expect((await h.db.one<{ title: string }>('SELECT title FROM resellers WHERE id = $1', [w.other])).title).toBe(
      'Contoso Displays',
    );
    expect((await call('GET', 'settings', w.superAdmin)).status).toBe(403);
    expect((await call('PUT', 'settings', w.superAdmin, { organisationName: 'x' })).status).toBe(403);
  });

  it('gives a newly paired screen the default zone of its tenant', async () => {
    await h.db.query(
      `INSERT INTO payment_methods (customer_id, type, title, created_at)
       SELECT $1, 'Card', 'Visa •••• 4242', now() WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE customer_id = $1)`,
      [w.acme],
    );
    await setValidLicences(h.db, w.acme, 1000, h.clock.now());
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
       VALUES (gen_random_uuid(), 'SET234', 'x', $1::jsonb, $2, $3)`,
      [JSON.stringify({ timezone: 'America/New_York' }), now, new Date(now.getTime() + 60_000)],
    );
    const paired = await call<{ data: { timezone: string } }>('POST', 'screens/verification', w.acmeAdmin, {
      name: 'Lobby',
      verificationHash: 'SET234',
      freeScreen: false,
      folderId: -1,
    });
    expect(paired.status).toBe(201);
    expect(paired.body.data.timezone).toBe('Europe/Oslo');
  });

  it("shows a reseller's brand to its customers, not to a direct customer or another reseller's", async () => {
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', globexAdmin)).body.data).toBeNull();
    const saved = await call<{ data: BrandDto }>('PUT', 'brand', w.northwindAdmin, {
      productName: ' Northwind Screens ',
      colours: GREEN,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      productName: 'Northwind Screens',
      logoUrl: null,
      colours: { ...GREEN, primary: '#0b6e4f' },
    });
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', globexAdmin)).body.data?.productName).toBe(
      'Northwind Screens',
    );
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', w.northwindAdmin)).body.data?.productName).toBe(
      'Northwind Screens',
    );
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', w.acmeAdmin)).body.data).toBeNull();
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', w.superAdmin)).body.data).toBeNull();

    // Contoso's customer sees Contoso's brand, never Northwind's.
    const contosoCustomer = (
      await h.db.one<{ id: number }>(
        `INSERT INTO customers (title, type, reseller_id) VALUES ('Contoso Kiosk', 'Delegated', $1) RETURNING id`,
        [w.other],
      )
    ).id;
    const into = await h.call('POST', '/api/v1/auth/loginas', {
      token: w.otherAdmin,
      json: { customerId: contosoCustomer },
    });
    expect(into.status).toBe(200);
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', w.otherAdmin)).body.data).toBeNull();
    await call('PUT', 'brand', w.otherAdmin, { productName: 'Contoso', colours: DEFAULT_BRAND_COLOURS });
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', w.otherAdmin)).body.data?.productName).toBe(
      'Contoso',
    );
    expect((await call<{ data: BrandDto | null }>('GET', 'brand', globexAdmin)).body.data?.productName).toBe(
      'Northwind Screens',
    );
    await h.call('POST', '/api/v1/auth/loginas', { token: w.otherAdmin, json: { customerId: null } });

    // The second wall: a customer's scope reads its own reseller's brand only, and writes none.
    const asAcme = scopeToTenant(h.serverDb, w.acme as TenantId);
    expect(await asAcme.query('SELECT reseller_id FROM reseller_brands')).toEqual([]);
    const asGlobex = scopeToTenant(h.serverDb, w.globex as TenantId);
    expect(await asGlobex.query('SELECT reseller_id FROM reseller_brands')).toEqual([{ reseller_id: w.northwind }]);
    await asGlobex.query("UPDATE reseller_brands SET product_name = 'Hijacked'");
    expect(
      (
        await h.db.one<{ product_name: string }>('SELECT product_name FROM reseller_brands WHERE reseller_id = $1', [
          w.northwind,
        ])
      ).product_name,
    ).toBe('Northwind Screens');
  });

  it("gives a customer's players its reseller's brand, and a direct customer's none", async () => {
    const deviceOf = async (customer: number, name: string) => {
      const token = randomBytes(32).toString('base64url');
      const screenId = await insertScreen(h, customer, name);
      await h.db.query('UPDATE screens SET device_token_hash = $2 WHERE id = $1', [screenId, hashPlayerSecret(token)]);
      return token;
    };
    const brandOf = async (token: string) =>
      (
        await h.call<{ data: BrandDto | null }>('GET', '/api/v1/player/brand', {
          headers: { authorization: `Device ${token}` },
        })
      ).body.data;
    expect((await brandOf(await deviceOf(w.globex, 'Café wall')))?.colours.navBackground).toBe('#08372a');
    expect(await brandOf(await deviceOf(w.acme, 'Acme wall'))).toBeNull();
    expect((await h.call('GET', '/api/v1/player/brand', { headers: { authorization: 'Device nope' } })).status).toBe(
      401,
    );
  });

  it('lets only a reseller administrator write its brand, and refuses colours that are not #rrggbb or unreadable', async () => {
    for (const token of [w.acmeAdmin, globexAdmin, w.superAdmin, w.acmeEditor]) {
      expect((await call('PUT', 'brand', token, { productName: 'X', colours: GREEN })).status).toBe(403);
      expect((await upload(token, 'logo.png', 'image/png', PNG)).status).toBe(403);
      expect((await call('DELETE', 'brand/logo', token)).status).toBe(403);
    }
    const bad = await call('PUT', 'brand', w.northwindAdmin, {
      productName: 'x'.repeat(41),
      colours: { ...GREEN, navBackground: 'red;background:url(//evil)', extra: '#000000' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      productName: ['The product name is too long (at most 40 characters)'],
      'colours.extra': ['This colour is not part of a brand'],
      'colours.navBackground': ['Enter a colour as # and six hexadecimal digits, e.g. #1a2b3c'],
    });
    const pale = await call('PUT', 'brand', w.northwindAdmin, {
      productName: 'Pale',
      colours: { ...GREEN, primary: '#88c0a8' },
    });
    expect(pale.status).toBe(422);
    expect(Object.keys(pale.body.errors ?? {}).sort()).toEqual(['colours.primary', 'colours.primaryText']);
  });

  it('takes a PNG or sanitised SVG logo served with nosniff, refuses other files, and removes it', async () => {
    const png = await upload(w.northwindAdmin, 'logo.png', 'image/png', PNG);
    expect(png.status).toBe(201);
    const pngUrl = png.body.data.logoUrl ?? '';
    expect(pngUrl).toMatch(/^\/media\/brands\/[0-9a-f-]{36}\.png$/);
    const served = await h.call('GET', pngUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call<{ data: BrandDto }>('GET', 'brand', globexAdmin)).body.data.logoUrl).toBe(pngUrl);

    const svg = await upload(
      w.northwindAdmin,
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>',
    );
    expect(svg.status).toBe(201);
    const svgUrl = svg.body.data.logoUrl ?? '';
    expect(svgUrl).toMatch(/\.svg$/);
    const stored = await readFile(join(h.config.dataDir, 'media', svgUrl.slice('/media/'.length)), 'utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload/i);
    // The replaced PNG is gone.
    expect((await h.call('GET', pngUrl)).status).toBe(404);

    const html = await upload(w.northwindAdmin, 'logo.png', 'image/png', '<html><script>alert(1)</script></html>');
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ logo: ['The logo must be a PNG, JPEG, WebP or SVG image'] });
    const gif = await upload(w.northwindAdmin, 'logo.gif', 'image/gif', 'GIF89a\x01\x00\x01\x00');
    expect(gif.status).toBe(422);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(w.northwindAdmin, 'big.png', 'image/png', big)).body.errors).toEqual({
      logo: ['The logo may not be larger than 1 MB'],
    });

    const removed = await call<{ data: BrandDto }>('DELETE', 'brand/logo', w.northwindAdmin);
    expect(removed.status).toBe(200);
    expect(removed.body.data.logoUrl).toBeNull();
    expect((await h.call('GET', svgUrl)).status).toBe(404);
  });
});
