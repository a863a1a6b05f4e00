import { useEffect } from 'react';
import type { Layer } from '@screenplay/core';
import type { FontFamily } from '@screenplay/core/widgets';
import { useValue } from '../react/useValue';
import { layerFontFamilies } from './createFontLoader';
import { useLayerData } from './LayerDataProvider';

/**
 * Loads the font families the layers use (each once, through the FontFace API) and returns the names loaded
 * so far, so a component re-renders (and text is measured again) when a family arrives.
 * @example
 * useFonts(editor.$layers.value);
 */
export function useFonts(layers: readonly Layer[]): ReadonlySet<string> {
  const { fonts } = useLayerData('useFonts');
  const key = layerFontFamilies(layers).join('\n');
  useEffect(() => {
    if (key !== '') for (const name of key.split('\n')) void fonts.load(name);
  }, [fonts, key]);
  return useValue(fonts.$loaded);
}

/** The font families of `GET fonts`, for a font picker (fetched on first use). */
export function useFontFamilies(): readonly FontFamily[] {
  const { fonts } = useLayerData('useFontFamilies');
  useEffect(() => {
    void fonts.families();
  }, [fonts]);
  return useValue(fonts.$families);
}
