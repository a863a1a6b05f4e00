import { type } from 'arktype';
import type { PlaylistItem } from '../scene/scene.types';
import type { PlaylistItemScheduleDto } from '../schedule/schedule.types';
import { recordId } from '../schemas/ids';
import { playlistItemCreateBodySchema, playlistItemUpdateBodySchema } from '../schemas/scene.schemas';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';
import { itemSchedulesBodySchema, itemSchedulesRules } from './schedules.schemas';

/** Body of `POST sections/{s}/playlistitems/{id}/move` (ours: the spec gives no path): the target section. */
export const playlistItemMoveBodySchema = type({ sectionId: recordId });

/** A section's playlist (spec authoring §5: items are layers shown for a duration, optionally scheduled). */
export const PLAYLIST_ITEMS_API = {
  /** The section's playlist. */
  list: endpoint<Envelope<PlaylistItem[]>>()({
    method: 'GET',
    path: 'sections/:s/playlistitems',
    summary: "List a section's playlist items.",
    tag: 'playlist items',
    auth: 'user',
  }),
  /** Adds an item to a draft section. */
  create: endpoint<Envelope<PlaylistItem>>()({
    method: 'POST',
    path: 'sections/:s/playlistitems',
    summary: 'Add a playlist item (layers, duration) to a draft section.',
    tag: 'playlist items',
    auth: 'user',
    body: playlistItemCreateBodySchema,
  }),
  /** Changes an item of a draft section. */
  update: endpoint<Envelope<PlaylistItem>>()({
    method: 'PATCH',
    path: 'sections/:s/playlistitems/:id',
    summary: 'Change a playlist item (layers, duration) of a draft section.',
    tag: 'playlist items',
    auth: 'user',
    body: playlistItemUpdateBodySchema,
  }),
  /** Deletes an item of a draft section. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'sections/:s/playlistitems/:id',
    summary: 'Delete a playlist item of a draft section.',
    tag: 'playlist items',
    auth: 'user',
  }),
  /** Moves an item to another draft section of the same scene. */
  move: endpoint<Envelope<PlaylistItem>>()({
    method: 'POST',
    path: 'sections/:s/playlistitems/:id/move',
    summary: 'Move a playlist item to another draft section of the same scene (sectionId).',
    tag: 'playlist items',
    auth: 'user',
    body: playlistItemMoveBodySchema,
  }),
  /** The item's schedule (none or one). */
  schedules: endpoint<Envelope<PlaylistItemScheduleDto[]>>()({
    method: 'GET',
    path: 'sections/:s/playlistitems/:p/schedules',
    summary: "Read a playlist item's schedule (a list of none or one).",
    tag: 'playlist items',
    auth: 'user',
  }),
  /** Replaces the item's schedule. */
  updateSchedules: endpoint<Envelope<PlaylistItemScheduleDto[]>>()({
    method: 'PUT',
    path: 'sections/:s/playlistitems/:p/schedules',
    summary: "Replace a playlist item's schedule (schedules: an array of one).",
    tag: 'playlist items',
    auth: 'user',
    body: itemSchedulesBodySchema,
    rules: itemSchedulesRules,
  }),
} as const;
