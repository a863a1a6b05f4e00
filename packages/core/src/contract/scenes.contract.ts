import type { AnimationType, Scene, SceneSummary, Section } from '../scene/scene.types';
import type { Schedule } from '../schedule/schedule.types';
import { sceneFromLayoutBodySchema } from '../library/library.schemas';
import {
  sceneCopyBodySchema,
  sceneCreateBodySchema,
  sceneMoveBodySchema,
  sceneUpdateBodySchema,
  sectionCreateBodySchema,
  sectionsUpdateBodySchema,
  sectionUpdateBodySchema,
} from '../schemas/scene.schemas';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';
import {
  sceneScheduleUpdateBodySchema,
  sceneScheduleUpdateRules,
  sceneSchedulesBodySchema,
  sceneSchedulesRules,
} from './schedules.schemas';

/** A section on the wire: core's `Section` without the client-only `needToUpdate`. */
export type SectionDto = Omit<Section, 'needToUpdate'>;

/** A stored picture's URL, the answer of the thumbnail uploads. */
export interface ThumbnailDto {
  /** The picture's URL under `/media`. */
  thumbnail: string;
}

/** `POST scenes`' body: a plain scene, or `{ layoutId, folderId?, name? }` for a scene built from a layout. */
export const sceneCreateOrFromLayoutBodySchema = sceneCreateBodySchema
  // A body naming a layoutId is a scene from that layout (as the server tells them apart): the branches never overlap.
  .and({ 'layoutId?': 'never' })
  .or(sceneFromLayoutBodySchema);

/** The scenes endpoints (spec authoring §3: scenes, their sections and schedules). */
export const SCENES_API = {
  /** One scene with its sections and playlists. */
  get: endpoint<Envelope<Scene>>()({
    method: 'GET',
    path: 'scenes/:id',
    summary: 'Read a scene with its sections, playlists and tags.',
    tag: 'scenes',
    auth: 'user',
  }),
  /** Creates a scene, from a body or from a layout. */
  create: endpoint<Envelope<Scene>>()({
    method: 'POST',
    path: 'scenes',
    summary: 'Create a scene (name, width, height, sections, tags, folderId), or one from a layout (layoutId).',
    tag: 'scenes',
    auth: 'user',
    body: sceneCreateOrFromLayoutBodySchema,
  }),
  /** Saves a scene; it is never a draft afterwards. */
  update: endpoint<Envelope<Scene>>()({
    method: 'PATCH',
    path: 'scenes/:id',
    summary: 'Save a scene (name, width, height, sections, tags, clientId); it leaves draft.',
    tag: 'scenes',
    auth: 'user',
    body: sceneUpdateBodySchema,
  }),
  /** Deletes a scene with its schedules. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'scenes/:id',
    summary: 'Delete a scene; the screens that played it get new content.',
    tag: 'scenes',
    auth: 'user',
  }),
  /** Drops the scene's draft sections. */
  cancel: endpoint<Envelope<Scene>>()({
    method: 'POST',
    path: 'scenes/:id/cancel',
    summary: "Cancel the scene's unsaved changes (its draft sections).",
    tag: 'scenes',
    auth: 'user',
  }),
  /** Copies a scene into a folder (`-1`: the root). */
  copy: endpoint<Envelope<Scene>>()({
    method: 'POST',
    path: 'scenes/:id/copy/:folder',
    summary: 'Copy a scene under a new name into a folder (-1: no folder).',
    tag: 'scenes',
    auth: 'user',
    body: sceneCopyBodySchema,
  }),
  /** Moves a scene between folders. */
  move: endpoint<Envelope<SceneSummary>>()({
    method: 'POST',
    path: 'scenes/:id/move',
    summary: 'Move a scene from one folder to another.',
    tag: 'scenes',
    auth: 'user',
    body: sceneMoveBodySchema,
  }),
  /** Stores the picture of the saved scene (multipart `thumbnail`). */
  thumbnail: endpoint<Envelope<ThumbnailDto>>()({
    method: 'PUT',
    path: 'scenes/:id/thumbnail',
    summary: "Store the scene's thumbnail (multipart `thumbnail`: PNG, JPEG or WebP).",
    tag: 'scenes',
    auth: 'user',
    multipart: true,
  }),
  /** Assigns screens to the scene, one new schedule each. */
  assign: endpoint<Envelope<Schedule[]>>()({
    method: 'POST',
    path: 'scenes/:id/schedules',
    summary: 'Assign the scene to screens, one schedule each (schedules).',
    tag: 'scenes',
    auth: 'user',
    body: sceneSchedulesBodySchema,
    rules: sceneSchedulesRules,
  }),
  /** Changes one of the scene's schedules. */
  updateSchedule: endpoint<Envelope<Schedule>>()({
    method: 'PUT',
    path: 'scenes/:id/schedules',
    summary: "Change one of the scene's schedules (schedule).",
    tag: 'scenes',
    auth: 'user',
    body: sceneScheduleUpdateBodySchema,
    rules: sceneScheduleUpdateRules,
  }),
  /** The scene's schedules on one screen. */
  schedules: endpoint<Envelope<Schedule[]>>()({
    method: 'GET',
    path: 'scenes/:id/schedules/:screenId',
    summary: "Read the scene's schedules on one screen.",
    tag: 'scenes',
    auth: 'user',
  }),
} as const;

/** A scene's sections (spec authoring §4: a saved section is edited through its draft copy). */
export const SECTIONS_API = {
  /** The scene's sections. */
  list: endpoint<Envelope<SectionDto[]>>()({
    method: 'GET',
    path: 'scenes/:id/sections',
    summary: "List the scene's sections with their playlists.",
    tag: 'sections',
    auth: 'user',
  }),
  /** Creates a draft section (with `parentId`, the draft copy of a saved one). */
  create: endpoint<Envelope<SectionDto>>()({
    method: 'POST',
    path: 'scenes/:id/sections',
    summary: 'Create a draft section; with parentId, the draft copy of a saved section.',
    tag: 'sections',
    auth: 'user',
    body: sectionCreateBodySchema,
  }),
  /** Changes several draft sections at once. */
  updateMany: endpoint<Envelope<SectionDto[]>>()({
    method: 'PATCH',
    path: 'scenes/:id/sections',
    summary: 'Change several draft sections at once (sections).',
    tag: 'sections',
    auth: 'user',
    body: sectionsUpdateBodySchema,
  }),
  /** One section. */
  get: endpoint<Envelope<SectionDto>>()({
    method: 'GET',
    path: 'scenes/:id/sections/:sid',
    summary: 'Read one section with its playlist.',
    tag: 'sections',
    auth: 'user',
  }),
  /** Changes a draft section. */
  update: endpoint<Envelope<SectionDto>>()({
    method: 'PATCH',
    path: 'scenes/:id/sections/:sid',
    summary: 'Change a draft section (any section field).',
    tag: 'sections',
    auth: 'user',
    body: sectionUpdateBodySchema,
  }),
  /** Deletes a draft section. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'scenes/:id/sections/:sid',
    summary: 'Delete a draft section.',
    tag: 'sections',
    auth: 'user',
  }),
  /** Reverts a draft copy (drops it, its saved parent stays). */
  revert: endpoint<void>()({
    method: 'DELETE',
    path: 'scenes/:id/sections/:sid/cancel',
    summary: 'Revert a draft copy of a saved section.',
    tag: 'sections',
    auth: 'user',
  }),
  /** The animation types a section may use. */
  animationTypes: endpoint<Envelope<readonly AnimationType[]>>()({
    method: 'GET',
    path: 'sections/animations/types',
    summary: 'List the animation types of sections.',
    tag: 'sections',
    auth: 'user',
  }),
} as const;
