import type { Folder, Id } from '@screenplay/core';
import { folderPath } from '@screenplay/core/library';
import { LIBRARY_API } from '@screenplay/core/contract';
import { useLoader, useText } from '@screenplay/hooks';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';

/**
 * The layout editor's breadcrumbs (spec §2): Library › the library folder path, each a link back (Library is the
 * back button to /library). The layout itself is the page's title below, not repeated here (issue 15). The
 * folders come from `GET library/folders`; while they load, or when they fail, the trail is Library.
 */
export function LayoutBreadcrumbs({ folderId }: { folderId: Id | null }) {
  const t = useText();
  const { api } = usePortal();
  // The trail is a convenience: without folders (loading, failed) it still leads to the library.
  const listed = useLoader(() => api.call(LIBRARY_API.folders), [api]);
  const folders: readonly Folder[] = listed.data?.data.folders ?? [];
  const path = folderId === null ? [] : folderPath(folders, folderId);

  return (
    <nav data-scope="layout-editor" data-part="breadcrumbs" aria-label={t('layoutEditor.breadcrumbs')}>
      <ol>
        <li>
          <Link href="/library" data-part="back">
            {t('titles.library')}
          </Link>
        </li>
        {path.map((folder) => (
          <li key={folder.id}>
            <Link href={`/library?folderId=${folder.id}`}>{folder.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
