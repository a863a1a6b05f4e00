import type { OrderDetailDto } from '@screenplay/core/billing';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { billingFailureText, dayOf, money } from '../../shared/billing/billing.logic';
import type { OrdersCalls } from '@screenplay/hooks/billing';
import { saveFile } from '../../shared/billing/saveFile';
import { ModalDialog } from '../../shared/ModalDialog';
import { KIND_KEYS, STATUS_KEYS } from './statusKeys';

/**
 * An order opened from the orders list (issue 25: "Each order opens, and downloads as a PDF invoice ... an Open invoice
 * can be paid by card"): who it is billed to, its dates and status, its lines, net amount, VAT and total; Download
 * invoice (PDF) for everyone who reads it; Pay now for an open invoice the user may pay (an administrator, with a card
 * bound: `isPayable`), else, for an open invoice without a card, what to do. Escape and Close close it.
 */
export function OrderDialog({
  orderId,
  number,
  calls,
  canManage,
  onClose,
  onPaid,
}: {
  orderId: number;
  /** The order's number, for the title while the order loads. */
  number: string;
  calls: OrdersCalls;
  /** Whether the user administers the tenant (the one who could pay, once a card is bound). */
  canManage: boolean;
  onClose: () => void;
  /** After a payment: the list reads the orders again. */
  onPaid: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const loaded = useLoader(() => calls.order(orderId), [calls, orderId]);
  const [paidOrder, setPaidOrder] = useState<OrderDetailDto | null>(null);
  const [busy, setBusy] = useState<'pay' | 'download' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const order = paidOrder ?? loaded.data;

  const download = async () => {
    if (!order) return;
    setBusy('download');
    setFailure(null);
    try {
      saveFile(await calls.invoice(order.id), `invoice-${order.number}.pdf`);
    } catch {
      setFailure(t('invoices.downloadError'));
    } finally {
      setBusy(null);
    }
  };

  const pay = async () => {
    if (!order) return;
    setBusy('pay');
    setFailure(null);
    try {
      const paid = await calls.pay(order.id);
      setPaidOrder(paid);
      toasts.show({ type: 'INFO', messageKey: 'invoices.paid', values: { number: paid.number } });
      onPaid();
    } catch (caught) {
      setFailure(billingFailureText(caught, t) ?? errorMessage(intl, caught));
    } finally {
      setBusy(null);
    }
  };

  const close = (
    <Button variant="ghost" onClick={onClose}>
      {t('invoices.close')}
    </Button>
  );
  return (
    <ModalDialog
      title={t('invoices.dialogTitle', { number: order?.number ?? number })}
      scope="order"
      onEscape={onClose}
      headerEnd={close}
    >
      <div data-scope="billing" data-part="order">
        {loaded.status === 'error' && !order ? (
          <p data-part="failure" role="alert">
            {t('invoices.loadError')}
          </p>
        ) : !order ? (
          <LoadingIndicator />
        ) : (
          <OrderBody order={order} />
        )}
        {failure ? (
          <p data-part="failure" role="alert">
            {failure}
          </p>
        ) : null}
        {order?.status === 'open' && !order.isPayable && canManage ? (
          <p data-part="note">{t('invoices.addCardToPay')}</p>
        ) : null}
        {order?.isPayable ? (
          <p data-part="note">{t('invoices.payNote', { total: money(order.total), currency: order.currency })}</p>
        ) : null}
        <div data-part="form-actions">
          {order?.isPayable ? (
            <Button variant="primary" isLoading={busy === 'pay'} onClick={() => void pay()}>
              {t('invoices.payNow')}
            </Button>
          ) : null}
          {order ? (
            <Button variant="secondary" isLoading={busy === 'download'} onClick={() => void download()}>
              {t('invoices.download')}
            </Button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}

/** The order's facts, lines and totals. */
function OrderBody({ order }: { order: OrderDetailDto }) {
  const t = useText();
  const { locale } = useIntl();
  const none = t('billingPage.none');
  const billed = order.billingDetails;
  return (
    <>
      <dl data-part="facts">
        <dt>{t('invoices.billedTo')}</dt>
        <dd data-part="billed-to">
          {[billed.title, billed.address, billed.postalCode].filter(Boolean).join(', ')}
          {billed.finTag ? (
            <>
              <br />
              {t('invoices.finTag', { tag: billed.finTag })}
            </>
          ) : null}
        </dd>
        <dt>{t('billingPage.orderKind')}</dt>
        <dd>
          {t(KIND_KEYS[order.kind])}
          {order.period ? ` ${order.period}` : ''}
        </dd>
        <dt>{t('invoices.date')}</dt>
        <dd>{dayOf(order.createdAt, none, locale)}</dd>
        <dt>{t('billingPage.status')}</dt>
        <dd data-part="status">{t(STATUS_KEYS[order.status])}</dd>
        {order.dueAt ? (
          <>
            <dt>{t('invoices.dueDate')}</dt>
            <dd>{dayOf(order.dueAt, none, locale)}</dd>
          </>
        ) : null}
        {order.paidAt ? (
          <>
            <dt>{t('invoices.paidOn')}</dt>
            <dd>{dayOf(order.paidAt, none, locale)}</dd>
          </>
        ) : null}
      </dl>
      <div data-part="table-wrap">
        <table data-part="table" aria-label={t('invoices.linesList')}>
          <thead>
            <tr>
              <th scope="col">{t('invoices.description')}</th>
              <th scope="col">{t('invoices.quantity')}</th>
              <th scope="col">{t('invoices.unitPrice')}</th>
              <th scope="col">{t('invoices.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // Lines have no id of their own; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <th scope="row">{line.description}</th>
                <td data-part="number">{line.quantity}</td>
                <td data-part="number">{money(line.unitPrice)}</td>
                <td data-part="number">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('invoices.net')}
              </th>
              <td data-part="number">
                {money(order.amount)} {order.currency}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {order.vatPercent === null
                  ? t('billingPage.orderVat')
                  : t('invoices.vatPercent', { percent: order.vatPercent })}
              </th>
              <td data-part="number">
                {money(order.vat)} {order.currency}
              </td>
            </tr>
            <tr data-part="total">
              <th scope="row" colSpan={3}>
                {t('invoices.total')}
              </th>
              <td data-part="number">
                {money(order.total)} {order.currency}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
