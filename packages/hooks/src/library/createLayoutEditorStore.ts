import { batch, computed, signal } from '@preact/signals-core';
import type { Id } from '@screenplay/core';
import { canDeleteLayoutSection, copyLayout, layoutInput, newLayout, renameValue } from '@screenplay/core/library';
import type { Layout } from '@screenplay/core/library';
import { toApiError } from '../api/ApiError';
import { createSceneEditorStore } from '../scene-editor/createSceneEditorStore';
import type { SceneEditorStore } from '../scene-editor/sceneEditor.types';
import { tagsForSave } from '../scene-editor/createTagsEditor';
import { createErrorReporter, folderOrNull } from './library.calls';
import { createLayoutSceneRepository, layoutSectionOf } from './layoutScene';
import type { LayoutEditorRequest, LayoutEditorStore, LayoutEditorStoreDeps } from './library.types';

/** The scene editor's `clientId` when none is given (ours: a layout has no realtime channel). */
export const LAYOUT_EDITOR_CLIENT_ID = 'layout-editor';

/**
 * Creates the layout editor store (spec §2 layout editor): the scene editor store edits the layout held as a
 * scene in memory (sections, geometry, selection, history, keep-ratio, zoom and tags come from `editor`), and
 * this store adds the layout's rules: a new layout from a size with a generated unique name, a copy renamed into
 * the current folder, the last section kept, and the save (the repository's `createLayout` when new, else
 * `updateLayout`). Layouts are read and stored through `repository` (`createApiLayoutRepository(api)` for ours).
 * @example
 * const layouts = createLayoutEditorStore({ repository: createApiLayoutRepository(api), onError });
 * await layouts.open({ mode: 'create', width: 1920, height: 1080, folderId });
 * layouts.editor.addSection();
 * const saved = await layouts.save(); // { created: true, layout }
 */
export function createLayoutEditorStore(deps: LayoutEditorStoreDeps): LayoutEditorStore {
  const { repository } = deps;
  const errors = createErrorReporter(deps.onError);
  const sceneRepository = createLayoutSceneRepository(repository);
  const sceneEditor = createSceneEditorStore({
    repository: sceneRepository,
    clientId: deps.clientId ?? LAYOUT_EDITOR_CLIENT_ID,
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    onError: (error) => errors.report(error),
  });

  /** Whether a listed section may be deleted now (spec §4: only while more than one section remains). */
  function deleteSection(id: Id): boolean {
    const sections = sceneEditor.$sections.peek();
    // By id or stable key: a confirmation may hold a new section's temporary id after its create answered.
    const isListed = sections.some((section) => section.id === id || sceneEditor.keyOf(section) === id);
    if (!isListed || !canDeleteLayoutSection(sections)) return false;
    sceneEditor.deleteSection(id);
    return true;
  }
  // The reused editor pieces (section list, keyboard) delete through `editor`: the rule holds there too.
  const editor: SceneEditorStore = { ...sceneEditor, deleteSection: (id) => void deleteSection(id) };

  /** The layout as opened or last saved: id, owner, folders and what the editor does not change. */
  const $opened = signal<Layout | null>(null);
  const $isLoading = signal(false);
  const $isSaving = signal(false);
  const $notFound = signal(false);
  let openSeq = 0;

  const $layout = computed<Layout | null>(() => {
    const opened = $opened.value;
    const scene = editor.$scene.value;
    if (!opened || !scene) return null;
    const sections = editor.$sections.value.map((section) => layoutSectionOf(section, editor.keyOf(section)));
    return {
      ...opened,
      name: scene.name,
      width: scene.width,
      height: scene.height,
      ratio: scene.ratio,
      sections,
      tags: scene.tags,
    };
  });
  const $isNew = computed(() => $opened.value !== null && $opened.value.id < 0);

  async function existingNames(): Promise<string[]> {
    const layouts = await repository.listLayouts();
    return layouts.map((layout) => layout.name);
  }

  const readLayout = (id: Id): Promise<Layout> => repository.loadLayout(id);

  async function layoutFor(request: LayoutEditorRequest): Promise<Layout> {
    switch (request.mode) {
      case 'create': {
        const layout = newLayout({ width: request.width, height: request.height }, await existingNames());
        const folderId = folderOrNull(request.folderId);
        return folderId === null ? layout : { ...layout, folderIds: [folderId] };
      }
      case 'copy': {
        const [original, names] = await Promise.all([readLayout(request.layoutId), existingNames()]);
        return copyLayout(original, request.folderId, names);
      }
      case 'edit':
        return readLayout(request.layoutId);
    }
  }

  /** Shows a layout in the editor (history, selection and pending edits of the previous one dropped). */
  async function show(layout: Layout): Promise<boolean> {
    editor.reset();
    sceneRepository.hold(layout);
    $opened.value = layout;
    return editor.load(layout.id);
  }

  return {
    editor,
    $layout,
    $isNew,
    $isLoading,
    $isSaving,
    $notFound,
    $error: errors.$error,

    async open(request) {
      const seq = ++openSeq;
      batch(() => {
        $isLoading.value = true;
        $notFound.value = false;
        errors.clear();
      });
      try {
        const layout = await layoutFor(request);
        return seq === openSeq && (await show(layout));
      } catch (reason) {
        if (seq !== openSeq) return false;
        const error = toApiError(reason);
        // A missing layout is shown by the page itself, not as a toast.
        if (error.status === 404) $notFound.value = true;
        else errors.report(error);
        return false;
      } finally {
        if (seq === openSeq) $isLoading.value = false;
      }
    },

    rename(name) {
      const scene = editor.$scene.peek();
      const value = scene ? renameValue(scene.name, name) : null;
      if (value !== null) editor.renameScene(value);
    },

    deleteSection,

    async save() {
      const layout = $layout.peek();
      if (!layout || $isSaving.peek()) return null;
      const { folderId, ...fields } = { ...layoutInput(layout), tags: tagsForSave(layout.tags) };
      const isNew = layout.id < 0;
      $isSaving.value = true;
      try {
        const saved = await (isNew
          ? repository.createLayout({ ...fields, folderId: folderOrNull(folderId) })
          : repository.updateLayout(layout.id, fields));
        await show(saved);
        return { created: isNew, layout: saved };
      } catch (reason) {
        errors.report(reason);
        return null;
      } finally {
        $isSaving.value = false;
      }
    },
  };
}
