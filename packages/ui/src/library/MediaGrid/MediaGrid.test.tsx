import { DRAG_MIME, decodeDragPayload, folderTree } from '@screenplay/core/library';
import { fireEvent, screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { folder, mediaItem } from '../test/library.fixtures';
import { formatFileSize } from './formatFileSize';
import { MediaGrid } from './MediaGrid';

const TREE = folderTree([folder(1, 'Brand'), folder(2, 'Logos', 1)]);

function setup() {
  const onDelete = vi.fn();
  const onMove = vi.fn();
  const items = [
    mediaItem(1, 'gradient.png', { folderIds: [1] }),
    mediaItem(2, 'intro.mp4', {
      type: 'video',
      mime: 'video/mp4',
      width: null,
      height: null,
      size: 4_500_000,
      url: '/media/1/b.mp4',
    }),
  ];
  renderWithIntl(<MediaGrid items={items} folders={TREE} onDelete={onDelete} onMove={onMove} label="Media in All" />);
  return { items, onDelete, onMove };
}

describe('formatFileSize', () => {
  it('writes bytes, kB and MB in en-GB with one decimal', () => {
    const intl = createIntl({ locale: 'en-GB' });
    expect(formatFileSize(intl, 850)).toBe('850 bytes');
    expect(formatFileSize(intl, 12_345)).toBe('12.3 kB');
    expect(formatFileSize(intl, 4_500_000)).toBe('4.5 MB');
  });
});

describe('MediaGrid', () => {
  it('lists each file with its name, type, size and pixel size', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Media in All' });
    const [image, video] = within(list).getAllByRole('listitem');
    expect(image?.textContent).toContain('gradient.png');
    expect(image?.textContent).toContain('image/png');
    expect(image?.textContent).toContain('12.3 kB');
    expect(image?.textContent).toContain('1920 × 1080');
    expect(video?.textContent).toContain('4.5 MB');
    expect(video?.textContent).not.toContain('Dimensions');
    expect(video?.querySelector('video')?.getAttribute('src')).toBe('/media/1/b.mp4');
  });

  it('drags a file as a core media payload carrying its uuid', () => {
    setup();
    const setData = vi.fn();
    fireEvent.dragStart(screen.getAllByRole('listitem')[0] as HTMLElement, {
      dataTransfer: { setData, effectAllowed: 'none' },
    });
    const [type, text] = setData.mock.calls[0] as [string, string];
    expect(type).toBe(DRAG_MIME);
    expect(decodeDragPayload(text)).toEqual({ kind: 'media', id: 'uuid-1' });
  });

  it('deletes a file by its named button', () => {
    const { items, onDelete } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete intro.mp4' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(items[1]);
  });

  it('moves a file with the keyboard through its menu: All and each folder by path, the current one disabled', () => {
    const { items, onMove } = setup();
    const trigger = screen.getByRole('button', { name: 'Move gradient.png to a folder' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Move gradient.png to a folder' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((el) => el.textContent)).toEqual(['All', 'Brand', 'Brand / Logos']);
    expect(document.activeElement).toBe(entries[0]);
    expect(entries[1]?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(entries[2]);
    fireEvent.click(entries[1] as HTMLElement);
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(entries[2] as HTMLElement);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(items[0], 2);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the move menu with Escape and gives focus back', () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Move intro.mp4 to a folder' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
