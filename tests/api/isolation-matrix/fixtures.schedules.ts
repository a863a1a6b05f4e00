import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/** A valid event (the spec's new event), so only tenancy can refuse the write. */
const EVENT = {
  from: '2026-03-02T09:00:00.000Z',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }] }],
};

/** The isolation-matrix fixtures of the schedule writes issue 12 added (see `Fixture`). */
export const SCHEDULE_FIXTURES: Readonly<Record<string, Fixture>> = {
  'PUT /api/v1/scenes/:id/schedules': {
    foreign: (w) => [
      // Acme's scene and schedule, and Acme's schedule through Globex's own scene.
      { params: { id: w.acme.scene }, body: json({ schedule: { id: w.acme.schedule, name: 'x', events: [EVENT] } }) },
      { params: { id: w.globex.scene }, body: json({ schedule: { id: w.acme.schedule, name: 'x', events: [EVENT] } }) },
    ],
  },
  'PUT /api/v1/sections/:s/playlistitems/:p/schedules': {
    foreign: (w) => [
      { params: { s: w.acme.section, p: w.acme.item }, body: json({ schedules: [{ name: 'x', events: [EVENT] }] }) },
    ],
  },
};
