import type { CallOptions } from '../support/harness';
import { tinyPng } from '../support/png';
import { BILLING_FIXTURES } from './fixtures.billing';
import { CUSTOMER_FIXTURES } from './fixtures.customers';
import { PLAYER_FIXTURES } from './fixtures.player';
import { RESELLER_FIXTURES } from './fixtures.resellers';
import { SCHEDULE_FIXTURES } from './fixtures.schedules';
import { SCREEN_FIXTURES } from './fixtures.screens';
import { SOCIAL_FIXTURES } from './fixtures.social';
import { SETTINGS_FIXTURES } from './fixtures.settings';
import { WORKGROUP_FIXTURES } from './fixtures.workgroups';
import { templateForm, type World } from './world';

/** One call of a route: its path parameters, query and body (a request body is read once, so a factory). */
export interface Case {
  params?: Readonly<Record<string, string | number>>;
  query?: string;
  body?: () => Omit<CallOptions, 'token'>;
}

/**
 * How the matrix treats one registered route (keyed `METHOD /api/v1/path`):
 * - `foreign`: each case aims at Acme's records (or plants into them) with Globex's admin token and
 *   must answer 403 or 404, leaving every Acme row as it was;
 * - `list`: a listing; Globex's answer must name none of Acme's records;
 * - `exempt`: no tenant data in its path or body, with the reason.
 */
export type Fixture = { foreign: (w: World) => Case[] } | { list: (w: World) => Case[] } | { exempt: string };

const json = (value: unknown) => () => ({ json: value });
const form = (extra?: Record<string, string>) => () => ({ body: templateForm(extra) });
const upload = () => () => {
  const data = new FormData();
  data.append('file[]', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'intruder.png', { type: 'image/png' }));
  return { body: data };
};
const thumbnail = () => () => {
  const data = new FormData();
  data.append('thumbnail', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'thumb.png', { type: 'image/png' }));
  return { body: data };
};
const box = { name: 'Intruder', left: 0, top: 0, width: 10, height: 10 };
const own = 'the signed-in user’s own account or session; no tenant record is named';

/** Every API route the app registers, and how the isolation matrix calls it. A new route must be added here. */
export const MATRIX: Readonly<Record<string, Fixture>> = {
  // Account and session: the caller's own user (tests/api/session, profile, password).
  'GET /api/v1/auth': { exempt: own },
  'POST /api/v1/auth': { exempt: own },
  'PUT /api/v1/auth': { exempt: own },
  'GET /api/v1/auth/email/resend': { exempt: own },
  'GET /api/v1/auth/email/verify/:userId': {
    exempt: 'a signed e-mail link: its signature, not a tenant, authorises it (tests/api/profile.test.ts)',
  },
  'POST /api/v1/auth/forgot': { exempt: 'signed out; answers alike for every address (tests/api/password.test.ts)' },
  'POST /api/v1/auth/reset': { exempt: 'signed out; a reset token authorises it (tests/api/password.test.ts)' },
  'POST /api/v1/auth/token': { exempt: 'sign-in: credentials, no tenant record' },
  'POST /api/v1/auth/logout': { exempt: own },
  'PATCH /api/v1/auth/password': { exempt: own },
  'POST /api/v1/auth/loginas': { foreign: (w) => [{ body: json({ customerId: w.acme.customer }) }] },
  'GET /api/v1/customers': {
    exempt:
      'the tenant registry: every customer for a super-admin, its own for a reseller, 403 for others (organisation.test.ts)',
  },

  // Scenes.
  'POST /api/v1/scenes': {
    foreign: (w) => [
      { body: json({ ...box, width: 100, height: 100, folderId: w.acme.sceneFolder }) },
      { body: json({ layoutId: w.acme.layout }) },
      { body: json({ layoutId: w.globex.layout, folderId: w.acme.sceneFolder }) },
    ],
  },
  'GET /api/v1/scenes/:id': { foreign: (w) => [{ params: { id: w.acme.scene } }] },
  'PATCH /api/v1/scenes/:id': {
    foreign: (w) => [{ params: { id: w.acme.scene }, body: json({ name: 'Hijacked', clientId: 'x' }) }],
  },
  'DELETE /api/v1/scenes/:id': { foreign: (w) => [{ params: { id: w.acme.scene } }] },
  'POST /api/v1/scenes/:id/cancel': { foreign: (w) => [{ params: { id: w.acme.scene } }] },
  'POST /api/v1/scenes/:id/copy/:folder': {
    foreign: (w) => [
      { params: { id: w.acme.scene, folder: -1 }, body: json({ name: 'Stolen' }) },
      { params: { id: w.globex.scene, folder: w.acme.sceneFolder }, body: json({ name: 'Planted' }) },
    ],
  },
  'POST /api/v1/scenes/:id/move': {
    foreign: (w) => [
      { params: { id: w.acme.scene }, body: json({ from: w.acme.sceneFolder, to: -1 }) },
      { params: { id: w.globex.scene }, body: json({ from: -1, to: w.acme.sceneFolder }) },
    ],
  },
  'PUT /api/v1/scenes/:id/thumbnail': { foreign: (w) => [{ params: { id: w.acme.scene }, body: thumbnail() }] },
  'GET /api/v1/scenes/:id/schedules/:screenId': { foreign: (w) => [{ params: { id: w.acme.scene, screenId: 1 } }] },
  'GET /api/v1/scenes/:id/sections': { foreign: (w) => [{ params: { id: w.acme.scene } }] },
  'POST /api/v1/scenes/:id/sections': { foreign: (w) => [{ params: { id: w.acme.scene }, body: json(box) }] },
  'PATCH /api/v1/scenes/:id/sections': {
    foreign: (w) => [
      { params: { id: w.acme.scene }, body: json({ sections: [{ id: w.acme.section, name: 'Hijacked' }] }) },
    ],
  },
  'GET /api/v1/scenes/:id/sections/:sid': {
    foreign: (w) => [
      { params: { id: w.acme.scene, sid: w.acme.section } },
      { params: { id: w.globex.scene, sid: w.acme.section } },
    ],
  },
  'PATCH /api/v1/scenes/:id/sections/:sid': {
    foreign: (w) => [
      { params: { id: w.acme.scene, sid: w.acme.section }, body: json({ name: 'Hijacked' }) },
      { params: { id: w.globex.scene, sid: w.acme.section }, body: json({ name: 'Hijacked' }) },
    ],
  },
  'DELETE /api/v1/scenes/:id/sections/:sid': {
    foreign: (w) => [
      { params: { id: w.acme.scene, sid: w.acme.section } },
      { params: { id: w.globex.scene, sid: w.acme.section } },
    ],
  },
  'DELETE /api/v1/scenes/:id/sections/:sid/cancel': {
    foreign: (w) => [{ params: { id: w.acme.scene, sid: w.acme.section } }],
  },

  // Playlist items.
  'GET /api/v1/sections/animations/types': { exempt: 'a fixed list of animation types, the same for everyone' },
  'GET /api/v1/sections/:s/playlistitems': { foreign: (w) => [{ params: { s: w.acme.section } }] },
  'POST /api/v1/sections/:s/playlistitems': {
    foreign: (w) => [{ params: { s: w.acme.section }, body: json({ duration: 1 }) }],
  },
  'PATCH /api/v1/sections/:s/playlistitems/:id': {
    foreign: (w) => [{ params: { s: w.acme.section, id: w.acme.item }, body: json({ duration: 1 }) }],
  },
  'DELETE /api/v1/sections/:s/playlistitems/:id': {
    foreign: (w) => [{ params: { s: w.acme.section, id: w.acme.item } }],
  },
  'POST /api/v1/sections/:s/playlistitems/:id/move': {
    foreign: (w) => [{ params: { s: w.acme.section, id: w.acme.item }, body: json({ sectionId: w.acme.section }) }],
  },
  'GET /api/v1/sections/:s/playlistitems/:p/schedules': {
    foreign: (w) => [{ params: { s: w.acme.section, p: w.acme.item } }],
  },

  // Folders and tags.
  'GET /api/v1/folders/scenes': { list: () => [{}] },
  'POST /api/v1/folders': {
    foreign: (w) => [{ body: json({ name: 'Inside', parent_id: w.acme.sceneFolder, type: 'scenes' }) }],
  },
  'PATCH /api/v1/folders/:id': {
    foreign: (w) => [
      { params: { id: w.acme.sceneFolder }, body: json({ name: 'Hijacked' }) },
      { params: { id: w.acme.libraryFolder }, body: json({ name: 'Hijacked' }) },
      { params: { id: w.globex.sceneFolder }, body: json({ parent_id: w.acme.sceneFolder }) },
    ],
  },
  'DELETE /api/v1/folders/:id': {
    foreign: (w) => [{ params: { id: w.acme.sceneFolder } }, { params: { id: w.acme.libraryFolder } }],
  },
  'GET /api/v1/tags': { list: () => [{ query: 'search=lo' }, { query: 'search=sum' }] },

  // Layouts.
  'GET /api/v1/layouts': { list: () => [{}, { query: 'width=1920&height=1080' }] },
  'POST /api/v1/layouts': {
    foreign: (w) => [
      { body: json({ name: 'Planted', width: 10, height: 10, sections: [box], folderId: w.acme.libraryFolder }) },
    ],
  },
  'GET /api/v1/layouts/:id': { foreign: (w) => [{ params: { id: w.acme.layout } }] },
  'PATCH /api/v1/layouts/:id': {
    foreign: (w) => [{ params: { id: w.acme.layout }, body: json({ name: 'Hijacked' }) }],
  },
  'DELETE /api/v1/layouts/:id': { foreign: (w) => [{ params: { id: w.acme.layout } }] },
  'POST /api/v1/layouts/:id/copy/:folder': {
    foreign: (w) => [
      { params: { id: w.acme.layout, folder: -1 }, body: json({ name: 'Stolen' }) },
      { params: { id: w.globex.layout, folder: w.acme.libraryFolder }, body: json({ name: 'Planted' }) },
    ],
  },
  'POST /api/v1/layouts/:id/move': {
    foreign: (w) => [
      { params: { id: w.acme.layout }, body: json({ from: w.acme.libraryFolder, to: -1 }) },
      { params: { id: w.globex.layout }, body: json({ from: -1, to: w.acme.libraryFolder }) },
    ],
  },
  'PUT /api/v1/layouts/:id/thumbnail': { foreign: (w) => [{ params: { id: w.acme.layout }, body: thumbnail() }] },
  'POST /api/v1/layouts/folders/:folder/update': {
    foreign: (w) => [
      { params: { folder: w.acme.libraryFolder }, body: json({ ids: [w.globex.layout] }) },
      { params: { folder: -1 }, body: json({ ids: [w.acme.layout] }) },
    ],
  },

  // Library: folders, the three tabs, templates, stock search.
  'GET /api/v1/library/folders': { list: () => [{}] },
  'GET /api/v1/library/folders/layouts': { list: () => [{}] },
  'GET /api/v1/library/folders/templates': { list: () => [{}] },
  'GET /api/v1/library/folders/media': { list: () => [{}] },
  'GET /api/v1/library/:type': { list: () => [{ params: { type: 'template' } }, { params: { type: 'text' } }] },
  'POST /api/v1/library/folders': {
    foreign: (w) => [{ body: json({ name: 'Inside', parent_id: w.acme.libraryFolder }) }],
  },
  'POST /api/v1/library': { foreign: (w) => [{ body: form({ folderId: String(w.acme.libraryFolder) }) }] },
  'POST /api/v1/library/:folder': { foreign: (w) => [{ params: { folder: w.acme.libraryFolder }, body: form() }] },
  'GET /api/v1/library/folders/templates/:id': { foreign: (w) => [{ params: { id: w.acme.template } }] },
  'PATCH /api/v1/library/folders/templates/:id': {
    foreign: (w) => [{ params: { id: w.acme.template }, body: form() }],
  },
  'POST /api/v1/library/folders/templates/:id': {
    foreign: (w) => [{ params: { id: w.acme.template }, query: '_method=PATCH', body: form() }],
  },
  'DELETE /api/v1/library/folders/templates/:id': { foreign: (w) => [{ params: { id: w.acme.template } }] },
  'POST /api/v1/library/folders/templates/:id/copy/:folder': {
    foreign: (w) => [
      { params: { id: w.acme.template, folder: -1 }, body: json({ name: 'Stolen' }) },
      { params: { id: w.globex.template, folder: w.acme.libraryFolder }, body: json({ name: 'Planted' }) },
    ],
  },
  'POST /api/v1/library/folders/templates/:id/move': {
    foreign: (w) => [
      { params: { id: w.acme.template }, body: json({ from: -1, to: -1 }) },
      { params: { id: w.globex.template }, body: json({ from: -1, to: w.acme.libraryFolder }) },
    ],
  },
  'POST /api/v1/library/unsplash': { exempt: 'a stock photo search at the provider; no tenant record' },
  'POST /api/v1/library/pixabay': { exempt: 'a stock photo search at the provider; no tenant record' },

  // Media.
  'GET /api/v1/media/get/:id': {
    foreign: (w) => [{ params: { id: w.acme.media.id } }, { params: { id: w.acme.media.uuid } }],
  },
  'DELETE /api/v1/media': { foreign: (w) => [{ query: `uuid=${w.acme.media.uuid}` }] },
  'POST /api/v1/media': {
    exempt: 'the body is a file or a source to fetch, into no folder; POST media/{folder} covers the folder',
  },
  'POST /api/v1/media/:folder': { foreign: (w) => [{ params: { folder: w.acme.libraryFolder }, body: upload() }] },
  'POST /api/v1/media/copy/:folder': {
    foreign: (w) => [
      { params: { folder: -1 }, body: json({ uuid: w.acme.media.uuid }) },
      { params: { folder: w.acme.libraryFolder }, body: json({ uuid: w.globex.media.uuid }) },
    ],
  },
  'POST /api/v1/media/move': {
    foreign: (w) => [
      { body: json({ uuid: w.acme.media.uuid, from: -1, to: -1 }) },
      { body: json({ uuid: w.globex.media.uuid, from: -1, to: w.acme.libraryFolder }) },
    ],
  },

  // Widget data: outside services, plus the social accounts each tenant connects.
  'GET /api/v1/facebook/accounts': { list: () => [{}] },
  'GET /api/v1/facebook/accounts/:id': { foreign: (w) => [{ params: { id: w.acme.socialAccounts.facebook } }] },
  'GET /api/v1/instagram/accounts': { list: () => [{}] },
  'GET /api/v1/instagram/accounts/:id/media': {
    foreign: (w) => [{ params: { id: w.acme.socialAccounts.instagram } }],
  },
  'GET /api/v1/fonts': { exempt: 'the fonts shipped with the app, the same for everyone' },
  'POST /api/v1/geo/search': { exempt: 'a search of the bundled world cities; no tenant record' },
  'GET /api/v1/geo/forecast/:id': { exempt: 'the id names a place of the bundled cities list, not tenant data' },
  'GET /api/v1/rss': { exempt: 'fetches a public feed by URL; no tenant record' },

  // System and realtime.
  'GET /api/v1/health': { exempt: 'liveness; no tenant record' },
  'GET /api/v1/openapi.json': { exempt: 'the API reference, generated from the contract; no tenant record' },
  'POST /api/v1/log/log-error': { exempt: 'a client error report, logged only' },
  'POST /api/v1/realtime/token': {
    exempt:
      "a token for the caller's own clientId only; channel access is checked per tenant (tests/api/realtime.test.ts)",
  },

  // Screens, their details, folders and assignment (fixtures.screens.ts); the player and proof of play (fixtures.player.ts).
  ...SCREEN_FIXTURES,
  ...PLAYER_FIXTURES,
  ...SCHEDULE_FIXTURES,
  ...CUSTOMER_FIXTURES,
  ...RESELLER_FIXTURES,
  ...SETTINGS_FIXTURES,
  ...SOCIAL_FIXTURES,
  ...WORKGROUP_FIXTURES,
  ...BILLING_FIXTURES,
};

/** Registered routes without a fixture, and fixtures for routes no longer registered (both fail the matrix). */
export function fixtureGaps(
  registered: readonly string[],
  matrix: Readonly<Record<string, Fixture>> = MATRIX,
): { missing: string[]; stale: string[] } {
  return {
    missing: registered.filter((key) => !(key in matrix)),
    stale: Object.keys(matrix).filter((key) => !registered.includes(key)),
  };
}
