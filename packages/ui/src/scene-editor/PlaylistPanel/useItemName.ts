import { itemName, type PlaylistItem } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { useCallback } from 'react';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';

/**
 * Names playlist items from what they show (core's `itemName`, over the layer registry's types): 'Summer sale',
 * 'beach.jpg', 'Weather: London' or 'Clock'; null for an item showing nothing.
 * @example const contentName = useItemContentName(); contentName(item) // 'Weather: London'
 */
export function useItemContentName(): (item: Pick<PlaylistItem, 'layers'>) => string | null {
  const t = useText();
  const layerText = useLayerText();
  const { definitions } = useLayerRegistry();
  return useCallback(
    (item) => {
      const name = itemName(item, 0, definitions);
      if (name.kind === 'text') return name.text;
      if (name.kind === 'position') return null;
      const kind = layerText(name.label);
      return name.detail ? t('playlistEditor.itemNameWidget', { kind, detail: name.detail }) : kind;
    },
    [t, layerText, definitions],
  );
}

/**
 * Names playlist items from their content ({@link useItemContentName}), or 'Item 3' by their position for an item
 * showing nothing.
 * @example const nameOf = useItemName(); nameOf(item, 1) // 'Welcome to Acme Retail'
 */
export function useItemName(): (item: Pick<PlaylistItem, 'layers'>, position: number) => string {
  const t = useText();
  const contentName = useItemContentName();
  return useCallback((item, position) => contentName(item) ?? t('playlistEditor.item', { position }), [t, contentName]);
}
