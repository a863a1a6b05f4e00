import { createContext, useContext, type ReactNode } from 'react';
import type { PortalStores } from './createPortalStores';

const PortalContext = createContext<PortalStores | null>(null);

/** Provides the portal's stores (API client included) to its pages. */
export function PortalProvider({ stores, children }: { stores: PortalStores; children: ReactNode }) {
  return <PortalContext.Provider value={stores}>{children}</PortalContext.Provider>;
}

/** The portal's stores; throws outside `<PortalProvider>` so a missing provider is found at once. */
export function usePortal(): PortalStores {
  const stores = useContext(PortalContext);
  if (!stores) throw new Error('usePortal must be used inside <PortalProvider>');
  return stores;
}
