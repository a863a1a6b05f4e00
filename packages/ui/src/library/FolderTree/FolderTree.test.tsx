import type { Folder, Id } from '@screenplay/core';
import { DRAG_MIME, encodeDragPayload, folderTree, type LibraryFolderActions } from '@screenplay/core/library';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { ALL_ACTIONS, READONLY_ACTIONS, folder } from '../test/library.fixtures';
import { FolderTree, type FolderTreeProps } from './FolderTree';

const FOLDERS: Folder[] = [folder(1, 'Brand'), folder(2, 'Logos', 1), folder(3, 'Seasonal')];

/** What a test may set: the tree's props, the actions it allows, the folder selected first. */
type SetupProps = Partial<FolderTreeProps> & { actions?: LibraryFolderActions; initial?: Id };

function makeCallbacks() {
  return {
    onCreate: vi.fn<NonNullable<FolderTreeProps['onCreate']>>(() => null),
    onRename: vi.fn<NonNullable<FolderTreeProps['onRename']>>(),
    onDelete: vi.fn<NonNullable<FolderTreeProps['onDelete']>>(),
    onDropItem: vi.fn<NonNullable<FolderTreeProps['onDropItem']>>(),
    onSelect: vi.fn<FolderTreeProps['onSelect']>(),
  };
}

/** The tree keeping its own selection, as a page does; the callbacks see every call. */
function Harness({ props, callbacks }: { props: SetupProps; callbacks: ReturnType<typeof makeCallbacks> }) {
  const [selectedId, setSelectedId] = useState<Id>(props.initial ?? -1);
  return (
    <FolderTree
      tree={folderTree(FOLDERS)}
      selectedId={selectedId}
      actionsFor={() => props.actions ?? ALL_ACTIONS}
      {...callbacks}
      {...props}
      onSelect={(id) => {
        callbacks.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

function setup(props: SetupProps = {}) {
  const callbacks = makeCallbacks();
  renderWithIntl(<Harness props={props} callbacks={callbacks} />);
  return callbacks;
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const key = (target: Element, value: string) => fireEvent.keyDown(target, { key: value });

describe('FolderTree', () => {
  it('without actions is a folder picker: it selects, and offers no rename, delete or new folder', () => {
    const onSelect = vi.fn();
    renderWithIntl(<FolderTree tree={folderTree(FOLDERS)} selectedId={1} onSelect={onSelect} label="Folder" />);
    fireEvent.click(item('Seasonal'));
    expect(onSelect).toHaveBeenCalledWith(3);
    key(item('Brand'), 'F2');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the root All and the folders as a tree, sub-folders one level deeper, sorted by name', () => {
    setup();
    expect(screen.getByRole('tree', { name: 'Library folders' })).toBeTruthy();
    const rows = screen
      .getAllByRole('treeitem')
      .map((el) => [
        document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
        el.getAttribute('aria-level'),
      ]);
    expect(rows).toEqual([
      ['All', '1'],
      ['Brand', '2'],
      ['Logos', '3'],
      ['Seasonal', '2'],
    ]);
    expect(item('Seasonal').getAttribute('aria-posinset')).toBe('2');
    expect(item('Seasonal').getAttribute('aria-setsize')).toBe('2');
    // Each item's text is its own name (rows are flat), so the accessible name matches what is shown.
    expect(item('Brand').textContent).toBe('Brand');
    expect(item('All').getAttribute('aria-selected')).toBe('true');
    expect(item('All').getAttribute('aria-expanded')).toBe('true');
    expect(item('Brand').getAttribute('aria-expanded')).toBe('true');
    expect(item('Logos').getAttribute('aria-expanded')).toBeNull();
    expect(item('All').tabIndex).toBe(0);
    expect(item('Brand').tabIndex).toBe(-1);
  });

  it('moves with the arrow keys, collapses and expands, selects with Enter', () => {
    const { onSelect } = setup();
    item('All').focus();
    key(item('All'), 'ArrowDown');
    expect(document.activeElement).toBe(item('Brand'));
    key(item('Brand'), 'ArrowDown');
    expect(document.activeElement).toBe(item('Logos'));
    key(item('Logos'), 'ArrowLeft');
    expect(document.activeElement).toBe(item('Brand'));
    key(item('Brand'), 'ArrowLeft');
    expect(item('Brand').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Logos' })).toBeNull();
    key(item('Brand'), 'ArrowDown');
    expect(document.activeElement).toBe(item('Seasonal'));
    key(item('Seasonal'), 'Home');
    key(item('All'), 'End');
    expect(document.activeElement).toBe(item('Seasonal'));
    key(item('Seasonal'), 'ArrowUp');
    key(item('Brand'), 'ArrowRight');
    expect(item('Brand').getAttribute('aria-expanded')).toBe('true');
    key(item('Brand'), 'Enter');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(item('Brand').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByText('Logos'));
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('renames inline with F2: Enter saves the trimmed name, Escape cancels, a 1-character name is refused', () => {
    const { onRename } = setup({ initial: 3 });
    item('Seasonal').focus();
    key(item('Seasonal'), 'F2');
    const field = screen.getByRole('textbox', { name: 'Folder name' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'W' } });
    key(field, 'Enter');
    expect(screen.getByRole('alert').textContent).toBe('Folder name must be at least 2 characters');
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  Winter  ' } });
    key(field, 'Enter');
    expect(onRename).toHaveBeenCalledExactlyOnceWith(FOLDERS[2], 'Winter');
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    expect(document.activeElement).toBe(item('Seasonal'));

    key(item('Seasonal'), 'F2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name' }), { target: { value: 'Other' } });
    key(screen.getByRole('textbox', { name: 'Folder name' }), 'Escape');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(item('Seasonal'));
  });

  it('saves a rename when the field loses focus, and ignores an unchanged name', () => {
    const { onRename } = setup({ initial: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const field = screen.getByRole('textbox', { name: 'Folder name' });
    fireEvent.blur(field);
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name' }), { target: { value: 'Brands' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Folder name' }));
    expect(onRename).toHaveBeenCalledExactlyOnceWith(FOLDERS[0], 'Brands');
  });

  it('refuses a new folder name under 2 characters without calling, and creates a longer one', async () => {
    const { onCreate } = setup({ initial: 1 });
    const field = screen.getByRole('textbox', { name: 'New folder' });
    expect(screen.getByText('The new folder goes into “Brand”.')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByRole('alert').textContent).toBe('Folder name must be at least 2 characters');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' Posters ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledExactlyOnceWith('Posters'));
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('shows the refusal the create call answers', async () => {
    setup({ onCreate: async () => 'errors.permission' });
    fireEvent.change(screen.getByRole('textbox', { name: 'New folder' }), { target: { value: 'Posters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need permission to perform this action');
  });

  it('asks to delete the selected folder', () => {
    const { onDelete } = setup({ initial: 2 });
    const group = screen.getByRole('group', { name: 'Actions for the folder Logos' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(FOLDERS[1]);
  });

  it('disables create, rename and delete for a readonly user, and F2 does nothing', () => {
    const { onCreate } = setup({ actions: READONLY_ACTIONS, initial: 1 });
    expect((screen.getByRole('button', { name: 'Rename folder' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete folder' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'New folder' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Create folder' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You cannot create folders in “Brand”.')).toBeTruthy();
    item('Brand').focus();
    key(item('Brand'), 'F2');
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('takes a dropped core drag payload on a folder, highlighting it while dragged over', () => {
    const { onDropItem } = setup();
    const payload = encodeDragPayload({ kind: 'media', id: 'uuid-7' });
    const dataTransfer = {
      types: [DRAG_MIME],
      getData: (type: string) => (type === DRAG_MIME ? payload : ''),
      dropEffect: 'none',
    };
    fireEvent.dragOver(item('Logos'), { dataTransfer });
    expect(item('Logos').getAttribute('data-drop')).toBe('over');
    fireEvent.drop(item('Logos'), { dataTransfer });
    expect(onDropItem).toHaveBeenCalledExactlyOnceWith({ kind: 'media', id: 'uuid-7' }, 2);
    expect(item('Logos').getAttribute('data-drop')).toBeNull();
    fireEvent.drop(item('All'), { dataTransfer });
    expect(onDropItem).toHaveBeenLastCalledWith({ kind: 'media', id: 'uuid-7' }, -1);
  });

  it('ignores drops of other data and on folders the user may not drop into', () => {
    const { onDropItem } = setup({ actions: { ...ALL_ACTIONS, canDropInto: false } });
    const dataTransfer = { types: ['text/plain'], getData: () => 'hello' };
    fireEvent.dragOver(item('Brand'), { dataTransfer });
    expect(item('Brand').getAttribute('data-drop')).toBeNull();
    fireEvent.drop(item('Brand'), { dataTransfer });
    const payload = encodeDragPayload({ kind: 'media', id: 'uuid-7' });
    fireEvent.drop(item('Brand'), { dataTransfer: { types: [DRAG_MIME], getData: () => payload } });
    expect(onDropItem).not.toHaveBeenCalled();
  });

  it('keeps one tab stop when the selected folder is collapsed out of view', () => {
    setup({ initial: 2 });
    item('Logos').focus();
    key(item('Logos'), 'ArrowLeft');
    key(item('Brand'), 'ArrowLeft');
    key(item('Brand'), 'ArrowUp');
    key(item('All'), 'ArrowLeft');
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
    expect(item('All').tabIndex).toBe(0);
  });
});
