import { useText, useValue, type SceneEditorStore } from '@screenplay/hooks';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { PresenceIndicator, RefreshNotice } from '../../PresenceIndicator';
import { TagsEditor } from '../../TagsEditor';
import { NameField } from '../NameField/NameField';
import { PublishNote } from '../PublishNote/PublishNote';
import { SaveStatus } from '../SaveStatus/SaveStatus';

/** Props of {@link SceneEditorHeader}. */
export interface SceneEditorHeaderProps {
  store: SceneEditorStore;
  /** Discards the drafts (after a confirmation). */
  onCancel: () => void;
  /** Saves the scene. */
  onSave: () => void;
  /** Shown first, e.g. the host's link back to its scene list. */
  back?: ReactNode;
}

/**
 * The scene editor's header: the scene's name, who else edits it, the save status, what the save will publish,
 * 'Cancel' and 'Save'; then the
 * scene's tags and, when another editor saved the scene, the offer to refresh.
 */
export function SceneEditorHeader({ store, onCancel, onSave, back }: SceneEditorHeaderProps) {
  const t = useText();
  const scene = useValue(store.$scene);
  const presence = useValue(store.$presence);
  const remoteUpdate = useValue(store.$remoteUpdate);
  const isBusy = useValue(store.$isLoading);
  const tagSuggestions = useValue(store.$tagSuggestions);
  const tagError = useValue(store.$tagError);
  return (
    <>
      <header data-scope="scene-editor" data-part="header">
        {back}
        <NameField
          name={scene?.name ?? ''}
          onRename={(name) => store.renameScene(name)}
          label={t('sceneEditor.sceneName')}
        />
        <TagsEditor
          label={t('tags.label')}
          tags={scene?.tags ?? []}
          suggestions={tagSuggestions}
          error={tagError}
          onAdd={(tag) => store.addTag(tag)}
          onRemove={(tag) => store.removeTag(tag)}
          onSearch={(text) => store.searchTags(text)}
        />
        <PresenceIndicator users={presence} />
        <SaveStatus store={store} />
        <PublishNote store={store} />
        <Button type="button" variant="secondary" disabled={isBusy} onClick={onCancel}>
          {t('sceneEditor.cancel')}
        </Button>
        <Button type="button" variant="primary" isLoading={isBusy} disabled={isBusy} onClick={onSave}>
          {t('sceneEditor.save')}
        </Button>
      </header>
      {remoteUpdate ? (
        <RefreshNotice
          onRefresh={() => void store.acceptRemoteUpdate()}
          onDismiss={() => store.dismissRemoteUpdate()}
        />
      ) : null}
    </>
  );
}
