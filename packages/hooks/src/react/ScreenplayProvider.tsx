import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PopupStore } from '../popups/popups.types';
import type { SessionStore } from '../session/session.types';
import type { ToastStore } from '../toasts/toasts.types';

/** The stores an app creates once and provides to its components. */
export interface ScreenplayStores {
  session: SessionStore;
  toasts: ToastStore;
  popups: PopupStore;
}

/** Props of {@link ScreenplayProvider}. */
export interface ScreenplayProviderProps {
  stores: ScreenplayStores;
  children?: ReactNode;
}

const StoresContext = createContext<ScreenplayStores | null>(null);

/** Provides the app's stores to `useSession`, `useToasts` and `usePopups`. */
export function ScreenplayProvider({ stores, children }: ScreenplayProviderProps) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** Returns one provided store, throwing a clear error when called outside the provider. */
export function useProvidedStore<K extends keyof ScreenplayStores>(name: K, hookName: string): ScreenplayStores[K] {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error(`${hookName} must be used inside <ScreenplayProvider>`);
  return stores[name];
}
