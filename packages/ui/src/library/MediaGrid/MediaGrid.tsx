import { useIntl } from 'react-intl';
import { useText } from '@screenplay/hooks';
import type { Id } from '@screenplay/core';
import type { FolderTreeNode, MediaItem } from '@screenplay/core/library';
import { startDrag } from '../internal/dragPayload';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import { MoveMenu } from '../MoveMenu/MoveMenu';
import { formatFileSize } from './formatFileSize';

/** Props of {@link MediaGrid}. */
export interface MediaGridProps {
  items: readonly MediaItem[];
  /** The library's folders, for each item's "Move" menu. */
  folders: readonly FolderTreeNode[];
  onDelete: (item: MediaItem) => void;
  /** Moves an item into a folder (-1: out of every folder). */
  onMove: (item: MediaItem, folderId: Id) => void;
  /** Folders the user may drop into; all when omitted. */
  canDropInto?: (folderId: Id) => boolean;
  /**
   * Whether the user may move or delete an item (every folder it sits in manageable for them, core's
   * `canChangeFolderItem`); an item they may not change offers neither and does not drag. All when omitted.
   */
  canChange?: (item: MediaItem) => boolean;
  /** The list's accessible name, e.g. 'Media in Brand'. */
  label: string;
  className?: string;
}

/**
 * Media files as a grid of cards: thumbnail, name, type, size and pixel size; each card can be dragged
 * (core `media` payload, by uuid) onto a folder or a section, moved with its menu, or deleted.
 */
export function MediaGrid({
  items,
  folders,
  onDelete,
  onMove,
  canDropInto,
  canChange,
  label,
  className,
}: MediaGridProps) {
  const intl = useIntl();
  const t = useText();
  return (
    <ul data-scope="media-grid" data-part="root" aria-label={label} className={className}>
      {items.map((item) => {
        const isChangeable = canChange?.(item) ?? true;
        return (
          <li
            key={item.uuid}
            data-part="item"
            data-type={item.type}
            draggable={isChangeable}
            onDragStart={isChangeable ? (event) => startDrag(event, { kind: 'media', id: item.uuid }) : undefined}
          >
            <figure data-part="figure">
              <div data-part="thumb">
                {item.type === 'video' ? (
                  <video
                    data-part="media"
                    src={item.url}
                    preload="metadata"
                    muted
                    playsInline
                    aria-hidden="true"
                    tabIndex={-1}
                  />
                ) : (
                  <img data-part="media" src={item.url} alt="" loading="lazy" draggable={false} />
                )}
              </div>
              <figcaption data-part="name" title={item.name}>
                {item.name}
              </figcaption>
            </figure>
            <dl data-part="facts">
              <div>
                <dt>{t(M.mediaType)}</dt>
                <dd>{item.mime}</dd>
              </div>
              <div>
                <dt>{t(M.mediaSize)}</dt>
                <dd>{formatFileSize(intl, item.size)}</dd>
              </div>
              {item.width !== null && item.height !== null ? (
                <div>
                  <dt>{t(M.mediaDimensions)}</dt>
                  <dd>{t(M.pixelSize, { width: String(item.width), height: String(item.height) })}</dd>
                </div>
              ) : null}
            </dl>
            {isChangeable ? (
              <div data-part="actions">
                <MoveMenu
                  folders={folders}
                  currentFolderIds={item.folderIds}
                  itemName={item.name}
                  onMove={(folderId) => onMove(item, folderId)}
                  canDropInto={canDropInto}
                />
                <button
                  type="button"
                  data-part="delete"
                  aria-label={t(M.deleteItem, { name: item.name })}
                  onClick={() => onDelete(item)}
                >
                  {t(M.delete)}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
