import type { Scene } from '@screenplay/core';
import type { PopupStore, SceneEditorStore, ToastStore } from '@screenplay/hooks';
import { useMemo } from 'react';

/** The scene editor's confirmed actions: save, revert a section, discard the drafts. */
export interface SceneEditorActions {
  /** Saves the scene, says so, and hands the saved scene to `onSaved` (the portal draws its thumbnail then). */
  save: () => Promise<void>;
  /** Reverts a draft section to its saved parent once the user confirms. */
  revertSection: (id: number) => Promise<void>;
  /** Discards every draft of the scene once the user confirms. */
  cancel: () => Promise<void>;
}

/** The actions of {@link SceneEditorActions}, asking through `popups` and telling through `toasts`. */
export function useSceneEditorActions(
  store: SceneEditorStore,
  popups: PopupStore,
  toasts: ToastStore,
  onSaved?: (scene: Scene) => void,
): SceneEditorActions {
  return useMemo(
    () => ({
      async save() {
        if (!(await store.save())) return;
        toasts.show({ type: 'INFO', messageKey: 'sceneEditor.saved' });
        const saved = store.$scene.peek();
        if (saved) onSaved?.(saved);
      },
      async revertSection(id: number) {
        const result = await popups.open({
          kind: 'confirm',
          messageKey: 'sceneEditor.revertSectionConfirm',
          confirmLabelKey: 'sceneEditor.revertSection',
        });
        if (result.action === 'confirm' && (await store.revertSection(id)))
          toasts.show({ type: 'INFO', messageKey: 'sceneEditor.sectionReverted' });
      },
      async cancel() {
        const result = await popups.open({
          kind: 'confirm',
          messageKey: 'sceneEditor.cancelConfirm',
          confirmLabelKey: 'sceneEditor.cancel',
        });
        if (result.action === 'confirm' && (await store.cancel()))
          toasts.show({ type: 'INFO', messageKey: 'sceneEditor.cancelled' });
      },
    }),
    [store, popups, toasts, onSaved],
  );
}
