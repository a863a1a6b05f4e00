import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../app/pages';
import { LayoutEditor, LayoutUnavailable } from './LayoutEditor';
import { LayoutSizeChooser } from './LayoutSizeChooser';
import { layoutOpenRequest, parseFolderId } from '../../shared/layoutRequest';

/**
 * `/library/create_layout`, `/library/create_layout/:layoutId` and `/library/edit_layout/:layoutId` (spec §2): the
 * size chooser for a new layout without a usable size, otherwise the layout editor for a new layout (negative id),
 * a copy (positive id on create_layout) or an existing layout (edit_layout).
 */
export default function LayoutEditorPage({ params }: PageProps) {
  const [pathname] = useLocation();
  const search = useSearch();
  const request = useMemo(
    () => layoutOpenRequest(pathname, params.layoutId, search),
    [pathname, params.layoutId, search],
  );
  if (request) return <LayoutEditor key={`${pathname}?${search}`} request={request} />;
  if (pathname.startsWith('/library/edit_layout/')) return <LayoutUnavailable />;
  return <LayoutSizeChooser folderId={parseFolderId(new URLSearchParams(search).get('folderId'))} />;
}
