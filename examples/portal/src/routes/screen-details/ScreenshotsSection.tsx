import { formatZonedTime } from '@screenplay/core';
import { archiveRange, type ScreenDto } from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { Button, DateTimeInput, LoadingIndicator } from '@screenplay/ui';
import { useEffect, useId, useState } from 'react';
import { useIsGranted } from '../../app/useMayOpen';
import { Field } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';
import { useScreenshots } from './useScreenshots';

/**
 * Proof of play's screenshots (spec accounts §4): 'Take screenshot' waits for the player (the button busy,
 * the wait announced) and puts the new screenshot first, or says why there is none; the archive of a day
 * range (from the start of the from day to the end of the till day, in the screen's zone) below it.
 */
export function ScreenshotsSection({ screen, calls }: { screen: ScreenDto; calls: ScreenDetailsCalls }) {
  const t = useText();
  const headingId = useId();
  const shots = useScreenshots(calls, screen.timezone);
  // Taking one asks the screen to act: the manageScreens grant at Full Access (issue 13); the archive is a read.
  const mayTake = useIsGranted('manageScreens', 'write');
  const [since, setSince] = useState(shots.range.since);
  const [until, setUntil] = useState(shots.range.until);
  const [rangeError, setRangeError] = useState<string | null>(null);
  useEffect(() => {
    setSince(shots.range.since);
    setUntil(shots.range.until);
  }, [shots.range]);

  const submitRange = () => {
    // The server's own rule (core's `archiveRange`), so a refused period is told before any call.
    const range = archiveRange(since, until, screen.timezone);
    if (range === 'dates' || range === 'tooLong') {
      setRangeError(t(range === 'dates' ? 'proofOfPlay.rangeInvalid' : 'playerApi.archiveTooLong'));
      return;
    }
    setRangeError(null);
    shots.showRange({ since, until });
  };
  // In the screen's zone, and saying so: what the screen showed at its own 09:00.
  const time = (iso: string) => formatZonedTime(iso, { timeZone: screen.timezone, withSeconds: true });

  return (
    <section
      data-scope="proof-of-play"
      data-part="screenshots"
      aria-labelledby={headingId}
      aria-busy={shots.isLoading || undefined}
    >
      <h3 id={headingId}>{t('proofOfPlay.screenshots')}</h3>
      {mayTake ? (
        <div data-part="take">
          <Button variant="primary" isLoading={shots.isTaking} onClick={shots.take}>
            {t('proofOfPlay.takeScreenshot')}
          </Button>
          <p data-part="status" role="status">
            {shots.isTaking ? t('proofOfPlay.waiting') : ''}
          </p>
        </div>
      ) : null}
      {shots.failure ? (
        <p data-part="error" role="alert">
          {t(shots.failure)}
        </p>
      ) : null}
      <form
        data-part="range"
        noValidate
        aria-label={t('proofOfPlay.screenshots')}
        onSubmit={(event) => {
          event.preventDefault();
          submitRange();
        }}
      >
        <Field label={t('proofOfPlay.fromDay')} error={rangeError}>
          {(control) => (
            <DateTimeInput {...control} kind="date" name="since" required value={since} onChange={setSince} />
          )}
        </Field>
        <Field label={t('proofOfPlay.tillDay')}>
          {(control) => (
            <DateTimeInput {...control} kind="date" name="until" required value={until} onChange={setUntil} />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('proofOfPlay.show')}
        </Button>
      </form>
      {shots.isLoading && shots.shots.length === 0 ? <LoadingIndicator /> : null}
      {!shots.isLoading && shots.shots.length === 0 ? <p data-part="empty">{t('proofOfPlay.noScreenshots')}</p> : null}
      <ul data-part="shots">
        {shots.shots.map((shot) => {
          const isCurrent = shot.uri === shots.currentUri;
          return (
            <li key={shot.uri} data-state={isCurrent ? 'current' : undefined}>
              <figure>
                <img
                  src={shot.uri}
                  alt={t('proofOfPlay.screenshotAlt', { name: screen.name, time: time(shot.takenAt) })}
                  loading="lazy"
                />
                <figcaption>
                  {isCurrent ? <strong data-part="badge">{t('proofOfPlay.current')}</strong> : null}
                  <time dateTime={shot.takenAt}>{time(shot.takenAt)}</time>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
