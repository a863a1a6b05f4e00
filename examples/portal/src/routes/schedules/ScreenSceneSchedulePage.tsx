import type { ScreenDto } from '@screenplay/core/screens';
import { FOLDERS_API } from '@screenplay/core/contract';
import { useLoader, useText } from '@screenplay/hooks';
import type { ScheduleOwner } from '@screenplay/hooks/schedule';
import { LoadingIndicator } from '@screenplay/ui';
import { ScheduleEditor, ScheduleUnavailable } from '@screenplay/ui/schedule';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { storedId } from '../../shared/playlistPaths';
import { useSceneRecord } from '../../shared/previewScene';
import { canChangeScreens } from '../../shared/screens/screenAccess';
import { ScheduleWeekPreview } from './ScheduleWeekPreview';
import { useScheduleEditor, useSchedulePageWiring } from './useScheduleEditor';
import './schedules.css';
import { useIsGranted } from '../../app/useMayOpen';

/** The screen ids of `:screensId` (a comma-separated list), or null when one is not an id. */
export function screenIdsOf(raw: string | undefined): number[] | null {
  const ids = (raw ?? '').split(',').map((part) => storedId(part));
  return ids.length > 0 && ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

/**
 * `/screen_scene_schedule/:sceneId/:screensId/:scheduleId?` (spec accounts §2): a scene's named schedules
 * on one screen (loaded, `:scheduleId` selected) or on several (a new schedule added to each). The header
 * names the scene and each screen with its time zone, since times are wall-clock times in each screen's own zone.
 */
export default function ScreenSceneSchedulePage({ params }: PageProps) {
  const t = useText();
  // Saving a schedule needs the scheduleScenes grant at Full Access (issue 13); Readonly shows it read-only.
  const maySchedule = useIsGranted('scheduleScenes', 'write');
  const { api } = usePortal();
  const sceneId = storedId(params.sceneId);
  const screenIds = screenIdsOf(params.screensId);
  const scheduleId = params.scheduleId === undefined ? null : storedId(params.scheduleId);
  const isMalformed =
    sceneId === null || screenIds === null || (params.scheduleId !== undefined && scheduleId === null);
  const { status: sceneStatus, scene } = useSceneRecord(isMalformed ? 0 : (sceneId ?? 0));
  const listing = useLoader(async () => (await api.call(FOLDERS_API.screens)).data, [api]);
  const idsKey = screenIds?.join(',') ?? '';
  const screens = useMemo(() => {
    const all = listing.data?.screens ?? [];
    const ids = idsKey.split(',').map(Number);
    const found = ids.map((id) => all.find((screen) => screen.id === id));
    return found.every((screen): screen is ScreenDto => screen !== undefined) ? found : null;
  }, [listing.data, idsKey]);
  const isReady = !isMalformed && scene !== null && screens !== null;
  const owner = useMemo(
    (): ScheduleOwner | null =>
      isReady && sceneId !== null ? { kind: 'screenScene', sceneId, screenIds: idsKey.split(',').map(Number) } : null,
    [isReady, sceneId, idsKey],
  );
  const store = useScheduleEditor(owner, scheduleId);
  const fallback = sceneId === null ? '/scenes' : `/scenes/scene_details/${sceneId}`;
  const wiring = useSchedulePageWiring(fallback);
  const [, navigate] = useLocation();
  const unavailableBack = { backHref: fallback, onBack: () => navigate(fallback) };

  if (isMalformed || sceneStatus === 'missing' || (listing.status === 'ready' && screens === null))
    return <ScheduleUnavailable state="missing" {...unavailableBack} />;
  if (listing.status === 'error')
    return <ScheduleUnavailable state="failed" {...unavailableBack} onRetry={listing.reload} />;
  if (!store || !scene || !screens || !listing.data) return <LoadingIndicator />;

  const zones = [...new Set(screens.map((screen) => screen.timezone))];
  return (
    <ScheduleEditor
      store={store}
      {...wiring}
      title={t('scheduleEditor.screenTitle', { scene: scene.name })}
      timeZone={zones[0] ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
      isReadOnly={!maySchedule || !canChangeScreens(listing.data, screens)}
      context={
        <>
          <h3 data-part="screens-title">{t('scheduleEditor.screens')}</h3>
          <ul data-part="screens">
            {screens.map((screen) => (
              <li key={screen.id}>
                {t('scheduleEditor.screenZone', { name: screen.name, timezone: screen.timezone })}
              </li>
            ))}
          </ul>
          <p data-part="zone-note">{t('scheduleEditor.zoneNote')}</p>
          {screens.length > 1 ? (
            <>
              <p data-part="zone-note">{t('weekView.rule')}</p>
              <p data-part="zone-note">{t('scheduleEditor.severalScreensNote', { count: screens.length })}</p>
            </>
          ) : null}
        </>
      }
      aside={
        screens.length === 1 && screens[0] && sceneId !== null ? (
          <ScheduleWeekPreview store={store} screen={screens[0]} scene={{ id: sceneId, name: scene.name }} />
        ) : null
      }
    />
  );
}
