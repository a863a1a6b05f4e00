import { TIMELINE_MAX_DAYS, timeline, timelineSegmentDtos, whatPlays } from '@screenplay/core/schedule';
import { englishText } from '@screenplay/core/messages';
import { SCREENS_API } from '@screenplay/core/contract';
import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import { contractQuery, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound, unprocessable, unprocessableKeys } from '../../http/errors';
import { tenantOf } from '../../tenancy';
import { idParam } from '../../http/params';
import { screenSchedules } from '../../screens/schedules';

const DAY_MS = 86_400_000;

/** An ISO date-time with a zone (`Z` or an offset): an instant, never a wall-clock time read in the server's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `yyyy-mm-dd` is a day of the calendar (Date would roll 30 February over into March). */
function isCalendarDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The instant a query parameter names, or a 422 on `field`. */
function instantOf(value: string | undefined, field: string): Date {
  const instant =
    value !== undefined && ISO_INSTANT.test(value) && isCalendarDay(value.slice(0, 10)) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) throw unprocessableKeys({ [field]: ['screensApi.instantInvalid'] });
  return instant;
}

/**
 * Ours (issue 12's API, on core's `whatPlays` and `timeline`, the same functions the player runs):
 * `GET screens/{id}/playing?at=<ISO instant>` answers what plays then and why (`at` defaults to now), and
 * `GET screens/{id}/timeline?from=&to=` the segments of a period of at most {@link TIMELINE_MAX_DAYS} days.
 */
export function screenPlayingRoutes({ clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:id/playing', async (c) => {
    const screenId = idParam(c, 'id');
    const query = contractQuery(c, SCREENS_API.playing);
    const at = query.at === undefined ? clock.now() : instantOf(query.at, 'at');
    const found = await screenSchedules(c.var.db, tenantOf(c), screenId);
    if (!found) throw notFound();
    const answer = whatPlays({ timezone: found.timezone }, found.schedules, at);
    return contractJson(c, SCREENS_API.playing, {
      data: { at: at.toISOString(), sceneIds: answer.sceneIds, reason: answer.winners, candidates: answer.candidates },
    });
  });

  app.get('/:id/timeline', async (c) => {
    const screenId = idParam(c, 'id');
    // A missing or malformed instant answers the screens page's key, before the schema would.
    const query = contractQuery(c, SCREENS_API.timeline, (sent) => {
      instantOf(sent.from, 'from');
      instantOf(sent.to, 'to');
    });
    const from = instantOf(query.from, 'from');
    const to = instantOf(query.to, 'to');
    if (to.getTime() <= from.getTime()) throw unprocessableKeys({ to: ['screensApi.periodInvalid'] });
    if (to.getTime() - from.getTime() > TIMELINE_MAX_DAYS * DAY_MS) {
      const message = englishText('screensApi.periodTooLong', { days: TIMELINE_MAX_DAYS });
      throw unprocessable({ to: [message] }, 'screensApi.periodTooLong');
    }
    const found = await screenSchedules(c.var.db, tenantOf(c), screenId);
    if (!found) throw notFound();
    const segments = timelineSegmentDtos(timeline({ timezone: found.timezone }, found.schedules, from, to));
    return contractJson(c, SCREENS_API.timeline, { data: { timezone: found.timezone, segments } });
  });

  return app;
}
