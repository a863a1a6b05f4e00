import { OWN_CUSTOMER, policy } from './004_tenancy_rls';

/**
 * Migration 006: screens (spec accounts §3 "Screen", §7 "Screens") and the web player that pairs with them.
 *
 * - `screens`: tenant-owned (`customer_id`). A screen exists only once a player has been paired with it
 *   (`POST screens/verification`), so it always has a device: `device_uid` (shown in the device details)
 *   and the SHA-256 of its device token (the token itself is handed to the player once and never stored).
 *   `content_version` is the version of everything the screen plays; any change that reaches the player
 *   (settings, assigned scenes, their playlists, media or schedules) replaces it. `player_version` is the
 *   version the player last reported playing, so `contentVersion` reads Latest or New available.
 * - `screen_folders`, `screen_tags`, `screen_timers`, `screen_syncs` (one row per screen and scene: the sync
 *   state of spec §4), `screenshots` and `screenshot_requests`: children of `screens`.
 * - `player_pairings`: a code shown by an unpaired player. Not tenant-owned until the portal claims it
 *   (no customer can list them: the player and the verification call reach them on the named system path
 *   'pairing', by code or by id plus secret). `claimed_screen_id` is set when a user enters the code; the
 *   player's next poll receives the device token and the row is deleted.
 * - `payment_methods`: a customer's or a reseller's cards and invoice set-ups (spec §3 "payment methods
 *   (title)"); adding a screen requires one (Direct: the customer's own; Delegated: its reseller's). Billing
 *   (its own issue) manages them; this migration gives the add-screen check its data.
 * - `schedules.screen_id` gets the foreign key migration 002 promised.
 */
const SCREEN_CHILD = (table: string) =>
  policy(table, `EXISTS (SELECT 1 FROM screens p WHERE p.id = ${table}.screen_id)`);

/** Migration 006's SQL. */
export const sql = /* sql */ `
CREATE TABLE screens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  device_uid text NOT NULL UNIQUE,
  device_token_hash text UNIQUE,
  device_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  ratio text,
  orientation text NOT NULL DEFAULT 'LANDSCAPE' CHECK (orientation IN ('PORTRAIT', 'LANDSCAPE', 'AUTO')),
  resolution text,
  timezone text NOT NULL DEFAULT 'UTC',
  ntp_server text,
  volume integer NOT NULL DEFAULT 50 CHECK (volume BETWEEN 0 AND 100),
  brightness1 integer NOT NULL DEFAULT 100 CHECK (brightness1 BETWEEN 0 AND 100),
  brightness2 integer NOT NULL DEFAULT 100 CHECK (brightness2 BETWEEN 0 AND 100),
  time_from1 text NOT NULL DEFAULT '07:00',
  time_from2 text NOT NULL DEFAULT '22:00',
  remote_control_enabled boolean NOT NULL DEFAULT true,
  fin_tag text,
  free_screen boolean NOT NULL DEFAULT false,
  alive_at timestamptz,
  content_version text NOT NULL,
  player_version text,
  playback jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX screens_customer_id_idx ON screens (customer_id);

CREATE TABLE screen_folders (
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  PRIMARY KEY (screen_id, folder_id)
);
CREATE INDEX screen_folders_folder_id_idx ON screen_folders (folder_id);

CREATE TABLE screen_tags (
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (screen_id, tag_id)
);
CREATE INDEX screen_tags_tag_id_idx ON screen_tags (tag_id);

CREATE TABLE screen_timers (
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type ~ '^TIMER_[1-7]$'),
  level text NOT NULL DEFAULT 'PROPRIETARY',
  time_on text NOT NULL,
  time_off text NOT NULL,
  weekdays text[] NOT NULL,
  volume integer CHECK (volume BETWEEN 0 AND 100),
  PRIMARY KEY (screen_id, type)
);

CREATE TABLE screen_syncs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  scene_id integer NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('New', 'Collecting', 'Pushed', 'Pushing', 'InLive', 'NotSync', 'Archived', 'PublishedArchived')),
  content_version text,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (screen_id, scene_id)
);
CREATE INDEX screen_syncs_scene_id_idx ON screen_syncs (scene_id);

CREATE TABLE screenshot_requests (
  id uuid PRIMARY KEY,
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX screenshot_requests_screen_id_idx ON screenshot_requests (screen_id);

CREATE TABLE screenshots (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  screen_id integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  request_id uuid,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  taken_at timestamptz NOT NULL
);
CREATE INDEX screenshots_screen_id_taken_at_idx ON screenshots (screen_id, taken_at DESC);

CREATE TABLE player_pairings (
  id uuid PRIMARY KEY,
  code text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  device_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  claimed_screen_id integer REFERENCES screens (id) ON DELETE CASCADE
);
CREATE INDEX player_pairings_expires_at_idx ON player_pairings (expires_at);

CREATE TABLE payment_methods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  reseller_id integer REFERENCES resellers (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('Card', 'Invoice')),
  title text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT payment_methods_one_owner CHECK ((customer_id IS NULL) <> (reseller_id IS NULL))
);
CREATE INDEX payment_methods_customer_id_idx ON payment_methods (customer_id);
CREATE INDEX payment_methods_reseller_id_idx ON payment_methods (reseller_id);

ALTER TABLE schedules ADD CONSTRAINT schedules_screen_id_fkey FOREIGN KEY (screen_id) REFERENCES screens (id) ON DELETE CASCADE;

${policy('screens', OWN_CUSTOMER)}
${SCREEN_CHILD('screen_timers')}
${SCREEN_CHILD('screen_syncs')}
${SCREEN_CHILD('screenshot_requests')}
${SCREEN_CHILD('screenshots')}
${policy('screen_folders', 'EXISTS (SELECT 1 FROM screens p WHERE p.id = screen_folders.screen_id) AND EXISTS (SELECT 1 FROM folders p WHERE p.id = screen_folders.folder_id)')}
${policy('screen_tags', 'EXISTS (SELECT 1 FROM screens p WHERE p.id = screen_tags.screen_id) AND EXISTS (SELECT 1 FROM tags p WHERE p.id = screen_tags.tag_id)')}
${policy(
  'payment_methods',
  `${OWN_CUSTOMER} OR reseller_id = (SELECT c.reseller_id FROM customers c WHERE c.id = nullif(current_setting('app.customer_id', true), '')::int)`,
)}
${policy('player_pairings', 'false')}
`;
