import {
  createFolderStore,
  createLibraryStore,
  createStockSearchStore,
  createUploadStore,
} from '@screenplay/hooks/library';
import type { FolderStore, LibraryStore, StockSearchStore, UploadStore } from '@screenplay/hooks/library';
import { useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/** The stores of one visit to the library page. */
export interface LibraryStores {
  folders: FolderStore;
  library: LibraryStore;
  uploads: UploadStore;
  stock: StockSearchStore;
}

/**
 * Creates the library page's stores once per visit: library folders, the tabs' items, uploads (stored
 * files join the media list) and the stock photo search. Failures of the item calls become toasts; the
 * folder and stock stores answer their refusals to the page, which shows them where they belong.
 */
export function useLibraryStores(): LibraryStores {
  const { api, toasts } = usePortal();
  const [stores] = useState<LibraryStores>(() => {
    const folders = createFolderStore({ api, kind: 'library' });
    const library = createLibraryStore({ api, folders, onError: (error) => toastError(toasts, error) });
    const uploads = createUploadStore({ api, onUploaded: (items) => library.addMedia(items) });
    const stock = createStockSearchStore({ api });
    return { folders, library, uploads, stock };
  });
  return stores;
}
