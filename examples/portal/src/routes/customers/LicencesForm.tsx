import type { Customer } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';

/** A customer's licences: how many it has, and a number to add (365 days from now) or take away. */
export function LicencesForm({
  customer,
  onAdd,
  onRemove,
  onClose,
}: {
  customer: Customer;
  onAdd: (amount: number) => Promise<unknown>;
  onRemove: (amount: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useText();
  const headingId = useId();
  const [amount, setAmount] = useState('1');
  const [intent, setIntent] = useState<'add' | 'remove'>('add');
  const { isSubmitting, formError, fieldErrors, run } = useSubmit({ showFieldErrors: true });

  /** The server checks the number (whole, 1-10000) and answers under the field. */
  const change = async (next: 'add' | 'remove') => {
    setIntent(next);
    const value = Number(amount);
    await run(() => (next === 'add' ? onAdd(value) : onRemove(value)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change('add');
  };

  return (
    <form data-scope="customers" data-part="licenses" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{t('customerManagement.licensesTitle', { title: customer.title })}</h3>
      <p>
        {t('customerManagement.licensesInUse', { licenses: customer.screenLicenses, screens: customer.maxScreens })}
      </p>
      <TextField
        label={t('customerManagement.amount')}
        name="amount"
        type="number"
        inputProps={{ min: 1, step: 1 }}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldErrors.amount}
      />
      <FormMessage scope="customers" kind="error">
        {formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" variant="primary" isLoading={isSubmitting && intent === 'add'}>
          {t('customerManagement.addLicenses')}
        </Button>
        <Button
          variant="secondary"
          isLoading={isSubmitting && intent === 'remove'}
          onClick={() => void change('remove')}
        >
          {t('customerManagement.removeLicenses')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('customerManagement.close')}
        </Button>
      </div>
    </form>
  );
}
