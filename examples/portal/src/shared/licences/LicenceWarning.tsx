import { deriveAccess } from '@screenplay/core';
import { LICENCE_EXPIRY_WARNING_DAYS, licenceWarning, type LicenceStatusDto } from '@screenplay/core/billing';
import { mayPayInBilling } from '@screenplay/core/screens';
import { useText, useValue } from '@screenplay/hooks';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import './licences.css';

/** Billing's route (spec accounts §2), where a Direct customer's administrator buys licences. */
const BILLING_ROUTE = '/billing';

/**
 * The licence warning of the Screens and Billing pages (issue 25: "screens over the count keep playing but the
 * customer is warned, and adding is refused"; "what expires when"): how many screens are over the valid licences and
 * when licences ended, or how many end within 30 days and when the first does, with the way forward of who pays and
 * who the user is: a Direct customer's administrator buys in Billing (a link, unless `isOnBilling`), anyone else of a
 * Direct customer asks an administrator, a Delegated customer asks its reseller. Nothing when there is nothing to say.
 */
export function LicenceWarning({ status, isOnBilling = false }: { status: LicenceStatusDto; isOnBilling?: boolean }) {
  const t = useText();
  const intl = useIntl();
  const { session } = usePortal();
  const user = useValue(session.$user);
  const warning = licenceWarning(status);
  if (!warning || !user) return null;
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const mayBuy = mayPayInBilling(deriveAccess(user));
  const isOver = warning.overLicences > 0;
  return (
    <div
      data-scope="licences"
      data-part="warning"
      data-state={isOver ? 'over' : 'expiring'}
      role="note"
      aria-label={t('licences.warningLabel')}
    >
      {isOver ? (
        <p>
          <strong>
            {warning.overLicences === 1
              ? t('licences.overOne')
              : t('licences.overMany', { count: warning.overLicences })}
          </strong>
          {warning.lastExpiry ? ` ${t('licences.lastExpired', { date: day(warning.lastExpiry) })}` : null}
        </p>
      ) : null}
      {warning.expiringSoon > 0 && warning.nextExpiry ? (
        <p>
          {t('licences.expiringSoon', {
            count: warning.expiringSoon,
            days: LICENCE_EXPIRY_WARNING_DAYS,
            date: day(warning.nextExpiry),
          })}
        </p>
      ) : null}
      {status.type === 'Delegated' ? (
        <p>{t('licences.askReseller')}</p>
      ) : !mayBuy ? (
        <p>{t('licences.askAdministrator')}</p>
      ) : isOnBilling ? null : (
        <p>
          <Link href={BILLING_ROUTE}>{t('licences.buyInBilling')}</Link>
        </p>
      )}
    </div>
  );
}
