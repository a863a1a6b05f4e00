import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { TAG_SEARCH_DEBOUNCE_MS, isTagSearchable, nextTempId, tagNameError } from '@screenplay/core';
import type { Tag } from '@screenplay/core';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import type { Scheduler } from './createSectionSaver';
import type { SceneRepository } from './sceneRepository.types';

/** A scene's tags as `PATCH scenes/{id}` takes them: new tags (temporary negative id) go by name only. */
export function tagsForSave(tags: readonly Tag[]): (Tag | { name: string })[] {
  return tags.map((tag) => (tag.id < 0 ? { name: tag.name } : { ...tag }));
}

/** What the tags editor needs from the scene editor store. */
export interface TagsEditorDeps {
  repository: SceneRepository;
  scheduler: Scheduler;
  getTags(): readonly Tag[];
  setTags(tags: Tag[]): void;
  onError(error: ApiError): void;
}

/** The tags part of the scene editor: add/remove on the scene, search suggestions. */
export interface TagsEditor {
  $tagSuggestions: ReadonlySignal<readonly Tag[]>;
  $tagError: ReadonlySignal<string | null>;
  addTag(tag: string | Tag): string | null;
  removeTag(tag: Tag | string): void;
  searchTags(text: string): void;
  reset(): void;
}

/**
 * Creates the tags editor: a name must pass core's `tagNameError` (2+ characters after trim, not on the scene
 * already); a search runs 200 ms after the last
 * keystroke from 2 characters, and only the latest search's answer is shown.
 */
export function createTagsEditor(deps: TagsEditorDeps): TagsEditor {
  const $tagSuggestions = signal<readonly Tag[]>([]);
  const $tagError = signal<string | null>(null);
  let timer: unknown = null;
  let searchSeq = 0;

  function cancelSearch(): void {
    if (timer !== null) deps.scheduler.clearTimeout(timer);
    timer = null;
    searchSeq += 1;
  }

  async function runSearch(text: string, seq: number): Promise<void> {
    try {
      const found = await deps.repository.searchTags(text);
      if (seq !== searchSeq) return;
      const onScene = deps.getTags();
      $tagSuggestions.value = found.filter((tag) => tagNameError(tag.name, onScene) === null);
    } catch (reason) {
      if (seq === searchSeq) deps.onError(toApiError(reason));
    }
  }

  return {
    $tagSuggestions,
    $tagError,
    addTag(input) {
      const tags = deps.getTags();
      const name = typeof input === 'string' ? input : input.name;
      const error = tagNameError(name, tags);
      $tagError.value = error;
      if (error) return error;
      const id = typeof input === 'string' || input.id < 0 ? nextTempId(tags.map((tag) => tag.id)) : input.id;
      deps.setTags([...tags, { id, name: name.trim() }]);
      $tagSuggestions.value = [];
      return null;
    },
    removeTag(tag) {
      const tags = deps.getTags();
      const next = tags.filter((t) => (typeof tag === 'string' ? t.name !== tag : t.id !== tag.id));
      if (next.length !== tags.length) deps.setTags(next);
    },
    searchTags(text) {
      cancelSearch();
      $tagError.value = null;
      const trimmed = text.trim();
      if (!isTagSearchable(trimmed)) {
        $tagSuggestions.value = [];
        return;
      }
      const seq = searchSeq;
      timer = deps.scheduler.setTimeout(() => {
        timer = null;
        void runSearch(trimmed, seq);
      }, TAG_SEARCH_DEBOUNCE_MS);
    },
    reset() {
      cancelSearch();
      $tagSuggestions.value = [];
      $tagError.value = null;
    },
  };
}
