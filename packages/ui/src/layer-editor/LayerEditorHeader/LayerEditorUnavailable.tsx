import { useText } from '@screenplay/hooks';
import { Button } from '../../Button/Button';

/** Props of {@link LayerEditorUnavailable}. */
export interface LayerEditorUnavailableProps {
  /** Which editor: the texts differ. */
  kind: 'playlist' | 'template';
  /** Where the way back goes. */
  backHref: string;
  /** Navigates back (a router's `navigate(backHref)`); without it the link navigates the page. */
  onBack?: () => void;
  /** Offered after a failed load (another try); absent for something that does not exist. */
  onRetry?: () => void;
  className?: string;
}

/** A playlist item or template that cannot be edited: not found (errors.notFound), or a failed load with 'Try again'. */
export function LayerEditorUnavailable({ kind, backHref, onBack, onRetry, className }: LayerEditorUnavailableProps) {
  const t = useText();
  const prefix = kind === 'playlist' ? 'playlistEditor' : 'templateEditor';
  return (
    <section data-scope="layer-editor-page" data-part="unavailable" className={className}>
      <p role="alert">{t(onRetry ? `${prefix}.loadFailed` : `${prefix}.notFound`)}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('playlistEditor.retry')}
        </Button>
      ) : null}
      <a
        href={backHref}
        onClick={(event) => {
          if (!onBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onBack();
        }}
      >
        {t(`${prefix}.back`)}
      </a>
    </section>
  );
}
