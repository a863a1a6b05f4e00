import { describe, expect, it } from 'vitest';
import type { Layer } from '../scene';
import type { LayerDefinition } from '../widgets/widgets.definitions';
import { defaultLayer } from '../widgets/widgets.layers';
import type { LayerContentByType, LayerType } from '../widgets/widgets.types';
import { itemName } from './preview.names';

const box = { left: 0, top: 0, width: 400, height: 200 };
let nextId = 1;
function layer<T extends LayerType>(
  itemType: T,
  content: Partial<LayerContentByType[T]> = {},
  invisible = false,
): Layer {
  const made = defaultLayer(itemType, box, nextId++);
  return { ...made, invisible, content: { ...made.content, ...content } };
}
const item = (...layers: Layer[]) => ({ layers });

describe('itemName (issue 24: every item was called "Item 1")', () => {
  it('is a text layer’s first line, trimmed, over any other layer', () => {
    const photo = layer('Image', { imageUrl: '/media/7/beach.jpg' });
    const text = layer('Text', { text: '\n  Summer sale  \nUp to 50%' });
    expect(itemName(item(photo, text), 1)).toEqual({ kind: 'text', text: 'Summer sale' });
  });

  it('is an image or video file’s name when no text says anything', () => {
    expect(itemName(item(layer('Image', { imageUrl: '/media/7/shop%20front.jpg?v=2' })), 1)).toEqual({
      kind: 'text',
      text: 'shop front.jpg',
    });
    // Uploads are stored under an id: the library's name of the file, which the layer keeps, wins over the url.
    const upload = layer('Image', { imageUrl: '/media/1/5eed0000-0001.png', name: 'Acme sunrise.png' });
    expect(itemName(item(upload), 1)).toEqual({ kind: 'text', text: 'Acme sunrise.png' });
    const videos = [{ uuid: 'v', url: '/media/v.mp4', name: 'opening.mp4', duration: 12 }];
    expect(itemName(item(layer('Text', { text: ' ' }), layer('Video', { videos })), 3)).toEqual({
      kind: 'text',
      text: 'opening.mp4',
    });
    const slides = [{ url: '/media/a/first.png', uuid: 'a', width: null, height: null }];
    expect(itemName(item(layer('Slider', { slides })), 1)).toEqual({ kind: 'text', text: 'first.png' });
  });

  it('is a widget’s type and what tells it apart: Weather: London, or Clock alone', () => {
    expect(itemName(item(layer('Weather', { caption: 'London' })), 1)).toEqual({
      kind: 'widget',
      label: 'layerEditor.typeWeather',
      detail: 'London',
    });
    expect(itemName(item(layer('Clock')), 1)).toEqual({ kind: 'widget', label: 'layerEditor.typeClock', detail: '' });
  });

  it('falls back to the position for an item showing nothing: no layers, hidden ones, an image not chosen', () => {
    expect(itemName(item(), 4)).toEqual({ kind: 'position', position: 4 });
    expect(itemName(item(layer('Text', { text: 'Hidden' }, true), layer('Image')), 2)).toEqual({
      kind: 'position',
      position: 2,
    });
  });

  it('cuts a long name to 60 characters', () => {
    const name = itemName(item(layer('Text', { text: 'x'.repeat(80) })), 1);
    expect(name.kind === 'text' ? name.text : '').toBe(`${'x'.repeat(59)}…`);
  });

  it('names a host’s own type through the definitions given', () => {
    const qr: LayerDefinition = {
      itemType: 'QrCode',
      label: 'QR code',
      defaults: (b) => ({ ...b, url: '' }),
      summary: (c) => String(c.url),
      library: { group: 'QrCode', order: 1000, size: [0.25, 0.25] },
    };
    const code = { ...layer('Rectangle'), itemType: 'QrCode', content: { ...box, url: 'acme.example' } };
    expect(itemName(item(code), 1)).toEqual({ kind: 'position', position: 1 });
    expect(itemName(item(code), 1, [qr])).toEqual({ kind: 'widget', label: 'QR code', detail: 'acme.example' });
  });
});
