import type { StockPhoto } from '@screenplay/core/library';
import { DRAG_MIME, decodeDragPayload } from '@screenplay/core/library';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { StockPhotoSearch, type StockPhotoSearchProps } from './StockPhotoSearch';

const PHOTOS: StockPhoto[] = [
  {
    id: 'a1',
    provider: 'unsplash',
    description: 'Mountain lake',
    author: 'Ada',
    thumbUrl: '/t/a1.jpg',
    url: '/f/a1.jpg',
    width: 1920,
    height: 1280,
  },
  {
    id: 'b2',
    provider: 'unsplash',
    description: '',
    author: 'Bo',
    thumbUrl: '/t/b2.jpg',
    url: '/f/b2.jpg',
    width: 1920,
    height: 1080,
  },
];

function setup(props: Partial<StockPhotoSearchProps> = {}) {
  const callbacks = {
    onProviderChange: vi.fn(),
    onOrientationChange: vi.fn(),
    onSearch: vi.fn(),
    onPageChange: vi.fn(),
    onAdd: vi.fn(),
  };
  const base: StockPhotoSearchProps = {
    provider: 'unsplash',
    orientation: null,
    query: '',
    status: 'idle',
    errorKey: null,
    results: [],
    page: 1,
    totalPages: 0,
    ...callbacks,
  };
  const view = renderWithIntl(<StockPhotoSearch {...base} {...props} />);
  return {
    ...callbacks,
    rerender: (next: Partial<StockPhotoSearchProps>) =>
      view.rerender(<StockPhotoSearch {...base} {...props} {...next} />),
  };
}

describe('StockPhotoSearch', () => {
  it('searches the typed text (trimmed) from a search landmark, and ignores an empty one', () => {
    const { onSearch } = setup();
    const form = screen.getByRole('search', { name: 'Stock photo search' });
    fireEvent.submit(form);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stock photos' }), { target: { value: ' lake ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('lake');
  });

  it('chooses the service and the orientation', () => {
    const { onProviderChange, onOrientationChange } = setup();
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((el) => el.textContent),
    ).toEqual(['Unsplash', 'Pixabay']);
    fireEvent.change(service, { target: { value: 'pixabay' } });
    expect(onProviderChange).toHaveBeenCalledWith('pixabay');
    const orientation = screen.getByRole('combobox', { name: 'Orientation' });
    expect(
      within(orientation)
        .getAllByRole('option')
        .map((el) => el.textContent),
    ).toEqual(['Any', 'Landscape', 'Portrait', 'Square']);
    fireEvent.change(orientation, { target: { value: 'portrait' } });
    expect(onOrientationChange).toHaveBeenLastCalledWith('portrait');
    fireEvent.change(orientation, { target: { value: '' } });
    expect(onOrientationChange).toHaveBeenLastCalledWith(null);
  });

  it('says the image service failed, in the spec words, and keeps the form usable', () => {
    const { onSearch } = setup({ status: 'error', errorKey: 'media.imageServiceError', query: 'lake' });
    expect(screen.getByRole('alert').textContent).toBe("Can't get media from the image service");
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('lake');
  });

  it('shows the stock-photo service failure from its key', () => {
    setup({ status: 'error', errorKey: 'dnd.pixabayError', provider: 'pixabay' });
    expect(screen.getByRole('alert').textContent).toBe("Can't get media from the stock-photo service");
  });

  it('announces searching and an empty answer', () => {
    const { rerender } = setup({ status: 'loading', query: 'lake' });
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    rerender({ status: 'ready' });
    expect(screen.getByRole('status').textContent).toBe('No photos found');
  });

  it('lists results with an Add to library button each, draggable as stock photos, and pages', () => {
    const { onAdd, onPageChange } = setup({
      status: 'ready',
      results: PHOTOS,
      page: 2,
      totalPages: 3,
      addingIds: ['b2'],
    });
    const list = screen.getByRole('list', { name: 'Stock photo results' });
    expect(within(list).getByRole('img', { name: 'Mountain lake' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Photo by Bo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to library: Mountain lake' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(PHOTOS[0]);
    expect((screen.getByRole('button', { name: 'Add to library: Photo by Bo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const setData = vi.fn();
    fireEvent.dragStart(within(list).getAllByRole('listitem')[0] as HTMLElement, { dataTransfer: { setData } });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
    expect(decodeDragPayload(setData.mock.calls[0]?.[1] as string)).toEqual({ kind: 'stockPhoto', id: 'a1' });

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(pages.textContent).toContain('Page 2 of 3');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Previous on the first page and Next on the last', () => {
    setup({ status: 'ready', results: PHOTOS, page: 1, totalPages: 1 });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
