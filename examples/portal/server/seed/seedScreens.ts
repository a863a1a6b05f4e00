import { randomUUID } from 'node:crypto';
import { DAYS, NEW_SCHEDULE_NAME, type ScheduleEvent, WHOLE_DAY, newEvent } from '@screenplay/core/schedule';
import { newContentVersion } from '../screens/content';
import type { Db } from '../db/client';

/** A demo screen: where it hangs, when it was last seen, and what it reported about itself. */
interface DemoScreen {
  name: string;
  folder: 'Stores' | 'Head office';
  timezone: string;
  /** Seconds before the seed's `now` the player last reported (null: never). */
  aliveAgoS: number | null;
  tags: string[];
  displaySize: string;
  userAgent: string;
  orientation: 'LANDSCAPE' | 'PORTRAIT';
  /** A saved scene of Acme's this screen plays (one schedule, the spec's new event, and its sync). */
  scene?: string;
  /** Named schedules of Acme's scenes (each with its sync), for a week that shows one scene overriding another. */
  schedules?: DemoSchedule[];
}

/** A scene's schedule on a demo screen: its events start a week before the seed, so the whole week shows them. */
interface DemoSchedule {
  scene: string;
  name: string;
  events: (from: string) => ScheduleEvent[];
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_MS = 86_400_000;

/**
 * The Oslo window's week (issue 12's week view): the widgets showcase all week, overridden on weekdays
 * 09:00-16:59 by the menu board (the more specific schedule: 40 h a week against 168 h).
 */
const OSLO_SCHEDULES: DemoSchedule[] = [
  {
    scene: 'Widgets showcase',
    name: 'All week',
    events: (from) => [{ from, till: null, daysSchedule: [{ days: [...DAYS], timeRanges: [{ ...WHOLE_DAY }] }] }],
  },
  {
    scene: 'Menu board portrait',
    name: 'Opening hours',
    events: (from) => [
      {
        from,
        till: null,
        daysSchedule: [
          {
            days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
            timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 16, tillMinute: 59 }],
          },
        ],
      },
    ],
  },
];

/** Acme Retail's screens: one ONLINE (20 s), one PENDING (3 min), the rest OFFLINE (hours and days). */
const ACME_SCREENS: DemoScreen[] = [
  {
    name: 'Leeds – Market Street window',
    folder: 'Stores',
    timezone: 'Europe/London',
    aliveAgoS: 20,
    tags: ['window', 'high street'],
    displaySize: '1920x1080',
    userAgent: 'Mozilla/5.0 (X11; Linux armv7l) Chrome/124.0 Safari/537.36',
    orientation: 'LANDSCAPE',
  },
  {
    name: 'York – Coney Street till',
    folder: 'Stores',
    timezone: 'Europe/London',
    aliveAgoS: 3 * MINUTE_S,
    tags: ['till'],
    displaySize: '1080x1920',
    userAgent: 'Mozilla/5.0 (Linux; Android 11; BRAVIA 4K) Chrome/120.0 Safari/537.36',
    orientation: 'PORTRAIT',
    scene: 'Menu board portrait',
  },
  {
    name: 'Oslo – Karl Johans gate',
    folder: 'Stores',
    timezone: 'Europe/Oslo',
    aliveAgoS: 2 * HOUR_S,
    tags: ['window'],
    displaySize: '1920x1080',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36',
    orientation: 'LANDSCAPE',
    schedules: OSLO_SCHEDULES,
  },
  {
    name: 'New York – Fifth Avenue flagship',
    folder: 'Stores',
    timezone: 'America/New_York',
    aliveAgoS: 3 * 24 * HOUR_S,
    tags: ['flagship', 'high street'],
    displaySize: '3840x2160',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/123.0 Safari/537.36',
    orientation: 'LANDSCAPE',
  },
  {
    name: 'Head office – reception',
    folder: 'Head office',
    timezone: 'Europe/London',
    aliveAgoS: 26 * HOUR_S,
    tags: ['reception'],
    displaySize: '1920x1080',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15',
    orientation: 'LANDSCAPE',
  },
];

/**
 * Demo screens (issue 11): Acme Retail (Direct) has a card on file and the screens above in two screens
 * folders, the portrait till playing the Menu board portrait scene; Globex Cafés (Delegated) has no payment method,
 * nor has its reseller, so adding a screen there tells the user so. Runs inside the seed's transaction.
 */
export async function seedDemoScreens(
  tx: Db,
  customers: Map<string, number>,
  users: Map<string, number>,
  now: Date,
): Promise<void> {
  const acme = customers.get('Acme Retail');
  const owner = users.get('admin@acme.test') ?? null;
  if (acme === undefined) throw new Error('Seed: Acme Retail is missing');
  await tx.query(`INSERT INTO payment_methods (customer_id, type, title, created_at) VALUES ($1, 'Card', $2, $3)`, [
    acme,
    'Visa •••• 4242 (expires 08/29)',
    now,
  ]);
  const folders = new Map<string, number>();
  for (const name of ['Stores', 'Head office']) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, parent_id, name, owner_id, created_at)
       VALUES ($1, 'screens', NULL, $2, $3, $4) RETURNING id`,
      [acme, name, owner, now],
    );
    folders.set(name, row.id);
  }
  for (const screen of ACME_SCREENS) {
    const aliveAt = screen.aliveAgoS === null ? null : new Date(now.getTime() - screen.aliveAgoS * 1000);
    const version = newContentVersion();
    const deviceInfo = {
      userAgent: screen.userAgent,
      displaySize: screen.displaySize,
      deviceTime: aliveAt?.toISOString() ?? null,
      clockOffsetMs: 0,
      timezone: screen.timezone,
    };
    const row = await tx.one<{ id: number }>(
      `INSERT INTO screens (customer_id, name, device_uid, device_info, orientation, resolution, timezone, alive_at,
         content_version, player_version, created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $9, $10, $10) RETURNING id`,
      [
        acme,
        screen.name,
        randomUUID(),
        JSON.stringify(deviceInfo),
        screen.orientation,
        screen.displaySize,
        screen.timezone,
        aliveAt,
        version,
        now,
      ],
    );
    await tx.query('INSERT INTO screen_folders (screen_id, folder_id) VALUES ($1, $2)', [
      row.id,
      folders.get(screen.folder) ?? null,
    ]);
    for (const tag of screen.tags) {
      await tx.query(
        `WITH t AS (
           INSERT INTO tags (customer_id, name) VALUES ($1, $2)
           ON CONFLICT (customer_id, lower(name)) DO UPDATE SET name = tags.name RETURNING id
         ) INSERT INTO screen_tags (screen_id, tag_id) SELECT $3, id FROM t`,
        [acme, tag, row.id],
      );
    }
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
    const schedules: DemoSchedule[] = [
      ...(screen.scene ? [{ scene: screen.scene, name: NEW_SCHEDULE_NAME, events: () => [newEvent(now)] }] : []),
      ...(screen.schedules ?? []),
    ];
    for (const schedule of schedules) {
      const scene = await tx.one<{ id: number }>('SELECT id FROM scenes WHERE customer_id = $1 AND name = $2', [
        acme,
        schedule.scene,
      ]);
      await tx.query('INSERT INTO schedules (scene_id, screen_id, name, events) VALUES ($1, $2, $3, $4::jsonb)', [
        scene.id,
        row.id,
        schedule.name,
        JSON.stringify(schedule.events(weekAgo)),
      ]);
      // The player confirmed this version: the scene is Live on it.
      await tx.query(
        `INSERT INTO screen_syncs (screen_id, scene_id, state, content_version, created_at, updated_at)
         VALUES ($1, $2, 'InLive', $3, $4, $4)`,
        [row.id, scene.id, version, now],
      );
    }
  }
}
