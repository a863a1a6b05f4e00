import { RESELLERS_PATH } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Link } from 'wouter';
import { useMayOpen } from '../../app/useMayOpen';
import { CustomerList } from './CustomerList';

/**
 * `/customer-management` (spec accounts §2, §5, §7; issues 13 and 25): every customer, for a super-admin not acting as
 * a customer, with its type and reseller; a Delegated customer is put under the reseller chosen in its form. The list
 * itself is the one a reseller's own customers page shows too (CustomerList).
 */
export default function CustomersPage() {
  const t = useText();
  const mayOpen = useMayOpen();
  return (
    <CustomerList
      scope="all"
      heading={t('customerManagement.heading')}
      // A super-admin manages resellers too, and reaches them from here (core's canSeeResellers).
      headerEnd={mayOpen(RESELLERS_PATH) ? <Link href={RESELLERS_PATH}>{t('nav.resellers')}</Link> : null}
    />
  );
}
