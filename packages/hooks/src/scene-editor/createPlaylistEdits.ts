import { batch, type Signal } from '@preact/signals-core';
import { draftCopy, findPlaylistItem, itemsInOrder, markDeleted, nextTempId, reorderedItems } from '@screenplay/core';
import type { Id, PlaylistItem, Scene, Section } from '@screenplay/core';
import { toApiError, type ApiError } from '../api/ApiError';
import type { SectionEdits } from './createSectionEdits';
import type { SectionSaver } from './createSectionSaver';
import type { SceneRepository } from './sceneRepository.types';

/** What the playlist edits share with the scene editor store. */
export interface PlaylistEditsDeps {
  $scene: Signal<Scene | null>;
  $selectedId: Signal<Id | null>;
  edits: SectionEdits;
  saver: SectionSaver;
  repository: SceneRepository;
  report: (error: ApiError) => void;
  /** The listed section for an id, or the draft copy that stands in for it (the store's `sectionFor`). */
  sectionFor: (id: Id) => Section | null;
}

/**
 * The scene editor store's playlist edits (issue 15): show, load, delete mark, hide/show, reorder and move between
 * sections, each through the section drafts (below). `settled()` resolves once the edits asked so far are done (the
 * scene save and cancel wait for it).
 */
export function createPlaylistEdits(deps: PlaylistEditsDeps) {
  const { $scene, $selectedId, edits, saver, repository, report, sectionFor } = deps;

  /*
   * Playlist edits (issue 15) follow the section drafts. A saved section's items are never changed in place: the
   * first playlist edit of a saved section makes its draft copy, exactly as a section edit does (a temporary id and
   * `parentId`, stored through the section saver, so a later section edit finds the copy), and the server copies
   * the parent's items into it (each copy's `parentId` is the parent's item). The edit then goes to the copy's item:
   * a delete marks it (`markAsDeleted` and `hidden`, spec: "deleted items are marked and hidden"), hide and show set
   * `hidden`, a reorder sets the copy's `itemsOrder` (a section field, stored by the section saver, sent again with the
   * scene save), a move to another section moves the item between the two sections' draft copies. Saving the scene
   * promotes each copy over its parent (its items overwrite the parent's, marked ones are deleted, its itemsOrder
   * wins); cancelling the scene or reverting the section deletes the copy, and with it every playlist edit since the
   * last save. A new section is a draft already: its items are edited directly and go with it on cancel.
   * Playlist edits are not in the undo history (it records section fields only). They run one after another, each
   * waiting for the one before; each ends with `showPlaylist` of the sections it changed, so the canvas, the panel and
   * the next section save see the stored playlist.
   */
  /** The lowest id the scene has held, so a playlist edit's draft copy never takes a temporary id used before. */
  let lowestId = 0;
  $scene.subscribe((scene) => {
    for (const section of scene?.sections ?? []) if (section.id < lowestId) lowestId = section.id;
  });
  let playlistQueue: Promise<unknown> = Promise.resolve();

  /** Runs a playlist call; a failure is reported and gives null (the scene's busy flag is left alone). */
  async function attempt<T>(action: () => Promise<T>): Promise<T | null> {
    try {
      return await action();
    } catch (reason) {
      report(toApiError(reason));
      return null;
    }
  }

  /** Runs playlist edits one at a time, in the order asked; a failed edit resolves false. */
  function queuePlaylistEdit(edit: () => Promise<boolean>): Promise<boolean> {
    const next = playlistQueue.then(edit, edit).catch((reason: unknown) => {
      report(toApiError(reason));
      return false;
    });
    playlistQueue = next;
    return next;
  }

  function showPlaylist(sectionId: Id, items: readonly PlaylistItem[]): void {
    const scene = $scene.peek();
    if (!scene?.sections.some((section) => section.id === sectionId)) return;
    const playlistItems = [...items];
    const itemsOrder = playlistItems.map((item) => item.id);
    $scene.value = {
      ...scene,
      sections: scene.sections.map((section) =>
        section.id === sectionId ? { ...section, playlistItems, itemsOrder } : section,
      ),
    };
  }

  /**
   * The stored draft that takes playlist edits for section `id`: the section itself when it is a draft, else its
   * draft copy (made now when it has none), saved so it has its server id, its playlist read back from the server.
   */
  async function playlistDraft(id: Id): Promise<Section | null> {
    const scene = $scene.value;
    const section = sectionFor(id);
    if (!scene || !section) return null;
    const key = edits.keyOf(section);
    if (!section.draft) {
      const copy = draftCopy(section, nextTempId([lowestId]));
      batch(() => {
        $scene.value = { ...scene, sections: [...scene.sections, copy] };
        if ($selectedId.peek() === section.id) $selectedId.value = copy.id;
        saver.markDirty(copy.id);
      });
    }
    if (!(await saver.flushNow())) return null;
    const draft = edits.leafOfKey(key);
    if (!draft || draft.id < 0 || !draft.draft || draft.markAsDeleted) return null;
    const stored = await attempt(() => repository.loadSection(scene.id, draft.id));
    if (!stored) return null;
    showPlaylist(draft.id, itemsInOrder(stored));
    return sectionFor(draft.id);
  }

  /** Changes one item of a section's draft (hide, show, delete mark) and shows the playlist with it. */
  function editPlaylistItem(sectionId: Id, itemId: Id, patch: Pick<PlaylistItem, 'hidden'> & Partial<PlaylistItem>) {
    return queuePlaylistEdit(async () => {
      const draft = await playlistDraft(sectionId);
      const item = draft && findPlaylistItem(draft.playlistItems, itemId);
      if (!draft || !item) return false;
      const saved = await attempt(() => repository.updatePlaylistItem(draft.id, { ...patch, id: item.id }));
      const latest = sectionFor(draft.id);
      if (!saved || !latest) return false;
      showPlaylist(
        latest.id,
        itemsInOrder(latest).map((entry) => (entry.id === saved.id ? saved : entry)),
      );
      return true;
    });
  }

  function loadPlaylist(sectionId: Id): Promise<boolean> {
    return queuePlaylistEdit(async () => {
      const scene = $scene.value;
      const section = sectionFor(sectionId);
      if (!scene || !section || section.id < 0) return false;
      const stored = await attempt(() => repository.loadSection(scene.id, section.id));
      const latest = sectionFor(section.id);
      if (!stored || !latest) return false;
      showPlaylist(latest.id, itemsInOrder(stored));
      return true;
    });
  }

  function reorderPlaylistItem(sectionId: Id, itemId: Id, to: number): Promise<boolean> {
    return queuePlaylistEdit(async () => {
      const draft = await playlistDraft(sectionId);
      const itemsOrder = draft && reorderedItems(draft, itemId, to);
      const scene = $scene.value;
      if (!draft || !itemsOrder || !scene) return false;
      $scene.value = {
        ...scene,
        sections: scene.sections.map((section) => (section.id === draft.id ? { ...section, itemsOrder } : section)),
      };
      saver.markDirty(draft.id);
      return saver.flushNow();
    });
  }

  function moveItemToSection(sectionId: Id, itemId: Id, toSectionId: Id): Promise<boolean> {
    return queuePlaylistEdit(async () => {
      const [source, target] = [sectionFor(sectionId), sectionFor(toSectionId)];
      if (!source || !target || edits.keyOf(source) === edits.keyOf(target)) return false;
      const from = await playlistDraft(sectionId);
      const to = from && (await playlistDraft(toSectionId));
      const item = from && findPlaylistItem(from.playlistItems, itemId);
      if (!from || !to || !item) return false;
      const moved = await attempt(() => repository.movePlaylistItem(from.id, item.id, to.id));
      const [left, entered] = [sectionFor(from.id), sectionFor(to.id)];
      if (!moved || !left || !entered) return false;
      batch(() => {
        showPlaylist(
          left.id,
          itemsInOrder(left).filter((entry) => entry.id !== item.id),
        );
        showPlaylist(entered.id, [...itemsInOrder(entered).filter((entry) => entry.id !== moved.id), moved]);
      });
      return true;
    });
  }

  /** {@link playlistDraft} in turn with the playlist edits (the store's `playlistDraft`). */
  async function queuedPlaylistDraft(sectionId: Id): Promise<Section | null> {
    let draft: Section | null = null;
    await queuePlaylistEdit(async () => {
      draft = await playlistDraft(sectionId);
      return draft !== null;
    });
    return draft;
  }

  return {
    showPlaylist,
    loadPlaylist,
    queuedPlaylistDraft,
    deletePlaylistItem: (sectionId: Id, itemId: Id) =>
      editPlaylistItem(sectionId, itemId, markDeleted({ markAsDeleted: false, hidden: false })),
    setPlaylistItemHidden: (sectionId: Id, itemId: Id, hidden: boolean) =>
      editPlaylistItem(sectionId, itemId, { hidden }),
    reorderPlaylistItem,
    moveItemToSection,
    settled: (): Promise<unknown> => playlistQueue,
  };
}
