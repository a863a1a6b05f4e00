import { DEMO, TEST_PUBLIC_URL, type Harness } from './harness';

/** The resellers API's base path. */
export const RESELLERS_API = '/api/v1/resellers';

/** Accepts the invitation mailed last (its verify link sets `password`) and signs in; answers the access token. */
export async function acceptLastInvitation(h: Harness, password = 'a-good-password'): Promise<string> {
  const link = h.mailer.outbox.at(-1)?.link ?? '';
  const [token, email] = link.slice(`${TEST_PUBLIC_URL}/auth/verify/`.length).split('/');
  const address = decodeURIComponent(email ?? '');
  const reset = await h.call('POST', '/api/v1/auth/reset', {
    json: { email: address, token, password, password_confirmation: password },
  });
  if (reset.status !== 200) throw new Error(`reset ${address} failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  return (await h.login(address, password)).accessToken;
}

/** The demo world of the resellers tests: Northwind (seed, with Globex) and a second reseller with its own admin. */
export interface ResellerWorld {
  superAdmin: string;
  northwindAdmin: string;
  otherAdmin: string;
  acmeAdmin: string;
  acmeEditor: string;
  northwind: number;
  other: number;
  globex: number;
  acme: number;
  plan: number;
}

/** Builds {@link ResellerWorld}: the second reseller and its admin through the API; `plan` is the seed's 'Standard'. */
export async function buildResellerWorld(h: Harness, otherEmail = 'olga@contoso.test'): Promise<ResellerWorld> {
  const superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
  const created = await h.call<{ data: { id: number } }>('POST', RESELLERS_API, {
    token: superAdmin,
    json: { title: 'Contoso Screens', email: 'hello@contoso.test', phone: '+44 20 7946 0002' },
  });
  if (created.status !== 201) throw new Error(`reseller: ${created.status} ${JSON.stringify(created.body)}`);
  const other = created.body.data.id;
  const invited = await h.call('POST', `${RESELLERS_API}/${other}/administrators`, {
    token: superAdmin,
    json: { email: otherEmail, name: 'Olga' },
  });
  if (invited.status !== 201) throw new Error(`admin: ${invited.status} ${JSON.stringify(invited.body)}`);
  const otherAdmin = await acceptLastInvitation(h);
  const id = async (sql: string) => (await h.db.one<{ id: number }>(sql)).id;
  return {
    superAdmin,
    northwindAdmin: (await h.login(DEMO.reseller)).accessToken,
    otherAdmin,
    acmeAdmin: (await h.login(DEMO.acmeAdmin)).accessToken,
    acmeEditor: (await h.login(DEMO.acmeEditor)).accessToken,
    northwind: await id("SELECT id FROM resellers WHERE title = 'Northwind Signage'"),
    other,
    globex: await id("SELECT id FROM customers WHERE title = 'Globex Cafés'"),
    acme: await id("SELECT id FROM customers WHERE title = 'Acme Retail'"),
    plan: await id("SELECT id FROM tariff_plans WHERE title = 'Standard'"),
  };
}
