import { useProvidedStore } from './ScreenplayProvider';
import type { PopupStore } from '../popups/popups.types';

/** Returns the popup store of the nearest `<ScreenplayProvider>`. */
export function usePopups(): PopupStore {
  return useProvidedStore('popups', 'usePopups');
}
