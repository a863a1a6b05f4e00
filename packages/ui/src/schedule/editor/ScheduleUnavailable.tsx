import { useText } from '@screenplay/hooks';
import { Button } from '../../Button/Button';
import { BackLink } from './BackLink';

/** Props of {@link ScheduleUnavailable}. */
export interface ScheduleUnavailableProps {
  /** Not found (or not the user's: 403/404), or a load that failed and may be tried again. */
  state: 'missing' | 'failed';
  /** Where the way back goes. */
  backHref: string;
  /** Navigates back (a router's `navigate(backHref)`); without it the link navigates the page. */
  onBack?: () => void;
  /** Offered after a failed load. */
  onRetry?: () => void;
}

/** A schedule that cannot be shown: not found (or not the user's), or a load to try again. */
export function ScheduleUnavailable({ state, backHref, onBack, onRetry }: ScheduleUnavailableProps) {
  const t = useText();
  return (
    <section data-scope="schedule-page" data-part="missing">
      <p role="alert">{t(state === 'missing' ? 'scheduleEditor.notFound' : 'scheduleEditor.loadFailed')}</p>
      {state === 'failed' && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('scheduleEditor.retry')}
        </Button>
      ) : null}
      <BackLink href={backHref} onClick={onBack}>
        {t('scheduleEditor.back')}
      </BackLink>
    </section>
  );
}
