import { Button } from '@screenplay/ui';
import { Link } from 'wouter';
import { useText } from '@screenplay/hooks';

/** Props of {@link EditorUnavailable}. */
export interface EditorUnavailableProps {
  /** Which editor: the texts differ. */
  kind: 'playlist' | 'template';
  /** Where the way back goes. */
  back: string;
  /** Offered after a failed load (another try); absent for something that does not exist. */
  onRetry?: () => void;
}

/** A playlist item or template that cannot be edited: not found (errors.notFound), or a failed load with 'Try again'. */
export function EditorUnavailable({ kind, back, onRetry }: EditorUnavailableProps) {
  const t = useText();
  const prefix = kind === 'playlist' ? 'playlistEditor' : 'templateEditor';
  return (
    <section data-scope="layer-editor-page" data-part="unavailable">
      <p role="alert">{t(onRetry ? `${prefix}.loadFailed` : `${prefix}.notFound`)}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('playlistEditor.retry')}
        </Button>
      ) : null}
      <Link href={back}>{t(`${prefix}.back`)}</Link>
    </section>
  );
}
