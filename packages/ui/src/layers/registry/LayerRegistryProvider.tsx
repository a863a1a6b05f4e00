import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defaultLayerRegistry } from './createLayerRegistry';
import type { LayerRegistry } from './layerRegistry.types';

const LayerRegistryContext = createContext<LayerRegistry>(defaultLayerRegistry);

/** Props of {@link LayerRegistryProvider}. */
export interface LayerRegistryProviderProps {
  /** The layer types of everything below (`createLayerRegistry([...])`). */
  registry: LayerRegistry;
  children?: ReactNode;
}

/**
 * Gives the editors, previews and player below it a registry of layer types (tldraw's `shapeUtils`): a type
 * registered here is listed, added, drawn and edited like a built-in one.
 *
 * @example <LayerRegistryProvider registry={createLayerRegistry([qrCode])}><LayerEditor ... /></LayerRegistryProvider>
 */
export function LayerRegistryProvider({ registry, children }: LayerRegistryProviderProps) {
  return <LayerRegistryContext.Provider value={registry}>{children}</LayerRegistryContext.Provider>;
}

/** The layer types in use: the nearest `LayerRegistryProvider`'s, or the built-in ones outside any. */
export function useLayerRegistry(): LayerRegistry {
  return useContext(LayerRegistryContext);
}

/**
 * Formats any message key of a layer type: the host's catalogue first (`ScreenplayIntlProvider`'s messages), then
 * the registry's English texts; a key known to neither is shown as it is (a definition may give its name as text).
 *
 * @example const text = useLayerText(); text('qrCode.name') // 'QR code'
 */
export function useLayerText(): (key: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  const { messages } = useLayerRegistry();
  return useCallback(
    (key, values) => {
      const defaultMessage = messages[key];
      if (!(key in intl.messages) && defaultMessage === undefined) return key;
      return intl.formatMessage({ id: key, defaultMessage }, values);
    },
    [intl, messages],
  );
}
