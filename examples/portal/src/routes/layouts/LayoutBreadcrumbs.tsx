import type { Folder, Id } from '@screenplay/core';
import { folderPath } from '@screenplay/core/library';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';

/**
 * The layout editor's breadcrumbs (spec §2): Library › the library folder path › the layout's name. The folders
 * come from `GET library/folders`; while they load, or when they fail, the trail is Library › name.
 */
export function LayoutBreadcrumbs({ folderId, name }: { folderId: Id | null; name: string }) {
  const intl = useIntl();
  const { api } = usePortal();
  const [folders, setFolders] = useState<readonly Folder[]>([]);
  useEffect(() => {
    let isCurrent = true;
    api.get<{ data: { folders: Folder[] } }>('library/folders').then(
      (answer) => isCurrent && setFolders(answer.data.folders),
      () => undefined, // the trail is a convenience: without folders it still leads to the library
    );
    return () => {
      isCurrent = false;
    };
  }, [api]);
  const path = folderId === null ? [] : folderPath(folders, folderId);

  return (
    <nav
      data-scope="layout-editor"
      data-part="breadcrumbs"
      aria-label={intl.formatMessage({ id: 'layoutEditor.breadcrumbs' })}
    >
      <ol>
        <li>
          <Link href="/library">{intl.formatMessage({ id: 'titles.library' })}</Link>
        </li>
        {path.map((folder) => (
          <li key={folder.id}>
            <Link href={`/library?folderId=${folder.id}`}>{folder.name}</Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
