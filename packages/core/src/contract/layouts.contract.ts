import { type } from 'arktype';
import {
  idListBodySchema,
  itemCopyBodySchema,
  itemMoveBodySchema,
  layoutCreateBodySchema,
  layoutUpdateBodySchema,
} from '../library/library.schemas';
import type { Layout } from '../library/library.types';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';
import type { ThumbnailDto } from './scenes.contract';

/** The query of `GET layouts`: only layouts of this width and height (whole numbers; absent: any). */
export const layoutListQuerySchema = type({ 'width?': 'string', 'height?': 'string' });

/** Layouts: a scene's frame of sections kept in the library (spec authoring §7). */
export const LAYOUTS_API = {
  /** The tenant's layouts, optionally of one size. */
  list: endpoint<Envelope<Layout[]>>()({
    method: 'GET',
    path: 'layouts',
    summary: "List the tenant's layouts, optionally of one width and height.",
    tag: 'layouts',
    auth: 'user',
    query: layoutListQuerySchema,
  }),
  /** One layout. */
  get: endpoint<Envelope<Layout>>()({
    method: 'GET',
    path: 'layouts/:id',
    summary: 'Read a layout with its sections.',
    tag: 'layouts',
    auth: 'user',
  }),
  /** Creates a layout. */
  create: endpoint<Envelope<Layout>>()({
    method: 'POST',
    path: 'layouts',
    summary: 'Create a layout (name, width, height, sections, tags, folderId).',
    tag: 'layouts',
    auth: 'user',
    body: layoutCreateBodySchema,
  }),
  /** Changes a layout; sent sections replace the stored ones. */
  update: endpoint<Envelope<Layout>>()({
    method: 'PATCH',
    path: 'layouts/:id',
    summary: 'Change a layout; sent sections replace the stored ones.',
    tag: 'layouts',
    auth: 'user',
    body: layoutUpdateBodySchema,
  }),
  /** Deletes a layout. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'layouts/:id',
    summary: 'Delete a layout.',
    tag: 'layouts',
    auth: 'user',
  }),
  /** Puts the listed layouts into a folder and out of every other. */
  putInFolder: endpoint<Envelope<Layout[]>>()({
    method: 'POST',
    path: 'layouts/folders/:folder/update',
    summary: 'Put the listed layouts into a folder and out of every other (ids; -1: no folder).',
    tag: 'layouts',
    auth: 'user',
    body: idListBodySchema,
  }),
  /** Copies a layout into a folder. */
  copy: endpoint<Envelope<Layout>>()({
    method: 'POST',
    path: 'layouts/:id/copy/:folder',
    summary: 'Copy a layout under a new name into a folder (-1: no folder).',
    tag: 'layouts',
    auth: 'user',
    body: itemCopyBodySchema,
  }),
  /** Moves a layout between folders. */
  move: endpoint<Envelope<Layout>>()({
    method: 'POST',
    path: 'layouts/:id/move',
    summary: 'Move a layout from one folder to another (from, to).',
    tag: 'layouts',
    auth: 'user',
    body: itemMoveBodySchema,
  }),
  /** Stores the picture of the saved layout (multipart `thumbnail`). */
  thumbnail: endpoint<Envelope<ThumbnailDto>>()({
    method: 'PUT',
    path: 'layouts/:id/thumbnail',
    summary: "Store the layout's thumbnail (multipart `thumbnail`: PNG, JPEG or WebP).",
    tag: 'layouts',
    auth: 'user',
    multipart: true,
  }),
} as const;
