import type { Folder, Id } from '@screenplay/core';
import type { FolderTreeNode } from '@screenplay/core/library';

/** One visible row of the tree: the root (folder null) or a folder, with its ARIA level (root = 1) and place among its siblings. */
export interface TreeRow {
  id: Id;
  folder: Folder | null;
  level: number;
  parentId: Id | null;
  hasChildren: boolean;
  /** 1-based position among its siblings, and their count (aria-posinset / aria-setsize). */
  position: number;
  siblings: number;
}

/**
 * The rows a user can reach with the arrow keys, top-down: the root, then each folder whose ancestors
 * are all expanded (`collapsed` holds the ids of collapsed rows). The tree renders them as one flat list
 * of treeitems with levels, so each item's visible text is exactly its name.
 */
export function visibleRows(tree: readonly FolderTreeNode[], rootId: Id, collapsed: ReadonlySet<Id>): TreeRow[] {
  const rows: TreeRow[] = [
    { id: rootId, folder: null, level: 1, parentId: null, hasChildren: tree.length > 0, position: 1, siblings: 1 },
  ];
  const walk = (nodes: readonly FolderTreeNode[], parentId: Id, level: number) => {
    nodes.forEach((node, index) => {
      const { folder, children } = node;
      rows.push({
        id: folder.id,
        folder,
        level,
        parentId,
        hasChildren: children.length > 0,
        position: index + 1,
        siblings: nodes.length,
      });
      if (!collapsed.has(folder.id)) walk(children, folder.id, level + 1);
    });
  };
  if (!collapsed.has(rootId)) walk(tree, rootId, 2);
  return rows;
}

/** Tree navigation keys (ARIA tree pattern) and what they do. */
export type TreeKeyAction =
  | { kind: 'focus'; id: Id }
  | { kind: 'expand'; id: Id }
  | { kind: 'collapse'; id: Id }
  | { kind: 'select'; id: Id }
  | { kind: 'rename'; id: Id };

/** What a key press on the focused row does, or null when the key is not the tree's. */
export function treeKeyAction(
  key: string,
  rows: readonly TreeRow[],
  focusedId: Id,
  collapsed: ReadonlySet<Id>,
): TreeKeyAction | null {
  const index = rows.findIndex((row) => row.id === focusedId);
  const row = rows[index];
  if (!row) return null;
  const at = (i: number): TreeKeyAction | null => {
    const target = rows[i];
    return target ? { kind: 'focus', id: target.id } : null;
  };
  switch (key) {
    case 'ArrowDown':
      return at(index + 1);
    case 'ArrowUp':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(rows.length - 1);
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return collapsed.has(row.id) ? { kind: 'expand', id: row.id } : at(index + 1);
    case 'ArrowLeft':
      if (row.hasChildren && !collapsed.has(row.id)) return { kind: 'collapse', id: row.id };
      return row.parentId === null ? null : { kind: 'focus', id: row.parentId };
    case 'Enter':
    case ' ':
      return { kind: 'select', id: row.id };
    case 'F2':
      return row.folder ? { kind: 'rename', id: row.id } : null;
    default:
      return null;
  }
}
