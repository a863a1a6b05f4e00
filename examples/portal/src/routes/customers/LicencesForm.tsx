import type { Customer, LicenceOrderDto } from '@screenplay/core';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';

/**
 * A customer's licences: how many it has, the orders kept with their periods (newest first), and a number to add
 * (365 days from now) or take away.
 */
export function LicencesForm({
  customer,
  loadOrders,
  onAdd,
  onRemove,
  onClose,
}: {
  customer: Customer;
  loadOrders: (customerId: number) => Promise<LicenceOrderDto[]>;
  onAdd: (amount: number) => Promise<unknown>;
  onRemove: (amount: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const headingId = useId();
  const ordersId = useId();
  // Listed again whenever the count changes (an order added, licences taken away).
  const orders = useLoader(() => loadOrders(customer.id), [loadOrders, customer.id, customer.screenLicenses]);
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
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
      <h4 id={ordersId}>{t('customerManagement.licenceOrders')}</h4>
      {orders.status === 'loading' && !orders.data ? <LoadingIndicator /> : null}
      {orders.status === 'error' ? <p role="alert">{t('customerManagement.licenceOrdersFailed')}</p> : null}
      {orders.data && orders.data.length === 0 ? <p>{t('customerManagement.noLicenceOrders')}</p> : null}
      {orders.data && orders.data.length > 0 ? (
        <ul data-part="orders" aria-labelledby={ordersId}>
          {orders.data.map((order, index) => (
            // Orders have no id on the wire; their place in the newest-first list is stable for one answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              {t('customerManagement.licenceOrder', {
                amount: order.amount,
                start: day(order.startsAt),
                end: order.endsAt === null ? '' : day(order.endsAt),
              })}
            </li>
          ))}
        </ul>
      ) : null}
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
