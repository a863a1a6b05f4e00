import { useFontFamilies } from '@screenplay/hooks/layers';
import type { LayerPropertiesProps, WeatherLocation } from '@screenplay/ui/layer-editor';
import { useMemo } from 'react';
import { useFeedAccounts } from '@screenplay/ui/layers';
import { usePortal } from '../../app/PortalContext';
import { chooseMedia, libraryImage } from '../../shared/choose-source/chooseSource';
import { measuredVideoEntries } from '../../shared/choose-source/videoMetadata';

/** What the properties panel needs from the portal, besides the editor. */
export type LayerPropertiesData = Omit<LayerPropertiesProps, 'editor' | 'className'>;

/**
 * The portal's data and choosers for `LayerProperties`: the font families of `GET fonts`, the connected accounts'
 * usernames per feed kind, the media chooser for an image or videos (uploads included) and the place search of
 * weather layers (`POST geo/search { searchstring }`).
 */
export function useLayerProperties(): LayerPropertiesData {
  const { api, popups } = usePortal();
  const families = useFontFamilies();
  const instagram = useFeedAccounts('Instagram');
  const facebook = useFeedAccounts('Facebook');
  const fontFamilies = useMemo(() => families.map((family) => family.fontFamily), [families]);
  const accounts = useMemo(
    () => ({
      Instagram: instagram.map((account) => account.username),
      Facebook: facebook.map((account) => account.username),
    }),
    [instagram, facebook],
  );
  const callbacks = useMemo(
    () => ({
      async chooseImage() {
        const chosen = await chooseMedia(popups, 'image', false, 'playlistEditor.chooseImageTitle');
        return chosen?.[0] ? libraryImage(chosen[0]) : null;
      },
      async chooseVideos({ isMultiple }: { isMultiple: boolean }) {
        const chosen = await chooseMedia(popups, 'video', isMultiple, 'playlistEditor.chooseVideosTitle');
        // Lengths read from the metadata: the item's duration follows the playlist (issue 15).
        return chosen ? measuredVideoEntries(chosen) : null;
      },
      async searchLocations(query: string): Promise<readonly WeatherLocation[]> {
        const { data } = await api.post<{ data: WeatherLocation[] }>('geo/search', { searchstring: query });
        return data;
      },
    }),
    [api, popups],
  );
  return { fontFamilies, accounts, ...callbacks };
}
