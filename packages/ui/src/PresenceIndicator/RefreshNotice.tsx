import { useIntl } from 'react-intl';

/** The notice shown when another user saved the scene: refresh to load their version, or dismiss. */
export function RefreshNotice({
  onRefresh,
  onDismiss,
  className,
}: {
  onRefresh: () => void;
  onDismiss: () => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div data-scope="refresh-notice" data-part="root" role="status" className={className}>
      <span data-part="text">{intl.formatMessage({ id: 'sceneEditor.sceneUpdated' })}</span>
      <button type="button" data-part="refresh" onClick={onRefresh}>
        {intl.formatMessage({ id: 'sceneEditor.refresh' })}
      </button>
      <button type="button" data-part="dismiss" onClick={onDismiss}>
        {intl.formatMessage({ id: 'common.close' })}
      </button>
    </div>
  );
}
