import type { ScreenDto } from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { Field, SettingSection } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

/**
 * Deleting the screen (`DELETE screens/{id} {title}`): a deliberate confirmation, the screen's name typed
 * out (the server checks it too). The player is unpaired; the page goes back to the list.
 */
export function DeleteSection({ screen, calls }: { screen: ScreenDto; calls: ScreenDetailsCalls }) {
  const t = useText();
  const { toasts } = usePortal();
  const [, navigate] = useLocation();
  const [confirmation, setConfirmation] = useState('');
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (confirmation !== screen.name) {
      setError(t('screenDetails.deleteMismatch'));
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await calls.remove(confirmation);
      toasts.show({ type: 'INFO', messageKey: 'screenDetails.deleted', values: { name: screen.name } });
      navigate('/screens');
    } catch (caught) {
      toastError(toasts, caught);
      setDeleting(false);
    }
  };
  return (
    <SettingSection
      title={t('screenDetails.deleteScreen')}
      description={t('screenDetails.deleteHelp')}
      onSubmit={() => void submit()}
      isSaving={isDeleting}
      submitLabel={t('screenDetails.deleteScreen')}
      part="delete"
    >
      <Field label={t('screenDetails.deleteConfirm')} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="confirmTitle"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        )}
      </Field>
    </SettingSection>
  );
}
