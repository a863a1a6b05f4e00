import { tinyPng } from '../support/png';
import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });
const colours = {
  primary: '#0b6e4f',
  primaryText: '#ffffff',
  navBackground: '#08372a',
  navText: '#f2f7f5',
  accent: '#7ee0b8',
};

/**
 * The isolation-matrix fixtures of the settings and brand routes (issue 14). None names a record: settings are the
 * acting tenant's own, a brand its reseller's. Globex's reads must name nothing of Acme's; Globex's admin (a customer
 * admin) may write no brand at all (403). Roles and the reseller x customer cases are in settings.test.ts.
 */
export const SETTINGS_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/settings': { list: () => [{}] },
  'PUT /api/v1/settings': {
    exempt: 'writes the acting tenant’s own settings: no id in its path or body (settings.test.ts: roles, 422)',
  },
  'GET /api/v1/brand': { list: () => [{}] },
  'PUT /api/v1/brand': { foreign: () => [{ body: json({ productName: 'Hijacked', colours }) }] },
  'POST /api/v1/brand/logo': {
    foreign: () => [
      {
        body: () => {
          const data = new FormData();
          data.append('logo', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'intruder.png', { type: 'image/png' }));
          return { body: data };
        },
      },
    ],
  },
  'DELETE /api/v1/brand/logo': { foreign: () => [{}] },
  'GET /api/v1/player/brand': {
    exempt: "a device token names its own screen, whose customer's reseller's brand it reads (settings.test.ts)",
  },
};
