import { useScreenWeek } from '@screenplay/hooks/schedule';
import { WeekView } from '@screenplay/ui/schedule';
import { usePortal } from '../../app/PortalContext';

/** Props of {@link ScreenWeekSection}. */
export interface ScreenWeekSectionProps {
  screen: { id: number; timezone: string };
  /** Changes when the screen's schedules may have changed (the record's realtime `screen` messages, a save). */
  revision?: unknown;
  headingLevel?: 2 | 3 | 4;
  /** The heading ('Week schedule' by default). */
  title?: string;
}

/**
 * A screen's week (issue 12): which scene plays when in the screen's zone and why, with now marked; fetched
 * again when the screen's record says it changed.
 */
export function ScreenWeekSection({ screen, revision, headingLevel = 3, title }: ScreenWeekSectionProps) {
  const { api } = usePortal();
  const week = useScreenWeek({ api, screenId: screen.id, timeZone: screen.timezone, changeKey: revision });
  return <WeekView week={week} headingLevel={headingLevel} title={title} />;
}
