import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The resellers page (spec accounts §2, issue 13). */
export const RESELLER_PAGES: PageMap = {
  '/resellers': lazyWithTimeout(() => import('../routes/resellers/ResellersPage')),
};
