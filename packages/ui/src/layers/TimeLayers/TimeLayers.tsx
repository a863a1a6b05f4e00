import type { Layer } from '@screenplay/core';
import { formatCalendar, formatClock } from '@screenplay/core/widgets';
import type { CSSProperties } from 'react';
import { fitFontSize } from '../internal/fitFontSize';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps, TextColorProps, TimeProps } from '../layers.types';
import { countdown, formatCountdownTime } from './countdown';

/** Props of {@link ClockLayer}. */
export interface ClockLayerProps extends LayerRendererProps<'Clock'>, TimeProps, TextColorProps {}
/** Props of {@link CalendarLayer}. */
export interface CalendarLayerProps extends LayerRendererProps<'Calendar'>, TimeProps, TextColorProps {}
/** Props of {@link TimerLayer}. */
export interface TimerLayerProps extends LayerRendererProps<'Timer'>, TimeProps, TextColorProps {}

interface TimeTextProps {
  layer: Layer;
  text: string;
  /** The moment (or a timer's duration) as a machine-readable `datetime`; plain text when absent. */
  dateTime?: string;
  textColor: string | undefined;
  state?: string;
  className: string | undefined;
}

/** One line of text, as large as its box allows and centred: the time widgets have no font fields of their own. */
function TimeText({ layer, text, dateTime, textColor, state, className }: TimeTextProps) {
  const style: CSSProperties = {
    ...layerBox(layer),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    lineHeight: 1,
    fontSize: fitFontSize(layer.content.width, layer.content.height, text),
    color: textColor,
  };
  return (
    <div {...layerRoot(layer, className)} data-state={state} style={style}>
      {dateTime ? <time dateTime={dateTime}>{text}</time> : <span>{text}</span>}
    </div>
  );
}

/** A Clock layer: the time at `now` in its locale, time zone and format (core's `formatClock`). */
export function ClockLayer({ layer, now = new Date(), textColor, className }: ClockLayerProps) {
  return (
    <TimeText
      layer={layer}
      text={formatClock(now, layer.content)}
      dateTime={now.toISOString()}
      textColor={textColor}
      className={className}
    />
  );
}

/** A Calendar layer: the date at `now` in its locale and time zone, Long or short, with or without the weekday (core's `formatCalendar`). */
export function CalendarLayer({ layer, now = new Date(), textColor, className }: CalendarLayerProps) {
  return (
    <TimeText
      layer={layer}
      text={formatCalendar(now, layer.content)}
      dateTime={now.toISOString()}
      textColor={textColor}
      className={className}
    />
  );
}

/**
 * A Timer layer: the time left until `endsAt` as `HH:MM:SS`, with whole days in front when there are
 * any (`1 d 01:01:02`); zero once over; a short note while no end is set.
 */
export function TimerLayer({ layer, now = new Date(), textColor, className }: TimerLayerProps) {
  const t = useText();
  const left = countdown(now, layer.content.endsAt);
  if (!left)
    return <TimeText layer={layer} text={t(M.timerNotSet)} textColor={textColor} state="empty" className={className} />;
  const time = formatCountdownTime(left, layer.content.locale);
  const text = left.days > 0 ? t(M.timerDays, { days: left.days, time }) : time;
  const duration = `P${left.days}DT${left.hours}H${left.minutes}M${left.seconds}S`;
  return (
    <TimeText
      layer={layer}
      text={text}
      dateTime={duration}
      textColor={textColor}
      state={left.isOver ? 'over' : 'running'}
      className={className}
    />
  );
}
