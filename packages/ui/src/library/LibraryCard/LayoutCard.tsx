import type { Id } from '@screenplay/core';
import type { FolderTreeNode, Layout } from '@screenplay/core/library';
import { useId } from 'react';
import { LayoutPreview } from '../../LayoutPreview';
import { startDrag } from '../internal/dragPayload';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import { MoveMenu } from '../MoveMenu/MoveMenu';
import { CardLink } from './CardLink';
import { useText } from '@screenplay/hooks';

/** Where a layout card's links go (the caller's routes). */
export interface LayoutCardLinks {
  edit: string;
  copy: string;
  createScene: string;
}

/** Props of {@link LayoutCard}. */
export interface LayoutCardProps {
  layout: Layout;
  /** The library's folders, for the "Move" menu. */
  folders: readonly FolderTreeNode[];
  links: LayoutCardLinks;
  /** Client-side navigation for the links (e.g. the router's `navigate`). */
  onNavigate?: (href: string) => void;
  onDelete: (layout: Layout) => void;
  onMove: (layout: Layout, folderId: Id) => void;
  canDropInto?: (folderId: Id) => boolean;
  /**
   * Whether the user may move or delete this layout (every folder it sits in manageable for them, core's
   * `canChangeFolderItem`); without it the card offers neither, and does not drag. Default true.
   */
  canChange?: boolean;
  /** Whether 'Copy' may store a copy in the current folder; default true. */
  canCopy?: boolean;
  className?: string;
}

/**
 * One layout in the library: its thumbnail (drawn when it was saved), or its sections' boxes until it has one; name
 * and section count; edit, copy, create a scene from it,
 * move or delete. The card drags as a core `libraryLayout` payload.
 */
export function LayoutCard({
  layout,
  folders,
  links,
  onNavigate,
  onDelete,
  onMove,
  canDropInto,
  canChange = true,
  canCopy = true,
  className,
}: LayoutCardProps) {
  const t = useText();
  const titleId = useId();
  const name = layout.name;
  const sections = layout.sections.filter((section) => !section.markAsDeleted);
  return (
    <article
      data-scope="library-card"
      data-part="root"
      data-kind="layout"
      aria-labelledby={titleId}
      className={className}
      draggable={canChange}
      onDragStart={canChange ? (event) => startDrag(event, { kind: 'libraryLayout', id: layout.id }) : undefined}
    >
      {layout.thumbnail ? (
        <figure data-part="image">
          <img src={layout.thumbnail} alt={t(M.preview, { name })} loading="lazy" draggable={false} />
          <figcaption data-part="caption">
            {t(M.pixelSize, { width: String(layout.width), height: String(layout.height) })}
          </figcaption>
        </figure>
      ) : (
        <LayoutPreview width={layout.width} height={layout.height} sections={sections} label={t(M.preview, { name })} />
      )}
      <h3 id={titleId} data-part="title">
        {name}
      </h3>
      <p data-part="meta">
        {t(M.sectionsCount, { count: sections.length })}
        {layout.draft ? <span data-part="badge">{t(M.draft)}</span> : null}
      </p>
      <div data-part="actions">
        <CardLink href={links.edit} onNavigate={onNavigate} part="edit" label={t(M.editItem, { name })}>
          {t(M.edit)}
        </CardLink>
        {canCopy ? (
          <CardLink href={links.copy} onNavigate={onNavigate} part="copy" label={t(M.copyItem, { name })}>
            {t(M.copy)}
          </CardLink>
        ) : null}
        <CardLink
          href={links.createScene}
          onNavigate={onNavigate}
          part="create-scene"
          label={t(M.createSceneFrom, { name })}
        >
          {t(M.createScene)}
        </CardLink>
        {canChange ? (
          <>
            <MoveMenu
              folders={folders}
              currentFolderIds={layout.folderIds}
              itemName={name}
              onMove={(folderId) => onMove(layout, folderId)}
              canDropInto={canDropInto}
            />
            <button
              type="button"
              data-part="delete"
              aria-label={t(M.deleteItem, { name })}
              onClick={() => onDelete(layout)}
            >
              {t(M.delete)}
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}
