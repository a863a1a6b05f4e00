import { type } from 'arktype';
import type { Tag } from '../scene/scene.types';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** The query of `GET tags`: the text to look for (under two characters, the answer is empty). */
export const tagSearchQuerySchema = type({ 'search?': 'string' });

/** The tags endpoints (spec authoring: a scene's and a layout's tags are suggested as the user types). */
export const TAGS_API = {
  /** The tenant's tags containing `search`, case-insensitive. */
  search: endpoint<Envelope<Tag[]>>()({
    method: 'GET',
    path: 'tags',
    summary: "Search the tenant's tags containing a text, case-insensitive (under two characters, none).",
    tag: 'tags',
    auth: 'user',
    query: tagSearchQuerySchema,
  }),
} as const;
