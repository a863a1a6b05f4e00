import type { ReadonlySignal } from '@preact/signals-core';
import type { Id, PlaylistItem, Rect, Scene, Section, Tag, ZoomPreset } from '@screenplay/core';
import type { ApiError } from '../api/ApiError';
import type { PresenceMember } from '../realtime/realtime.types';
import type { SaveState, Scheduler } from './createSectionSaver';
import type { SceneRepository } from './sceneRepository.types';

/** Dependencies of `createSceneEditorStore`. */
export interface SceneEditorStoreDeps {
  repository: SceneRepository;
  /** This editor's id, sent with a scene save so its own realtime update is ignored. */
  clientId: string;
  /** Timers (tests inject fakes); defaults to the global `setTimeout`/`clearTimeout`. */
  scheduler?: Scheduler;
  /** Clock in ms for the history's 200 ms debounce; defaults to `Date.now`. */
  now?: () => number;
  /** Receives every failure the user should see (the portal shows a toast); save failures once per streak. */
  onError?: (error: ApiError) => void;
}

/** A realtime message of the `scene:{id}` channel (`update`): who changed which scene. */
export interface SceneRealtimeUpdate {
  clientId?: string | null;
  sceneId?: Id;
  updatedAt?: string;
  updatedBy?: string | null;
}

/** A user with the scene open: the presence data each editor enters on `scene:{id}`. */
export interface ScenePresenceUser {
  id: Id;
  name: string;
  avatar: string | null;
}

/** The section fields a number input sets. */
export type GeometryInput = Partial<Rect>;

/** The scene editor store: the scene, its sections with draft semantics, selection, view toggles, history, saving. */
export interface SceneEditorStore {
  /** The loaded scene with every section row (draft copies and their saved parents), or null. */
  $scene: ReadonlySignal<Scene | null>;
  /** What the editor lists and draws: leaf sections (a draft copy in place of its parent), not deleted, by `order`. */
  $sections: ReadonlySignal<readonly Section[]>;
  /** The selected section's id (follows it through draft copy and server id). */
  $selectedId: ReadonlySignal<Id | null>;
  /** The selected section, or null. */
  $selected: ReadonlySignal<Section | null>;
  /** Whether the selected section keeps its ratio: its `ratio` is set (saved with the section). */
  $keepRatio: ReadonlySignal<boolean>;
  /** Display scale, 1 = 100%. */
  $zoom: ReadonlySignal<number>;
  /** Grid visibility (spec: default on). */
  $isGridVisible: ReadonlySignal<boolean>;
  /** Snapping to guides and grid (spec: on). */
  $isSnapEnabled: ReadonlySignal<boolean>;
  /** Saving of section edits: 'saving' while edits wait, 'error' (with the error) while a failed save is retried. */
  $saveState: ReadonlySignal<SaveState>;
  /** True while changes are kept as draft: a draft section, or the scene's name or tags changed since it was saved. */
  $hasDrafts: ReadonlySignal<boolean>;
  /** True while the scene is being loaded, cancelled or saved. */
  $isLoading: ReadonlySignal<boolean>;
  $canUndo: ReadonlySignal<boolean>;
  $canRedo: ReadonlySignal<boolean>;
  /** Set when another client saved this scene: offer a refresh. */
  $remoteUpdate: ReadonlySignal<SceneRealtimeUpdate | null>;
  /** Other users with this scene open, once each (this editor's own entry left out). */
  $presence: ReadonlySignal<readonly ScenePresenceUser[]>;
  /** Tags found by the latest search, without those already on the scene. */
  $tagSuggestions: ReadonlySignal<readonly Tag[]>;
  /** The message key of the last refused tag, or null. */
  $tagError: ReadonlySignal<string | null>;

  /** Loads a scene (after saving pending edits; resolves false, keeping them, when that save fails). */
  load(sceneId: Id): Promise<boolean>;
  /** Selects a section by id (a saved section's id selects its draft copy when it has one), or nothing. */
  select(id: Id | null): void;
  /** Starts a drag or resize of a section: the gesture's moves become one history entry. */
  beginGesture(sectionId: Id): void;
  /** Moves the dragged section to `rect` (kept inside the scene). */
  updateGesture(rect: Rect): void;
  /** Ends the gesture, recording one history entry when the section changed. */
  endGesture(): void;
  /** Sets x, y, width or height from number inputs, clamped to the spec's limits (ratio kept when locked). */
  setGeometry(id: Id, geometry: GeometryInput): void;
  /** Moves a section by a delta (arrow keys), kept inside the scene. */
  nudge(id: Id, delta: { dx: number; dy: number }): void;
  /** Sets the selected section's background from a colour (`#rrggbb`, `rgb()`, `rgba()`) and an opacity 0..1. */
  setBackground(color: string, opacity: number): void;
  /** Sets the selected section's animation (an offered id; null or `'none'` for none), saved with the scene. */
  setAnimation(animation: string | null): void;
  /** Renames a section: trimmed; empty or unchanged names are ignored. */
  rename(id: Id, name: string): void;
  /** Renames the scene: trimmed; empty or unchanged names are ignored (saved with the scene). */
  renameScene(name: string): void;
  /**
   * Adds a new section and selects it: a third of the scene at a third, or at `place` (kept inside the scene) with
   * its name made unique ('Video (2)'), e.g. a section of its own beside one that refused a video (issue 24).
   */
  addSection(place?: Rect & { name: string }): Section | null;
  /** Duplicates a section ('new section (2)', 5% offset, visible, empty playlist) and selects the copy. */
  duplicateSection(id: Id): Section | null;
  /** Marks a section deleted (hidden from the editor, removed on save). */
  deleteSection(id: Id): void;
  hide(id: Id): void;
  show(id: Id): void;
  /** Moves the section at list index `from` to index `to` and renumbers from 1. */
  reorder(from: number, to: number): void;
  /**
   * Toggles keep-ratio of the selected section, storing its ratio (`16:9`, core's `lockedRatio`) or null on it as an
   * undoable edit saved with the section; refused (false) unless its width and height are positive.
   */
  toggleKeepRatio(): boolean;
  /** Sets the display scale (1 = 100%), kept between the zoom minimum and the display cap 9.99. */
  setZoom(scale: number): void;
  /** Applies a zoom preset: a step in or out, fit (`fitScale`, the fit-to-viewport scale) or a percentage. */
  zoomTo(preset: ZoomPreset, fitScale: number): void;
  toggleGrid(): void;
  toggleSnap(): void;
  /** Adds a tag (a name or a found tag); returns the refusal's message key, or null when added. */
  addTag(tag: string | Tag): string | null;
  removeTag(tag: Tag | string): void;
  /** Searches tags 200 ms after the last call, from 2 characters. */
  searchTags(text: string): void;
  undo(): void;
  redo(): void;
  /** Reverts a draft copy to its saved parent (only a draft with a parent); resolves false when refused or failed. */
  revertSection(id: Id): Promise<boolean>;
  /** Discards every draft of the scene and shows it as saved. */
  cancel(): Promise<boolean>;
  /** Saves the scene: pending edits first, then the leaf sections with this editor's `clientId`. */
  save(): Promise<boolean>;
  /** Handles a realtime `update` on the scene's channel: ignored from this client, else offered as a refresh. */
  handleRealtimeUpdate(message: SceneRealtimeUpdate): void;
  /** Reloads the scene after another client's update. */
  acceptRemoteUpdate(): Promise<boolean>;
  dismissRemoteUpdate(): void;
  /** Sets the members present on the scene's channel (the realtime client's `$members`). */
  setPresence(members: readonly PresenceMember<ScenePresenceUser>[]): void;
  /**
   * Shows a section's playlist as the server now stores it (items in display order), after an item was added, moved,
   * hidden or deleted through the playlist calls: no history entry and no section save (the items are already
   * stored). A section id that is not in the scene changes nothing.
   */
  showPlaylist(sectionId: Id, items: readonly PlaylistItem[]): void;
  /**
   * Reads a stored section's playlist from the server and shows it (`showPlaylist`), in turn with the playlist edits
   * (an answer never overwrites a later edit); false for a section without a server id or when the read failed.
   */
  loadPlaylist(sectionId: Id): Promise<boolean>;
  /**
   * The stored draft that takes playlist writes for a section (ARCHITECTURE.md "One publishing rule"): the section
   * when it is a draft, else its draft copy, made now (and listed in place of the section) when it has none; in turn
   * with the playlist edits. Null when it cannot be stored (the failure is reported). A content drop writes its new
   * item there, so nothing reaches a screen before 'Save scene'.
   */
  playlistDraft(sectionId: Id): Promise<Section | null>;
  /**
   * Marks a playlist item deleted (`markAsDeleted` and `hidden`) on the section's draft copy (made first when the
   * section is saved): the item stays stored, unlisted and unplayed, until the scene is saved, which deletes it; a
   * cancel or a revert brings it back. `itemId` may name the saved item or its draft copy. Resolves false when refused
   * or failed (failures are reported). Playlist edits run one at a time and are not in the undo history.
   */
  deletePlaylistItem(sectionId: Id, itemId: Id): Promise<boolean>;
  /** Hides or shows a playlist item (hidden items do not play), on the section's draft copy as a delete mark is. */
  setPlaylistItemHidden(sectionId: Id, itemId: Id, hidden: boolean): Promise<boolean>;
  /**
   * Moves a playlist item to position `to` (0-based) of the section's listed items (without marked-deleted ones),
   * storing the draft copy's `itemsOrder`; false when the position is outside the list or the item is already there.
   */
  reorderPlaylistItem(sectionId: Id, itemId: Id, to: number): Promise<boolean>;
  /**
   * Moves a playlist item to the end of another section of the scene, between the two sections' draft copies (made
   * first where needed): a scene save applies the move, a cancel discards it. False for the same section.
   */
  moveItemToSection(sectionId: Id, itemId: Id, toSectionId: Id): Promise<boolean>;
  /** A section's key stable through draft copy and server id (use it as a React key). */
  keyOf(section: Section): Id;
  /** Forgets the scene, timers and history (logout). */
  reset(): void;
}
