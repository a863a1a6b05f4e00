import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { Link } from 'wouter';

/** A schedule page that cannot show its schedule: not found (or not the user's), or a load to retry. */
export function ScheduleUnavailable({
  state,
  back,
  onRetry,
}: {
  state: 'missing' | 'failed';
  back: string;
  onRetry?: () => void;
}) {
  const t = useText();
  return (
    <section data-scope="schedule-page" data-part="missing">
      <p role="alert">{t(state === 'missing' ? 'scheduleEditor.notFound' : 'scheduleEditor.loadFailed')}</p>
      {state === 'failed' && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('scheduleEditor.retry')}
        </Button>
      ) : null}
      <Link href={back}>{t('scheduleEditor.back')}</Link>
    </section>
  );
}
