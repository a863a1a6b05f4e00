import type { StockPhoto } from '@screenplay/core/library';
import { useValue } from '@screenplay/hooks';
import type { StockSearchStore } from '@screenplay/hooks/library';
import { StockPhotoSearch } from '@screenplay/ui/library';
import { useState } from 'react';

/**
 * The ui stock photo search wired to a stock search store: provider, orientation, query, paging and
 * results come from the store; `onAdd` stores a photo, its button busy until the promise settles.
 * Shared by the library's Media tab and the layer editors' stock choosers.
 */
export function StoreStockSearch({
  stock,
  onAdd,
}: {
  stock: StockSearchStore;
  onAdd: (photo: StockPhoto) => Promise<unknown>;
}) {
  const [addingIds, setAddingIds] = useState<readonly string[]>([]);
  const query = useValue(stock.$query);
  const add = async (photo: StockPhoto) => {
    setAddingIds((ids) => [...ids, photo.id]);
    try {
      await onAdd(photo);
    } finally {
      setAddingIds((ids) => ids.filter((id) => id !== photo.id));
    }
  };
  return (
    <StockPhotoSearch
      provider={useValue(stock.$provider)}
      onProviderChange={(next) => void stock.setProvider(next)}
      orientation={useValue(stock.$orientation)}
      onOrientationChange={(next) => void stock.search(query, { orientation: next })}
      query={query}
      onSearch={(text) => void stock.search(text)}
      status={useValue(stock.$status)}
      errorKey={useValue(stock.$errorKey)}
      results={useValue(stock.$results)}
      page={useValue(stock.$page)}
      totalPages={useValue(stock.$totalPages)}
      onPageChange={(next) => void stock.goToPage(next)}
      onAdd={(photo) => void add(photo)}
      addingIds={addingIds}
    />
  );
}
