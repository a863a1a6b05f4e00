import type { Folder, Id } from '@screenplay/core';
import { useEffect, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import type { TreeRow } from './folderTree.rows';

/** What every row of the tree reads and calls (one object instead of a dozen props per row). */
export interface TreeItemContext {
  baseId: string;
  selectedId: Id;
  focusedId: Id;
  collapsed: ReadonlySet<Id>;
  renamingId: Id | null;
  dropTargetId: Id | null;
  renameErrorId: string | null;
  setItemRef: (id: Id, el: HTMLDivElement | null) => void;
  onFocusRow: (id: Id) => void;
  onSelect: (id: Id) => void;
  onToggle: (id: Id) => void;
  /** Ends (or, for a refused name typed with Enter, continues) the inline rename; true when it ended. */
  onRenameDone: (folder: Folder, value: string | null, how: 'key' | 'blur') => boolean;
  onDragOver: (id: Id, event: DragEvent) => void;
  onDragLeave: (id: Id, event: DragEvent) => void;
  onDrop: (id: Id, event: DragEvent) => void;
}

/**
 * One `treeitem`: selects on click, accepts drops, shows the inline rename field. Rows are siblings with
 * `aria-level` (not nested groups), so an item's visible text is its name alone; the theme indents by
 * `--sp-folder-depth`.
 */
export function FolderTreeItem({ row, name, ctx }: { row: TreeRow; name: string; ctx: TreeItemContext }) {
  const { id, folder, level, hasChildren } = row;
  const isExpanded = hasChildren && !ctx.collapsed.has(id);
  const isSelected = id === ctx.selectedId;
  const labelId = `${ctx.baseId}-label-${id}`;
  const depth = { '--sp-folder-depth': level - 1 } as CSSProperties;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree owns the keys (WAI-ARIA tree pattern): its onKeyDown selects the focused item with Enter or Space and moves focus with the arrows
    <div
      ref={(el) => ctx.setItemRef(id, el)}
      role="treeitem"
      data-part="item"
      data-state={isSelected ? 'selected' : 'idle'}
      data-drop={ctx.dropTargetId === id ? 'over' : undefined}
      aria-level={level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-selected={isSelected}
      aria-expanded={hasChildren ? isExpanded : undefined}
      aria-labelledby={labelId}
      tabIndex={id === ctx.focusedId ? 0 : -1}
      style={depth}
      onClick={() => ctx.onSelect(id)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) ctx.onFocusRow(id);
      }}
      onDragOver={(event) => ctx.onDragOver(id, event)}
      onDragLeave={(event) => ctx.onDragLeave(id, event)}
      onDrop={(event) => ctx.onDrop(id, event)}
    >
      <span data-part="row">
        <span
          data-part="toggle"
          data-state={hasChildren ? (isExpanded ? 'expanded' : 'collapsed') : 'leaf'}
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            if (hasChildren) ctx.onToggle(id);
          }}
        />
        <span id={labelId} data-part="label" hidden={ctx.renamingId === id}>
          {name}
        </span>
        {folder && ctx.renamingId === id ? (
          <RenameField folder={folder} errorId={ctx.renameErrorId} onDone={ctx.onRenameDone} />
        ) : null}
      </span>
    </div>
  );
}

/** The inline rename field: Enter saves, Escape cancels, leaving the field saves (spec: inline rename). */
function RenameField({
  folder,
  errorId,
  onDone,
}: {
  folder: Folder;
  errorId: string | null;
  onDone: TreeItemContext['onRenameDone'];
}) {
  const intl = useIntl();
  const [value, setValue] = useState(folder.name);
  const inputRef = useRef<HTMLInputElement>(null);
  const isDone = useRef(false);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const finish = (result: string | null, how: 'key' | 'blur') => {
    if (isDone.current) return;
    isDone.current = onDone(folder, result, how);
  };
  return (
    <input
      ref={inputRef}
      data-part="rename"
      type="text"
      value={value}
      aria-label={intl.formatMessage({ id: M.folderName })}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId ?? undefined}
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(value, 'key');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(null, 'key');
        }
      }}
      onBlur={() => finish(value, 'blur')}
    />
  );
}
