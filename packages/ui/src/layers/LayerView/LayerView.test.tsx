import { EN_MESSAGES } from '@screenplay/core/messages';
import { LAYER_TYPES, defaultLayer, type WeatherView } from '@screenplay/core/widgets';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { LAYER_MESSAGE_IDS } from '../layers.messages';
import { BOX, layerOf, layerRootOf, rawLayer } from '../test/layers.fixtures';
import { LayerView } from './LayerView';

afterEach(() => vi.restoreAllMocks());

const PARTS = [
  'image',
  'html-video',
  'video',
  'text',
  'clock',
  'calendar',
  'timer',
  'rectangle',
  'circle',
  'ellipse',
  'weather',
  'instagram',
  'facebook',
  'slider',
];

describe('LayerView', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    expect(Object.values(LAYER_MESSAGE_IDS).filter((id) => !EN_MESSAGES[id])).toEqual([]);
  });

  it('draws every layer type with its own renderer, at its box', () => {
    const parts = LAYER_TYPES.map((itemType, index) => {
      const { container, unmount } = renderWithIntl(
        <LayerView layer={defaultLayer(itemType, BOX, index)} now={new Date(0)} />,
      );
      const root = layerRootOf(container);
      expect([root.style.left, root.style.top, root.style.width, root.style.height]).toEqual([
        '10px',
        '20px',
        '400px',
        '200px',
      ]);
      unmount();
      return root.dataset.part;
    });
    expect(parts).toEqual(PARTS);
  });

  it('fills content fields a stored layer lacks with its type’s defaults', () => {
    renderWithIntl(<LayerView layer={rawLayer('Text', { text: 'Welcome to Acme Retail' })} />);
    const text = screen.getByText('Welcome to Acme Retail');
    expect(text.closest<HTMLElement>('[data-scope="layer"]')?.style.fontSize).toBe('32px');
  });

  it('shows an unknown itemType as a placeholder labelled with the type, never throwing', () => {
    const { container } = renderWithIntl(<LayerView layer={rawLayer('Marquee')} />);
    const placeholder = screen.getByRole('img', { name: 'Unknown layer type: Marquee' });
    expect(placeholder).toBe(layerRootOf(container));
    expect(placeholder.dataset.state).toBe('unknown');
    expect(placeholder.style.width).toBe('400px');
  });

  it('shows a layer whose content cannot be drawn as a labelled placeholder, not a broken scene', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderWithIntl(
      <>
        <LayerView layer={rawLayer('Video', { videos: null, videosUrls: ['/a.mp4'], activeIndex: 0 })} />
        <LayerView layer={rawLayer('Rectangle', { fill: 'rgba(0,0,0,1)' })} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'This Video layer cannot be shown' }).dataset.state).toBe('broken');
    expect(screen.getByRole('img', { name: 'Rectangle' })).toBeTruthy();
  });

  it('scales the layer with core’s rules: box, font size and stroke', () => {
    const text = layerOf('Text', { text: 'Half', fontSize: 17.03 });
    const { container } = renderWithIntl(<LayerView layer={text} scale={0.5} />);
    const root = layerRootOf(container);
    expect([root.style.left, root.style.top, root.style.width, root.style.height]).toEqual([
      '5px',
      '10px',
      '200px',
      '100px',
    ]);
    expect(root.style.fontSize).toBe('8.5px'); // 8.515 rounded to 1/16
  });

  it('hands weather layers their view and feed layers their posts through data', () => {
    const today = {
      time: null,
      date: '2024-03-30',
      hours: 0,
      symbolCode: 'fog',
      temperature: -1.5,
      temperatureMin: -2,
      temperatureMax: -1,
      airPressure: 1000,
      humidity: 90,
      windDirection: 0,
      windSpeed: 1,
    } as const;
    const view: WeatherView = {
      view: 'single',
      format: 'Celsius',
      current: today,
      next6Hours: today,
      next12Hours: today,
      days: [today],
    };
    const { container, unmount } = renderWithIntl(
      <LayerView layer={layerOf('Weather', { locationId: 'oslo' })} data={view} />,
    );
    expect(container.querySelector('[data-part="temperature"]')?.textContent).toBe('-1.5 °C');
    unmount();
    renderWithIntl(
      <LayerView
        layer={layerOf('Facebook', { account: 'acme' })}
        data={[{ id: '1', imageUrl: '/1.jpg', caption: 'Hello' }]}
      />,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it("shows 'n/a' when a weather layer is handed data of another kind", () => {
    const { container } = renderWithIntl(<LayerView layer={layerOf('Weather', { locationId: 'oslo' })} data={[]} />);
    expect(container.querySelector('[data-part="temperature"]')?.textContent).toBe('n/a');
  });
});
