import { batch, signal } from '@preact/signals-core';
import type { StockOrientation, StockPhoto, StockProvider, StockSearchInput } from '@screenplay/core/library';
import { createErrorReporter, folderOrNull, unwrap } from './library.calls';
import { LIBRARY_API, MEDIA_API } from '@screenplay/core/contract';
import type { StockSearchStore, StockSearchStoreDeps } from './library.types';

/** The key shown when the image service cannot be reached and the answer names no code of its own. */
export const IMAGE_SERVICE_ERROR_KEY = 'media.imageServiceError'; // spec §8: "Can't get media from the image service"

/** The body that stores a stock photo as media (`POST media(/{folder})`). */
function mediaSource(photo: StockPhoto): { unsplashId: string } | { pixabayId: string } {
  return photo.provider === 'unsplash' ? { unsplashId: photo.id } : { pixabayId: photo.id };
}

/**
 * Creates the stock photo search store: a search on the chosen service (`POST library/unsplash|pixabay`) with
 * orientation and paging; a failure (offline, unconfigured) shows its key and leaves everything else working.
 * Only the latest search's answer is shown.
 * @example
 * const stock = createStockSearchStore({ api });
 * await stock.search('mountains', { orientation: 'landscape' });
 * const item = await stock.addToLibrary(stock.$results.value[0], folderId);
 */
export function createStockSearchStore(deps: StockSearchStoreDeps): StockSearchStore {
  const { api } = deps;
  const errors = createErrorReporter(deps.onError);
  const $provider = signal<StockProvider>('unsplash');
  const $query = signal('');
  const $orientation = signal<StockOrientation | null>(null);
  const $page = signal(1);
  const $totalPages = signal(0);
  const $results = signal<readonly StockPhoto[]>([]);
  const $status = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const $errorKey = signal<string | null>(null);
  let searchSeq = 0;

  async function search(
    query: string,
    options: { orientation?: StockOrientation | null; page?: number } = {},
  ): Promise<void> {
    const seq = ++searchSeq;
    const searchString = query.trim();
    const orientation = options.orientation === undefined ? $orientation.peek() : options.orientation;
    const page = Math.max(1, Math.floor(options.page ?? 1));
    batch(() => {
      $query.value = searchString;
      $orientation.value = orientation;
      $page.value = page;
      $errorKey.value = null;
      errors.clear();
      $status.value = searchString === '' ? 'idle' : 'loading';
      if (searchString === '') {
        $results.value = [];
        $totalPages.value = 0;
      }
    });
    if (searchString === '') return;
    const body: StockSearchInput = { searchString, orientation, page };
    try {
      const answer = await unwrap(api.call(LIBRARY_API[$provider.peek()], { body }));
      if (seq !== searchSeq) return;
      batch(() => {
        $results.value = answer.results;
        $page.value = answer.page;
        $totalPages.value = answer.totalPages;
        $status.value = 'ready';
      });
    } catch (reason) {
      if (seq !== searchSeq) return;
      const error = errors.report(reason);
      batch(() => {
        $results.value = [];
        $totalPages.value = 0;
        $errorKey.value =
          error.code ?? (error.status === null || error.status >= 500 ? IMAGE_SERVICE_ERROR_KEY : error.messageKey);
        $status.value = 'error';
      });
    }
  }

  function goToPage(page: number): Promise<void> {
    const last = Math.max(1, $totalPages.peek());
    const target = Math.min(last, Math.max(1, Math.floor(page)));
    if ($query.peek() === '' || (target === $page.peek() && $status.peek() === 'ready')) return Promise.resolve();
    return search($query.peek(), { page: target });
  }

  return {
    $provider,
    $query,
    $orientation,
    $page,
    $totalPages,
    $results,
    $status,
    $errorKey,
    $error: errors.$error,

    setProvider(provider) {
      if (provider === $provider.peek()) return Promise.resolve();
      $provider.value = provider;
      return search($query.peek());
    },
    search,
    goToPage,
    nextPage: () => goToPage($page.peek() + 1),
    previousPage: () => goToPage($page.peek() - 1),

    async addToLibrary(photo, folderId) {
      try {
        const folder = folderOrNull(folderId);
        const body = mediaSource(photo);
        const [item] = await unwrap(
          folder === null
            ? api.call(MEDIA_API.create, { body })
            : api.call(MEDIA_API.createIn, { params: { folder }, body }),
        );
        return item ?? null;
      } catch (reason) {
        errors.report(reason);
        return null;
      }
    },
  };
}
