import { itemName, type PlaylistItem } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { useCallback } from 'react';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';

/**
 * Names playlist items from their content (core's `itemName`, over the layer registry's types): 'Summer sale',
 * 'beach.jpg', 'Weather: London', 'Clock', or 'Item 3' for an item showing nothing.
 * @example const nameOf = useItemName(); nameOf(item, 1) // 'Welcome to Acme Retail'
 */
export function useItemName(): (item: Pick<PlaylistItem, 'layers'>, position: number) => string {
  const t = useText();
  const layerText = useLayerText();
  const { definitions } = useLayerRegistry();
  return useCallback(
    (item, position) => {
      const name = itemName(item, position, definitions);
      if (name.kind === 'text') return name.text;
      if (name.kind === 'position') return t('playlistEditor.item', { position });
      const kind = layerText(name.label);
      return name.detail ? t('playlistEditor.itemNameWidget', { kind, detail: name.detail }) : kind;
    },
    [t, layerText, definitions],
  );
}
