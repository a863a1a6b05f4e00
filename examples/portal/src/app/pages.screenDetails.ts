import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The screen details and proof-of-play pages (spec accounts §2). */
export const SCREEN_DETAIL_PAGES: PageMap = {
  '/screens/screen_details/:screenId': lazyWithTimeout(() => import('../routes/screen-details/ScreenDetailsPage')),
  '/screens/proof_of_play/:screenId': lazyWithTimeout(() => import('../routes/screen-details/ProofOfPlayPage')),
};
