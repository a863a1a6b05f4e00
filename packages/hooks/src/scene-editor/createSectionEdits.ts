import { batch, computed, signal } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { clampRect, createHistory, draftCopy, leafById, nextTempId } from '@screenplay/core';
import type { HistoryChange, HistoryPatch, Id, Rect, Scene, Section } from '@screenplay/core';
import type { SectionSaver } from './createSectionSaver';
import { editorSections, isUnchanged, stateOf } from './sectionState';
import type { SectionState } from './sectionState';

/** What the section edits need from the store. */
export interface SectionEditsDeps {
  $scene: Signal<Scene | null>;
  $selectedId: Signal<Id | null>;
  saver: () => SectionSaver;
  /** The history's clock in ms (its 200 ms debounce); `Date.now` by default. */
  now?: () => number;
}

/**
 * The draft rules of section editing, kept in one place: an edit of a saved section first makes a draft copy
 * (temporary negative id, `parentId`) and edits that; a new section is a draft without parent; every edited draft
 * is queued for saving; an edit while the draft's create is on its way sets `needToUpdate`. History entries are
 * keyed by a section's stable key (its parent's id, or its first id), so they survive draft copies and server ids.
 */
export function createSectionEdits(deps: SectionEditsDeps) {
  const { $scene, $selectedId } = deps;
  const history = createHistory<SectionState>(deps.now ? { clock: { now: deps.now } } : {});
  const $canUndo = signal(false);
  const $canRedo = signal(false);
  const $sections = computed(() => editorSections($scene.value?.sections ?? []));
  /** Temporary id -> server id, and back (for stable keys). */
  const serverIds = new Map<Id, Id>();
  const firstIds = new Map<Id, Id>();
  let gestureKey: Id | null = null;

  function keyOf(section: Section): Id {
    return section.parentId ?? firstIds.get(section.id) ?? section.id;
  }

  function leafOfKey(key: Id): Section | undefined {
    return leafById($scene.value?.sections ?? [], serverIds.get(key) ?? key);
  }

  function tempId(sections: readonly Section[]): Id {
    return nextTempId([...sections.map((s) => s.id), ...serverIds.keys()]);
  }

  function syncHistory(): void {
    $canUndo.value = history.canUndo();
    $canRedo.value = history.canRedo();
  }

  /** Records changes: a discrete command (add, delete, reorder...) is an entry of its own, typing merges (debounce). */
  function record(changes: HistoryChange<SectionState>[], isDiscrete: boolean): void {
    if (isDiscrete) history.begin();
    history.record(changes);
    if (isDiscrete) history.end();
  }

  /** Applies patches (by section id) in one write, recording the changes by stable key unless `history` is 'none'. */
  function apply(
    patches: readonly (readonly [Id, Partial<SectionState>])[],
    mode: 'none' | 'merge' | 'discrete',
  ): void {
    const scene = $scene.value;
    const changes: HistoryChange<SectionState>[] = [];
    if (!scene) return;
    const saver = deps.saver();
    const sections = [...scene.sections];
    const edited: Id[] = [];
    let selectedId = $selectedId.peek();
    for (const [id, patch] of patches) {
      // A temporary id taken before its create answered (a confirmation, a gesture) still finds its section.
      let leaf = leafById(sections, id) ?? leafById(sections, serverIds.get(id) ?? id);
      if (!leaf || isUnchanged(leaf, patch)) continue;
      const before = stateOf(leaf);
      if (!leaf.draft) {
        const copy = draftCopy(leaf, tempId(sections));
        if (selectedId === leaf.id) selectedId = copy.id;
        sections.push(copy);
        leaf = copy;
      }
      const next: Section = { ...leaf, ...patch };
      if (saver.isCreating(leaf.id)) next.needToUpdate = true;
      sections[sections.indexOf(leaf)] = next;
      edited.push(next.id);
      changes.push({ id: keyOf(next), from: before, to: stateOf(next) });
    }
    if (edited.length === 0) return;
    batch(() => {
      $scene.value = { ...scene, sections };
      $selectedId.value = selectedId;
      for (const id of edited) saver.markDirty(id);
      if (mode !== 'none') record(changes, mode === 'discrete');
      syncHistory();
    });
  }

  return {
    $sections: $sections as ReadonlySignal<readonly Section[]>,
    $canUndo: $canUndo as ReadonlySignal<boolean>,
    $canRedo: $canRedo as ReadonlySignal<boolean>,
    keyOf,
    leafOfKey,

    /** Changes one section; edits within the history debounce (typing in an input) merge into one entry. */
    edit(id: Id, patch: Partial<SectionState>): void {
      apply([[id, patch]], 'merge');
    },

    /** Changes one or more sections as one history entry of its own (a command: delete, hide, reorder). */
    command(patches: readonly (readonly [Id, Partial<SectionState>])[]): void {
      apply(patches, 'discrete');
    },

    /** Adds a new draft section (temporary id from the existing ones), records its creation and queues it. */
    insert(make: (sections: readonly Section[], id: Id) => Section): Section | null {
      const scene = $scene.value;
      if (!scene) return null;
      const section: Section = {
        ...make(scene.sections, tempId(scene.sections)),
        draft: true,
        parentId: null,
        markAsDeleted: false,
      };
      const state = stateOf(section);
      batch(() => {
        $scene.value = { ...scene, sections: [...scene.sections, section] };
        $selectedId.value = section.id;
        deps.saver().markDirty(section.id);
        // Recorded as "was deleted -> is there", so undo marks it deleted (and saves that) rather than dropping it.
        record([{ id: section.id, from: { ...state, markAsDeleted: true, hidden: true }, to: state }], true);
        syncHistory();
      });
      return section;
    },

    /** Starts a drag or resize of a section: everything until `endGesture` is one history entry. */
    beginGesture(id: Id): void {
      const leaf = leafById($scene.value?.sections ?? [], id);
      if (!leaf || gestureKey !== null) return;
      gestureKey = keyOf(leaf);
      history.begin();
    },

    /** Moves the gesture's section to `rect`, kept inside the scene. */
    updateGesture(rect: Rect): void {
      const scene = $scene.value;
      const leaf = gestureKey === null ? undefined : leafOfKey(gestureKey);
      if (!scene || !leaf) return;
      apply([[leaf.id, clampRect(rect, scene)]], 'merge');
    },

    /** Ends the gesture as one history entry (none when nothing moved). */
    endGesture(): void {
      if (gestureKey === null) return;
      gestureKey = null;
      history.end();
      syncHistory();
    },

    undo(): void {
      if (gestureKey === null) apply(patchesFor(history.undo()), 'none');
      syncHistory();
    },

    redo(): void {
      if (gestureKey === null) apply(patchesFor(history.redo()), 'none');
      syncHistory();
    },

    /** A draft was stored: it takes the server id, keeping every local edit made meanwhile. */
    replaceId(tempIdValue: Id, saved: Section): void {
      const scene = $scene.value;
      if (!scene) return;
      serverIds.set(tempIdValue, saved.id);
      firstIds.set(saved.id, firstIds.get(tempIdValue) ?? tempIdValue);
      batch(() => {
        $scene.value = {
          ...scene,
          sections: scene.sections.map((s) => (s.id === tempIdValue ? { ...s, id: saved.id } : s)),
        };
        if ($selectedId.peek() === tempIdValue) $selectedId.value = saved.id;
      });
    },

    /** These sections reached the server as they are: they no longer need an update. */
    markSaved(ids: readonly Id[]): void {
      const scene = $scene.value;
      if (!scene?.sections.some((s) => s.needToUpdate && ids.includes(s.id))) return;
      $scene.value = {
        ...scene,
        sections: scene.sections.map((s) => (s.needToUpdate && ids.includes(s.id) ? { ...s, needToUpdate: false } : s)),
      };
    },

    /** Records a change made outside `apply` (a revert) as one entry. */
    record(key: Id, from: SectionState, to: SectionState): void {
      record([{ id: key, from, to }], true);
      syncHistory();
    },

    /** Forgets history, ids and the gesture (a scene was loaded or cancelled). */
    clear(): void {
      history.clear();
      serverIds.clear();
      firstIds.clear();
      if (gestureKey !== null) history.end();
      gestureKey = null;
      syncHistory();
    },
  };

  /** History patches (by stable key) as section patches; a removed record (null) is a deleted section. */
  function patchesFor(patches: readonly HistoryPatch<SectionState>[]): [Id, Partial<SectionState>][] {
    const result: [Id, Partial<SectionState>][] = [];
    for (const { id, value } of patches) {
      const leaf = leafOfKey(Number(id));
      if (leaf) result.push([leaf.id, value ?? { markAsDeleted: true, hidden: true }]);
    }
    return result;
  }
}

/** The section edits of a scene editor store. */
export type SectionEdits = ReturnType<typeof createSectionEdits>;
