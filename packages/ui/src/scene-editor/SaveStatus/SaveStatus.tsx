import { useText, useValue, type SceneEditorStore } from '@screenplay/hooks';

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  store: SceneEditorStore;
}

/**
 * Tells whether section drafts are being saved, failing (and being retried), kept as draft, or all saved with the
 * scene ('Save scene' promotes every draft, so the status then says nothing is left).
 */
export function SaveStatus({ store }: SaveStatusProps) {
  const t = useText();
  const { status } = useValue(store.$saveState);
  const hasDrafts = useValue(store.$hasDrafts);
  const key =
    status === 'saving'
      ? 'sceneEditor.saving'
      : status === 'error'
        ? 'sceneEditor.saveFailed'
        : hasDrafts
          ? 'sceneEditor.allSaved'
          : 'sceneEditor.noDrafts';
  return (
    <p data-scope="scene-editor" data-part="save-status" data-state={status} role="status">
      {t(key)}
    </p>
  );
}
