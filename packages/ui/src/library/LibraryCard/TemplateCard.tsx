import type { Id } from '@screenplay/core';
import type { FolderTreeNode, LibraryTemplate } from '@screenplay/core/library';
import { useId } from 'react';
import { LayoutPreview } from '../../LayoutPreview';
import { startDrag } from '../internal/dragPayload';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import { MoveMenu } from '../MoveMenu/MoveMenu';
import { CardLink } from './CardLink';
import { useText } from '@screenplay/hooks';

/** Props of {@link TemplateCard}. */
export interface TemplateCardProps {
  template: LibraryTemplate;
  /** The library's folders, for the "Move" menu. */
  folders: readonly FolderTreeNode[];
  /** Where 'Edit' goes (the caller's template editor route); without it the card offers no edit. */
  editHref?: string;
  /** Client-side navigation for the edit link (e.g. the router's `navigate`). */
  onNavigate?: (href: string) => void;
  onCopy: (template: LibraryTemplate) => void;
  onDelete: (template: LibraryTemplate) => void;
  onMove: (template: LibraryTemplate, folderId: Id) => void;
  canDropInto?: (folderId: Id) => boolean;
  /**
   * Whether the user may move or delete this element (every folder it sits in manageable for them, core's
   * `canChangeFolderItem`); without it the card offers neither, and does not drag. Default true.
   */
  canChange?: boolean;
  /** Whether 'Copy' may store a copy in the current folder; default true. */
  canCopy?: boolean;
  className?: string;
}

/**
 * One element (library template): its preview image, or its layers' boxes drawn like a layout when it
 * has none; name, kind, size and layer count; edit (with `editHref`), copy, move or delete. Drags as a core
 * `template` payload.
 */
export function TemplateCard({
  template,
  folders,
  editHref,
  onNavigate,
  onCopy,
  onDelete,
  onMove,
  canDropInto,
  canChange = true,
  canCopy = true,
  className,
}: TemplateCardProps) {
  const t = useText();
  const titleId = useId();
  const name = template.name;
  const boxes = template.layers.map((layer, index) => ({
    id: layer.id,
    left: layer.content.left,
    top: layer.content.top,
    width: layer.content.width,
    height: layer.content.height,
    order: index,
    hidden: layer.invisible,
    markAsDeleted: false,
  }));
  return (
    <article
      data-scope="library-card"
      data-part="root"
      data-kind="template"
      aria-labelledby={titleId}
      className={className}
      draggable={canChange}
      onDragStart={canChange ? (event) => startDrag(event, { kind: 'template', id: template.id }) : undefined}
    >
      {template.preview ? (
        <figure data-part="image">
          <img src={template.preview} alt={t(M.preview, { name })} loading="lazy" draggable={false} />
          <figcaption data-part="caption">
            {t(M.pixelSize, { width: String(template.width), height: String(template.height) })}
          </figcaption>
        </figure>
      ) : (
        <LayoutPreview
          width={template.width}
          height={template.height}
          sections={boxes}
          label={t(M.preview, { name })}
        />
      )}
      <h3 id={titleId} data-part="title">
        {name}
      </h3>
      <p data-part="meta">{t(M.templateMeta, { type: template.type, count: template.layers.length })}</p>
      <div data-part="actions">
        {editHref ? (
          <CardLink href={editHref} onNavigate={onNavigate} part="edit" label={t(M.editItem, { name })}>
            {t(M.edit)}
          </CardLink>
        ) : null}
        {canCopy ? (
          <button type="button" data-part="copy" aria-label={t(M.copyItem, { name })} onClick={() => onCopy(template)}>
            {t(M.copy)}
          </button>
        ) : null}
        {canChange ? (
          <>
            <MoveMenu
              folders={folders}
              currentFolderIds={template.folderIds}
              itemName={name}
              onMove={(folderId) => onMove(template, folderId)}
              canDropInto={canDropInto}
            />
            <button
              type="button"
              data-part="delete"
              aria-label={t(M.deleteItem, { name })}
              onClick={() => onDelete(template)}
            >
              {t(M.delete)}
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}
