import type { RouteFlags } from '@screenplay/core';
import { FOLDERS_API } from '@screenplay/core/contract';
import type { ApiClient } from '@screenplay/hooks';
import { useEffect, useState } from 'react';

/** Paths whose route guard reads a flag the server returns with a listing (spec accounts §2, §6). */
const FLAGGED_PATHS: ReadonlySet<string> = new Set(['/screens/add_screen']);

/** The flags of a path whose guard reads none (one object, so memoised routing does not re-run). */
const NO_FLAGS: RouteFlags = {};

/**
 * The route flags the current path's guard needs: `/screens/add_screen` opens only when the screen-creation
 * permission flag returned with the screen folders (`GET folders/screens` → `manageScreen`) is true. Resolves
 * `{}` for every other path, and null while the flag is being fetched (a failed fetch counts as not allowed).
 */
export function useRouteFlags(api: ApiClient, pathname: string, isSignedIn: boolean): RouteFlags | null {
  const needsFlags = isSignedIn && FLAGGED_PATHS.has(pathname);
  const [known, setKnown] = useState<{ pathname: string; flags: RouteFlags } | null>(null);
  useEffect(() => {
    if (!needsFlags) return;
    let isCurrent = true;
    api.call(FOLDERS_API.screens).then(
      (answer) => isCurrent && setKnown({ pathname, flags: { canAddScreen: answer.data.manageScreen === true } }),
      () => isCurrent && setKnown({ pathname, flags: { canAddScreen: false } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, pathname, needsFlags]);
  if (!needsFlags) return NO_FLAGS;
  return known?.pathname === pathname ? known.flags : null;
}
