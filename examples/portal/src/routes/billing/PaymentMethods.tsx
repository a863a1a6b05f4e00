import { INVOICE_DUE_DAYS, type PaymentMethodDto, type PaymentMode, type PaymentType } from '@screenplay/core/billing';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { billingFailureText, paymentFailureText } from '../../shared/billing/billing.logic';
import type { BillingCalls } from '@screenplay/hooks/billing';
import { TestCardDialog } from './TestCardDialog';

/** What the section says while a card set-up runs: leaving for the provider, or finishing one it sent back. */
export type CardProgress = 'redirecting' | 'completing' | null;

/** Props of {@link PaymentMethods}. */
export interface PaymentMethodsProps {
  methods: readonly PaymentMethodDto[];
  mode: PaymentMode;
  /** Whether the user may change payment methods (an administrator of the tenant); others only read them. */
  canManage: boolean;
  calls: BillingCalls;
  /** The type the greeting handed over (`/billing?type=`): its add button takes focus and a note says why. */
  handoff: PaymentType | null;
  /** Invoice was handed over but no postal code is kept yet: the details form has focus, the note says what comes first. */
  asksPostalCode?: boolean;
  /** A card set-up the provider sent the user back from, being finished. */
  progress: CardProgress;
  /** The failure of finishing a returned set-up, shown like any card failure. */
  returnFailure: string | null;
  onChanged: () => void;
  /** Leaves for the payment provider's hosted card set-up (Stripe mode). */
  redirect: (url: string) => void;
}

/**
 * The tenant's payment methods (spec §2 "Billing (payment methods … card)", §7 `GET payment-methods`,
 * `POST payments {paymentMethod}`, `PUT payments/{id}/terminate`): cards as "Visa •••• 4242" with their expiry and
 * the invoice method, each with Terminate (after a confirmation; `billing.terminatePaymentIdError` when refused).
 * Add card goes to the provider's hosted set-up (Stripe mode) or asks for a test card number (test mode); creation
 * errors show as the dash list of first messages (spec §8). Pay by invoice is offered while no invoice method is set.
 * Only an administrator of the tenant is offered the changes (the API refuses them to anyone else).
 */
export function PaymentMethods({
  methods,
  mode,
  canManage,
  calls,
  handoff,
  asksPostalCode = false,
  progress,
  returnFailure,
  onChanged,
  redirect,
}: PaymentMethodsProps) {
  const t = useText();
  const intl = useIntl();
  const { toasts, popups } = usePortal();
  const headingId = useId();
  const [isCardDialogOpen, setCardDialogOpen] = useState(false);
  const [busy, setBusy] = useState<'card' | 'invoice' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const hasInvoice = methods.some((method) => method.type === 'Invoice');

  // The greeting's hand-off: the chosen type's step has focus once the page shows.
  useEffect(() => {
    if (handoff && !asksPostalCode) actions.current?.querySelector<HTMLElement>(`[data-action="${handoff}"]`)?.focus();
  }, [handoff, asksPostalCode]);

  const failureOf = (caught: unknown) =>
    paymentFailureText(caught, t) ?? billingFailureText(caught, t) ?? errorMessage(intl, caught);

  const addCard = async () => {
    setFailure(null);
    if (mode === 'test') {
      setCardDialogOpen(true);
      return;
    }
    setBusy('card');
    try {
      const started = await calls.startPayment({ paymentMethod: 'Card' });
      if (started.status === 'redirect') {
        setLeaving(true);
        redirect(started.url);
      } else {
        toasts.show({
          type: 'INFO',
          messageKey: 'billingPage.cardAdded',
          values: { title: started.paymentMethod.title },
        });
        onChanged();
      }
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const addTestCard = async (testCardNumber: string): Promise<string | null> => {
    try {
      const started = await calls.startPayment({ paymentMethod: 'Card', testCardNumber });
      if (started.status === 'redirect') {
        redirect(started.url);
        return null;
      }
      setCardDialogOpen(false);
      toasts.show({
        type: 'INFO',
        messageKey: 'billingPage.cardAdded',
        values: { title: started.paymentMethod.title },
      });
      onChanged();
      return null;
    } catch (caught) {
      return failureOf(caught);
    }
  };

  const addInvoice = async () => {
    setFailure(null);
    setBusy('invoice');
    try {
      await calls.startPayment({ paymentMethod: 'Invoice' });
      toasts.show({ type: 'INFO', messageKey: 'billingPage.invoiceAdded' });
      onChanged();
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const terminate = async (method: PaymentMethodDto) => {
    setFailure(null);
    const values = { title: method.title };
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'billingPage.terminateConfirm',
      values,
      confirmLabelKey: 'billingPage.terminateShort',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.terminate(method.id);
      toasts.show({ type: 'INFO', messageKey: 'billingPage.terminated', values });
      onChanged();
    } catch {
      setFailure(t('billing.terminatePaymentIdError'));
    }
  };

  const shownFailure = failure ?? returnFailure;
  const shownProgress: CardProgress = progress ?? (isLeaving ? 'redirecting' : null);
  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.methodsHeading')}</h2>
      {handoff && canManage ? (
        <p data-part="handoff">
          {asksPostalCode
            ? t('billingPage.chosenInvoiceNeedsPostalCode')
            : t('billingPage.chosenType', { type: t(handoff === 'Card' ? 'billing.card' : 'billing.invoice') })}
        </p>
      ) : null}
      {methods.length === 0 ? (
        <p data-part="empty">{t('billingPage.methodsEmpty')}</p>
      ) : (
        <ul data-part="methods" aria-label={t('billingPage.methodsList')}>
          {methods.map((method) => (
            <li key={method.id}>
              <span>
                <strong>{method.title}</strong>
                {method.type === 'Card' && method.expMonth !== null && method.expYear !== null ? (
                  <span data-part="hint">
                    {' '}
                    {t('billingPage.cardExpires', {
                      month: String(method.expMonth).padStart(2, '0'),
                      year: method.expYear,
                    })}
                  </span>
                ) : null}
                {method.type === 'Invoice' ? (
                  <span data-part="hint"> {t('billingPage.invoiceMethod', { days: INVOICE_DUE_DAYS })}</span>
                ) : null}
              </span>
              {canManage ? (
                <Button
                  variant="ghost"
                  aria-label={t('billingPage.terminate', { title: method.title })}
                  onClick={() => void terminate(method)}
                >
                  {t('billingPage.terminateShort')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {shownProgress ? (
        <p data-part="progress" role="status">
          {t(shownProgress === 'redirecting' ? 'billingPage.redirecting' : 'billingPage.completingCard')}
        </p>
      ) : null}
      {shownFailure ? (
        <p data-part="failure" role="alert">
          {shownFailure}
        </p>
      ) : null}
      {canManage ? (
        <div data-part="form-actions" ref={actions}>
          <Button
            data-action="Card"
            variant="primary"
            isLoading={busy === 'card' || shownProgress !== null}
            onClick={() => void addCard()}
          >
            {t('billingPage.addCard')}
          </Button>
          {hasInvoice ? null : (
            <Button
              data-action="Invoice"
              variant="secondary"
              isLoading={busy === 'invoice'}
              onClick={() => void addInvoice()}
            >
              {t('billingPage.addInvoice')}
            </Button>
          )}
        </div>
      ) : null}
      {isCardDialogOpen ? <TestCardDialog onSubmit={addTestCard} onClose={() => setCardDialogOpen(false)} /> : null}
    </section>
  );
}
