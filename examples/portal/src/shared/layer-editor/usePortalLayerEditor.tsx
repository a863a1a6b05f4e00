import type { Id } from '@screenplay/core';
import type { DragPayload } from '@screenplay/core/library';
import { WIDGETS_API } from '@screenplay/core/contract';
import { useFontFamilies, useLayerData, type LayerEditorStore } from '@screenplay/hooks/layers';
import { createStockSearchStore } from '@screenplay/hooks/library';
import type {
  LayerEditorProps,
  LayerPropertiesData,
  SourceLibraryKind,
  WeatherLocation,
} from '@screenplay/ui/layer-editor';
import { useFeedAccounts } from '@screenplay/ui/layers';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { layerDataStores } from '../../app/layer-data/portalLayerData';
import { usePortal } from '../../app/PortalContext';
import { addFromSource, chooseMedia, libraryImage } from '../choose-source/chooseSource';
import { StockPanel, dropStockPhoto } from '../choose-source/StockPanel';
import { measuredVideoEntries } from '../choose-source/videoMetadata';
import './layerEditorPage.css';

/** What the portal gives the kit's `LayerEditor` besides the document: its API's data, choosers, toasts and router. */
export type PortalLayerEditorProps = Pick<
  LayerEditorProps,
  | 'onBack'
  | 'confirmLeave'
  | 'onChooseSource'
  | 'onDropItem'
  | 'properties'
  | 'libraryExtra'
  | 'onRefusal'
  | 'layerData'
>;

/**
 * The portal's data and choosers for the properties panel: the font families of `GET fonts`, the connected accounts'
 * usernames per feed kind, the media chooser for an image or videos (uploads included) and the place search of
 * weather layers (`POST geo/search { searchstring }`).
 */
function useLayerProperties(): LayerPropertiesData {
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
        const { data } = await api.call(WIDGETS_API.geoSearch, { body: { searchstring: query } });
        return data;
      },
    }),
    [api, popups],
  );
  return { fontFamilies, accounts, ...callbacks };
}

/**
 * The portal's wiring of the kit's `LayerEditor` (playlist items and templates): `back` through wouter, 'Leave without
 * saving?' as a portal popup, library kinds that need a source open the portal's choosers (media with uploads,
 * templates, stock photos, feeds), the stock photo panel under the library, a refused copy as a warning toast, and
 * the portal's forecasts, feeds and fonts. `templateId` (a template being edited) is kept out of its own template
 * choices. Needs `<PortalLayerData>` above it.
 */
export function usePortalLayerEditor(
  editor: LayerEditorStore,
  back: string,
  templateId: Id | null,
): PortalLayerEditorProps {
  const { api, popups, toasts } = usePortal();
  const [, navigate] = useLocation();
  const [stock] = useState(() => createStockSearchStore({ api }));
  const { feeds } = useLayerData('usePortalLayerEditor');
  const properties = useLayerProperties();
  const onChooseSource = useCallback(
    (kind: SourceLibraryKind, point: { x: number; y: number } | null) =>
      void addFromSource(editor, kind, point, { popups, toasts, feeds, templateId }),
    [editor, popups, toasts, feeds, templateId],
  );
  const onDropItem = useCallback(
    (payload: DragPayload, point: { x: number; y: number }) =>
      void dropStockPhoto(editor, stock, payload, point, toasts),
    [editor, stock, toasts],
  );
  const onRefusal = useCallback((messageKey: string) => toasts.show({ type: 'WARNING', messageKey }), [toasts]);
  const confirmLeave = useCallback(
    async () =>
      (
        await popups.open({
          kind: 'confirm',
          messageKey: 'playlistEditor.leaveConfirm',
          confirmLabelKey: 'playlistEditor.leave',
        })
      ).action === 'confirm',
    [popups],
  );
  return {
    onBack: () => navigate(back),
    confirmLeave,
    onChooseSource,
    onDropItem,
    properties,
    libraryExtra: <StockPanel editor={editor} stock={stock} toasts={toasts} />,
    onRefusal,
    layerData: layerDataStores(api),
  };
}
