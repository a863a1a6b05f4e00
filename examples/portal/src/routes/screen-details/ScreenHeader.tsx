import { formatZonedTime } from '@screenplay/core';
import type { ScreenDto, ScreenStatus } from '@screenplay/core/screens';
import { useText, type TextFormatter } from '@screenplay/hooks';
import type { ReactNode } from 'react';

/** The status badge's text (spec accounts §4: ONLINE, PENDING, OFFLINE). */
export function statusText(t: TextFormatter, status: ScreenStatus): string {
  if (status === 'ONLINE') return t('screens.statusOnline');
  return t(status === 'PENDING' ? 'screens.statusPending' : 'screens.statusOffline');
}

/**
 * The head of a screen's pages: a way back, the screen's name, links to its other pages, and its facts
 * (status, content version, last seen) kept live by the page's record. Last seen is written in the screen's zone
 * and says which (core's `formatZonedTime`: '27/11/2026 09:00:05 (Europe/London)').
 */
export function ScreenHeader({
  screen,
  title,
  back,
  links,
}: {
  screen: ScreenDto;
  title: string;
  back: ReactNode;
  links: ReactNode;
}) {
  const t = useText();
  const lastSeen = screen.aliveAt
    ? formatZonedTime(screen.aliveAt, { timeZone: screen.timezone, withSeconds: true })
    : t('screenDetails.neverSeen');
  return (
    <>
      <header data-scope="screen-details" data-part="header">
        {back}
        <h2 data-part="name">{title}</h2>
        <nav aria-label={screen.name} data-part="links">
          {links}
        </nav>
      </header>
      <dl data-scope="screen-details" data-part="facts">
        <div>
          <dt>{t('screenDetails.status')}</dt>
          <dd data-part="status" data-status={screen.status} aria-live="polite">
            {statusText(t, screen.status)}
          </dd>
        </div>
        <div>
          <dt>{t('screenDetails.content')}</dt>
          <dd>{t(screen.contentVersion === 'Latest' ? 'screens.contentLatest' : 'screens.contentNewAvailable')}</dd>
        </div>
        <div>
          <dt>{t('screenDetails.lastSeen')}</dt>
          <dd>{lastSeen}</dd>
        </div>
      </dl>
    </>
  );
}
