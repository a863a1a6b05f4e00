import { useProvidedStore } from './ScreenplayProvider';
import type { ToastStore } from '../toasts/toasts.types';

/** Returns the toast store of the nearest `<ScreenplayProvider>`. */
export function useToasts(): ToastStore {
  return useProvidedStore('toasts', 'useToasts');
}
