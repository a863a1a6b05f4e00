import { type } from 'arktype';
import {
  itemCopyBodySchema,
  itemMoveBodySchema,
  libraryFolderCreateBodySchema,
  mediaCopyBodySchema,
  mediaMoveBodySchema,
  mediaSourceBodySchema,
  stockSearchBodySchema,
} from '../library/library.schemas';
import type { Layout, LibraryTemplate, MediaItem, StockSearchPage } from '../library/library.types';
import type { Folder } from '../scene/scene.types';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** `GET library/folders`: the library folders with the user's permission entries. */
export interface LibraryFoldersDto {
  /** The library folders. */
  folders: Folder[];
}

/**
 * The query of `POST library/folders/templates/{id}`: `_method=PATCH`, the spec's form of a multipart update
 * (anything else: 405).
 */
export const methodOverrideQuerySchema = type({ '_method?': 'string' });

/** The query of `DELETE media`: the uuid of the file to delete. */
export const mediaDeleteQuerySchema = type({ uuid: 'string.uuid' });

/** The library: templates (the Elements tab), its folders and stock photo searches (spec authoring §7). */
export const LIBRARY_API = {
  /** The templates of one layer kind. */
  templates: endpoint<Envelope<LibraryTemplate[]>>()({
    method: 'GET',
    path: 'library/:type',
    summary: 'List the templates of one layer kind (Rss, Instagram and Facebook come together).',
    tag: 'library',
    auth: 'user',
  }),
  /** Creates a template (multipart). */
  createTemplate: endpoint<Envelope<LibraryTemplate>>()({
    method: 'POST',
    path: 'library',
    summary: 'Create a template (multipart: name, type, preview, width, height, layers, folderId).',
    tag: 'library',
    auth: 'user',
    multipart: true,
  }),
  /** Creates a template in a folder (multipart). */
  createTemplateIn: endpoint<Envelope<LibraryTemplate>>()({
    method: 'POST',
    path: 'library/:folder',
    summary: 'Create a template in a folder (multipart: name, type, preview, width, height, layers).',
    tag: 'library',
    auth: 'user',
    multipart: true,
  }),
  /** The library folders. */
  folders: endpoint<Envelope<LibraryFoldersDto>>()({
    method: 'GET',
    path: 'library/folders',
    summary: "List the library folders with the user's permission entries.",
    tag: 'library',
    auth: 'user',
  }),
  /** Creates a library folder. */
  createFolder: endpoint<Envelope<Folder>>()({
    method: 'POST',
    path: 'library/folders',
    summary: 'Create a library folder (name, parent_id).',
    tag: 'library',
    auth: 'user',
    body: libraryFolderCreateBodySchema,
  }),
  /** The Layouts tab: folders and every layout. */
  layoutsTab: endpoint<Envelope<LibraryFoldersDto & { layouts: Layout[] }>>()({
    method: 'GET',
    path: 'library/folders/layouts',
    summary: 'List the library folders and every layout.',
    tag: 'library',
    auth: 'user',
  }),
  /** The Elements tab: folders and every template. */
  templatesTab: endpoint<Envelope<LibraryFoldersDto & { templates: LibraryTemplate[] }>>()({
    method: 'GET',
    path: 'library/folders/templates',
    summary: 'List the library folders and every template.',
    tag: 'library',
    auth: 'user',
  }),
  /** The Media tab: folders and every media file. */
  mediaTab: endpoint<Envelope<LibraryFoldersDto & { media: MediaItem[] }>>()({
    method: 'GET',
    path: 'library/folders/media',
    summary: 'List the library folders and every media file.',
    tag: 'library',
    auth: 'user',
  }),
  /** One template. */
  getTemplate: endpoint<Envelope<LibraryTemplate>>()({
    method: 'GET',
    path: 'library/folders/templates/:id',
    summary: 'Read a template.',
    tag: 'library',
    auth: 'user',
  }),
  /** Changes a template (multipart). */
  updateTemplate: endpoint<Envelope<LibraryTemplate>>()({
    method: 'PATCH',
    path: 'library/folders/templates/:id',
    summary: 'Change a template (multipart; an empty preview removes it).',
    tag: 'library',
    auth: 'user',
    multipart: true,
  }),
  /** Changes a template, the spec's `POST ...?_method=PATCH` form. */
  updateTemplateByPost: endpoint<Envelope<LibraryTemplate>>()({
    method: 'POST',
    path: 'library/folders/templates/:id',
    summary: 'Change a template (multipart, sent as POST with _method=PATCH).',
    tag: 'library',
    auth: 'user',
    multipart: true,
    query: methodOverrideQuerySchema,
  }),
  /** Deletes a template. */
  removeTemplate: endpoint<void>()({
    method: 'DELETE',
    path: 'library/folders/templates/:id',
    summary: 'Delete a template.',
    tag: 'library',
    auth: 'user',
  }),
  /** Copies a template into a folder. */
  copyTemplate: endpoint<Envelope<LibraryTemplate>>()({
    method: 'POST',
    path: 'library/folders/templates/:id/copy/:folder',
    summary: 'Copy a template under a new name into a folder (-1: no folder).',
    tag: 'library',
    auth: 'user',
    body: itemCopyBodySchema,
  }),
  /** Moves a template between folders. */
  moveTemplate: endpoint<Envelope<LibraryTemplate>>()({
    method: 'POST',
    path: 'library/folders/templates/:id/move',
    summary: 'Move a template from one folder to another (from, to).',
    tag: 'library',
    auth: 'user',
    body: itemMoveBodySchema,
  }),
  /** Searches Unsplash. */
  unsplash: endpoint<Envelope<StockSearchPage>>()({
    method: 'POST',
    path: 'library/unsplash',
    summary: 'Search stock photos on Unsplash (searchString, orientation, page).',
    tag: 'library',
    auth: 'user',
    body: stockSearchBodySchema,
  }),
  /** Searches Pixabay. */
  pixabay: endpoint<Envelope<StockSearchPage>>()({
    method: 'POST',
    path: 'library/pixabay',
    summary: 'Search stock photos on Pixabay (searchString, orientation, page).',
    tag: 'library',
    auth: 'user',
    body: stockSearchBodySchema,
  }),
} as const;

/** Media files of the library (spec authoring §7). */
export const MEDIA_API = {
  /** Uploads files (multipart `file[]`) or fetches one (`url`, `unsplashId`, `pixabayId`). */
  create: endpoint<Envelope<MediaItem[]>>()({
    method: 'POST',
    path: 'media',
    summary: 'Add media: a multipart upload (file[]), or a JSON url, unsplashId or pixabayId.',
    tag: 'media',
    auth: 'user',
    body: mediaSourceBodySchema,
    multipart: true,
  }),
  /** The same, into a folder. */
  createIn: endpoint<Envelope<MediaItem[]>>()({
    method: 'POST',
    path: 'media/:folder',
    summary: 'Add media into a folder: a multipart upload (file[]), or a JSON url, unsplashId or pixabayId.',
    tag: 'media',
    auth: 'user',
    body: mediaSourceBodySchema,
    multipart: true,
  }),
  /** One media file by id or uuid. */
  get: endpoint<Envelope<MediaItem>>()({
    method: 'GET',
    path: 'media/get/:id',
    summary: 'Read a media file by id or uuid.',
    tag: 'media',
    auth: 'user',
  }),
  /** Deletes a media file. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'media',
    summary: 'Delete a media file (uuid); the file goes unless a copy or a layer still uses it.',
    tag: 'media',
    auth: 'user',
    query: mediaDeleteQuerySchema,
  }),
  /** Copies a media file into a folder. */
  copy: endpoint<Envelope<MediaItem>>()({
    method: 'POST',
    path: 'media/copy/:folder',
    summary: 'Copy a media file into a folder (uuid; -1: no folder).',
    tag: 'media',
    auth: 'user',
    body: mediaCopyBodySchema,
  }),
  /** Moves a media file between folders. */
  move: endpoint<Envelope<MediaItem>>()({
    method: 'POST',
    path: 'media/move',
    summary: 'Move a media file from one folder to another (uuid, from, to).',
    tag: 'media',
    auth: 'user',
    body: mediaMoveBodySchema,
  }),
} as const;
