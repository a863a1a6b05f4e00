import { batch, computed, signal } from '@preact/signals-core';
import {
  clampRect,
  duplicateSection,
  leafById,
  leafSections,
  lockedRatio,
  markDeleted,
  newSection,
  reorderSections,
  uniqueName,
} from '@screenplay/core';
import type { Id, Scene, Section, Tag } from '@screenplay/core';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import { GLOBAL_SCHEDULER, createSectionSaver } from './createSectionSaver';
import type { SaveState } from './createSectionSaver';
import { createEditorView } from './createEditorView';
import { createPlaylistEdits } from './createPlaylistEdits';
import { createSectionEdits } from './createSectionEdits';
import { createTagsEditor, tagsForSave } from './createTagsEditor';
import { backgroundFrom, geometryPatch } from './sectionPatches';
import { rectOf, stateOf } from './sectionState';
import type {
  SceneEditorStore,
  SceneEditorStoreDeps,
  ScenePresenceUser,
  SceneRealtimeUpdate,
} from './sceneEditor.types';

/**
 * Creates the scene editor store: the scene and its sections with the draft rules of ARCHITECTURE.md "Drafts and saving" (see
 * `createSectionEdits` and `createSectionSaver`), selection, view toggles, history, tags, realtime and presence.
 * No React: the `use*` hooks and the ui kit read its signals.
 * @example
 * const repository = createApiSceneRepository(api);
 * const editor = createSceneEditorStore({ repository, clientId, onError: (e) => toasts.show({ type: 'WARNING', text: e.text }) });
 * await editor.load(12);
 */
export function createSceneEditorStore(deps: SceneEditorStoreDeps): SceneEditorStore {
  const { repository, clientId } = deps;
  const scheduler = deps.scheduler ?? GLOBAL_SCHEDULER;
  const report = (error: ApiError): void => deps.onError?.(error);
  const $scene = signal<Scene | null>(null);
  const $selectedId = signal<Id | null>(null);
  const view = createEditorView();
  const $isLoading = signal(false);
  const $sceneSave = signal<SaveState>({ status: 'idle', error: null });
  const $remoteUpdate = signal<SceneRealtimeUpdate | null>(null);
  const $presence = signal<readonly ScenePresenceUser[]>([]);
  /** The scene as last loaded, saved or cancelled: what "no drafts" compares the scene's own fields with. */
  const $savedScene = signal<Scene | null>(null);

  const edits = createSectionEdits({ $scene, $selectedId, saver: () => saver, ...(deps.now ? { now: deps.now } : {}) });
  const saver = createSectionSaver({
    repository,
    scheduler,
    sceneId: () => $scene.value?.id ?? null,
    read: (id) => $scene.value?.sections.find((s) => s.id === id),
    onCreated: edits.replaceId,
    onSaved: edits.markSaved,
    onFailure: report,
  });
  const tags = createTagsEditor({
    repository,
    scheduler,
    getTags: () => $scene.value?.tags ?? [],
    setTags: (next) => {
      if ($scene.value) $scene.value = { ...$scene.value, tags: next };
    },
    onError: report,
  });
  const $sections = edits.$sections;
  const $selected = computed(() => $sections.value.find((s) => s.id === $selectedId.value) ?? null);
  // Keep ratio belongs to the section (spec: Section.ratio): stored with it, saved, undone, seen by everyone.
  const $keepRatio = computed(() => ($selected.value?.ratio ?? null) !== null);
  // Drafts are kept (not yet saved with the scene) while a section row is a draft, or the scene's name or tags differ
  // from the saved scene's; a scene save promotes them all, after which the editor tells that nothing is left.
  const $hasDrafts = computed(() => {
    const scene = $scene.value;
    const saved = $savedScene.value;
    if (!scene || !saved) return false;
    return (
      scene.draft ||
      scene.sections.some((s) => s.draft) ||
      scene.name !== saved.name ||
      tagNames(scene.tags) !== tagNames(saved.tags)
    );
  });
  const $saveState = computed(() =>
    saver.$state.value.status === 'idle' && $sceneSave.value.status !== 'idle' ? $sceneSave.value : saver.$state.value,
  );

  /** Shows a scene as loaded or saved, keeping the selection when the same section is still there. */
  function showScene(scene: Scene): void {
    const selected = $scene.peek()?.sections.find((s) => s.id === $selectedId.peek());
    // A draft copy was promoted over its parent (which kept its id); any other section keeps its own id.
    const keptId = selected && $scene.peek()?.id === scene.id ? (selected.parentId ?? selected.id) : null;
    const kept = scene.sections.find((s) => s.id === keptId && !s.markAsDeleted);
    batch(() => {
      $scene.value = scene;
      $savedScene.value = scene;
      $selectedId.value = kept ? (leafById(scene.sections, kept.id)?.id ?? null) : null;
      $remoteUpdate.value = null;
      $sceneSave.value = { status: 'idle', error: null };
    });
  }

  async function call<T>(action: () => Promise<T>): Promise<T | null> {
    $isLoading.value = true;
    try {
      return await action();
    } catch (reason) {
      report(toApiError(reason));
      return null;
    } finally {
      $isLoading.value = false;
    }
  }

  async function load(sceneId: Id): Promise<boolean> {
    if ($scene.value && !(await saver.flushNow())) return false;
    const scene = await call(() => repository.load(sceneId));
    if (!scene) return false;
    saver.reset();
    tags.reset();
    edits.clear();
    showScene(scene);
    return true;
  }

  /**
   * The listed section for an id: the section itself, or the draft copy that stands in for it. A temporary id whose
   * create has since come back (e.g. kept by a confirmation dialog while the draft was stored) finds the section
   * under its server id.
   */
  function sectionFor(id: Id): Section | null {
    const section = leafById($scene.value?.sections ?? [], id) ?? edits.leafOfKey(id);
    return section && !section.markAsDeleted ? section : null;
  }

  const playlist = createPlaylistEdits({ $scene, $selectedId, edits, saver, repository, report, sectionFor });

  return {
    $scene,
    $sections,
    $selectedId,
    $selected,
    $keepRatio,
    $zoom: view.$zoom,
    $isGridVisible: view.$isGridVisible,
    $isSnapEnabled: view.$isSnapEnabled,
    $saveState,
    $hasDrafts,
    $isLoading,
    $canUndo: edits.$canUndo,
    $canRedo: edits.$canRedo,
    $remoteUpdate,
    $presence,
    $tagSuggestions: tags.$tagSuggestions,
    $tagError: tags.$tagError,

    load,
    select(id) {
      // A saved section's id selects the draft copy listed in its place (a link back from the item editor names it).
      $selectedId.value = id === null ? null : (sectionFor(id)?.id ?? id);
    },
    beginGesture: edits.beginGesture,
    updateGesture: edits.updateGesture,
    endGesture: edits.endGesture,

    setGeometry(id, geometry) {
      const scene = $scene.value;
      const section = sectionFor(id);
      if (scene && section) edits.edit(id, geometryPatch(rectOf(section), geometry, scene, section.ratio !== null));
    },

    nudge(id, { dx, dy }) {
      const scene = $scene.value;
      const section = sectionFor(id);
      if (scene && section)
        edits.edit(id, clampRect({ ...rectOf(section), left: section.left + dx, top: section.top + dy }, scene));
    },

    setBackground(color, opacity) {
      const id = $selectedId.value;
      if (id !== null) edits.edit(id, { background: backgroundFrom(color, opacity) });
    },

    setAnimation(animation) {
      const id = $selectedId.value;
      // One history entry per choice (a command), as hide or delete.
      if (id !== null) edits.command([[id, { animation: animation === 'none' ? null : animation }]]);
    },

    rename(id, name) {
      const trimmed = name.trim();
      const section = sectionFor(id);
      if (section && trimmed !== '' && trimmed !== section.name) edits.edit(id, { name: trimmed });
    },

    renameScene(name) {
      const trimmed = name.trim();
      const scene = $scene.value;
      if (scene && trimmed !== '' && trimmed !== scene.name) $scene.value = { ...scene, name: trimmed };
    },

    addSection(place) {
      const scene = $scene.value;
      return (
        scene &&
        edits.insert((sections, id) => {
          const section = { ...newSection(scene, sections), id };
          if (!place) return section;
          const { name, ...box } = place;
          const names = sections.map((other) => other.name);
          return { ...section, ...clampRect(box, scene), name: uniqueName(name, names) };
        })
      );
    },

    duplicateSection(id) {
      const scene = $scene.value;
      const section = sectionFor(id);
      return (
        scene &&
        section &&
        edits.insert((sections, tempId) => ({ ...duplicateSection(section, sections, scene), id: tempId }))
      );
    },

    deleteSection(id) {
      const list = $sections.value;
      const section = sectionFor(id);
      if (!section) return;
      const index = list.indexOf(section);
      const isSelected = $selectedId.value === section.id;
      const { markAsDeleted, hidden } = markDeleted(section);
      edits.command([[section.id, { markAsDeleted, hidden }]]);
      // After a delete the next section (else the previous one) is selected.
      if (isSelected) $selectedId.value = (list[index + 1] ?? list[index - 1])?.id ?? null;
    },

    hide: (id) => edits.command([[id, { hidden: true }]]),
    show: (id) => edits.command([[id, { hidden: false }]]),

    reorder(from, to) {
      const list = $sections.value;
      if (from === to || !list[from] || to < 0 || to >= list.length) return;
      edits.command(reorderSections(list, from, to).map((s) => [s.id, { order: s.order }] as const));
    },

    toggleKeepRatio() {
      const section = $selected.value;
      const ratio = section && lockedRatio(section);
      if (!section || ratio === null) return false;
      // One history entry per toggle, as hide or an animation choice; a draft until the scene is saved.
      edits.command([[section.id, { ratio: section.ratio === null ? ratio : null }]]);
      return true;
    },
    setZoom: view.setZoom,
    zoomTo: view.zoomTo,
    toggleGrid: view.toggleGrid,
    toggleSnap: view.toggleSnap,

    addTag: tags.addTag,
    removeTag: tags.removeTag,
    searchTags: tags.searchTags,
    undo: edits.undo,
    redo: edits.redo,

    async revertSection(id) {
      const scene = $scene.value;
      const draft = sectionFor(id);
      if (!scene || !draft?.draft || draft.parentId === null) return false;
      const key = draft.parentId;
      saver.forget(draft.id);
      await saver.settle();
      const current = edits.leafOfKey(key);
      if (!current || current.parentId === null) return false;
      saver.forget(current.id);
      if (current.id > 0 && !(await call(() => repository.revertSection(scene.id, current.id).then(() => true))))
        return false;
      const latest = $scene.value;
      const parent = latest?.sections.find((s) => s.id === key);
      if (!latest || !parent) return false;
      batch(() => {
        $scene.value = { ...latest, sections: latest.sections.filter((s) => s.id !== current.id) };
        if ($selectedId.value === current.id) $selectedId.value = key;
        edits.record(key, stateOf(current), stateOf(parent));
      });
      return true;
    },

    async cancel() {
      await playlist.settled();
      const scene = $scene.value;
      if (!scene) return false;
      await saver.stop();
      const canceled = await call(() => repository.cancelScene(scene.id));
      if (!canceled) return false;
      tags.reset();
      edits.clear();
      showScene(canceled);
      return true;
    },

    async save() {
      const sceneId = $scene.value?.id;
      if (sceneId === undefined) return false;
      $sceneSave.value = { status: 'saving', error: null };
      await playlist.settled(); // a playlist edit on its way is part of what is saved
      if (!(await saver.flushNow()) || $scene.value?.id !== sceneId) {
        $sceneSave.value = { status: 'idle', error: null };
        return false;
      }
      const scene = $scene.value;
      const { name, width, height, ratio } = scene;
      const input = {
        name,
        width,
        height,
        ratio,
        tags: tagsForSave(scene.tags),
        sections: leafSections(scene.sections),
        clientId,
      };
      $isLoading.value = true;
      try {
        showScene(await repository.saveScene(sceneId, input));
        return true;
      } catch (reason) {
        const error = toApiError(reason);
        $sceneSave.value = { status: 'error', error };
        report(error);
        return false;
      } finally {
        $isLoading.value = false;
      }
    },

    handleRealtimeUpdate(message) {
      const scene = $scene.value;
      if (!scene || message.clientId === clientId) return;
      if (message.sceneId !== undefined && message.sceneId !== scene.id) return;
      $remoteUpdate.value = message;
    },
    async acceptRemoteUpdate() {
      const scene = $scene.value;
      return scene ? load(scene.id) : false;
    },
    dismissRemoteUpdate() {
      $remoteUpdate.value = null;
    },
    setPresence(members) {
      const users = new Map<Id, ScenePresenceUser>();
      for (const member of members) {
        if (member.clientId !== clientId && !users.has(member.data.id)) users.set(member.data.id, member.data);
      }
      $presence.value = [...users.values()];
    },

    showPlaylist: playlist.showPlaylist,
    loadPlaylist: playlist.loadPlaylist,
    playlistDraft: playlist.queuedPlaylistDraft,
    deletePlaylistItem: playlist.deletePlaylistItem,
    setPlaylistItemHidden: playlist.setPlaylistItemHidden,
    reorderPlaylistItem: playlist.reorderPlaylistItem,
    moveItemToSection: playlist.moveItemToSection,
    keyOf: edits.keyOf,
    reset() {
      saver.reset();
      tags.reset();
      edits.clear();
      batch(() => {
        $scene.value = null;
        $savedScene.value = null;
        $selectedId.value = null;
        $remoteUpdate.value = null;
        $presence.value = [];
        $sceneSave.value = { status: 'idle', error: null };
      });
    },
  };
}

/** A scene's tags as one comparable string (by name: a tag added before its save has no id yet). */
function tagNames(tags: readonly Tag[]): string {
  return tags.map((tag) => tag.name).join('\n');
}
