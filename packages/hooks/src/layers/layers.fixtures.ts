import type { Id, Layer } from '@screenplay/core';
import { defaultLayer } from '@screenplay/core/widgets';
import type { ForecastAnswer, LayerBox, LayerType, VideoEntry } from '@screenplay/core/widgets';
import { createLayerEditorStore } from './createLayerEditorStore';
import { createMemoryLayerRepository } from './createMemoryLayerRepository';
import { playlistItemDocument } from './createApiPlaylistItemRepository';
import type { PlaylistItemDocument } from './layerRepository.types';

/** Test fixture: a layer of a type with its default content in a box (default 100 x 50 at 0, 0). */
export function layerFixture(
  id: Id,
  itemType: LayerType,
  box: Partial<LayerBox> = {},
  content: Record<string, unknown> = {},
): Layer {
  const layer = defaultLayer(itemType, { left: 0, top: 0, width: 100, height: 50, ...box }, id);
  return { ...layer, content: { ...layer.content, ...content } };
}

/** Test fixture: a video of the playlist, `seconds` long. */
export function videoFixture(n: number, seconds: number): VideoEntry {
  return { uuid: `video-${n}`, url: `/media/1/video-${n}.mp4`, name: `video-${n}.mp4`, duration: seconds };
}

/** Test fixture: section 3 (1000 x 500) and its saved playlist item 40 with the layers, playing 60 s. */
export function itemDocumentFixture(layers: Layer[]): PlaylistItemDocument {
  return playlistItemDocument(
    { id: 3, width: 1000, height: 500 },
    { id: 40, parentId: null, layers, hidden: false, markAsDeleted: false, duration: 60, styles: {} },
  );
}

/** Test fixture: a layer editor on a memory repository holding item 40 with the layers, opened. */
export function editorFixture(layers: Layer[]) {
  const repository = createMemoryLayerRepository([itemDocumentFixture(layers)]);
  const editor = createLayerEditorStore({ repository });
  editor.open(itemDocumentFixture(layers));
  return { editor, repository };
}

/** The boxes of layers as [id, left, top, width, height]. */
export function boxes(layers: readonly Layer[]): [Id, number, number, number, number][] {
  return layers.map(({ id, content }) => [id, content.left, content.top, content.width, content.height]);
}

/** Test fixture: a forecast answer of Oslo with one hour, 08:00 UTC on 30 March 2024. */
export function forecastFixture(airTemperature: number): ForecastAnswer {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [10.75, 59.91, 0] },
    properties: {
      meta: { updated_at: '2024-03-30T07:00:00Z' },
      timeseries: [
        {
          time: '2024-03-30T08:00:00Z',
          data: {
            instant: { details: { air_temperature: airTemperature } },
            next_1_hours: { summary: { symbol_code: 'clearsky_day' } },
          },
        },
      ],
    },
    timezone: 'Europe/Oslo',
    offset: 1,
  };
}
