import { canManageFolder, leafById } from '@screenplay/core';
import { createApiSceneRepository, draftItemId, resolvePlaylistItemDraft, useLoader, useText } from '@screenplay/hooks';
import type { ScheduleOwner } from '@screenplay/hooks/schedule';
import { LoadingIndicator } from '@screenplay/ui';
import { ScheduleEditor, ScheduleUnavailable } from '@screenplay/ui/schedule';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { sceneEditorPath, storedId } from '../../shared/playlistPaths';
import { useSceneRecord } from '../../shared/previewScene';
import { scenesCalls } from '@screenplay/hooks';
import { useScheduleEditor, useSchedulePageWiring } from './useScheduleEditor';
import './schedules.css';
import { useIsGranted } from '../../app/useMayOpen';

/**
 * `/playlist_schedule/:sceneId/:sectionId/:playlistId` (spec §2): the one schedule of a playlist item (inside a
 * playing scene, its section loops only the items whose schedule applies now). No schedules are added or
 * removed here: an item has exactly one. Read-only when one of the scene's folders is not the user's to manage.
 * The item plays on whichever screen plays the scene, so its times are wall-clock times in that screen's zone. A save
 * goes to the item's copy in its section's draft (ARCHITECTURE.md "One publishing rule"): 'Save scene' publishes it.
 */
export default function PlaylistSchedulePage({ params }: PageProps) {
  const t = useText();
  // Saving a schedule needs the scheduleScenes grant at Full Access (issue 13); Readonly shows it read-only.
  const maySchedule = useIsGranted('scheduleScenes', 'write');
  const { api } = usePortal();
  const sceneId = storedId(params.sceneId);
  const sectionId = storedId(params.sectionId);
  const itemId = storedId(params.playlistId);
  const isMalformed = sceneId === null || sectionId === null || itemId === null;
  const { status: sceneStatus, scene } = useSceneRecord(isMalformed ? 0 : (sceneId ?? 0));
  const folders = useLoader(async () => (await scenesCalls(api).list()).folders, [api]);
  const listed = scene?.sections.find((one) => one.id === sectionId && !one.markAsDeleted) ?? null;
  // A published section with a draft copy is edited as the copy stands; a save goes to the draft (made when needed).
  const section = (listed && scene && leafById(scene.sections, listed.id)) ?? listed;
  const isReady = !isMalformed && section !== null;
  const shownSectionId = section?.id ?? null;
  const shownItemId = section && itemId !== null ? (draftItemId(section, itemId) ?? itemId) : itemId;
  const owner = useMemo(
    (): ScheduleOwner | null =>
      isReady && sceneId !== null && shownSectionId !== null && shownItemId !== null
        ? {
            kind: 'playlistItem',
            sectionId: shownSectionId,
            itemId: shownItemId,
            draft: () => resolvePlaylistItemDraft(createApiSceneRepository(api), sceneId, shownSectionId, shownItemId),
          }
        : null,
    [api, isReady, sceneId, shownSectionId, shownItemId],
  );
  const store = useScheduleEditor(owner);
  const fallback = sceneId === null ? '/scenes' : sceneEditorPath(sceneId, sectionId);
  const wiring = useSchedulePageWiring(fallback);
  const [, navigate] = useLocation();
  const unavailableBack = { backHref: fallback, onBack: () => navigate(fallback) };

  if (isMalformed || sceneStatus === 'missing' || (scene && !section))
    return <ScheduleUnavailable state="missing" {...unavailableBack} />;
  if (!store || !scene || !section || folders.status === 'loading') return <LoadingIndicator />;

  const sceneFolders = (folders.data ?? []).filter((folder) => scene.folderIds.includes(folder.id));
  // Without the folders (a failed listing) the server still decides; the page offers Save.
  const isReadOnly = !maySchedule || !sceneFolders.every((folder) => canManageFolder(folder));
  const index = shownItemId === null ? -1 : section.itemsOrder.indexOf(shownItemId);
  const position = index < 0 ? null : index + 1;
  return (
    <ScheduleEditor
      store={store}
      {...wiring}
      title={
        position === null
          ? t('scheduleEditor.playlistTitleUnlisted', { section: section.name })
          : t('scheduleEditor.playlistTitle', { position, section: section.name })
      }
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      isReadOnly={isReadOnly}
      context={
        <>
          <p data-part="scene">{t('scheduleEditor.playlistContext', { scene: scene.name })}</p>
          <p data-part="zone-note">{t('scheduleEditor.playlistZoneNote')}</p>
        </>
      }
    />
  );
}
