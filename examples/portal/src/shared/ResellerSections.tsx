import { RESELLER_CUSTOMERS_PATH, RESELLERS_PATH } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Link, useLocation } from 'wouter';
import { useMayOpen } from '../app/useMayOpen';
import './resellerSections.css';

/**
 * The reseller's own pages under its one navigation item (spec accounts §2: a reseller-role user sees only Billing and
 * Resellers): its details (`/resellers`) and its customers (`/resellers/customers`, ours: issue 25), as links with the
 * current one marked. Shown only where both open (core's route guards: the reseller view), so it never leads to a
 * page that does not exist or that the user may not open.
 */
export function ResellerSections() {
  const t = useText();
  const mayOpen = useMayOpen();
  const [location] = useLocation();
  if (!mayOpen(RESELLERS_PATH) || !mayOpen(RESELLER_CUSTOMERS_PATH)) return null;
  const links = [
    { path: RESELLERS_PATH, label: t('resellerCustomers.detailsLink') },
    { path: RESELLER_CUSTOMERS_PATH, label: t('resellerCustomers.customersLink') },
  ];
  return (
    <nav data-scope="reseller-sections" data-part="root" aria-label={t('resellerCustomers.sections')}>
      <ul data-part="list">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              data-part="link"
              data-state={location === link.path ? 'active' : 'inactive'}
              aria-current={location === link.path ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
