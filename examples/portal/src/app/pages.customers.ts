import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The customer management page (spec accounts §2, issue 13). */
export const CUSTOMER_PAGES: PageMap = {
  '/customer-management': lazyWithTimeout(() => import('../routes/customers/CustomersPage')),
};
