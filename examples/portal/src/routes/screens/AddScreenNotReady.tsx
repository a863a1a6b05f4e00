import type { Access, TenantType } from '@screenplay/core';
import { type ScreenAddRefusal, type ScreenAddReseller, screenAddWayForward } from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

/** The billing page's route (spec accounts §2), where a Direct customer's administrator pays and buys licences. */
export const BILLING_ROUTE = '/billing';

/** Props of {@link AddScreenNotReady}. */
export interface AddScreenNotReadyProps {
  refusal: ScreenAddRefusal;
  type: TenantType;
  /** The Delegated customer's reseller, as readiness named it (null when unknown). */
  reseller: ScreenAddReseller | null;
  access: Access;
  /** Whether the Billing link may be offered (the page exists and its guard lets the user in). */
  mayOpenBilling: boolean;
}

/**
 * The add-screen wizard's first step when a screen cannot be added (issue 25): why (the refusal's own text), and the
 * way forward of core's `screenAddWayForward` — a Delegated customer's reseller named with its e-mail as a mailto
 * link, the reseller's own Billing, Billing for a Direct administrator, or an administrator to ask — instead of a form
 * that would be refused at its third step.
 */
export function AddScreenNotReady({ refusal, type, reseller, access, mayOpenBilling }: AddScreenNotReadyProps) {
  const t = useText();
  const intl = useIntl();
  const headingId = useId();
  const forward = screenAddWayForward(refusal, type, access);

  let way = null;
  if (forward?.way === 'askReseller' && reseller) {
    way = (
      <>
        <p>{t(forward.key, { reseller: reseller.title })}</p>
        {reseller.email ? (
          <p data-part="contact">
            {intl.formatMessage(
              { id: 'addScreen.resellerContact' },
              { reseller: reseller.title, email: <a href={`mailto:${reseller.email}`}>{reseller.email}</a> },
            )}
          </p>
        ) : null}
      </>
    );
  } else if (forward?.way === 'billing') {
    way = mayOpenBilling ? (
      <p>
        <Link href={BILLING_ROUTE}>{t(forward.key)}</Link>
      </p>
    ) : null;
  } else if (forward?.way === 'resellerBilling' || forward?.way === 'askAdministrator') {
    way = <p>{t(forward.key)}</p>;
  }

  return (
    <section data-scope="add-screen" data-part="not-ready" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('addScreen.notReady')}</h3>
      <p data-part="reason">{t(refusal.key)}</p>
      {way}
      <div data-part="buttons">
        <Link href="/screens" data-part="primary-link">
          {t('addScreen.openScreens')}
        </Link>
      </div>
    </section>
  );
}
