import { signal } from '@preact/signals-core';
import type { MediaItem, StockPhoto } from '@screenplay/core/library';
import { ApiError, createToastStore } from '@screenplay/hooks';
import type { StockSearchStore } from '@screenplay/hooks/library';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { describe, expect, it, vi } from 'vitest';
import { dropStockPhoto } from './StockPanel';

const PHOTO: StockPhoto = {
  id: 'a1',
  provider: 'unsplash',
  description: 'Harbour at dawn',
  author: 'Ada',
  thumbUrl: 'https://images.example/a1?w=200',
  url: 'https://images.example/a1?w=1920',
  width: 1920,
  height: 1280,
};
const STORED = {
  uuid: '6f1c9a54-0c1e-4d7e-9f3a-1b2c3d4e5f60',
  url: '/media/1/6f1c.jpg',
  width: 1920,
  height: 1280,
} as MediaItem;

function setup(stored: MediaItem | null) {
  const addFromLibrary = vi.fn();
  const addToLibrary = vi.fn(async () => stored);
  const editor = { addFromLibrary } as unknown as LayerEditorStore;
  const failure = new ApiError({
    status: 502,
    messageKey: 'media.imageServiceError',
    message: "Can't get media from the image service",
  });
  const stock = {
    $results: signal([PHOTO]),
    $error: signal(stored ? null : failure),
    addToLibrary,
  } as unknown as StockSearchStore;
  return { editor, stock, addFromLibrary, addToLibrary, toasts: createToastStore() };
}

describe('dropStockPhoto', () => {
  it('stores a dropped stock photo in the media library and places it where it fell', async () => {
    const { editor, stock, addFromLibrary, addToLibrary, toasts } = setup(STORED);
    expect(await dropStockPhoto(editor, stock, { kind: 'stockPhoto', id: 'a1' }, { x: 300, y: 120 }, toasts)).toBe(
      true,
    );
    expect(addToLibrary).toHaveBeenCalledWith(PHOTO, null);
    expect(addFromLibrary).toHaveBeenCalledWith('Pixabay', {
      photo: { url: STORED.url, width: 1920, height: 1280, uuid: STORED.uuid },
      point: { x: 300, y: 120 },
    });
  });

  it('adds nothing when the image service cannot deliver, and says so', async () => {
    const { editor, stock, addFromLibrary, toasts } = setup(null);
    expect(await dropStockPhoto(editor, stock, { kind: 'stockPhoto', id: 'a1' }, { x: 0, y: 0 }, toasts)).toBe(false);
    expect(addFromLibrary).not.toHaveBeenCalled();
    // A keyed error shows its key's text: "Can't get media from the image service".
    expect(toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['media.imageServiceError']);
  });

  it('ignores other payloads and photos no longer among the results', async () => {
    const { editor, stock, addToLibrary, toasts } = setup(STORED);
    expect(await dropStockPhoto(editor, stock, { kind: 'media', id: 'x' }, { x: 0, y: 0 }, toasts)).toBe(false);
    expect(await dropStockPhoto(editor, stock, { kind: 'stockPhoto', id: 'gone' }, { x: 0, y: 0 }, toasts)).toBe(false);
    expect(addToLibrary).not.toHaveBeenCalled();
  });
});
