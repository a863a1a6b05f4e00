import type { Folder, SceneSummary } from '../scene/scene.types';
import { folderCreateBodySchema, folderUpdateBodySchema } from '../schemas/scene.schemas';
import type { ScreenFoldersDto } from '../screens/screens.wire';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** `GET folders/scenes`: the scene folders with the user's permission entries, and every scene. */
export interface SceneFoldersDto {
  /** The scene folders. */
  folders: Folder[];
  /** Every scene of the tenant, without sections. */
  scenes: SceneSummary[];
}

/** Folders of scenes, screens and the library (spec authoring §6, accounts §7). */
export const FOLDERS_API = {
  /** The scene folders and every scene. */
  scenes: endpoint<Envelope<SceneFoldersDto>>()({
    method: 'GET',
    path: 'folders/scenes',
    summary: 'List the scene folders and every scene.',
    tag: 'folders',
    auth: 'user',
  }),
  /** The screen folders, every screen and the manage-screen flag. */
  screens: endpoint<Envelope<ScreenFoldersDto>>()({
    method: 'GET',
    path: 'folders/screens',
    summary: 'List the screen folders, every screen and whether the user may add screens.',
    tag: 'folders',
    auth: 'user',
  }),
  /** Creates a folder of a kind. */
  create: endpoint<Envelope<Folder>>()({
    method: 'POST',
    path: 'folders',
    summary: 'Create a folder (name, parent_id, type).',
    tag: 'folders',
    auth: 'user',
    body: folderCreateBodySchema,
  }),
  /** Renames or moves a folder. */
  update: endpoint<Envelope<Folder>>()({
    method: 'PATCH',
    path: 'folders/:id',
    summary: 'Rename a folder or move it under another (name, parent_id).',
    tag: 'folders',
    auth: 'user',
    body: folderUpdateBodySchema,
  }),
  /** Deletes an empty folder. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'folders/:id',
    summary: 'Delete a folder that holds nothing.',
    tag: 'folders',
    auth: 'user',
  }),
} as const;
