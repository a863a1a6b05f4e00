import { useValue, useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { MediaGrid, UploadDropZone } from '@screenplay/ui/library';
import { StoreStockSearch } from '../../app/StoreStockSearch';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/**
 * The Media tab: uploads into the selected folder (a progress bar per file), the folder's media, and
 * the stock photo search whose results can be added to the selected folder.
 */
export function MediaPanel({
  stores,
  actions,
  label,
}: {
  stores: LibraryStores;
  actions: LibraryActions;
  label: string;
}) {
  const t = useText();
  const { library, folders, uploads } = stores;
  const media = useValue(library.$visibleMedia);
  const isLoading = useValue(library.$isLoading);
  const tree = useValue(folders.$tree);
  const entries = useValue(uploads.$uploads);
  // A folder readonly for the user takes no upload and no stock photo (the server would refuse them, 403): say so
  // instead of offering them.
  const canUpload = actions.canAddHere;

  return (
    <div data-scope="library-page" data-part="media">
      {canUpload ? (
        <section data-scope="library-page" data-part="section" aria-labelledby="library-upload-heading">
          <h3 id="library-upload-heading">{t('library.upload')}</h3>
          <UploadDropZone
            uploads={entries}
            onFiles={(files) => void uploads.upload(files, { folderId: actions.currentFolderId })}
            onDismiss={(id) => uploads.dismiss(id)}
            onClearFinished={() => uploads.clearFinished()}
          />
        </section>
      ) : (
        <p data-scope="library-page" data-part="readonly-note">
          {t('library.readonlyFolder')}
        </p>
      )}
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
            canChange={actions.canChangeItem}
          />
        )}
      </section>
      {canUpload ? <StockSection stores={stores} actions={actions} /> : null}
    </div>
  );
}

/** The stock photo search, wired to its store; 'Add' stores the photo in the selected folder. */
function StockSection({ stores, actions }: { stores: LibraryStores; actions: LibraryActions }) {
  const t = useText();
  return (
    <section data-scope="library-page" data-part="section" aria-labelledby="library-stock-heading">
      <h3 id="library-stock-heading">{t('library.stockPhotos')}</h3>
      <StoreStockSearch stock={stores.stock} onAdd={(photo) => actions.addStockPhoto(photo)} />
    </section>
  );
}
