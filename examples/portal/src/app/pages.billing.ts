import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The billing page (spec accounts §2, §7, §9; issue 14). */
export const BILLING_PAGES: PageMap = {
  '/billing': lazyWithTimeout(() => import('../routes/billing/BillingPage')),
};
