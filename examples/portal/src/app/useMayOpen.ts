import { deriveAccess, isGranted, mayOpenRoute, type WorkgroupPermissionType } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import { useCallback } from 'react';
import { hasPage } from './pages';
import { usePortal } from './PortalContext';

/**
 * Whether a link or button may lead to a route (named by its pattern): the portal has the page and the route's
 * guard lets the signed-in user open it (core's `mayOpenRoute`, over the session's workgroup grants). Nothing is
 * offered that the router would refuse.
 */
export function useMayOpen(): (routePath: string) => boolean {
  const { session } = usePortal();
  const user = useValue(session.$user);
  return useCallback(
    (routePath: string) => user !== null && hasPage(routePath) && mayOpenRoute(routePath, deriveAccess(user)),
    [user],
  );
}

/** Whether the session's workgroup grants let the user read (see) or write (change) what a permission covers. */
export function useIsGranted(type: WorkgroupPermissionType, access: 'read' | 'write'): boolean {
  const { session } = usePortal();
  const user = useValue(session.$user);
  return user !== null && isGranted(user.groupPermissions, type, access);
}
