import { ROOT_FOLDER_ID, type Folder, type Id } from '@screenplay/core';
import {
  folderNameError,
  renameValue,
  type DragPayload,
  type FolderTreeNode,
  type LibraryFolderActions,
} from '@screenplay/core/library';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { carriesPayload, readDrop } from '../internal/dragPayload';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import { FolderTreeItem, type TreeItemContext } from './FolderTreeItem';
import { treeKeyAction, visibleRows } from './folderTree.rows';
import { NewFolderForm } from './NewFolderForm';

/** Props of {@link FolderTree}. */
export interface FolderTreeProps {
  /** Top-level nodes from core's `folderTree(folders)`. */
  tree: readonly FolderTreeNode[];
  /** The selected folder (the sub-folder when one is selected); -1 for the root 'All'. */
  selectedId: Id;
  onSelect: (id: Id) => void;
  /**
   * What the user may do with a folder (null = the root), e.g. core's `libraryFolderActions(user, folder)`.
   * Without it the tree only selects (a folder picker): no rename, delete, new-folder form or drops.
   */
  actionsFor?: (folder: Folder | null) => LibraryFolderActions;
  /** Creates a folder inside the selected one; resolves a refusal message key, or null when created. */
  onCreate?: (name: string) => Promise<string | null> | string | null;
  /** Renames a folder; called only with a trimmed, changed name of at least 2 characters. */
  onRename?: (folder: Folder, name: string) => void;
  /** Asks to delete a folder (the caller confirms and reports a refusal). */
  onDelete?: (folder: Folder) => void;
  /** An item dropped on a folder (-1: the root). Without it the tree takes no drops. */
  onDropItem?: (payload: DragPayload, folderId: Id) => void;
  /** The tree's accessible name; defaults to 'Folders'. */
  label?: string;
  className?: string;
}

/** What a folder picker (no `actionsFor`) offers: selection only. */
const PICK_ONLY: LibraryFolderActions = { canCreate: false, canRename: false, canDelete: false, canDropInto: false };

/**
 * The library's folders: a tree (ARIA tree pattern: arrows move, Enter/Space select, F2 renames inline)
 * under the root 'All', rename and delete buttons for the selected folder, a new-folder form, and a
 * drop target on every row for core drag payloads. Controls the user may not use are disabled.
 */
export function FolderTree({
  tree,
  selectedId,
  onSelect,
  actionsFor = () => PICK_ONLY,
  onCreate,
  onRename,
  onDelete,
  onDropItem,
  label,
  className,
}: FolderTreeProps) {
  const isPicker = onCreate === undefined && onRename === undefined && onDelete === undefined;
  const intl = useIntl();
  const baseId = useId();
  const renameErrorId = `${baseId}-rename-error`;
  const [collapsed, setCollapsed] = useState<ReadonlySet<Id>>(() => new Set());
  const [focusedId, setFocusedId] = useState<Id>(selectedId);
  const [renamingId, setRenamingId] = useState<Id | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<Id | null>(null);
  const items = useRef(new Map<Id, HTMLDivElement>());
  const pendingFocus = useRef<Id | null>(null);

  const rows = useMemo(() => visibleRows(tree, ROOT_FOLDER_ID, collapsed), [tree, collapsed]);
  const isVisible = (id: Id) => rows.some((row) => row.id === id);
  // The tree's one tab stop: the focused row, else (deleted, collapsed away) the selection, else the root.
  const tabStopId = isVisible(focusedId) ? focusedId : isVisible(selectedId) ? selectedId : ROOT_FOLDER_ID;
  const selected = findFolder(tree, selectedId);
  const selectedActions = actionsFor(selected);

  useEffect(() => setFocusedId(selectedId), [selectedId]);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    items.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const focusRow = (id: Id) => {
    pendingFocus.current = id;
    setFocusedId(id);
  };
  const toggle = useCallback((id: Id) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const startRename = (id: Id) => {
    const folder = findFolder(tree, id);
    if (!folder || !actionsFor(folder).canRename) return;
    setRenameError(null);
    setRenamingId(id);
  };
  const finishRename = (folder: Folder, value: string | null, how: 'key' | 'blur'): boolean => {
    const name = value === null ? null : renameValue(folder.name, value);
    const refusal = name === null ? null : folderNameError(name);
    if (refusal && how === 'key') {
      setRenameError(refusal);
      return false;
    }
    setRenameError(null);
    setRenamingId(null);
    if (name !== null && !refusal) onRename?.(folder, name);
    if (how === 'key') focusRow(folder.id);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const action = treeKeyAction(event.key, rows, tabStopId, collapsed);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') focusRow(action.id);
    else if (action.kind === 'expand' || action.kind === 'collapse') toggle(action.id);
    else if (action.kind === 'select') onSelect(action.id);
    else startRename(action.id);
  };

  const canDropOn = (id: Id) =>
    onDropItem !== undefined && actionsFor(id === ROOT_FOLDER_ID ? null : findFolder(tree, id)).canDropInto;
  const ctx: TreeItemContext = {
    baseId,
    selectedId,
    focusedId: tabStopId,
    collapsed,
    renamingId,
    dropTargetId,
    renameErrorId: renameError ? renameErrorId : null,
    setItemRef: (id, el) => {
      if (el) items.current.set(id, el);
      else items.current.delete(id);
    },
    onFocusRow: setFocusedId,
    onSelect: (id) => {
      setFocusedId(id);
      onSelect(id);
    },
    onToggle: toggle,
    onRenameDone: finishRename,
    onDragOver: (id, event) => {
      if (!carriesPayload(event) || !canDropOn(id)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTargetId(id);
    },
    onDragLeave: (id) => setDropTargetId((current) => (current === id ? null : current)),
    onDrop: (id, event) => {
      setDropTargetId(null);
      const payload = readDrop(event);
      if (!payload || !canDropOn(id) || !onDropItem) return;
      event.preventDefault();
      onDropItem(payload, id);
    },
  };

  const allName = intl.formatMessage({ id: M.all });
  return (
    <div data-scope="folder-tree" data-part="root" className={className}>
      <div
        role="tree"
        data-part="tree"
        aria-label={label ?? intl.formatMessage({ id: M.folders })}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          <FolderTreeItem key={row.id} row={row} name={row.folder?.name ?? allName} ctx={ctx} />
        ))}
      </div>
      {renameError ? (
        <p id={renameErrorId} role="alert" data-part="error">
          {intl.formatMessage({ id: renameError })}
        </p>
      ) : null}
      {selected && !isPicker ? (
        <fieldset data-part="actions" aria-label={intl.formatMessage({ id: M.folderActions }, { name: selected.name })}>
          <button
            type="button"
            data-part="rename-button"
            disabled={!selectedActions.canRename || renamingId !== null}
            onClick={() => startRename(selected.id)}
          >
            {intl.formatMessage({ id: M.renameFolder })}
          </button>
          <button
            type="button"
            data-part="delete-button"
            disabled={!selectedActions.canDelete}
            onClick={() => onDelete?.(selected)}
          >
            {intl.formatMessage({ id: M.deleteFolder })}
          </button>
        </fieldset>
      ) : null}
      {onCreate ? (
        <NewFolderForm
          parentName={selected?.name ?? allName}
          isDisabled={!selectedActions.canCreate}
          onCreate={onCreate}
        />
      ) : null}
    </div>
  );
}

/** The folder with `id` anywhere in the tree, or null (the root and unknown ids). */
function findFolder(nodes: readonly FolderTreeNode[], id: Id): Folder | null {
  for (const node of nodes) {
    if (node.folder.id === id) return node.folder;
    const found = findFolder(node.children, id);
    if (found) return found;
  }
  return null;
}
