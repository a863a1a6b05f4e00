import type { ScreenDto } from '@screenplay/core/screens';
import { useText, useValue } from '@screenplay/hooks';
import { type ScheduleEditorStore, useScreenWeek } from '@screenplay/hooks/schedule';
import { WeekView } from '@screenplay/ui/schedule';
import { useMemo } from 'react';
import { usePortal } from '../../app/PortalContext';

/** Props of {@link ScheduleWeekPreview}. */
export interface ScheduleWeekPreviewProps {
  store: ScheduleEditorStore;
  screen: ScreenDto;
  scene: { id: number; name: string };
}

/**
 * The screen's week as it would play with the schedules being edited (saved or not): the scene's blocks where
 * it wins, and where another scene's more specific schedule overrides it, that scene's block, whose reason
 * (on hover or focus) says why. The same core rules as the server and the player lay it out.
 */
export function ScheduleWeekPreview({ store, screen, scene }: ScheduleWeekPreviewProps) {
  const t = useText();
  const { api } = usePortal();
  const edited = useValue(store.$schedules);
  const preview = useMemo(
    () => ({
      sceneId: scene.id,
      sceneName: scene.name,
      schedules: edited.map(({ id, name, events }) => ({ id, name, events })),
    }),
    [edited, scene.id, scene.name],
  );
  const week = useScreenWeek({ api, screenId: screen.id, timeZone: screen.timezone, preview });
  return (
    <div data-scope="schedule-page" data-part="week-preview">
      <p data-part="zone-note">{t('scheduleEditor.weekPreviewNote', { scene: scene.name })}</p>
      <WeekView week={week} title={t('scheduleEditor.weekPreview', { screen: screen.name })} />
    </div>
  );
}
