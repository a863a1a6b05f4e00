import { effectiveVatPercent, licenceCost, type PriceItemDto } from '@screenplay/core/billing';
import { useText } from '@screenplay/hooks';
import { useId } from 'react';
import { money } from '../../shared/billing/billing.logic';

/**
 * The licence cost (spec §9: "license cost displayed as price plus VAT with 2 decimals; a free screen shows 0.00"):
 * the tenant's licence price item with VAT (core's `licenceCost`, 25% when the item gives none), its net price, and
 * a free screen's 0.00.
 */
export function LicenceCost({ item }: { item: PriceItemDto | null }) {
  const t = useText();
  const headingId = useId();
  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.costHeading')}</h2>
      {item ? (
        <dl data-part="cost">
          <dt>{t('billingPage.costLicence', { title: item.title })}</dt>
          <dd>
            <strong data-part="licence-cost">
              {t('billingPage.costValue', {
                amount: licenceCost(item, { free: false }),
                currency: item.currency,
                vat: effectiveVatPercent(item.vatPercent),
              })}
            </strong>{' '}
            <span data-part="hint">
              ({t('billingPage.costNet', { amount: money(item.price), currency: item.currency })})
            </span>
          </dd>
          <dt>{t('billingPage.costFree')}</dt>
          <dd data-part="free-cost">
            {licenceCost(item, { free: true })} {item.currency}
          </dd>
        </dl>
      ) : (
        <p data-part="empty">{t('billingPage.costNone')}</p>
      )}
    </section>
  );
}
