import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The resellers page (spec accounts §2, issue 13) and a reseller's own customers (ours, issue 25). */
export const RESELLER_PAGES: PageMap = {
  '/resellers': lazyWithTimeout(() => import('../routes/resellers/ResellersPage')),
  '/resellers/customers': lazyWithTimeout(() => import('../routes/customers/ResellerCustomersPage')),
};
