import { ROOT_FOLDER_ID, type Id } from '@screenplay/core';
import type { FolderTreeNode } from '@screenplay/core/library';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { focusMenuItem, handleMenuNavigationKey } from '../../UserMenu/menuFocus';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';

/** A folder the menu offers, with its path for a name that stays clear out of the tree ('Brand / Logos'). */
interface MoveTarget {
  id: Id;
  path: string;
  depth: number;
}

/** Props of {@link MoveMenu}. */
export interface MoveMenuProps {
  /** The library's folders (core's `folderTree`). */
  folders: readonly FolderTreeNode[];
  /** Folders the item is in now (offered but disabled). */
  currentFolderIds: readonly Id[];
  /** The item's name, for the button's accessible name. */
  itemName: string;
  /** Moves the item into a folder; -1 takes it out of every folder (root 'All'). */
  onMove: (folderId: Id) => void;
  /** Folders the user may not drop into are left out when given. */
  canDropInto?: (folderId: Id) => boolean;
}

/**
 * "Move to folder…": a menu button listing 'All' and every folder — the keyboard and button alternative
 * to dragging an item onto the folder tree (ARIA menu-button pattern).
 */
export function MoveMenu({ folders, currentFolderIds, itemName, onMove, canDropInto }: MoveMenuProps) {
  const intl = useIntl();
  const ids = { trigger: useId(), menu: useId() };
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const targets = [
    { id: ROOT_FOLDER_ID, path: intl.formatMessage({ id: M.all }), depth: 0 },
    ...flatten(folders, '', 0),
  ].filter((target) => !canDropInto || canDropInto(target.id));

  useEffect(() => {
    if (!isOpen) return;
    focusMenuItem(menuRef.current, 'first');
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (handleMenuNavigationKey(event, menuRef.current)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const isCurrent = (id: Id) => (id === ROOT_FOLDER_ID ? currentFolderIds.length === 0 : currentFolderIds.includes(id));

  return (
    <div ref={rootRef} data-scope="move-menu" data-part="root" data-state={isOpen ? 'open' : 'closed'}>
      <button
        ref={triggerRef}
        id={ids.trigger}
        type="button"
        data-part="trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? ids.menu : undefined}
        aria-label={intl.formatMessage({ id: M.moveItem }, { name: itemName })}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {intl.formatMessage({ id: M.move })}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={ids.menu}
          role="menu"
          data-part="menu"
          aria-labelledby={ids.trigger}
          onKeyDown={onMenuKeyDown}
        >
          {targets.map((target) => (
            <div key={target.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-part="item"
                data-depth={target.depth}
                aria-disabled={isCurrent(target.id) || undefined}
                onClick={() => {
                  if (isCurrent(target.id)) return;
                  close();
                  onMove(target.id);
                }}
              >
                {target.path}
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function flatten(nodes: readonly FolderTreeNode[], prefix: string, depth: number): MoveTarget[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.folder.name}` : node.folder.name;
    return [{ id: node.folder.id, path, depth }, ...flatten(node.children, path, depth + 1)];
  });
}
