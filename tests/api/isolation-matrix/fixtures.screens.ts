import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/** A right-looking pairing body aimed at a folder (the code matters not: the folder is checked first). */
const verification = (folderId: number) =>
  json({ name: 'Planted', verificationHash: 'ABC234', freeScreen: true, folderId });

/** The isolation-matrix fixtures of the screens, screen folders, details and assignment routes (see `Fixture`). */
export const SCREEN_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/folders/screens': { list: () => [{}] },
  'POST /api/v1/screens/verification': { foreign: (w) => [{ body: verification(w.acme.screenFolder) }] },
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
  'GET /api/v1/screens/:id/details/finance-tag': { foreign: (w) => [{ params: { id: w.acme.screen } }] },
  'PUT /api/v1/screens/:id/details/finance-tag': {
    foreign: (w) => [{ params: { id: w.acme.screen }, body: json({ finTag: 'stolen' }) }],
  },
};
