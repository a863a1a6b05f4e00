import { ROOT_FOLDER_ID, type Folder } from '@screenplay/core';
import { useIntl } from 'react-intl';

/** The folder tree: the root 'All' then each folder under its parent, sorted by name. */
export function FolderTree({
  folders,
  selectedId,
  onSelect,
}: {
  folders: readonly Folder[];
  selectedId: number;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const childrenOf = (parentId: number | null) =>
    folders.filter((folder) => folder.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const renderLevel = (parentId: number | null) => {
    const level = childrenOf(parentId);
    if (level.length === 0) return null;
    return (
      <ul data-part="level">
        {level.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              data-part="folder"
              aria-current={folder.id === selectedId || undefined}
              onClick={() => onSelect(folder.id)}
            >
              {folder.name}
            </button>
            {renderLevel(folder.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <nav data-scope="folder-tree" data-part="root" aria-label={intl.formatMessage({ id: 'scenes.folders' })}>
      <ul data-part="level">
        <li>
          <button
            type="button"
            data-part="folder"
            aria-current={selectedId === ROOT_FOLDER_ID || undefined}
            onClick={() => onSelect(ROOT_FOLDER_ID)}
          >
            {intl.formatMessage({ id: 'folders.all' })}
          </button>
          {renderLevel(null)}
        </li>
      </ul>
    </nav>
  );
}
