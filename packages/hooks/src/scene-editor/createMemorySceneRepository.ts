import {
  SCENE_ERROR_CODES,
  SECTION_ANIMATION_TYPES,
  isTagSearchable,
  type AnimationType,
  type Id,
  type PlaylistItem,
  type Scene,
  type Section,
  type Tag,
} from '@screenplay/core';
import { ApiError } from '../api/ApiError';
import { invalidSceneSections } from './sceneValidation';
import type { SceneRepository, SceneRepositoryOp } from './sceneRepository.types';

/** The animation types the memory repository lists: core's set, as the reference server does. */
export const MEMORY_ANIMATION_TYPES: readonly AnimationType[] = SECTION_ANIMATION_TYPES;

/** Options of {@link createMemorySceneRepository}. */
export interface MemorySceneRepositoryOptions {
  /** Delay of every answer in ms, through `setTimeout` (fake timers apply); 0 answers on the next microtask. */
  latencyMs?: number;
  /** Asked before every operation: an error (or `true` for a 500) makes that call fail without writing anything. */
  failNext?: (op: SceneRepositoryOp) => ApiError | boolean | null | undefined;
  /** The tenant's tags `searchTags` looks through, besides the scenes' own (tags saved with a scene are added). */
  tags?: Tag[];
  /** Called after a scene save with the saved scene and the sender's `clientId` (where a realtime publish would go). */
  onSceneSaved?: (scene: Scene, clientId: string) => void;
  /** The clock stamped into `updatedAt`. */
  now?: () => Date;
}

/** The in-memory repository plus a way to read what it stores. */
export interface MemorySceneRepository extends SceneRepository {
  /** A copy of a stored scene with every section row (drafts included), or undefined. */
  peek(sceneId: Id): Scene | undefined;
}

/** A 500 answer as the API client would reject it. */
export function serverError(): ApiError {
  return new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'Server Error' });
}

function notFound(): ApiError {
  return new ApiError({
    status: 404,
    messageKey: SCENE_ERROR_CODES.notFound,
    message: 'Item not found',
    code: SCENE_ERROR_CODES.notFound,
  });
}

function invalid(message: string): ApiError {
  const key = SCENE_ERROR_CODES.invalidSceneData;
  return new ApiError({ status: 422, messageKey: key, message, code: key });
}

const byOrder = (a: Section, b: Section): number => a.order - b.order;

/**
 * Creates a scene repository that keeps scenes in memory with the server's semantics: new sections are drafts,
 * a draft copy carries `parentId`, revert deletes one copy, cancel deletes every draft, and a save promotes each
 * draft over its parent (the parent keeps its id), makes new drafts saved and deletes `markAsDeleted` sections,
 * all or nothing. For integrators without our server, and for tests.
 * @example
 * const repository = createMemorySceneRepository([scene], { latencyMs: 50 });
 */
export function createMemorySceneRepository(
  initialScenes: Scene[],
  options: MemorySceneRepositoryOptions = {},
): MemorySceneRepository {
  const scenes = new Map<Id, Scene>(initialScenes.map((scene) => [scene.id, structuredClone(scene)]));
  const tags: Tag[] = [];
  for (const tag of [...(options.tags ?? []), ...initialScenes.flatMap((s) => s.tags)]) {
    if (!tags.some((t) => t.id === tag.id)) tags.push({ ...tag });
  }
  const now = options.now ?? (() => new Date());
  let lastId = Math.max(0, ...tags.map((t) => t.id), ...initialScenes.flatMap(allIds));

  function allIds(scene: Scene): Id[] {
    const sections = scene.sections;
    const itemIds = sections.flatMap((s) => s.playlistItems.map((p) => p.id));
    return [scene.id, ...scene.tags.map((t) => t.id), ...sections.map((s) => s.id), ...itemIds];
  }

  /** Waits the latency, then fails the call when `failNext` says so. */
  async function enter(op: SceneRepositoryOp): Promise<void> {
    const latency = options.latencyMs ?? 0;
    await (latency > 0 ? new Promise((resolve) => setTimeout(resolve, latency)) : Promise.resolve());
    const failure = options.failNext?.(op);
    if (failure) throw failure === true ? serverError() : failure;
  }

  function scene(sceneId: Id): Scene {
    const found = scenes.get(sceneId);
    if (!found) throw notFound();
    return found;
  }

  function section(sceneId: Id, sectionId: Id): Section {
    const found = scene(sceneId).sections.find((s) => s.id === sectionId);
    if (!found) throw notFound();
    return found;
  }

  function sectionAnywhere(sectionId: Id): Section {
    for (const stored of scenes.values()) {
      const found = stored.sections.find((s) => s.id === sectionId);
      if (found) return found;
    }
    throw notFound();
  }

  function copy(stored: Scene): Scene {
    const result = structuredClone(stored);
    result.sections.sort(byOrder);
    return result;
  }

  function writeFields(target: Section, source: Section): void {
    const { id: _id, parentId: _parentId, draft: _draft, needToUpdate: _needToUpdate, ...fields } = source;
    Object.assign(target, structuredClone(fields));
  }

  function resolveTag(tag: Tag | { name: string }): Tag {
    const name = tag.name.trim();
    const existing = tags.find((t) => ('id' in tag && t.id === tag.id) || t.name.toLowerCase() === name.toLowerCase());
    if (existing) return { ...existing };
    const created = { id: ++lastId, name };
    tags.push(created);
    return { ...created };
  }

  return {
    peek: (sceneId) => {
      const stored = scenes.get(sceneId);
      return stored && copy(stored);
    },

    async load(sceneId) {
      await enter('load');
      return copy(scene(sceneId));
    },

    async loadSection(sceneId, sectionId) {
      await enter('loadSection');
      return structuredClone(section(sceneId, sectionId));
    },

    async createSection(sceneId, input) {
      await enter('createSection');
      const stored = scene(sceneId);
      const isParentSaved = stored.sections.some((s) => s.id === input.parentId && !s.draft);
      if (input.parentId !== null && !isParentSaved) throw invalid('Unknown parent section');
      const created: Section = { ...structuredClone(input), id: ++lastId, draft: true };
      delete created.needToUpdate;
      stored.sections.push(created);
      return structuredClone(created);
    },

    async updateSection(sceneId, input) {
      await enter('updateSection');
      const target = section(sceneId, input.id);
      writeFields(target, input);
      return structuredClone(target);
    },

    async updateSections(sceneId, inputs) {
      await enter('updateSections');
      const targets = inputs.map((input) => section(sceneId, input.id)); // every id checked before any write
      targets.forEach((target, index) => {
        writeFields(target, inputs[index] as Section);
      });
      return structuredClone(targets);
    },

    async revertSection(sceneId, sectionId) {
      await enter('revertSection');
      const target = section(sceneId, sectionId);
      if (!target.draft || target.parentId === null)
        throw invalid('Only a draft copy of a saved section can be reverted');
      const stored = scene(sceneId);
      stored.sections = stored.sections.filter((s) => s.id !== sectionId);
    },

    async cancelScene(sceneId) {
      await enter('cancelScene');
      const stored = scene(sceneId);
      stored.sections = stored.sections.filter((s) => !s.draft);
      return copy(stored);
    },

    async saveScene(sceneId, input) {
      await enter('saveScene');
      const stored = scene(sceneId);
      const problem = invalidSceneSections(input, stored.sections);
      if (problem) throw invalid(problem);
      const rows = structuredClone(stored.sections);
      for (const sent of input.sections) {
        const row = rows.find((s) => s.id === sent.id) as Section; // validated above
        const target = row.parentId !== null ? (rows.find((s) => s.id === row.parentId) ?? row) : row;
        writeFields(target, sent);
        target.draft = false;
        target.parentId = null;
        if (target !== row) rows.splice(rows.indexOf(row), 1);
      }
      // Sections and items marked deleted go; each itemsOrder names exactly its section's items.
      stored.sections = rows.filter((s) => !s.markAsDeleted);
      for (const row of stored.sections) {
        row.playlistItems = row.playlistItems.filter((item) => !item.markAsDeleted);
        const ids = row.playlistItems.map((item) => item.id);
        row.itemsOrder = [...new Set([...row.itemsOrder.filter((id) => ids.includes(id)), ...ids])];
      }
      Object.assign(stored, {
        name: input.name,
        width: input.width,
        height: input.height,
        ratio: input.ratio,
        tags: input.tags.map(resolveTag),
        draft: false,
        updatedAt: now().toISOString(),
      });
      const saved = copy(stored);
      options.onSceneSaved?.(copy(stored), input.clientId);
      return saved;
    },

    async createPlaylistItem(sectionId, input) {
      await enter('createPlaylistItem');
      const target = sectionAnywhere(sectionId);
      // Contract: the server stores the duration it is sent, 0 when absent.
      const defaults = { id: ++lastId, parentId: null, hidden: false, markAsDeleted: false, styles: {} };
      const item: PlaylistItem = { ...defaults, ...structuredClone(input), duration: input.duration ?? 0 };
      target.playlistItems.push(item);
      target.itemsOrder.push(item.id);
      return structuredClone(item);
    },

    async updatePlaylistItem(sectionId, input) {
      await enter('updatePlaylistItem');
      const item = sectionAnywhere(sectionId).playlistItems.find((p) => p.id === input.id);
      if (!item) throw notFound();
      Object.assign(item, structuredClone(input));
      return structuredClone(item);
    },

    async deletePlaylistItem(sectionId, itemId) {
      await enter('deletePlaylistItem');
      const target = sectionAnywhere(sectionId);
      if (!target.playlistItems.some((p) => p.id === itemId)) throw notFound();
      target.playlistItems = target.playlistItems.filter((p) => p.id !== itemId);
      target.itemsOrder = target.itemsOrder.filter((id) => id !== itemId);
    },

    async movePlaylistItem(sectionId, itemId, toSectionId) {
      await enter('movePlaylistItem');
      const from = sectionAnywhere(sectionId);
      const item = from.playlistItems.find((p) => p.id === itemId);
      const sceneOf = (id: Id) => [...scenes.values()].find((s) => s.sections.some((row) => row.id === id));
      const to = sceneOf(toSectionId) === sceneOf(sectionId) ? sectionAnywhere(toSectionId) : null;
      if (!item || !to) throw notFound();
      if (to === from) return structuredClone(item);
      from.playlistItems = from.playlistItems.filter((p) => p !== item);
      from.itemsOrder = from.itemsOrder.filter((id) => id !== itemId);
      const moved = { ...item, parentId: null };
      to.playlistItems.push(moved);
      to.itemsOrder.push(itemId);
      return structuredClone(moved);
    },

    async searchTags(search) {
      await enter('searchTags');
      const needle = search.trim().toLowerCase();
      if (!isTagSearchable(needle)) return [];
      return structuredClone(tags.filter((t) => t.name.toLowerCase().includes(needle)));
    },

    async animationTypes() {
      await enter('animationTypes');
      return MEMORY_ANIMATION_TYPES.map((type) => ({ ...type }));
    },
  };
}
