import type { Reseller } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { ResellerAdministrators } from './ResellerAdministrators';
import { ResellerBillingDetails } from './ResellerBillingDetails';
import { ResellerForm } from './ResellerForm';
import { ResellerPrices, type PriceLists } from './ResellerPrices';
import type { ResellerInput, ResellersCalls } from '@screenplay/hooks/accounts';

/**
 * One reseller (spec accounts §4 "Reseller: add, delete, rename, add or remove an administrator, update prices"):
 * its name, e-mail and phone with an Edit form, its administrators, its prices and its billing details. A super-admin opens it from the table; a reseller's administrator sees its own reseller here directly.
 */
export function ResellerPanel({
  reseller,
  lists,
  calls,
  userId,
  onChanged,
}: {
  reseller: Reseller;
  lists: PriceLists;
  calls: ResellersCalls;
  userId: number;
  /** A stored change: the reseller as the server answered it, when it did. */
  onChanged: (reseller?: Reseller) => void;
}) {
  const t = useText();
  const { toasts } = usePortal();
  const [isEditing, setEditing] = useState(false);
  const headingId = `reseller-${reseller.id}-heading`;

  const save = async (input: ResellerInput) => {
    const saved = await calls.update(reseller.id, input);
    toasts.show({ type: 'INFO', messageKey: 'resellerManagement.saved', values: { title: saved.title } });
    setEditing(false);
    onChanged(saved);
  };

  return (
    <section data-scope="resellers" data-part="panel" aria-labelledby={headingId}>
      <header data-part="panel-header">
        <h2 id={headingId}>{reseller.title}</h2>
        {isEditing ? null : (
          <Button
            variant="secondary"
            aria-label={t('resellerManagement.edit', { title: reseller.title })}
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </Button>
        )}
      </header>
      {isEditing ? (
        <ResellerForm reseller={reseller} onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <dl data-part="details">
          <dt>{t('resellerManagement.email')}</dt>
          <dd>{reseller.email ?? t('resellerManagement.none')}</dd>
          <dt>{t('resellerManagement.phone')}</dt>
          <dd>{reseller.phone ?? t('resellerManagement.none')}</dd>
        </dl>
      )}
      <ResellerAdministrators reseller={reseller} calls={calls} userId={userId} onChanged={onChanged} />
      <ResellerPrices reseller={reseller} lists={lists} calls={calls} onSaved={onChanged} />
      <ResellerBillingDetails reseller={reseller} calls={calls} />
    </section>
  );
}
