import {
  BILLING_CURRENCY,
  BILLING_VERIFICATION_CHARGE_UNITS,
  canProceed,
  consentPaymentMethod,
  fromCents,
  greetingChoices,
  greetingDestination,
  greetingTextKey,
  INVOICE_DUE_DAYS,
  isAgreementShown,
  licenceCost,
  type GreetingChoice,
  type TenantDetailsDto,
  type TenantDetailsUpdate,
} from '@screenplay/core/billing';
import type { MessageKey } from '@screenplay/core/messages';
import { useLoader, useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { errorMessage } from '../../app/errorMessage';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { billingFailureText, licenceItem, money } from '../../shared/billing/billing.logic';
import type { BillingCalls } from '@screenplay/hooks/billing';
import { ModalDialog } from '../../shared/ModalDialog';
import './greeting.css';

/** Our documents the consents link to (served as static pages of the portal: public/legal). */
export const LEGAL_DOCUMENTS = { terms: '/legal/terms.html', agreement: '/legal/agreement.html' } as const;

const CHOICE_KEYS: Readonly<Record<GreetingChoice, MessageKey>> = {
  Card: 'greeting.choice.Card',
  Invoice: 'greeting.choice.Invoice',
  skip: 'greeting.choice.skip',
};

/** The consent `PUT tenant-details` carries (issue 14's contract): both consents and the chosen payment type. */
export function consentUpdateOf(
  choices: readonly GreetingChoice[],
  choice: GreetingChoice | null,
): TenantDetailsUpdate {
  const update: TenantDetailsUpdate = { termsConsent: true, agreementConsent: true };
  // A delegated customer chooses nothing: its stored payment data is its reseller's business.
  if (choices.length > 0) update.paymentMethod = consentPaymentMethod(choice);
  return update;
}

/**
 * The greeting popup (spec accounts §2, §5, §9; issue 14): a title with the brand's product name, the prevention
 * note, the text of a tenant served by a reseller (its name and e-mail link), of a reseller, or of a customer billed
 * by the provider (issue 25), Card / Invoice / skip with a warning each (direct customers
 * and resellers), the terms and (when not yet accepted) agreement consents with their documents, and the licence
 * cost. Proceed is enabled only when the boxes are ticked (core's `canProceed`); it saves the consent and, unless
 * skipped, opens billing with the chosen type. A consent gate: modal, focus trapped, Escape does not dismiss it.
 * Invoice's postal code is asked in billing, where the set-up of the invoice needs it (core's `postalCodeRequired`).
 */
export default function GreetingDialog({
  details,
  calls,
  onAccepted,
}: {
  details: TenantDetailsDto;
  calls: BillingCalls;
  onAccepted: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const [, navigate] = useLocation();
  const ids = { choices: useId(), hint: useId() };
  const items = useLoader(() => calls.items(), [calls]);
  const choices = greetingChoices(details);
  const agreementShown = isAgreementShown(details);
  const [choice, setChoice] = useState<GreetingChoice | null>(null);
  const [terms, setTerms] = useState(false);
  const [agreement, setAgreement] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isReady = canProceed({ terms, agreement, agreementShown });
  // The brand's product name: a message, so a reseller's brand renames it (app/useBrand.ts).
  const productName = intl.formatMessage({ id: 'app.name' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: "otherwise submit does nothing".
    if (!isReady || isSaving) return;
    setSaving(true);
    setFailure(null);
    try {
      await calls.updateTenantDetails(consentUpdateOf(choices, choice));
      toasts.show({ type: 'INFO', messageKey: 'greeting.saved' });
      onAccepted();
      const destination = greetingDestination(choice);
      if (destination) navigate(destination);
    } catch (caught) {
      setFailure(billingFailureText(caught, t) ?? errorMessage(intl, caught));
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={t('greeting.title', { product: productName })} scope="greeting">
      <form data-scope="greeting" data-part="form" noValidate onSubmit={submit}>
        <p data-part="prevention">{t('greeting.prevention')}</p>
        <p data-part="text">
          <GreetingText details={details} />
        </p>
        {choices.length > 0 ? (
          <fieldset data-part="choices">
            <legend id={ids.choices}>{t('greeting.choiceLegend')}</legend>
            {choices.map((option) => (
              <Choice key={option} option={option} checked={choice === option} onChoose={setChoice} />
            ))}
          </fieldset>
        ) : null}
        <div data-part="consents">
          <Consent
            name="termsConsent"
            checked={terms}
            onChange={setTerms}
            label={t('greeting.termsConsent')}
            link={
              <a href={LEGAL_DOCUMENTS.terms} target="_blank" rel="noopener">
                {t('greeting.termsLink')}
              </a>
            }
          />
          {agreementShown ? (
            <Consent
              name="agreementConsent"
              checked={agreement}
              onChange={setAgreement}
              label={t('greeting.agreementConsent')}
              link={
                <a href={LEGAL_DOCUMENTS.agreement} target="_blank" rel="noopener">
                  {t('greeting.agreementLink')}
                </a>
              }
            />
          ) : null}
        </div>
        {items.data ? (
          <p data-part="cost">
            {t('greeting.cost', {
              amount: licenceCost(licenceItem(items.data), { free: false }),
              currency: licenceItem(items.data)?.currency ?? '',
              free: licenceCost(null, { free: true }),
            })}
          </p>
        ) : null}
        <FormMessage scope="greeting" kind="error">
          {failure}
        </FormMessage>
        <div data-part="actions">
          {isReady ? null : (
            <p id={ids.hint} data-part="hint">
              {t('greeting.proceedHint')}
            </p>
          )}
          <Button
            type="submit"
            variant="primary"
            disabled={!isReady}
            isLoading={isSaving}
            aria-describedby={isReady ? undefined : ids.hint}
          >
            {t('greeting.proceed')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * The text that depends on reseller or customer (spec §2; core's `greetingTextKey`): a served customer's reseller by
 * name with a mailto link of its e-mail, a reseller's own text, or the provider's billing of a direct customer; each
 * with the brand's product name and the provider's name where the text has them (issue 25).
 */
function GreetingText({ details }: { details: TenantDetailsDto }) {
  const intl = useIntl();
  const email = details.resellerEmail;
  return (
    <>
      {intl.formatMessage(
        { id: greetingTextKey(details) },
        {
          product: intl.formatMessage({ id: 'app.name' }),
          provider: intl.formatMessage({ id: 'app.provider' }),
          reseller: details.reseller ?? '',
          email: email ? <a href={`mailto:${email}`}>{email}</a> : '',
        },
      )}
    </>
  );
}

/** One payment choice with its warning, read as the radio's description. */
function Choice({
  option,
  checked,
  onChoose,
}: {
  option: GreetingChoice;
  checked: boolean;
  onChoose: (choice: GreetingChoice) => void;
}) {
  const t = useText();
  const ids = { input: useId(), warning: useId() };
  const warning =
    option === 'Card'
      ? t('greeting.warning.Card', {
          amount: money(fromCents(BILLING_VERIFICATION_CHARGE_UNITS)),
          currency: BILLING_CURRENCY,
        })
      : option === 'Invoice'
        ? t('greeting.warning.Invoice', { days: INVOICE_DUE_DAYS })
        : t('greeting.warning.skip');
  return (
    <div data-part="choice" data-state={checked ? 'checked' : undefined}>
      <input
        id={ids.input}
        type="radio"
        name="greetingChoice"
        value={option}
        checked={checked}
        aria-describedby={ids.warning}
        onChange={() => onChoose(option)}
      />
      <label htmlFor={ids.input}>{t(CHOICE_KEYS[option])}</label>
      <p id={ids.warning} data-part="warning">
        {warning}
      </p>
    </div>
  );
}

/** A consent checkbox with the link to its document. */
function Consent({
  name,
  checked,
  onChange,
  label,
  link,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  link: ReactNode;
}) {
  const id = useId();
  return (
    <div data-part="consent">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <span data-part="document">{link}</span>
    </div>
  );
}
