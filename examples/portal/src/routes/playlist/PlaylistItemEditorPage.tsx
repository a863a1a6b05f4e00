import { leafById, type Id, type Scene, type Section } from '@screenplay/core';
import {
  createApiPlaylistItemRepository,
  createLayerEditorStore,
  playlistItemDocument,
  type PlaylistItemDocument,
} from '@screenplay/hooks/layers';
import { LoadingIndicator } from '@screenplay/ui';
import { LayerEditor, LayerEditorUnavailable, useDocumentField } from '@screenplay/ui/layer-editor';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { SHARED_LAYER_CLIPBOARD } from '../../app/layer-data/layerClipboard';
import { PortalLayerData } from '../../app/layer-data/portalLayerData';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { usePortalLayerEditor } from '../../shared/layer-editor/usePortalLayerEditor';
import { useSceneRecord } from '../../shared/previewScene';
import { DurationField } from './DurationField';
import { sceneEditorPath, storedId } from '../../shared/playlistPaths';
import { createApiSceneRepository, draftItemId, resolvePlaylistDraft, useText } from '@screenplay/hooks';

/**
 * `/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?` (spec §2): the playlist item editor. The section (found
 * in `GET scenes/{id}`, draft copies included) gives the canvas its size; without `playlistId` a new item (60 s) is
 * created on save (`POST sections/{s}/playlistitems`), otherwise the item is loaded and updated (`PATCH`). Both go
 * to the section's draft (ARCHITECTURE.md "One publishing rule"): a published section's draft copy, found or made
 * at the first save, so nothing reaches a screen before 'Save scene'; the page says so when it goes back to the
 * scene editor with the section selected. A section with a draft copy is edited as its copy stands.
 */
export default function PlaylistItemEditorPage({ params }: PageProps) {
  const sceneId = storedId(params.sceneId);
  const sectionId = storedId(params.sectionId);
  const itemId = params.playlistId === undefined ? null : storedId(params.playlistId);
  const isMalformed = sceneId === null || sectionId === null || (params.playlistId !== undefined && itemId === null);
  const { status, scene } = useSceneRecord(isMalformed ? 0 : sceneId);
  const listed = scene?.sections.find((candidate) => candidate.id === sectionId && !candidate.markAsDeleted) ?? null;
  // A published section with a draft copy is edited as the copy stands (its items may differ from the published ones).
  const section = (listed && scene && leafById(scene.sections, listed.id)) ?? listed;
  const back = sceneId === null ? '/scenes' : sceneEditorPath(sceneId, section?.id);
  const [, navigate] = useLocation();

  if (isMalformed || status === 'missing' || (status === 'ready' && !section))
    return <LayerEditorUnavailable kind="playlist" backHref={back} onBack={() => navigate(back)} />;
  if (!scene || !section) return <LoadingIndicator />;
  return (
    <PortalLayerData>
      <PlaylistItemEditor
        key={`${section.id}/${itemId ?? 'new'}`}
        scene={scene}
        section={section}
        itemId={itemId === null ? null : (draftItemId(section, itemId) ?? itemId)}
      />
    </PortalLayerData>
  );
}

/** The item's position in its section's playlist (1-based, `itemsOrder`), or null for a new or unlisted item. */
export function itemPosition(section: Pick<Section, 'itemsOrder'>, itemId: Id | null): number | null {
  const index = itemId === null ? -1 : section.itemsOrder.indexOf(itemId);
  return index < 0 ? null : index + 1;
}

function PlaylistItemEditor({ scene, section, itemId }: { scene: Scene; section: Section; itemId: Id | null }) {
  const t = useText();
  const { api, toasts } = usePortal();
  const [, navigate] = useLocation();
  const editor = useMemo(
    () =>
      createLayerEditorStore<PlaylistItemDocument>({
        repository: createApiPlaylistItemRepository(api, section, {
          draft: () => resolvePlaylistDraft(createApiSceneRepository(api), scene.id, section.id),
        }),
        clipboard: SHARED_LAYER_CLIPBOARD,
      }),
    [api, scene.id, section],
  );
  const back = sceneEditorPath(scene.id, section.id);
  const portal = usePortalLayerEditor(editor, back, null);
  const duration = useDocumentField(editor, (document) => document.duration);
  const position = itemPosition(section, itemId);
  return (
    <LayerEditor
      editor={editor}
      kind="playlist"
      open={async () => {
        if (itemId !== null) return editor.load(itemId);
        editor.open(playlistItemDocument(section));
        return true;
      }}
      documentKey={String(itemId)}
      title={
        position === null
          ? t('playlistEditor.newItemTitle', { name: section.name })
          : t('playlistEditor.itemTitle', { position, name: section.name })
      }
      context={t('playlistEditor.context', {
        scene: scene.name,
        section: section.name,
        width: section.width,
        height: section.height,
      })}
      backHref={back}
      onSaved={() => {
        toasts.show({ type: 'INFO', messageKey: 'playlistEditor.savedAsDraft' });
        navigate(back);
      }}
      fields={
        duration === null ? null : (
          <DurationField seconds={duration} onChange={(seconds) => editor.updateDocument({ duration: seconds })} />
        )
      }
      background={section.background}
      {...portal}
    />
  );
}
