import { AUTH_API } from './auth.contract';
import { CUSTOMERS_API, RESELLERS_API, SETTINGS_API, WORKGROUPS_API } from './accounts.contract';
import { BILLING_API } from './billing.contract';
import type { Endpoint } from './endpoint';
import { FOLDERS_API } from './folders.contract';
import { LAYOUTS_API } from './layouts.contract';
import { LIBRARY_API, MEDIA_API } from './library.contract';
import { PLAYER_API } from './player.contract';
import { PLAYLIST_ITEMS_API } from './playlistItems.contract';
import { SCENES_API, SECTIONS_API } from './scenes.contract';
import { SCREENS_API, SCREENSYNCS_API } from './screens.contract';
import { TAGS_API } from './tags.contract';
import { SYSTEM_API } from './system.contract';
import { SOCIAL_API, WIDGETS_API } from './widgets.contract';

/** Every resource's endpoints, by resource: what {@link API_CONTRACT} flattens. */
export const API_RESOURCES = {
  auth: AUTH_API,
  customers: CUSTOMERS_API,
  resellers: RESELLERS_API,
  workgroups: WORKGROUPS_API,
  settings: SETTINGS_API,
  billing: BILLING_API,
  folders: FOLDERS_API,
  scenes: SCENES_API,
  sections: SECTIONS_API,
  playlistItems: PLAYLIST_ITEMS_API,
  tags: TAGS_API,
  layouts: LAYOUTS_API,
  library: LIBRARY_API,
  media: MEDIA_API,
  screens: SCREENS_API,
  screensyncs: SCREENSYNCS_API,
  player: PLAYER_API,
  widgets: WIDGETS_API,
  social: SOCIAL_API,
  system: SYSTEM_API,
} as const;

/** Every endpoint of `/api/v1`, for the server's coverage test and the OpenAPI generator. */
export const API_CONTRACT: readonly Endpoint[] = Object.values(API_RESOURCES).flatMap((resource): Endpoint[] =>
  Object.values(resource),
);
