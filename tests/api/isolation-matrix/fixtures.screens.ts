import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/** A valid event (the spec's new event), so only tenancy can refuse the assignment. */
const EVENT = {
  from: '2026-03-02T09:00:00.000Z',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }] }],
};

/**
 * A right-looking pairing body aimed at a folder (the code matters not: the folder is checked first). A paid screen,
 * so the folder refuses it and not the rule that a customer's admin adds no free screen (issue 22).
 */
const verification = (folderId: number) =>
  json({ name: 'Planted', verificationHash: 'ABC234', freeScreen: false, folderId });

/** The isolation-matrix fixtures of the screens, screen folders, details and assignment routes (see `Fixture`). */
export const SCREEN_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/folders/screens': { list: () => [{}] },
  'POST /api/v1/screens/verification': { foreign: (w) => [{ body: verification(w.acme.screenFolder) }] },
  // Whether the acting customer can add a screen (issue 25): Globex's answer names its own reseller, nothing of Acme.
  'GET /api/v1/screens/verification/readiness': { list: () => [{}] },
  'PUT /api/v1/screens/:id': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ title: 'Hijacked', tags: ['stolen'] }) }],
  },
  'POST /api/v1/screens/:id/move': {
    foreign: (w) => [
      { params: { id: w.acme.screen }, body: json({ to: -1 }) },
      { params: { id: w.globex.screen }, body: json({ to: w.acme.screenFolder }) },
    ],
  },
  'DELETE /api/v1/screens/:id': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ title: 'Acme lobby display' }) }],
  },
  'GET /api/v1/screens/:id/details/device': { foreign: (w) => [{ params: { id: w.acme.screen } }] },
  'PUT /api/v1/screens/:id/details/remote-control': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ enabled: false }) }],
  },
  'PUT /api/v1/screens/:id/details/orientation': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ orientation: 'PORTRAIT', resolution: null }) }],
  },
  'PUT /api/v1/screens/:id/details/timezone': {
    foreign: (w) => [
      { params: { id: w.acme.screen }, body: json({ time: null, timezone: 'Asia/Tokyo', ntpServer: null }) },
    ],
  },
  'PUT /api/v1/screens/:id/details/volume': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ volume: 0 }) }],
  },
  'PUT /api/v1/screens/:id/details/brightness': {
    foreign: (w) => [
      {
        params: { id: w.acme.screen },
        body: json({ brightness1: 1, brightness2: 1, timeFrom1: '01:00', timeFrom2: '02:00' }),
      },
    ],
  },
  'PUT /api/v1/screens/:id/details/timer-settings': {
    foreign: (w) => [
      {
        params: { id: w.acme.screen },
        body: json({
          type: 'TIMER_1',
          timeOn: '01:00',
          timeOff: '02:00',
          volume: null,
          weekdays: ['sun'],
          level: 'PROPRIETARY',
        }),
      },
    ],
  },
  'POST /api/v1/screens/:id/details/force-reload': { foreign: (w) => [{ params: { id: w.acme.screen } }] },
  'GET /api/v1/screens/:id/details/finance-tag': { foreign: (w) => [{ params: { id: w.acme.screen } }] },
  'PUT /api/v1/screens/:id/details/finance-tag': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ finTag: 'stolen' }) }],
  },
  'GET /api/v1/screens/:id/scenes': { foreign: (w) => [{ params: { id: w.acme.screen } }] },
  'GET /api/v1/screens/:id/playing': {
    foreign: (w) => [
      { params: { id: w.acme.screen } },
      { params: { id: w.acme.screen }, query: 'at=2026-03-07T09:00:00Z' },
    ],
  },
  'GET /api/v1/screens/:id/timeline': {
    foreign: (w) => [{ params: { id: w.acme.screen }, query: 'from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z' }],
  },
  'PATCH /api/v1/screens/:id/schedules': {
    foreign: (w) => [
      {
        params: { id: w.acme.screen },
        body: json({ schedules: [{ sceneId: w.globex.scene, name: 'x', events: [EVENT] }] }),
      },
      {
        params: { id: w.globex.screen },
        body: json({ schedules: [{ sceneId: w.acme.scene, name: 'x', events: [EVENT] }] }),
      },
      {
        params: { id: w.globex.screen },
        body: json({ schedules: [{ id: w.acme.schedule, sceneId: w.globex.scene, name: 'x', events: [EVENT] }] }),
      },
    ],
  },
  'DELETE /api/v1/screens/:id/schedules/:sid': {
    foreign: (w) => [
      { params: { id: w.acme.screen, sid: w.acme.schedule } },
      { params: { id: w.globex.screen, sid: w.acme.schedule } },
    ],
  },
  'POST /api/v1/scenes/:id/schedules': {
    foreign: (w) => [
      {
        params: { id: w.acme.scene },
        body: json({ schedules: [{ screenId: w.globex.screen, name: 'x', events: [EVENT] }] }),
      },
      {
        params: { id: w.globex.scene },
        body: json({ schedules: [{ screenId: w.acme.screen, name: 'x', events: [EVENT] }] }),
      },
    ],
  },
};
