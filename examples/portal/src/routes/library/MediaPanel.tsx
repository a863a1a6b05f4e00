import type { StockPhoto } from '@screenplay/core/library';
import { useValue } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { MediaGrid, StockPhotoSearch, UploadDropZone } from '@screenplay/ui/library';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/**
 * The Media tab: uploads into the selected folder (a progress bar per file), the folder's media, and
 * the stock photo search whose results can be added to the selected folder.
 */
export function MediaPanel({ stores, actions, label }: { stores: LibraryStores; actions: LibraryActions; label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { library, folders, uploads } = stores;
  const media = useValue(library.$visibleMedia);
  const isLoading = useValue(library.$isLoading);
  const tree = useValue(folders.$tree);
  const entries = useValue(uploads.$uploads);
  const canUpload = actions.canDropInto(actions.currentFolderId);

  return (
    <div data-scope="library-page" data-part="media">
      <section data-scope="library-page" data-part="section" aria-labelledby="library-upload-heading">
        <h3 id="library-upload-heading">{t('library.upload')}</h3>
        <UploadDropZone
          uploads={entries}
          disabled={!canUpload}
          onFiles={(files) => void uploads.upload(files, { folderId: actions.currentFolderId })}
          onDismiss={(id) => uploads.dismiss(id)}
          onClearFinished={() => uploads.clearFinished()}
        />
      </section>
      <section data-scope="library-page" data-part="section" aria-label={label}>
        {media.length === 0 ? (
          isLoading ? (
            <LoadingIndicator />
          ) : (
            <p data-scope="library-page" data-part="empty">
              {t('library.noMedia')}
            </p>
          )
        ) : (
          <MediaGrid
            items={media}
            folders={tree}
            label={label}
            onDelete={(item) => void actions.remove('media', item.uuid)}
            onMove={(item, folderId) => void actions.move('media', item.uuid, folderId)}
            canDropInto={actions.canDropInto}
          />
        )}
      </section>
      <StockSection stores={stores} actions={actions} />
    </div>
  );
}

/** The stock photo search, wired to its store. */
function StockSection({ stores, actions }: { stores: LibraryStores; actions: LibraryActions }) {
  const intl = useIntl();
  const { stock } = stores;
  const [addingIds, setAddingIds] = useState<readonly string[]>([]);
  const provider = useValue(stock.$provider);
  const orientation = useValue(stock.$orientation);
  const query = useValue(stock.$query);
  const status = useValue(stock.$status);
  const errorKey = useValue(stock.$errorKey);
  const results = useValue(stock.$results);
  const page = useValue(stock.$page);
  const totalPages = useValue(stock.$totalPages);
  const add = async (photo: StockPhoto) => {
    setAddingIds((ids) => [...ids, photo.id]);
    try {
      await actions.addStockPhoto(photo);
    } finally {
      setAddingIds((ids) => ids.filter((id) => id !== photo.id));
    }
  };
  return (
    <section data-scope="library-page" data-part="section" aria-labelledby="library-stock-heading">
      <h3 id="library-stock-heading">{intl.formatMessage({ id: 'library.stockPhotos' })}</h3>
      <StockPhotoSearch
        provider={provider}
        onProviderChange={(provider) => void stock.setProvider(provider)}
        orientation={orientation}
        onOrientationChange={(next) => void stock.search(query, { orientation: next })}
        query={query}
        onSearch={(query) => void stock.search(query)}
        status={status}
        errorKey={errorKey}
        results={results}
        page={page}
        totalPages={totalPages}
        onPageChange={(page) => void stock.goToPage(page)}
        onAdd={(photo) => void add(photo)}
        addingIds={addingIds}
      />
    </section>
  );
}
