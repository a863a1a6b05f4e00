import { useValue, type SceneEditorStore, useText } from '@screenplay/hooks';

/** Tells whether section drafts are being saved, kept, or failing (and being retried). */
export function SaveStatus({ store }: { store: SceneEditorStore }) {
  const t = useText();
  const { status } = useValue(store.$saveState);
  const key =
    status === 'saving' ? 'sceneEditor.saving' : status === 'error' ? 'sceneEditor.saveFailed' : 'sceneEditor.allSaved';
  return (
    <p data-scope="scene-editor" data-part="save-status" data-state={status} role="status">
      {t(key)}
    </p>
  );
}
