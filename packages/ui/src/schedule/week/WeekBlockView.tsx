import { MINUTES_PER_DAY, type WeekBlock, blockTimes, reasonDetail } from '@screenplay/core/schedule';
import { useText } from '@screenplay/hooks';
import type { ScreenWeek } from '@screenplay/hooks/schedule';
import { type CSSProperties, useId } from 'react';
import { useIntl } from 'react-intl';
import { dayName, joinNames, lostText, reasonText } from './weekView.text';

/** How many scene colours the theme defines (`data-color` 0..7 on a block, by scene id: a scene keeps its colour). */
export const WEEK_SCENE_COLORS = 8;

/** Props of {@link WeekBlockView}. */
export interface WeekBlockViewProps {
  block: WeekBlock;
  week: Pick<ScreenWeek, 'week' | 'scenes' | 'schedules' | 'losersOf'>;
  /** Whether its tooltip shows: the week view shows one at a time, the last block hovered or focused. */
  isOpen: boolean;
  /** Asks to show (true) or hide (false) its tooltip. */
  onOpenChange: (isOpen: boolean) => void;
}

/** Blocks shorter than this show their name only (the times would not fit under it). */
const MIN_MINUTES_FOR_TIMES = 60;

const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;

/**
 * One block of a day: a button named "Lobby loop, Monday 09:00–17:00" (scene names, day, first and last
 * minute as the editor writes ranges) and, on hover and on focus, a tooltip (role="tooltip", the button's
 * description) with why it plays and what it overrides. Escape hides the tooltip, as leaving the block does.
 */
export function WeekBlockView({ block, week, isOpen, onOpenChange }: WeekBlockViewProps) {
  const t = useText();
  const intl = useIntl();
  const tooltipId = useId();

  const names = block.sceneIds.map((id) => week.scenes.get(id)?.name ?? t('weekView.unknownScene', { id }));
  const scenes = names.length > 1 ? t('weekView.takingTurns', { names: joinNames(t, names) }) : (names[0] ?? '');
  const day = week.week.days[block.dayIndex]?.day ?? 'monday';
  const times = blockTimes(block);
  const label = t('weekView.block', { scenes, day: dayName(intl, day), ...times });
  const reasons = block.reasons.map((reason) => {
    const detail = reasonDetail(reason, week.schedules);
    return detail ? reasonText(t, intl, detail) : t('weekView.playsBySchedule');
  });
  const losers = isOpen ? week.losersOf(block).map((lost) => lostText(t, lost)) : [];
  const style: CSSProperties = {
    top: percent(block.startMinute),
    height: percent(block.endMinute - block.startMinute),
    left: `${(block.lane / block.lanes) * 100}%`,
    width: `${100 / block.lanes}%`,
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the tooltip over the block and itself (WCAG 1.4.13); the keyboard's way is the button's focus
    <div
      data-scope="week-view"
      data-part="block"
      data-color={(block.sceneIds[0] ?? 0) % WEEK_SCENE_COLORS}
      data-state={isOpen ? 'open' : 'closed'}
      style={style}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
    >
      <button
        type="button"
        data-part="block-button"
        aria-label={label}
        aria-describedby={tooltipId}
        onFocus={() => onOpenChange(true)}
        onBlur={() => onOpenChange(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            onOpenChange(false);
          }
        }}
      >
        <span data-part="block-name">{scenes}</span>
      </button>
      {/* Outside the button: its name already says the times, and a visible text its name lacks fails WCAG 2.5.3. */}
      {block.endMinute - block.startMinute >= MIN_MINUTES_FOR_TIMES ? (
        <span data-part="block-times" aria-hidden="true">
          {times.from}–{times.till}
        </span>
      ) : null}
      <div id={tooltipId} role="tooltip" data-part="tooltip" hidden={!isOpen}>
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        {losers.map((loser) => (
          <p key={loser} data-part="lost">
            {loser}
          </p>
        ))}
      </div>
    </div>
  );
}
