import type { Reseller } from '@screenplay/core';
import type { PaymentType, StoredTenantDetails } from '@screenplay/core/billing';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { useSubmit } from '../../app/useSubmit';
import type { ResellersCalls } from '@screenplay/hooks/accounts';

/** The payment types a reseller's billing details may name ('' = none chosen yet). */
const PAYMENT_TYPES: readonly ('' | PaymentType)[] = ['', 'Card', 'Invoice'];

/**
 * A reseller's billing details (spec accounts §4 "Reseller: … update billing details"; §7 "Update of billing details
 * by tenant id: path not shown", ours `GET/PUT resellers/{id}/billing-details`): its payment type, postal code and
 * finance tag, the same details its own Billing page edits. Consents are the reseller's own and only shown here.
 */
export function ResellerBillingDetails({ reseller, calls }: { reseller: Reseller; calls: ResellersCalls }) {
  const t = useText();
  const { toasts } = usePortal();
  const headingId = useId();
  const paymentId = useId();
  const [details, setDetails] = useState<StoredTenantDetails | null | undefined>(undefined);
  const [paymentMethod, setPaymentMethod] = useState<'' | PaymentType>('');
  const [postalCode, setPostalCode] = useState('');
  const [finTag, setFinTag] = useState('');
  const save = useSubmit({ showFieldErrors: true });

  const show = useCallback((loaded: StoredTenantDetails) => {
    setDetails(loaded);
    setPaymentMethod(loaded.paymentMethod ?? '');
    setPostalCode(loaded.postalCode ?? '');
    setFinTag(loaded.finTag ?? '');
  }, []);

  useEffect(() => {
    let isCurrent = true;
    setDetails(undefined);
    calls.billingDetails(reseller.id).then(
      (loaded) => {
        if (isCurrent) show(loaded);
      },
      () => {
        if (isCurrent) setDetails(null);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [calls, reseller.id, show]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer: { saved?: StoredTenantDetails } = {};
    const isDone = await save.run(async () => {
      answer.saved = await calls.setBillingDetails(reseller.id, {
        paymentMethod: paymentMethod === '' ? null : paymentMethod,
        postalCode,
        finTag,
      });
    });
    if (!isDone || !answer.saved) return;
    show(answer.saved);
    toasts.show({ type: 'INFO', messageKey: 'resellerManagement.billingSaved', values: { title: reseller.title } });
  };

  const heading = <h3 id={headingId}>{t('resellerManagement.billingHeading', { title: reseller.title })}</h3>;
  if (details === undefined)
    return (
      <section data-scope="resellers" data-part="billing" aria-labelledby={headingId} aria-busy="true">
        {heading}
        <p data-part="loading">{t('resellerManagement.billingLoading')}</p>
      </section>
    );
  if (details === null)
    return (
      <section data-scope="resellers" data-part="billing" aria-labelledby={headingId}>
        {heading}
        <p role="alert">{t('resellerManagement.billingLoadError')}</p>
      </section>
    );
  const consent = details.termsConsent && details.agreementConsent ? 'billingConsentGiven' : 'billingConsentMissing';
  return (
    <section data-scope="resellers" data-part="billing" aria-labelledby={headingId}>
      {heading}
      <p data-part="consent">{t(`resellerManagement.${consent}`)}</p>
      <form data-scope="resellers" data-part="billing-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div data-scope="resellers" data-part="select-field">
          <label htmlFor={paymentId}>{t('resellerManagement.paymentType')}</label>
          <select
            id={paymentId}
            name="paymentMethod"
            value={paymentMethod}
            aria-invalid={save.fieldErrors.paymentMethod ? true : undefined}
            onChange={(event) => setPaymentMethod(event.target.value as '' | PaymentType)}
          >
            {PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === '' ? t('resellerManagement.none') : t(type === 'Card' ? 'billing.card' : 'billing.invoice')}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('resellerManagement.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          error={save.fieldErrors.postalCode}
        />
        <TextField
          label={t('resellerManagement.finTag')}
          name="finTag"
          autoComplete="off"
          value={finTag}
          onChange={(event) => setFinTag(event.target.value)}
          error={save.fieldErrors.finTag}
        />
        <FormMessage scope="resellers" kind="error">
          {save.formError}
        </FormMessage>
        <div data-part="buttons">
          <Button type="submit" isLoading={save.isSubmitting}>
            {t('resellerManagement.saveBilling')}
          </Button>
        </div>
      </form>
    </section>
  );
}
