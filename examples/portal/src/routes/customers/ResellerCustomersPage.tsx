import { useText } from '@screenplay/hooks';
import { ResellerSections } from '../../shared/ResellerSections';
import { CustomerList } from './CustomerList';

/**
 * `/resellers/customers` (ours, issue 25): a reseller's own customers, for a reseller-role user not acting as a
 * customer, under its Resellers item (the spec's side navigation gives it no other). Its customers with screens in
 * use, licences and status, searched and sorted; a new one is Delegated, under the reseller, with its administrators
 * invited; administrators added and removed; licences; Login As from the row. The list is the super-admin's too
 * (CustomerList), scoped by the server to the reseller's own customers.
 */
export default function ResellerCustomersPage() {
  const t = useText();
  return (
    <div data-scope="reseller-customers" data-part="root">
      <ResellerSections />
      <CustomerList scope="own" heading={t('resellerCustomers.heading')} />
    </div>
  );
}
