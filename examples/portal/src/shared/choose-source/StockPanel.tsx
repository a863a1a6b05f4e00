import type { DragPayload, StockPhoto } from '@screenplay/core/library';
import type { StockSearchStore } from '@screenplay/hooks/library';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { ToastStore } from '@screenplay/hooks';
import { StoreStockSearch } from '../../app/StoreStockSearch';
import { toastError } from '../../app/toastError';
import { useText } from '@screenplay/hooks';

type Point = { x: number; y: number };

/**
 * Stores a stock photo in the media library (`POST media` with its provider's id) and adds it to the
 * section as an image layer at `point` (centred without one). Resolves false, with a toast, when the
 * image service cannot deliver it.
 */
export async function addStockPhoto(
  editor: LayerEditorStore,
  stock: StockSearchStore,
  photo: StockPhoto,
  point: Point | null,
  toasts: ToastStore,
): Promise<boolean> {
  const item = await stock.addToLibrary(photo, null);
  if (!item) {
    toastError(toasts, stock.$error.peek());
    return false;
  }
  editor.addFromLibrary('Pixabay', {
    photo: { url: item.url, width: item.width, height: item.height, uuid: item.uuid },
    ...(point ? { point } : {}),
  });
  return true;
}

/**
 * A drop on the canvas of a stock photo dragged from the stock panel: the photo among the current results
 * is stored and placed where it fell. Other payloads are not the panel's and are ignored (false).
 */
export function dropStockPhoto(
  editor: LayerEditorStore,
  stock: StockSearchStore,
  payload: DragPayload,
  point: Point,
  toasts: ToastStore,
): Promise<boolean> {
  if (payload.kind !== 'stockPhoto') return Promise.resolve(false);
  const photo = stock.$results.peek().find((candidate) => candidate.id === String(payload.id));
  return photo ? addStockPhoto(editor, stock, photo, point, toasts) : Promise.resolve(false);
}

/**
 * The layer editor's stock photo search, folded under the layer library: results are dragged onto the canvas
 * (placed where they fall) or added at its centre with their button; either way the photo joins the media library.
 */
export function StockPanel({
  editor,
  stock,
  toasts,
}: {
  editor: LayerEditorStore;
  stock: StockSearchStore;
  toasts: ToastStore;
}) {
  const t = useText();
  return (
    <details data-scope="layer-editor-page" data-part="stock">
      <summary>{t('playlistEditor.stockPanel')}</summary>
      <StoreStockSearch stock={stock} onAdd={(photo) => addStockPhoto(editor, stock, photo, null, toasts)} />
    </details>
  );
}
