import { isMessageKey, type MessageKey } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import type { StockOrientation, StockPhoto, StockProvider } from '@screenplay/core/library';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { startDrag } from '../internal/dragPayload';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';

/** The two stock photo services, the spec's "image service" first. */
export const STOCK_PROVIDERS: readonly StockProvider[] = ['unsplash', 'pixabay'];
/** Orientations offered besides 'any' (null). */
export const STOCK_ORIENTATIONS: readonly StockOrientation[] = ['landscape', 'portrait', 'squarish'];

const PROVIDER_LABELS: Record<StockProvider, MessageKey> = { unsplash: M.stockUnsplash, pixabay: M.stockPixabay };
const ORIENTATION_LABELS: Record<StockOrientation, MessageKey> = {
  landscape: M.stockLandscape,
  portrait: M.stockPortrait,
  squarish: M.stockSquarish,
};

/** What a search is doing. */
export type StockSearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Props of {@link StockPhotoSearch}. */
export interface StockPhotoSearchProps {
  provider: StockProvider;
  onProviderChange: (provider: StockProvider) => void;
  orientation: StockOrientation | null;
  onOrientationChange: (orientation: StockOrientation | null) => void;
  /** The last searched text (the field starts from it). */
  query: string;
  onSearch: (query: string) => void;
  status: StockSearchStatus;
  /** Message key of the failure (`media.imageServiceError`, `dnd.pixabayError`) while `status` is 'error'. */
  errorKey: string | null;
  results: readonly StockPhoto[];
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Adds a photo to the library (the caller picks the folder). */
  onAdd: (photo: StockPhoto) => void;
  /** Photos being added (their buttons are busy). */
  addingIds?: readonly string[];
  className?: string;
}

/**
 * Stock photo search: service, text and orientation, then a page of results, each draggable (core
 * `stockPhoto` payload) and with an 'Add to library' button; a failing service shows its message and
 * leaves the form usable.
 */
export function StockPhotoSearch(props: StockPhotoSearchProps) {
  const {
    provider,
    orientation,
    query,
    status,
    errorKey,
    results,
    page,
    totalPages,
    addingIds = [],
    className,
  } = props;
  const t = useText();
  const ids = { provider: useId(), query: useId(), orientation: useId() };
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') props.onSearch(text.trim());
  };
  const photoName = (photo: StockPhoto) => photo.description || t(M.photoBy, { author: photo.author });

  return (
    <div data-scope="stock-search" data-part="root" data-state={status} className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element has a role only in browsers since 2023 and none in the role table the DOM tests query (aria-query); a form with role search is the search landmark everywhere */}
      <form role="search" data-part="form" aria-label={t(M.stockSearch)} onSubmit={submit}>
        <span data-part="field">
          <label htmlFor={ids.provider}>{t(M.stockService)}</label>
          <select
            id={ids.provider}
            value={provider}
            onChange={(event) => props.onProviderChange(event.target.value as StockProvider)}
          >
            {STOCK_PROVIDERS.map((value) => (
              <option key={value} value={value}>
                {t(PROVIDER_LABELS[value])}
              </option>
            ))}
          </select>
        </span>
        <span data-part="field" data-grow="">
          <label htmlFor={ids.query}>{t(M.stockQuery)}</label>
          <input id={ids.query} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </span>
        <span data-part="field">
          <label htmlFor={ids.orientation}>{t(M.stockOrientation)}</label>
          <select
            id={ids.orientation}
            value={orientation ?? ''}
            onChange={(event) =>
              props.onOrientationChange(event.target.value === '' ? null : (event.target.value as StockOrientation))
            }
          >
            <option value="">{t(M.stockAnyOrientation)}</option>
            {STOCK_ORIENTATIONS.map((value) => (
              <option key={value} value={value}>
                {t(ORIENTATION_LABELS[value])}
              </option>
            ))}
          </select>
        </span>
        <button type="submit" data-part="submit" aria-busy={status === 'loading' || undefined}>
          {t(M.search)}
        </button>
      </form>
      {status === 'error' ? (
        <p role="alert" data-part="error">
          {t(errorKey && isMessageKey(errorKey) ? errorKey : M.imageServiceError)}
        </p>
      ) : (
        <p role="status" data-part="status">
          {status === 'loading' ? t(M.searching) : status === 'ready' && results.length === 0 ? t(M.noPhotos) : ''}
        </p>
      )}
      {status === 'ready' && results.length > 0 ? (
        <>
          <ul data-part="results" aria-label={t(M.stockResults)}>
            {results.map((photo) => {
              const name = photoName(photo);
              const isAdding = addingIds.includes(photo.id);
              return (
                <li
                  key={`${photo.provider}:${photo.id}`}
                  data-part="result"
                  draggable
                  onDragStart={(event) => startDrag(event, { kind: 'stockPhoto', id: photo.id })}
                >
                  <img data-part="thumb" src={photo.thumbUrl} alt={name} loading="lazy" draggable={false} />
                  <span data-part="credit">{t(M.photoBy, { author: photo.author })}</span>
                  <button
                    type="button"
                    data-part="add"
                    aria-label={t(M.addPhoto, { name })}
                    aria-busy={isAdding || undefined}
                    disabled={isAdding}
                    onClick={() => props.onAdd(photo)}
                  >
                    {t(M.addToLibrary)}
                  </button>
                </li>
              );
            })}
          </ul>
          <nav data-part="pages" aria-label={t(M.stockPages)}>
            <button
              type="button"
              data-part="previous"
              disabled={page <= 1}
              onClick={() => props.onPageChange(page - 1)}
            >
              {t(M.previousPage)}
            </button>
            <span data-part="page">{t(M.pageOf, { page, total: Math.max(totalPages, 1) })}</span>
            <button
              type="button"
              data-part="next"
              disabled={page >= totalPages}
              onClick={() => props.onPageChange(page + 1)}
            >
              {t(M.nextPage)}
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
