import { batch, computed, signal } from '@preact/signals-core';
import { clampRect } from '@screenplay/core';
import type { Guide, Id, Layer, LayerContent, Rect, Size } from '@screenplay/core';
import { asTypedLayer, canCopyLayer, grownTextBox } from '@screenplay/core/widgets';
import type { LayerClipboard } from '@screenplay/core/widgets';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import { GLOBAL_SCHEDULER } from '../scene-editor/createSectionSaver';
import { createEditorView } from '../scene-editor/createEditorView';
import { geometryPatch } from '../scene-editor/sectionPatches';
import { createLayerCommands } from './createLayerCommands';
import { createLayerEdits } from './createLayerEdits';
import { createTextEditMode } from './createTextEditMode';
import { refusalError } from './layerErrors';
import { gestureGuides, gestureRect, rectOf, startGesture } from './layerGesture';
import type { LayerGesture } from './layerGesture';
import type { LayerEditorStore, LayerEditorStoreDeps } from './layerEditor.types';
import type { LayerDocument } from './layerRepository.types';

const NO_LAYERS: readonly Layer[] = [];
const BOX_KEYS = ['left', 'top', 'width', 'height'] as const;
/** A text's fields whose change may need a taller box (issue 24: a bigger font clipped the words). */
const TEXT_GROWTH_KEYS = ['text', 'fontSize', 'lineHeight'] as const;
/** A slideshow's fields the item's duration follows. */
const SLIDESHOW_KEYS = ['slides', 'slideDuration'] as const;

/** What makes a document differ from its stored version (documents are small: a few layers). */
const fingerprint = (document: LayerDocument): string => JSON.stringify(document);

/**
 * Creates the layer editor store used by the playlist-item editor and the template editor: one document's layers
 * with selection, geometry through core (clamping, snapping, resizing), one history entry per gesture (other edits
 * debounced 200 ms), crop mode cancelled back to the snapshot before it, copy/cut/paste through core's clipboard,
 * text edit mode with its 150 ms debounce, video playlists, and an explicit save that tracks the dirty state.
 * No React: the portal reads the signals with `useValue` and draws the layers with `@screenplay/ui/layers`.
 * @example
 * const editor = createLayerEditorStore({ repository: createApiPlaylistItemRepository(api, section), onError });
 * await editor.load(itemId);
 * editor.addFromLibrary('Text', {});
 * await editor.save(); // PATCH sections/{s}/playlistitems/{id} with the layers
 */
export function createLayerEditorStore<D extends LayerDocument>(deps: LayerEditorStoreDeps<D>): LayerEditorStore<D> {
  const { repository } = deps;
  const scheduler = deps.scheduler ?? GLOBAL_SCHEDULER;
  const $document = signal<D | null>(null);
  const $layers = computed(() => $document.value?.layers ?? NO_LAYERS);
  const $selectedId = signal<Id | null>(null);
  const $selected = computed(() => $layers.value.find((layer) => layer.id === $selectedId.value) ?? null);
  const $saved = signal<string | null>(null);
  const $isDirty = computed(() => {
    const document = $document.value;
    return document !== null && (document.id === null || fingerprint(document) !== $saved.value);
  });
  const $isLoading = signal(false);
  const $isSaving = signal(false);
  const $error = signal<ApiError | null>(null);
  const $clipboard = deps.clipboard ?? signal<LayerClipboard | null>(null);
  const $cropId = signal<Id | null>(null);
  const $guides = signal<readonly Guide[]>([]);
  const view = createEditorView();
  let gesture: LayerGesture | null = null;
  let openSeq = 0; // a save's answer for a document no longer open is dropped
  let loadSeq = 0; // only the latest load opens its document

  const edits = createLayerEdits({
    $layers,
    $selectedId,
    write(layers) {
      const document = $document.peek();
      if (document) $document.value = { ...document, layers };
    },
    ...(deps.now ? { now: deps.now } : {}),
  });
  const canvas = (): Size => ({ width: $document.peek()?.width ?? 0, height: $document.peek()?.height ?? 0 });
  const bounds = (): Size | null => (deps.allowOverflow ? null : canvas());
  const keepInside = (rect: Rect): Rect => {
    const limits = bounds();
    return limits ? clampRect(rect, limits) : rect;
  };
  const layerOf = (id: Id): Layer | undefined => $layers.peek().find((layer) => layer.id === id);
  /**
   * The layer with `patch` over its content, its box kept inside the canvas; a text whose words no longer fit after
   * the patch grows (core's `grownTextBox`), in the same edit so one undo takes both back.
   */
  const patched = (layer: Layer, patch: Partial<LayerContent>): Layer => {
    const hasBox = BOX_KEYS.some((key) => key in patch);
    const box = hasBox ? keepInside({ ...rectOf(layer), ...(patch as Partial<Rect>) }) : {};
    const content = { ...layer.content, ...patch, ...box };
    const typed = TEXT_GROWTH_KEYS.some((key) => key in patch) ? asTypedLayer({ ...layer, content }) : null;
    if (typed?.itemType !== 'Text') return { ...layer, content };
    return { ...layer, content: { ...content, ...grownTextBox(typed.content, canvas()) } };
  };
  const text = createTextEditMode({
    scheduler,
    layerOf,
    commitText: (id, value) => edits.update(id, (layer) => patched(layer, { text: value }), 'merge'),
  });

  const commands = createLayerCommands({
    $document,
    $layers,
    $selectedId,
    $clipboard,
    edits,
    canvas,
    onRemoved(id) {
      if (text.$editingId.peek() === id) text.reset();
      if ($cropId.peek() === id) $cropId.value = null;
    },
  });

  function report(reason: unknown): ApiError {
    const error = toApiError(reason);
    $error.value = error;
    deps.onError?.(error);
    return error;
  }

  function setBox(id: Id, rect: Rect): void {
    edits.update(id, (layer) => ({ ...layer, content: { ...layer.content, ...keepInside(rect) } }), 'merge');
  }

  function open(document: D): void {
    openSeq++;
    text.reset();
    gesture = null;
    edits.clear(document.layers);
    batch(() => {
      $document.value = document;
      $saved.value = fingerprint(document);
      $selectedId.value = null;
      $cropId.value = null;
      $guides.value = [];
    });
  }

  return {
    $document,
    $layers,
    $selectedId,
    $selected,
    $isDirty,
    $isLoading,
    $isSaving,
    $error,
    $canUndo: edits.$canUndo,
    $canRedo: edits.$canRedo,
    $canCopy: computed(() => $selected.value !== null && canCopyLayer($selected.value)),
    $canPaste: computed(() => $clipboard.value !== null),
    $cropId,
    $textEditId: text.$editingId,
    $canEditTextInPlace: computed(() => {
      const selected = $selected.value;
      return selected !== null && text.$editingId.value === null && text.canEnter(selected);
    }),
    $textDraft: text.$draft,
    $guides,
    $zoom: view.$zoom,
    $isGridVisible: view.$isGridVisible,
    $isSnapEnabled: view.$isSnapEnabled,
    $keepRatio: view.$keepRatio,

    open(document) {
      loadSeq++;
      open(document);
    },
    async load(id) {
      const seq = ++loadSeq;
      $isLoading.value = true;
      try {
        const document = await repository.load(id);
        if (seq !== loadSeq) return false;
        open(document);
        $error.value = null;
        return true;
      } catch (reason) {
        if (seq === loadSeq) report(reason);
        return false;
      } finally {
        if (seq === loadSeq) $isLoading.value = false;
      }
    },

    async save(options) {
      text.flush();
      const sent = $document.peek();
      if (!sent || $isSaving.peek()) return false;
      const refusal = repository.refusal?.(sent) ?? null;
      if (refusal !== null) {
        report(refusalError(refusal));
        return false;
      }
      const seq = openSeq;
      $isSaving.value = true;
      try {
        const saved = await repository.save(sent, options);
        if (seq !== openSeq) return false;
        const current = $document.peek();
        batch(() => {
          // Edits made while the save was on its way stay, and keep the document dirty.
          $document.value = current === sent ? saved : ({ ...(current ?? sent), id: saved.id } as D);
          $saved.value = fingerprint(current === sent ? saved : { ...sent, id: saved.id });
          $error.value = null;
        });
        return true;
      } catch (reason) {
        if (seq === openSeq) report(reason);
        return false;
      } finally {
        $isSaving.value = false;
      }
    },

    updateDocument(patch) {
      const document = $document.peek();
      if (document) $document.value = { ...document, ...patch };
    },

    select(id) {
      $selectedId.value = id !== null && layerOf(id) ? id : null;
    },

    beginGesture(id, handle = null) {
      const layer = layerOf(id);
      if (!layer || gesture !== null) return;
      gesture = startGesture($layers.peek(), layer, handle, canvas(), view.$isGridVisible.peek());
      edits.beginGesture();
    },
    moveGesture(movement, modifiers) {
      if (!gesture) return null;
      const settings = {
        zoom: view.$zoom.peek(),
        isSnapEnabled: view.$isSnapEnabled.peek(),
        keepRatio: view.$keepRatio.peek(),
        bounds: bounds(),
      };
      const rect = gestureRect(gesture, movement, settings, modifiers);
      const id = gesture.layerId;
      const guides = gestureGuides(gesture);
      batch(() => {
        setBox(id, rect);
        $guides.value = guides;
      });
      return rect;
    },
    updateGesture(rect) {
      if (gesture) setBox(gesture.layerId, rect);
    },
    endGesture() {
      if (!gesture) return;
      gesture = null;
      edits.endGesture();
      $guides.value = [];
    },

    setGeometry(id, input) {
      const layer = layerOf(id);
      if (layer) setBox(id, geometryPatch(rectOf(layer), input, canvas(), view.$keepRatio.peek()));
    },
    nudge(id, { dx, dy }) {
      const layer = layerOf(id);
      if (layer) setBox(id, { ...rectOf(layer), left: layer.content.left + dx, top: layer.content.top + dy });
    },
    updateContent(id: Id, patch: Partial<LayerContent>) {
      batch(() => {
        edits.update(id, (layer) => patched(layer, patch), 'merge');
        // The item plays its slideshow once through: its duration follows the slides and their seconds.
        if (SLIDESHOW_KEYS.some((key) => key in patch)) commands.syncDuration();
      });
    },
    setInvisible(id, invisible) {
      edits.update(id, (layer) => (layer.invisible === invisible ? layer : { ...layer, invisible }), 'discrete');
    },
    addFromLibrary: commands.addFromLibrary,
    addLayerOfType: commands.addLayerOfType,
    deleteLayer: commands.deleteLayer,
    bringForward: commands.bringForward,
    sendBackward: commands.sendBackward,
    bringToFront: commands.bringToFront,
    sendToBack: commands.sendToBack,
    moveLayer: commands.moveLayer,
    copy(id) {
      text.flush();
      return commands.copy(id);
    },
    cut(id) {
      text.flush();
      return commands.cut(id);
    },
    paste: commands.paste,

    undo() {
      if (gesture) return;
      text.flush();
      batch(() => {
        if (!edits.undo()) return;
        commands.syncDuration();
        text.sync();
      });
    },
    redo() {
      if (gesture) return;
      text.flush();
      batch(() => {
        if (!edits.redo()) return;
        commands.syncDuration();
        text.sync();
      });
    },
    beginCrop(id) {
      const layer = layerOf(id);
      if (layer?.itemType !== 'Image' || gesture) return false;
      text.end();
      edits.mark();
      batch(() => {
        $cropId.value = id;
        $selectedId.value = id;
      });
      return true;
    },
    applyCrop() {
      $cropId.value = null;
    },
    cancelCrop() {
      if ($cropId.peek() === null) return;
      batch(() => {
        edits.bail();
        $cropId.value = null;
      });
    },

    enterTextEdit(id) {
      if (gesture || $cropId.peek() !== null) return false;
      const isEditing = text.enter(id);
      if (isEditing) $selectedId.value = id;
      return isEditing;
    },
    endTextEdit: text.end,
    typeText: text.type,
    pasteText: text.paste,
    handleFocusIn: text.handleFocusIn,

    replaceVideo: commands.replaceVideo,
    addVideos: commands.addVideos,
    removeVideo: commands.removeVideo,
    reorderVideos: commands.reorderVideos,

    toggleKeepRatio() {
      const selected = $selected.peek();
      return view.toggleKeepRatio(selected ? rectOf(selected) : null);
    },
    setZoom: view.setZoom,
    zoomTo: view.zoomTo,
    toggleGrid: view.toggleGrid,
    toggleSnap: view.toggleSnap,

    reset() {
      openSeq++;
      loadSeq++;
      text.reset();
      gesture = null;
      edits.clear([]);
      batch(() => {
        $document.value = null;
        $saved.value = null;
        $selectedId.value = null;
        $cropId.value = null;
        $guides.value = [];
        $error.value = null;
      });
    },
  };
}
