import { ROUTES, choosesCustomerFirst, resolveRoute } from '@screenplay/core';
import { useSession, useValue } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { Suspense, useMemo } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ChooseCustomer } from './ChooseCustomer';
import { EDITOR_PAGES, PAGES, hasPage } from './pages';
import { usePortal } from './PortalContext';
import { useRouteFlags } from './routeFlags';
import { Shell } from './Shell';
import { SignedOutLayout } from './SignedOutLayout';

const routePathById = new Map(ROUTES.map((route) => [route.id, route.path]));

/** True when the route has a page in this portal. */
function isAvailable(routeId: string): boolean {
  const path = routePathById.get(routeId);
  return path !== undefined && hasPage(path);
}

/**
 * Resolves the current location through core's route table and guards, then renders the page in
 * the signed-in shell or the signed-out layout. While the session is restored a loading indicator
 * shows (spec).
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  const session = useSession();
  const status = useValue(session.$status);
  const access = useValue(session.$access);
  const flags = useRouteFlags(usePortal().api, pathname, status === 'signedIn');

  const resolution = useMemo(
    () =>
      resolveRoute({
        pathname,
        search: search ? `?${search}` : '',
        signedIn: status === 'signedIn',
        access,
        flags: flags ?? {},
        available: isAvailable,
      }),
    [pathname, search, status, access, flags],
  );

  if (status === 'restoring' || flags === null) return <LoadingIndicator className="app-loading" />;
  // Keyed by target: wouter's <Redirect> navigates once on mount, and a chain of redirects
  // (login -> p target -> home) would otherwise reuse the first one and stop.
  if (resolution.kind === 'redirect') return <Redirect key={resolution.to} to={resolution.to} replace />;

  const Page = PAGES[resolution.route.path];
  if (!Page) return <Redirect to="/" replace />;
  const isSignedInPage = status === 'signedIn' && resolution.route.signedIn;
  // A customer's page for someone acting as no customer: say why, and offer the customers (Login As).
  if (isSignedInPage && choosesCustomerFirst(resolution.route, access)) {
    return (
      <Shell titleKey={resolution.route.titleKey}>
        <ChooseCustomer />
      </Shell>
    );
  }
  const page = (
    <Suspense fallback={<LoadingIndicator />}>
      <Page params={resolution.params} />
    </Suspense>
  );
  return isSignedInPage ? (
    <Shell titleKey={resolution.route.titleKey} isEditor={EDITOR_PAGES.has(resolution.route.path)}>
      {page}
    </Shell>
  ) : (
    <SignedOutLayout>{page}</SignedOutLayout>
  );
}
