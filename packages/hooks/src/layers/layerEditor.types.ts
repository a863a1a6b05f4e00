import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { Guide, Id, Layer, LayerContent, Point, Rect, ResizeHandle, ZoomPreset } from '@screenplay/core';
import type { LibraryLayerKind } from '@screenplay/core/library';
import type {
  DefinitionLayerOptions,
  LayerClipboard,
  LayerDefinition,
  LayerContentByType,
  LayerType,
  LibraryLayerOptions,
  VideoEntry,
} from '@screenplay/core/widgets';
import type { ApiError } from '../api/ApiError';
import type { Scheduler } from '../scene-editor/createSectionSaver';
import type { GeometryInput } from '../scene-editor/sceneEditor.types';
import type { GestureModifiers } from './layerGesture';
import type { PasteData } from './plainTextFromPaste';
import type { TextRange } from './createTextEditMode';
import type { LayerDocument, LayerRepository, LayerSaveOptions } from './layerRepository.types';

/** Dependencies of `createLayerEditorStore`. */
export interface LayerEditorStoreDeps<D extends LayerDocument> {
  repository: LayerRepository<D>;
  /** Timers of the 150 ms text debounce (tests inject fakes); the global ones by default. */
  scheduler?: Scheduler;
  /** Clock in ms of the history's 200 ms debounce; `Date.now` by default. */
  now?: () => number;
  /**
   * The layer clipboard; share one signal between editors (playlist item and template) so a copy in one
   * pastes in the other. Each store has its own by default.
   */
  clipboard?: Signal<LayerClipboard | null>;
  /** Let layers leave the canvas while dragged or resized (default: kept inside, spec §5). */
  allowOverflow?: boolean;
  /** Receives every failure and refusal the user should see (the portal shows a toast). */
  onError?: (error: ApiError) => void;
}

/** Content fields of a layer type, for `updateContent`. */
export type ContentPatch<T extends LayerType = LayerType> = Partial<LayerContentByType[T]>;

/**
 * The layer editor store of the playlist-item editor and the template editor: the document's layers, selection,
 * geometry, history with undo/redo and cancellable crop, clipboard, text edit mode, video playlists and saving.
 */
export interface LayerEditorStore<D extends LayerDocument = LayerDocument> {
  /** The document being edited, or null before `open`/`load`. */
  $document: ReadonlySignal<D | null>;
  /** The document's layers, bottom first. */
  $layers: ReadonlySignal<readonly Layer[]>;
  $selectedId: ReadonlySignal<Id | null>;
  $selected: ReadonlySignal<Layer | null>;
  /** Whether the document differs from what was loaded or last saved (a new document always does). */
  $isDirty: ReadonlySignal<boolean>;
  $isLoading: ReadonlySignal<boolean>;
  $isSaving: ReadonlySignal<boolean>;
  /** The last failure or refusal (a refusal's `messageKey` is its key), cleared by a successful load or save. */
  $error: ReadonlySignal<ApiError | null>;
  $canUndo: ReadonlySignal<boolean>;
  $canRedo: ReadonlySignal<boolean>;
  /** Whether copy accepts the selected layer (every type but Video). */
  $canCopy: ReadonlySignal<boolean>;
  /** Whether the clipboard holds a layer. */
  $canPaste: ReadonlySignal<boolean>;
  /** The image layer being cropped, or null. */
  $cropId: ReadonlySignal<Id | null>;
  /** The text layer in edit mode, or null. */
  $textEditId: ReadonlySignal<Id | null>;
  /** Whether the selected layer's words can be typed in place on the canvas (a text layer not in edit mode yet). */
  $canEditTextInPlace: ReadonlySignal<boolean>;
  /** The text as typed in edit mode (shown at once; reaches the layer 150 ms after the last change). */
  $textDraft: ReadonlySignal<string | null>;
  /** Snap guides of the gesture in progress, to draw. */
  $guides: ReadonlySignal<readonly Guide[]>;
  $zoom: ReadonlySignal<number>;
  $isGridVisible: ReadonlySignal<boolean>;
  $isSnapEnabled: ReadonlySignal<boolean>;
  $keepRatio: ReadonlySignal<boolean>;

  /** Starts editing a document as given (a new one has id null): history, selection and modes start afresh. */
  open(document: D): void;
  /** Loads a stored document; resolves false (error reported) when it fails. */
  load(id: Id): Promise<boolean>;
  /** Saves the document (refused before any call when the repository refuses it); resolves true when stored. */
  save(options?: LayerSaveOptions): Promise<boolean>;
  /** Changes document fields other than the layers (a template's name, an item's duration); not in the history. */
  updateDocument(patch: Partial<Omit<D, 'id' | 'layers'>>): void;

  select(id: Id | null): void;
  /** Starts dragging (handle null) or resizing a layer: the gesture is one history entry. */
  beginGesture(id: Id, handle?: ResizeHandle | null): void;
  /** Moves the gesture's layer by the total pointer movement (screen pixels), snapped and kept in the canvas. */
  moveGesture(movement: Point, modifiers?: GestureModifiers): Rect | null;
  /** Sets the gesture's layer to a box computed elsewhere, kept in the canvas. */
  updateGesture(rect: Rect): void;
  endGesture(): void;
  /** Sets x, y, width or height from number inputs, clamped to the canvas (ratio kept when locked). */
  setGeometry(id: Id, input: GeometryInput): void;
  /** Moves a layer by a delta (arrow keys), kept in the canvas. */
  nudge(id: Id, delta: { dx: number; dy: number }): void;
  /**
   * Changes a layer's content fields (a box given here is kept in the canvas). A text whose words no longer fit
   * after its text, font size or line height changed grows its box in the same edit (core `grownTextBox`); a
   * slideshow's slides or seconds set the item's duration (core `withSliderLayer`).
   */
  updateContent<T extends LayerType = LayerType>(id: Id, patch: ContentPatch<T>): void;
  /** Changes a layer's content fields: those of a host's own layer type (its `LayerDefinition`'s content). */
  updateContent(id: Id, patch: Partial<LayerContent>): void;
  /** Hides or shows a layer (`invisible`). */
  setInvisible(id: Id, invisible: boolean): void;
  /** Adds the layers a library kind becomes (core `layersFromLibraryKind`) on top, and selects the last. */
  addFromLibrary<K extends LibraryLayerKind>(kind: K, options: LibraryLayerOptions<K>): Layer[];
  /**
   * Adds one layer of a type by its definition (core `layerFromDefinition`: its defaults, `content` over them, in its
   * library box) on top, and selects it; one history entry. Null before a document is open.
   */
  addLayerOfType<C extends LayerContent, T extends string>(
    definition: LayerDefinition<C, T>,
    options?: DefinitionLayerOptions<C>,
  ): Layer | null;
  /** Deletes a layer and selects the nearest visible one. */
  deleteLayer(id: Id): void;
  /** One step up (towards the viewer) or down in the stack. */
  bringForward(id: Id): void;
  sendBackward(id: Id): void;
  bringToFront(id: Id): void;
  sendToBack(id: Id): void;
  /** Puts a layer at stack index `to` (0 is the back), one history entry: a drag in the layer list. */
  moveLayer(id: Id, to: number): void;

  /** Copies a layer (the selected one by default); returns the refusal's message key, or null when copied. */
  copy(id?: Id | null): string | null;
  /** Copy then delete; returns the refusal's message key, or null when cut. */
  cut(id?: Id | null): string | null;
  /** Pastes the clipboard's layer at a point, or 15% of the canvas lower-right of the original, and selects it. */
  paste(point?: Point): Layer | null;

  undo(): void;
  redo(): void;
  /** Enters crop mode on an image layer: cancelling returns to the state at this moment. */
  beginCrop(id: Id): boolean;
  /** Leaves crop mode keeping the crop. */
  applyCrop(): void;
  /** Leaves crop mode restoring the last snapshot before it. */
  cancelCrop(): void;

  /** Enters text edit mode (double click on a text layer); false for any other layer. */
  enterTextEdit(id: Id): boolean;
  /** Leaves text edit mode, writing what was typed (blur). */
  endTextEdit(): void;
  /** What the text field holds now; written to the layer 150 ms after the last change. */
  typeText(text: string): void;
  /** Inserts a paste as plain text in place of `range`; returns the caret position after it. */
  pasteText(data: PasteData | string, range: TextRange): number | null;
  /** A `focusin` in the page: focus on a form control outside `editing` (the text's element) ends text edit mode. */
  handleFocusIn(target: EventTarget | null, editing: Element | null): void;

  /** Replaces the video at `index` of a Video layer's playlist. */
  replaceVideo(id: Id, index: number, video: VideoEntry): void;
  addVideos(id: Id, videos: readonly VideoEntry[]): void;
  /** Removes a video; the item's duration follows the playlist (core `withVideoLayer`). */
  removeVideo(id: Id, index: number): void;
  reorderVideos(id: Id, from: number, to: number): void;

  toggleKeepRatio(): boolean;
  setZoom(scale: number): void;
  zoomTo(preset: ZoomPreset, fitScale: number): void;
  toggleGrid(): void;
  toggleSnap(): void;
  /** Forgets the document, history and timers. */
  reset(): void;
}
