import { useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { Link } from 'wouter';
import type { ScreenRecordState } from './useScreenRecord';

/** A screen page that cannot show its screen: loading, not found, removed meanwhile, or a failed load to retry. */
export function ScreenUnavailable({
  state,
  onRetry,
}: {
  state: Exclude<ScreenRecordState, 'ready'>;
  onRetry: () => void;
}) {
  const t = useText();
  if (state === 'loading') return <LoadingIndicator />;
  const message =
    state === 'failed'
      ? 'screenDetails.loadFailed'
      : state === 'removed'
        ? 'screenDetails.removed'
        : 'screenDetails.notFound';
  return (
    <section data-scope="screen-details" data-part="missing">
      <p role="alert">{t(message)}</p>
      {state === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('screenDetails.retry')}
        </Button>
      ) : null}
      <Link href="/screens">{t('screenDetails.back')}</Link>
    </section>
  );
}
