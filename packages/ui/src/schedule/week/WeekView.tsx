import { MINUTES_PER_DAY, clockText } from '@screenplay/core/schedule';
import { useText } from '@screenplay/hooks';
import type { ScreenWeek } from '@screenplay/hooks/schedule';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../Button/Button';
import { LoadingIndicator } from '../../LoadingIndicator/LoadingIndicator';
import { WeekBlockView } from './WeekBlockView';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES_PER_HOUR = 60;

/** Props of {@link WeekView}. */
export interface WeekViewProps {
  /** The screen's week (hooks' `useScreenWeek`). */
  week: ScreenWeek;
  /** The section's heading level (3 on a details page). */
  headingLevel?: 2 | 3 | 4;
  /** The heading's text; 'Week schedule' by default. */
  title?: string;
}

/**
 * A screen's week (issue 12): 7 day columns Monday..Sunday with their dates, a 24-hour axis, a block per
 * stretch a scene plays (coloured per scene, named with scene, day and times; the reason on hover and on
 * focus), the "now" line, the zone the times are in, previous/next week, and the winner rule in one
 * sentence. Loading, error and empty states.
 */
export function WeekView({ week, headingLevel = 3, title }: WeekViewProps) {
  const t = useText();
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const DayHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';
  const { days } = week.week;
  const dateOf = (index: number, options: Intl.DateTimeFormatOptions) => {
    const day = days[index];
    return day ? intl.formatDate(Date.UTC(day.year, day.month - 1, day.date), { ...options, timeZone: 'UTC' }) : '';
  };
  const range = {
    from: dateOf(0, { day: 'numeric', month: 'long' }),
    to: dateOf(6, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
  const zone = week.week.timeZone;
  // One tooltip at a time: the block last hovered or focused.
  const [openBlock, setOpenBlock] = useState<string | null>(null);
  const isEmpty = week.status === 'ready' && week.days.every((blocks) => blocks.length === 0);

  return (
    <section data-scope="week-view" data-part="root" aria-labelledby={headingId}>
      <header data-part="header">
        <Heading id={headingId}>{title ?? t('weekView.title')}</Heading>
        <p data-part="range">{t('weekView.weekOf', range)}</p>
        <p data-part="zone">{t('weekView.zone', { zone })}</p>
        <div data-part="nav">
          <Button variant="secondary" onClick={week.previous}>
            {t('weekView.previous')}
          </Button>
          <Button variant="secondary" onClick={week.thisWeek} disabled={week.isThisWeek}>
            {t('weekView.thisWeek')}
          </Button>
          <Button variant="secondary" onClick={week.next}>
            {t('weekView.next')}
          </Button>
        </div>
      </header>
      <p data-part="rule">{t('weekView.rule')}</p>
      {week.status === 'loading' ? <LoadingIndicator /> : null}
      {week.status === 'error' ? (
        <div data-part="error" role="alert">
          <p>{t('weekView.loadFailed')}</p>
          <Button variant="secondary" onClick={week.reload}>
            {t('weekView.retry')}
          </Button>
        </div>
      ) : null}
      {isEmpty ? <p data-part="empty">{t('weekView.empty')}</p> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups the week's day columns */}
      <div
        data-part="grid"
        role="group"
        aria-label={t('weekView.grid', { ...range, zone })}
        aria-busy={week.status === 'loading' || undefined}
      >
        <div data-part="axis" aria-hidden="true">
          <div data-part="corner" />
          <div data-part="hours">
            {HOURS.map((hour) => (
              <span key={hour} style={{ top: `${((hour * MINUTES_PER_HOUR) / MINUTES_PER_DAY) * 100}%` }}>
                {clockText(hour * MINUTES_PER_HOUR)}
              </span>
            ))}
          </div>
        </div>
        {days.map((day) => {
          const isToday = week.now?.dayIndex === day.index;
          const dayLabelId = `${headingId}-day-${day.index}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a day column, not a set of form controls
            <div
              key={day.index}
              data-part="day"
              data-today={isToday || undefined}
              role="group"
              aria-labelledby={dayLabelId}
            >
              <DayHeading id={dayLabelId} data-part="day-heading" aria-current={isToday ? 'date' : undefined}>
                <span>{dateOf(day.index, { weekday: 'long' })}</span>{' '}
                <span data-part="date">{dateOf(day.index, { day: 'numeric', month: 'short' })}</span>
                {isToday ? <span data-part="today">{t('weekView.today')}</span> : null}
              </DayHeading>
              <div data-part="column">
                {(week.days[day.index] ?? []).map((block) => {
                  const key = `${day.index}-${block.from}-${block.startMinute}`;
                  return (
                    <WeekBlockView
                      key={key}
                      block={block}
                      week={week}
                      isOpen={openBlock === key}
                      onOpenChange={(isOpen) =>
                        setOpenBlock((current) => (isOpen ? key : current === key ? null : current))
                      }
                    />
                  );
                })}
                {isToday && week.now ? (
                  <div
                    data-part="now"
                    role="img"
                    aria-label={t('weekView.now', { time: clockText(week.now.minute) })}
                    style={{ top: `${(week.now.minute / MINUTES_PER_DAY) * 100}%` }}
                  />
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
