import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/** Device-token routes take no screen id: the token names the screen. */
const device =
  'a device token names its own screen; tests/api/player.test.ts shows a token cannot reach another screen';

/** The layers' data reads of a device: its screen's customer decides what it sees. */
const deviceData =
  "a device token reads its own screen's customer's data only; tests/api/player-data.test.ts shows a Globex device cannot read Acme's social accounts";

/** The isolation-matrix fixtures of the player, screenshot and screensyncs routes (see `Fixture`). */
export const PLAYER_FIXTURES: Readonly<Record<string, Fixture>> = {
  'POST /api/v1/player/pairings': { exempt: 'an unpaired player asks for a code; no tenant record exists yet' },
  'GET /api/v1/player/pairings/:id': {
    exempt: 'a pairing belongs to no tenant; its secret authorises the poll (tests/api/player.test.ts)',
  },
  'POST /api/v1/player/heartbeat': { exempt: device },
  'GET /api/v1/player/content': { exempt: device },
  'POST /api/v1/player/sync': { exempt: device },
  'GET /api/v1/player/events': { exempt: device },
  'POST /api/v1/player/screenshots': { exempt: device },
  'GET /api/v1/player/data/geo/forecast/:id': { exempt: deviceData },
  'GET /api/v1/player/data/rss': { exempt: deviceData },
  'GET /api/v1/player/data/facebook/accounts': { exempt: deviceData },
  'GET /api/v1/player/data/facebook/accounts/:id': { exempt: deviceData },
  'GET /api/v1/player/data/instagram/accounts': { exempt: deviceData },
  'GET /api/v1/player/data/instagram/accounts/:id/media': { exempt: deviceData },
  'GET /api/v1/screenshots/:id': {
    exempt: 'a signed link: its signature, not a tenant, authorises it (tests/api/screensyncs.test.ts)',
  },
  'POST /api/v1/screensyncs/:screenId/screenshot/sos/take': {
    foreign: (w) => [{ params: { screenId: w.acme.screen }, body: json({ duration: 1, step: 1 }) }],
  },
  'POST /api/v1/screensyncs/:screenId/screenshot/sos': {
    foreign: (w) => [{ params: { screenId: w.acme.screen }, body: json({ since: '2026-01-01', until: '2026-12-31' }) }],
  },
  'POST /api/v1/screensyncs/:screenId/forcepush': {
    foreign: (w) => [
      { params: { screenId: w.acme.screen }, body: json({ screenSyncId: w.acme.screenSync }) },
      { params: { screenId: w.globex.screen }, body: json({ screenSyncId: w.acme.screenSync }) },
    ],
  },
};
