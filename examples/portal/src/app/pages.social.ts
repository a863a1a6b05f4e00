import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The Integrations page and the social connection callback (spec accounts §2, §7 Social; issue 14). */
export const SOCIAL_PAGES: PageMap = {
  '/integrations': lazyWithTimeout(() => import('../routes/integrations/IntegrationsPage')),
  '/social/:type': lazyWithTimeout(() => import('../routes/integrations/SocialCallbackPage')),
};
