import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The workgroups page (spec accounts §2, issue 13). */
export const WORKGROUP_PAGES: PageMap = {
  '/workgroups': lazyWithTimeout(() => import('../routes/workgroups/WorkgroupsPage')),
};
