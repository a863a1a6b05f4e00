import { TARIFF_PLANS_MAX, type TariffPlan } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TARIFF_PLANS } from '../../examples/portal/server/seed/seedTariffPlans';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const TARIFF_PLANS_API = '/api/v1/tariffplans';

/** Who may list the plans (the resellers API's callers) and who may not: the expected answer per demo account. */
const ROLE_ANSWERS: readonly [email: string, status: number][] = [
  [DEMO.superAdmin, 200],
  [DEMO.reseller, 200],
  [DEMO.acmeAdmin, 403],
  [DEMO.acmeEditor, 403],
  [DEMO.globexAdmin, 403],
];

describe.each(BACKENDS)('GET tariffplans (%s)', (backend) => {
  let h: Harness;
  const list = async (token?: string) => h.call<{ data: TariffPlan[] }>('GET', TARIFF_PLANS_API, { token });

  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h.dispose());

  it('lists the seeded plans by title, as {id, title}, to a super-admin and to a reseller admin', async () => {
    const answer = await list((await h.login(DEMO.reseller)).accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((plan) => plan.title)).toEqual([...DEMO_TARIFF_PLANS].sort());
    for (const plan of answer.body.data) expect(Object.keys(plan).sort()).toEqual(['id', 'title']);
  });

  it.each(ROLE_ANSWERS)('answers %s with %i', async (email, status) => {
    expect((await list((await h.login(email)).accessToken)).status).toBe(status);
  });

  it('answers 401 without a token', async () => {
    expect((await list()).status).toBe(401);
  });

  it(`answers at most ${TARIFF_PLANS_MAX} plans, the first by title`, async () => {
    await h.db.query(
      `INSERT INTO tariff_plans (title) SELECT 'Bulk ' || lpad(n::text, 4, '0') FROM generate_series(1, $1::int) AS n`,
      [TARIFF_PLANS_MAX + 5],
    );
    const answer = await list((await h.login(DEMO.superAdmin)).accessToken);
    expect(answer.body.data).toHaveLength(TARIFF_PLANS_MAX);
    expect(answer.body.data[0]?.title).toBe('Bulk 0001');
  });
});
