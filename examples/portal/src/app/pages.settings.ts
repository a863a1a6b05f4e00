import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The settings page (spec accounts §2 "Settings", issue 14): the tenant's settings and a reseller's brand. */
export const SETTINGS_PAGES: PageMap = {
  '/settings': lazyWithTimeout(() => import('../routes/settings/SettingsPage')),
};
