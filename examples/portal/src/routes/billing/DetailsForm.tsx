import {
  postalCodeRequired,
  type PaymentType,
  type TenantDetailsDto,
  type TenantDetailsUpdate,
} from '@screenplay/core/billing';
import { ApiError, useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { billingFailureText, wordMessage } from '../../shared/billing/billing.logic';
import { PAYMENT_TYPES, type BillingCalls } from '@screenplay/hooks/billing';

/** The spec's labels of the payment types (en.accounts: billing.card, billing.invoice). */
const TYPE_KEYS = { Card: 'billing.card', Invoice: 'billing.invoice' } as const;

interface Fields {
  paymentMethod: PaymentType | null;
  postalCode: string;
  finTag: string;
}

/** The update the form sends: blank texts as null (the server reads them as none). */
export function detailsUpdateOf(fields: Fields): TenantDetailsUpdate {
  return {
    paymentMethod: fields.paymentMethod,
    postalCode: fields.postalCode.trim() || null,
    finTag: fields.finTag.trim() || null,
  };
}

/**
 * The tenant's billing details (spec §3 "tenant details", §5 "A postal code is required when the billing setup asks
 * for it"): payment type (Card or Invoice), postal code and finance tag. The postal-code rule is core's
 * `postalCodeRequired` (shown as the field's hint and `required`); the server's 422 answers
 * `billing.postalCodeError` under the postal code, any other problem `billing.otherBillingDetailsError`.
 * `preselected` is the type the greeting handed over (`/billing?type=`).
 */
export function DetailsForm({
  details,
  preselected,
  focusPostalCode = false,
  calls,
  onSaved,
}: {
  details: TenantDetailsDto;
  preselected: PaymentType | null;
  /** The greeting handed over Invoice and no postal code is kept: the postal code takes focus. */
  focusPostalCode?: boolean;
  calls: BillingCalls;
  onSaved: (details: TenantDetailsDto) => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>({
    paymentMethod: preselected ?? details.paymentMethod,
    postalCode: details.postalCode ?? '',
    finTag: details.finTag ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isPostalCodeRequired = postalCodeRequired(fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const saved = await calls.updateTenantDetails(detailsUpdateOf(fields));
      toasts.show({ type: 'INFO', messageKey: 'billingPage.detailsSaved' });
      onSaved(saved);
    } catch (caught) {
      const errors = caught instanceof ApiError ? caught.errors : undefined;
      if (errors && Object.keys(errors).length > 0) {
        const shown = Object.fromEntries(
          Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => wordMessage(m, t)).join('\n')]),
        );
        setFieldErrors(shown);
        // A field the form does not show still says what went wrong.
        if (!('postalCode' in shown) && !('finTag' in shown)) setFormError(billingFailureText(caught, t));
      } else {
        setFormError(billingFailureText(caught, t) ?? errorMessage(intl, caught));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form data-scope="billing" data-part="details" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('billingPage.detailsHeading')}</h2>
      <dl data-part="facts">
        <dt>{t('billingPage.tenant')}</dt>
        <dd>{details.title}</dd>
        {details.reseller ? (
          <>
            <dt>{t('billingPage.reseller')}</dt>
            <dd>{details.reseller}</dd>
          </>
        ) : null}
      </dl>
      <fieldset data-part="payment-type">
        <legend>{t('billingPage.paymentType')}</legend>
        {PAYMENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="paymentMethod"
              value={type}
              checked={fields.paymentMethod === type}
              onChange={() => setFields((current) => ({ ...current, paymentMethod: type }))}
            />
            {t(TYPE_KEYS[type])}
          </label>
        ))}
        {fields.paymentMethod === null ? <p data-part="hint">{t('billingPage.paymentTypeNone')}</p> : null}
      </fieldset>
      <TextField
        label={t('billingPage.postalCode')}
        name="postalCode"
        autoComplete="postal-code"
        required={isPostalCodeRequired}
        autoFocus={focusPostalCode}
        description={isPostalCodeRequired ? t('billingPage.postalCodeHint') : undefined}
        value={fields.postalCode}
        onChange={(event) => setFields((current) => ({ ...current, postalCode: event.target.value }))}
        error={fieldErrors.postalCode}
      />
      <TextField
        label={t('billingPage.finTag')}
        name="finTag"
        description={t('billingPage.finTagHint')}
        value={fields.finTag}
        onChange={(event) => setFields((current) => ({ ...current, finTag: event.target.value }))}
        error={fieldErrors.finTag}
      />
      <FormMessage scope="billing" kind="error">
        {formError}
      </FormMessage>
      <div data-part="form-actions">
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {t('billingPage.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

/** The billing details as a user who may not change them reads them (a workgroup member of a direct tenant). */
export function DetailsSummary({ details }: { details: TenantDetailsDto }) {
  const t = useText();
  const headingId = useId();
  const none = t('billingPage.none');
  return (
    <section data-scope="billing" data-part="details" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.detailsHeading')}</h2>
      <dl data-part="facts">
        <dt>{t('billingPage.tenant')}</dt>
        <dd>{details.title}</dd>
        <dt>{t('billingPage.paymentType')}</dt>
        <dd>{details.paymentMethod ? t(TYPE_KEYS[details.paymentMethod]) : t('billingPage.paymentTypeNone')}</dd>
        <dt>{t('billingPage.postalCode')}</dt>
        <dd>{details.postalCode ?? none}</dd>
        <dt>{t('billingPage.finTag')}</dt>
        <dd>{details.finTag ?? none}</dd>
      </dl>
    </section>
  );
}
