import { useLoader, useSession, useText, useToasts, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useState } from 'react';
import { toastError } from './toastError';

/**
 * What a super-admin or a reseller-role user who is not acting as a customer sees on a customer's page
 * (screens, scenes, library): why it is empty for them, and the customers they may log in as (the same
 * list and switch as the user menu's 'Login As'). Once they act as one, the page itself shows.
 */
export function ChooseCustomer() {
  const t = useText();
  const session = useSession();
  const toasts = useToasts();
  const customers = useValue(session.$customers);
  const listed = useLoader(() => session.loadCustomers(), [session], {
    onError: (error) => toastError(toasts, error),
  });
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);

  const loginAs = (customerId: number) => {
    setSwitchingTo(customerId);
    session
      .loginAs(customerId)
      .catch((error: unknown) => toastError(toasts, error))
      .finally(() => setSwitchingTo(null));
  };

  return (
    <section data-scope="choose-customer" data-part="root" aria-labelledby="choose-customer-title">
      <h2 id="choose-customer-title" data-part="title">
        {t('chooseCustomer.title')}
      </h2>
      <p data-part="explanation">{t('chooseCustomer.explanation')}</p>
      {listed.status === 'loading' && customers.length === 0 ? <LoadingIndicator /> : null}
      {listed.status !== 'loading' && customers.length === 0 ? (
        <p data-part="empty">{t('chooseCustomer.none')}</p>
      ) : null}
      {customers.length > 0 ? (
        <ul data-part="customers" aria-label={t('topbar.loginAs')}>
          {customers.map((customer) => (
            <li key={customer.id}>
              <Button
                variant="secondary"
                isLoading={switchingTo === customer.id}
                disabled={switchingTo !== null && switchingTo !== customer.id}
                onClick={() => loginAs(customer.id)}
              >
                {t('chooseCustomer.loginAs', { customer: customer.title })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
