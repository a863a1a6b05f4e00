import { ROOT_FOLDER_ID, type Folder, type Scene } from '@screenplay/core';
import {
  ROOT_SELECTION,
  folderTree,
  sceneFolderForLayout,
  selectFolder,
  type FolderSelection,
} from '@screenplay/core/library';
import { LAYOUTS_API, SCENES_API } from '@screenplay/core/contract';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LayoutPreview, LoadingIndicator, TextField } from '@screenplay/ui';
import { FolderTree } from '@screenplay/ui/library';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';
import { scenesCalls } from '@screenplay/hooks';
import { LayoutUnavailable } from './LayoutEditor';
import { parseFolderId } from '../../shared/layoutRequest';

/** The folder selection a link asked for (`?folderId&subFolderId`), once the folders are known. */
function initialSelection(folders: readonly Folder[], search: string): FolderSelection {
  const query = new URLSearchParams(search);
  const id = parseFolderId(query.get('subFolderId')) ?? parseFolderId(query.get('folderId'));
  return id !== null && folders.some((folder) => folder.id === id) ? selectFolder(folders, id) : ROOT_SELECTION;
}

/**
 * `/scenes/create_scene_from_layout/:layoutId`: the layout's preview, the new scene's name (the layout's by
 * default) and its folder; the scene is created from the layout and opens in the scene editor. Spec: "A new
 * scene created from a layout goes into the selected subfolder, otherwise the selected folder."
 */
export default function CreateSceneFromLayoutPage({ params }: PageProps) {
  const t = useText();
  const { api, toasts } = usePortal();
  const [, navigate] = useLocation();
  const search = useSearch();
  const layoutId = Number(params.layoutId);
  const [selection, setSelection] = useState<FolderSelection>(ROOT_SELECTION);
  const [name, setName] = useState('');
  const { isSubmitting, formError, fieldErrors, run, reject } = useSubmit({ showFieldErrors: true });

  const loaded = useLoader(() => api.call(LAYOUTS_API.get, { params: { id: layoutId } }), [api, layoutId], {
    onData: (answer) => setName(answer.data.name),
    onError: (error) => toastError(toasts, error),
  });
  const layout = loaded.status === 'error' ? 'missing' : (loaded.data?.data ?? null);
  // `search` is left out on purpose: the query only sets the first selection, later ones are the user's.
  const listing = useLoader(() => scenesCalls(api).list(), [api, layoutId], {
    onData: (answer) => setSelection(initialSelection(answer.folders, search)),
    onError: (error) => toastError(toasts, error),
  });
  const folders: readonly Folder[] = listing.data?.folders ?? [];

  const folderId = sceneFolderForLayout(selection);
  const destination = folders.find((folder) => folder.id === folderId)?.name ?? t('folders.all');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      reject({ fieldErrors: { name: t('validation.nameRequired') } });
      return;
    }
    let created: Scene | null = null;
    const isCreated = await run(async () => {
      created = (await api.call(SCENES_API.create, { body: { layoutId, folderId, name: name.trim() } })).data;
    });
    if (isCreated && created) navigate(`/scenes/edit_scene/${(created as Scene).id}`);
  };

  if (layout === 'missing') return <LayoutUnavailable />;
  if (layout === null) return <LoadingIndicator />;
  return (
    <form data-scope="create-scene" data-part="root" data-variant="from-layout" onSubmit={submit} noValidate>
      <h2 data-part="title">{t('layoutScene.fromLayout', { name: layout.name })}</h2>
      <LayoutPreview
        width={layout.width}
        height={layout.height}
        sections={layout.sections}
        label={t('layoutEditor.preview', { name: layout.name })}
      />
      <TextField
        label={t('scenes.name')}
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <div data-part="folders">
        <h3>{t('layoutScene.folder')}</h3>
        <FolderTree
          tree={folderTree(folders)}
          label={t('scenes.folders')}
          selectedId={selection.subFolderId ?? selection.folderId}
          onSelect={(id) => setSelection(id === ROOT_FOLDER_ID ? ROOT_SELECTION : selectFolder(folders, id))}
        />
        <p data-part="destination" aria-live="polite">
          {t('layoutScene.destination', { folder: destination })}
        </p>
      </div>
      <FormMessage scope="create-scene" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {t('createScene.submit')}
      </Button>
    </form>
  );
}
