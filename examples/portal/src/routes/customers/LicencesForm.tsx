import type { Customer, LicenceOrderDto } from '@screenplay/core';
import { LICENCE_EXPIRY_WARNING_DAYS, type LicenceOrderState } from '@screenplay/core/billing';
import type { MessageKey } from '@screenplay/core/messages';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import './licencesForm.css';

/** The words of each licence order state (core's `licenceOrderState`). */
const STATE_KEYS: Readonly<Record<LicenceOrderState, MessageKey>> = {
  upcoming: 'licences.stateUpcoming',
  valid: 'licences.stateValid',
  expiringSoon: 'licences.stateExpiringSoon',
  expired: 'licences.stateExpired',
  removed: 'licences.stateRemoved',
  removal: 'licences.stateRemoval',
};

/**
 * A customer's licences and maximum number of screens, for a super-admin or the customer's reseller (issues 13 and
 * 25): how many licences are valid now and how many end within 30 days, the orders and removals kept with their
 * periods and states (newest first: what expires when), a number to add (365 days from now) or take away, and the
 * maximum number of screens, free ones included (0: no maximum; the server refuses one below the screens in use).
 *
 * Props: `customer` (as `GET customers` lists it), `loadOrders(customerId)` (`GET customers/{id}/licenses`), `onAdd`
 * and `onRemove(amount)` (`POST`/`DELETE customers/{id}/licenses`), `onSetMaxScreens(maxScreens)` (`PUT
 * customers/{id} {maxScreens}`), each rejecting with the API's error so it shows under its field, and `onClose`.
 */
export function LicencesForm({
  customer,
  loadOrders,
  onAdd,
  onRemove,
  onSetMaxScreens,
  onClose,
}: {
  customer: Customer;
  loadOrders: (customerId: number) => Promise<LicenceOrderDto[]>;
  onAdd: (amount: number) => Promise<unknown>;
  onRemove: (amount: number) => Promise<unknown>;
  onSetMaxScreens: (maxScreens: number) => Promise<unknown>;
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
  const [maxScreens, setMaxScreens] = useState(String(customer.maxScreens));
  const [intent, setIntent] = useState<'add' | 'remove'>('add');
  const licences = useSubmit({ showFieldErrors: true });
  const maximum = useSubmit({ fields: ['maxScreens'] });

  /** The server checks the number (whole, 1-10000) and answers under the field. */
  const change = async (next: 'add' | 'remove') => {
    setIntent(next);
    const value = Number(amount);
    await licences.run(() => (next === 'add' ? onAdd(value) : onRemove(value)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change('add');
  };
  /** The server checks the maximum (whole, 0-10000, not below the screens in use); an empty field is not a number. */
  const submitMaximum = (event: FormEvent) => {
    event.preventDefault();
    void maximum.run(() => onSetMaxScreens(maxScreens.trim() === '' ? Number.NaN : Number(maxScreens)));
  };
  // `screenLicenses` is the valid count (core's Customer), the same as `licences.valid`.
  const valid = customer.screenLicenses;
  const { expiringSoon, nextExpiry } = customer.licences;
  const line = (order: LicenceOrderDto) =>
    order.endsAt === null
      ? t('customerManagement.licenceRemoval', { amount: -order.amount, start: day(order.startsAt) })
      : t('customerManagement.licenceOrderState', {
          amount: order.amount,
          start: day(order.startsAt),
          end: day(order.endsAt),
          state: t(STATE_KEYS[order.state], { days: LICENCE_EXPIRY_WARNING_DAYS }),
        });

  return (
    <div data-scope="customers" data-part="licenses">
      <h3 id={headingId}>{t('customerManagement.licensesTitle', { title: customer.title })}</h3>
      <form data-part="licence-orders" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <p>
          {customer.maxScreens > 0
            ? t('customerManagement.licensesInUse', { licenses: valid, screens: customer.maxScreens })
            : t('customerManagement.licensesNoMax', { licenses: valid })}{' '}
          {t('customerManagement.screensInUseCount', { screens: customer.screensInUse })}
        </p>
        {expiringSoon > 0 && nextExpiry ? (
          <p data-part="expiring">
            {t('licences.expiringSoonOf', {
              count: expiringSoon,
              days: LICENCE_EXPIRY_WARNING_DAYS,
              date: day(nextExpiry),
            })}
          </p>
        ) : null}
        <h4 id={ordersId}>{t('customerManagement.licenceOrders')}</h4>
        {orders.status === 'loading' && !orders.data ? <LoadingIndicator /> : null}
        {orders.status === 'error' ? <p role="alert">{t('customerManagement.licenceOrdersFailed')}</p> : null}
        {orders.data && orders.data.length === 0 ? <p>{t('customerManagement.noLicenceOrders')}</p> : null}
        {orders.data && orders.data.length > 0 ? (
          <ul data-part="orders" aria-labelledby={ordersId}>
            {orders.data.map((order) => (
              <li key={order.id} data-state={order.state}>
                {line(order)}
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
          error={licences.fieldErrors.amount}
        />
        <FormMessage scope="customers" kind="error">
          {licences.formError}
        </FormMessage>
        <div data-part="buttons">
          <Button type="submit" variant="primary" isLoading={licences.isSubmitting && intent === 'add'}>
            {t('customerManagement.addLicenses')}
          </Button>
          <Button
            variant="secondary"
            isLoading={licences.isSubmitting && intent === 'remove'}
            onClick={() => void change('remove')}
          >
            {t('customerManagement.removeLicenses')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('customerManagement.close')}
          </Button>
        </div>
      </form>
      <form
        data-part="max-screens"
        aria-label={t('customerManagement.maxScreensOf', { title: customer.title })}
        onSubmit={submitMaximum}
        noValidate
      >
        <TextField
          label={t('customerManagement.maxScreensField')}
          name="maxScreens"
          type="number"
          inputProps={{ min: 0, step: 1 }}
          value={maxScreens}
          onChange={(event) => setMaxScreens(event.target.value)}
          error={maximum.fieldErrors.maxScreens}
        />
        <FormMessage scope="customers" kind="error">
          {maximum.formError}
        </FormMessage>
        <div data-part="buttons">
          <Button type="submit" variant="secondary" isLoading={maximum.isSubmitting}>
            {t('customerManagement.saveMaxScreens')}
          </Button>
        </div>
      </form>
    </div>
  );
}
