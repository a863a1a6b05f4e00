import {
  collectBoxProblems,
  isRecordId,
  isTagSearchable,
  validateInput,
  type Id,
  type Section,
  type Size,
  type Tag,
  type ValidationErrors,
} from '@screenplay/core';
import { layoutCreateBodySchema, layoutUpdateBodySchema } from '@screenplay/core/library';
import type { Layout } from '@screenplay/core/library';
import { toApiError, type ApiError } from '../api/ApiError';
import { folderOrNull } from './library.calls';
import type { LayoutRepository, LayoutRepositoryOp, LayoutUpdateInput } from './layoutRepository.types';

/** The API's message when no section of a layout is left (spec §4: a layout keeps at least one section). */
const LAYOUT_NEEDS_SECTION = 'A layout needs at least one section.';

/** Options of {@link createMemoryLayoutRepository}. */
export interface MemoryLayoutRepositoryOptions {
  /** The tenant's tags `searchTags` looks through, besides the layouts' own (tags saved with a layout are added). */
  tags?: readonly Tag[];
  /** The owner of the layouts it creates (the signed-in user on the server); null by default. */
  owner?: Id | null;
  /** Asked before every operation: an error (or `true` for a 500) makes that call fail without writing anything. */
  failNext?: (op: LayoutRepositoryOp) => ApiError | boolean | null | undefined;
  /** The clock stamped into `updatedAt`. */
  now?: () => Date;
}

/** A failure as the API client rejects the server's answer. */
const answer = (status: number, data: { message: string; errors?: ValidationErrors }): ApiError =>
  toApiError({ status, data });

const notFound = (): ApiError => answer(404, { message: 'Item not found' });

/** A 422 as the server sends it: the first message doubles as the summary. */
const unprocessable = (errors: ValidationErrors): ApiError =>
  answer(422, { message: Object.values(errors).flat()[0] ?? 'The given data was invalid.', errors });

/** What a create or an update stores from its body besides the name. */
type StoredFields = Pick<Layout, 'width' | 'height' | 'ratio' | 'sections' | 'tags' | 'updatedAt'>;

/**
 * The sections a layout stores, as the server keeps them: sections marked deleted dropped, the rest ordered by
 * `order` and renumbered from 1, a positive id kept (the first time it is sent) and the next free one given otherwise.
 */
function storedSections(sections: readonly Section[]): Section[] {
  const kept = sections.filter((section) => !section.markAsDeleted).sort((a, b) => a.order - b.order);
  const used = new Set<Id>();
  const keepsId = kept.map(({ id }) => {
    if (!isRecordId(id) || used.has(id)) return false;
    used.add(id);
    return true;
  });
  let nextId = Math.max(0, ...used) + 1;
  return kept.map(({ needToUpdate: _needToUpdate, ...section }, index) => ({
    ...structuredClone(section),
    id: keepsId[index] ? section.id : nextId++,
    order: index + 1,
    draft: false,
    parentId: null,
    markAsDeleted: false,
    playlistItems: [],
    itemsOrder: [],
  }));
}

/**
 * Creates a layout repository that keeps layouts in memory with the server's rules: bodies are checked by core's
 * layout schemas and each section must lie inside the layout (a 422 keyed by field, as the API answers), sections are
 * stored as the server stores them, tags sent by name are found by name or created, and new layouts get ids in order
 * from 1 past the highest stored one. Layouts go in and out as copies. For integrators without our server, and tests.
 * @example
 * const layouts = createLayoutEditorStore({ repository: createMemoryLayoutRepository([lobbyLayout]) });
 */
export function createMemoryLayoutRepository(
  initialLayouts: readonly Layout[] = [],
  options: MemoryLayoutRepositoryOptions = {},
): LayoutRepository {
  const layouts = new Map<Id, Layout>(initialLayouts.map((layout) => [layout.id, structuredClone(layout)]));
  const tags: Tag[] = [];
  for (const tag of [...(options.tags ?? []), ...initialLayouts.flatMap((layout) => layout.tags)]) {
    if (!tags.some((known) => known.id === tag.id)) tags.push({ ...tag });
  }
  let lastLayoutId = Math.max(0, ...layouts.keys());
  let lastTagId = Math.max(0, ...tags.map((tag) => tag.id));
  const now = options.now ?? (() => new Date());

  function enter(op: LayoutRepositoryOp): void {
    const failure = options.failNext?.(op);
    if (failure) throw failure === true ? answer(500, { message: 'Server Error' }) : failure;
  }

  function stored(layoutId: Id): Layout {
    const found = layouts.get(layoutId);
    if (!found) throw notFound();
    return found;
  }

  /**
   * The fields a layout stores from a body core's schema accepted; a 422 when no section is left, one lies outside
   * the layout or a tag sent by id does not exist. Tags sent by name are found by name (ignoring case) or created.
   */
  function storedFields(input: LayoutUpdateInput, size: Size): StoredFields {
    const errors: ValidationErrors = {};
    const sections = storedSections(input.sections);
    const boxes = sections.map((section, index): [string, Section] => [`sections.${index}`, section]);
    if (sections.length === 0) errors.sections = [LAYOUT_NEEDS_SECTION];
    else collectBoxProblems(errors, boxes, size);
    if (input.tags.some((ref) => 'id' in ref && !tags.some((tag) => tag.id === ref.id)))
      errors.tags = ['The selected tag does not exist.'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const layoutTags: Tag[] = [];
    for (const ref of input.tags) {
      const name = ref.name.trim().toLowerCase();
      const found = tags.find((known) => ('id' in ref ? known.id === ref.id : known.name.toLowerCase() === name));
      const tag = found ?? { id: ++lastTagId, name: ref.name.trim() };
      if (!found) tags.push(tag);
      if (!layoutTags.includes(tag)) layoutTags.push(tag);
    }
    const updatedAt = now().toISOString();
    return { ...size, ratio: input.ratio, sections, tags: layoutTags.map((tag) => ({ ...tag })), updatedAt };
  }

  function write(layout: Layout): Layout {
    layouts.set(layout.id, layout);
    return structuredClone(layout);
  }

  return {
    async listLayouts() {
      enter('listLayouts');
      return [...layouts.values()].map((layout) => structuredClone(layout));
    },

    async loadLayout(layoutId) {
      enter('loadLayout');
      return structuredClone(stored(layoutId));
    },

    async createLayout(input) {
      enter('createLayout');
      const body = validateInput(layoutCreateBodySchema, input);
      if (!body.ok) throw unprocessable(body.errors);
      const { name, width, height } = body.value;
      const fields = storedFields(input, { width, height });
      const folderId = folderOrNull(input.folderId);
      const folderIds = folderId === null ? [] : [folderId];
      return write({ ...fields, id: ++lastLayoutId, name, draft: false, folderIds, owner: options.owner ?? null });
    },

    async updateLayout(layoutId, input) {
      enter('updateLayout');
      const layout = stored(layoutId);
      const body = validateInput(layoutUpdateBodySchema, input);
      if (!body.ok) throw unprocessable(body.errors);
      const { name = layout.name, width = layout.width, height = layout.height } = body.value;
      return write({ ...layout, ...storedFields(input, { width, height }), name });
    },

    async searchTags(search) {
      enter('searchTags');
      const needle = search.trim().toLowerCase();
      if (!isTagSearchable(needle)) return [];
      return tags.filter((tag) => tag.name.toLowerCase().includes(needle)).map((tag) => ({ ...tag }));
    },
  };
}
