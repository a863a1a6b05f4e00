import type { ScheduleEvent } from '@screenplay/core/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertScreen } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** All week, all day, from 1 March 2026 (date-only: the start of that day in the screen's zone). */
const ALL_WEEK: ScheduleEvent = {
  from: '2026-03-01',
  till: null,
  daysSchedule: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }],
    },
  ],
};

/** Saturdays 10:00 to the end of 11:59, wall-clock time in the screen's zone: more specific, so it wins. */
const SATURDAY_MORNING: ScheduleEvent = {
  from: '2026-03-01',
  till: null,
  daysSchedule: [{ days: ['saturday'], timeRanges: [{ fromHour: 10, fromMinute: 0, tillHour: 11, tillMinute: 59 }] }],
};

describe.each(BACKENDS)('screens: what plays and the timeline (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let globex: string;
  let screen: number;
  let campaign: number;
  let fallback: number;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    const acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    screen = await insertScreen(h, acme, 'Oslo window');
    await h.db.query("UPDATE screens SET timezone = 'Europe/Oslo' WHERE id = $1", [screen]);
    const scene = async (name: string) =>
      (
        await h.db.one<{ id: number }>(
          'INSERT INTO scenes (customer_id, name, width, height) VALUES ($1, $2, 1920, 1080) RETURNING id',
          [acme, name],
        )
      ).id;
    fallback = await scene('Default loop');
    campaign = await scene('Saturday campaign');
    const assigned = await h.call('PATCH', `/api/v1/screens/${screen}/schedules`, {
      token: admin,
      json: {
        schedules: [
          { sceneId: fallback, name: 'Always', events: [ALL_WEEK] },
          { sceneId: campaign, name: 'Saturdays', events: [SATURDAY_MORNING] },
        ],
      },
    });
    expect(assigned.status).toBe(200);
  });
  afterAll(() => h.dispose());

  const playing = (query: string, token = admin) =>
    h.call<{
      data: {
        sceneIds: number[];
        reason: { sceneId: number }[];
        candidates: { sceneId: number; lostBecause: string }[];
      };
    }>('GET', `/api/v1/screens/${screen}/playing${query}`, { token });

  it("answers what plays at an instant in the screen's own zone, and who lost and why", async () => {
    // Saturday 7 March 2026, 10:00 in Oslo is 09:00Z: the campaign wins over the all-week default.
    const at10 = await playing('?at=2026-03-07T09:00:00Z');
    expect(at10.status).toBe(200);
    expect(at10.body.data.sceneIds).toEqual([campaign]);
    expect(at10.body.data.candidates).toEqual([
      expect.objectContaining({ sceneId: fallback, lostBecause: 'lessSpecific' }),
    ]);
    // 08:59Z is 09:59 in Oslo: the campaign has not begun; 10:59:59Z is 11:59:59 there, its last second; 11:00Z is not.
    expect((await playing('?at=2026-03-07T08:59:59Z')).body.data.sceneIds).toEqual([fallback]);
    expect((await playing('?at=2026-03-07T10:59:59Z')).body.data.sceneIds).toEqual([campaign]);
    expect((await playing('?at=2026-03-07T11:00:00Z')).body.data.sceneIds).toEqual([fallback]);
    // Before the events start (1 March in Oslo is 28 February 23:00Z), nothing plays.
    expect((await playing('?at=2026-02-28T22:59:59Z')).body.data.sceneIds).toEqual([]);
    // Without `at`, now (the harness clock).
    expect((await playing('')).status).toBe(200);
  });

  it('answers the segments of a week, and refuses a period longer than 31 days or backwards', async () => {
    const week = await h.call<{
      data: { timezone: string; segments: { from: string; to: string; sceneIds: number[] }[] };
    }>('GET', `/api/v1/screens/${screen}/timeline?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z`, { token: admin });
    expect(week.status).toBe(200);
    expect(week.body.data.timezone).toBe('Europe/Oslo');
    expect(week.body.data.segments.filter((segment) => segment.sceneIds.includes(campaign))).toEqual([
      {
        from: '2026-03-07T09:00:00.000Z',
        to: '2026-03-07T11:00:00.000Z',
        sceneIds: [campaign],
        reason: expect.any(Array),
      },
    ]);
    const long = await h.call<{ code: string; message: string }>(
      'GET',
      `/api/v1/screens/${screen}/timeline?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:01Z`,
      { token: admin },
    );
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'screensApi.periodTooLong', message: 'A timeline covers at most 31 days' });
    const exactly31 = `/api/v1/screens/${screen}/timeline?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z`;
    expect((await h.call('GET', exactly31, { token: admin })).status).toBe(200);
    const backwards = await h.call<{ code: string }>(
      'GET',
      `/api/v1/screens/${screen}/timeline?from=2026-03-09T00:00:00Z&to=2026-03-02T00:00:00Z`,
      { token: admin },
    );
    expect(backwards.body.code).toBe('screensApi.periodInvalid');
  });

  it('refuses an instant without a zone or not a date, and another tenant’s screen is 404', async () => {
    for (const query of [
      '?at=2026-03-07T10:00:00',
      '?at=tomorrow',
      '?at=2026-02-30T10:00:00Z',
      '?at=2026-03-07T24:30:00Z',
    ]) {
      const answer = await h.call<{ code: string }>('GET', `/api/v1/screens/${screen}/playing${query}`, {
        token: admin,
      });
      expect(answer.status, query).toBe(422);
      expect(answer.body.code).toBe('screensApi.instantInvalid');
    }
    expect((await playing('?at=2026-03-07T09:00:00Z', globex)).status).toBe(404);
    const timeline = `/api/v1/screens/${screen}/timeline?from=2026-03-02T00:00:00Z&to=2026-03-03T00:00:00Z`;
    expect((await h.call('GET', timeline, { token: globex })).status).toBe(404);
  });
});
