import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { ModalDialog } from '../../shared/ModalDialog';

/**
 * Test mode's card step (issue 14: "payments succeed or fail by test card numbers"): a dialog asking for a test card
 * number. `onSubmit` answers the failure text to show (spec §8: payment creation errors as a dash list of the first
 * messages), or null when the card was added (the page then closes the dialog). Escape and Cancel close it.
 */
export function TestCardDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (cardNumber: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const t = useText();
  const [cardNumber, setCardNumber] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = cardNumber.replace(/[\s-]/g, '');
    if (number === '') {
      setFailure(t('billingPage.cardNumberRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await onSubmit(number));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('billingPage.cardDialogTitle')} scope="test-card" onEscape={onClose}>
      <form data-part="form" noValidate onSubmit={submit}>
        <div data-part="body">
          <TextField
            label={t('billingPage.cardNumber')}
            name="testCardNumber"
            inputMode="numeric"
            autoComplete="off"
            description={t('billingPage.cardNumberHint')}
            value={cardNumber}
            onChange={(event) => setCardNumber(event.target.value)}
            error={failure}
          />
        </div>
        <div data-part="actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isBusy}>
            {t('billingPage.addCardConfirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
