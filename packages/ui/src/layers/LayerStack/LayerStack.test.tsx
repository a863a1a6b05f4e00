import type { Layer } from '@screenplay/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf } from '../test/layers.fixtures';
import { LayerStack } from './LayerStack';

const backdrop = layerOf('Rectangle', { fill: '#f2a900' }, { left: 0, top: 0, width: 1200, height: 530 });
const headline = layerOf('Text', { text: 'New season, new prices' }, { left: 80, top: 180, width: 1040, height: 160 });
const hidden: Layer = { ...layerOf('Text', { text: 'Draft note' }), invisible: true };

describe('LayerStack', () => {
  it('draws the visible layers bottom first, each absolutely at its box, in a box of the section’s size', () => {
    const { container } = renderWithIntl(
      <LayerStack layers={[backdrop, hidden, headline]} width={1440} height={930} />,
    );
    const stack = container.querySelector<HTMLElement>('[data-scope="layer-stack"]')!;
    expect([stack.style.position, stack.style.width, stack.style.height]).toEqual(['relative', '1440px', '930px']);
    const layers = [...stack.children] as HTMLElement[];
    expect(layers.map((layer) => layer.dataset.part)).toEqual(['rectangle', 'text']);
    expect([layers[1]!.style.position, layers[1]!.style.left, layers[1]!.style.top]).toEqual([
      'absolute',
      '80px',
      '180px',
    ]);
    expect(screen.queryByText('Draft note')).toBeNull();
  });

  it('fills its parent without a size, and scales the whole item', () => {
    const { container, unmount } = renderWithIntl(<LayerStack layers={[headline]} />);
    expect(container.querySelector<HTMLElement>('[data-scope="layer-stack"]')?.style.width).toBe('100%');
    unmount();
    const scaled = renderWithIntl(<LayerStack layers={[headline]} width={1440} height={930} scale={0.5} />).container;
    expect(scaled.querySelector<HTMLElement>('[data-scope="layer-stack"]')?.style.width).toBe('720px');
    expect(scaled.querySelector<HTMLElement>('[data-part="text"]')?.style.left).toBe('40px');
  });

  it('asks the caller for text colours (by index in the item) and for weather and feed data', () => {
    const feed = layerOf('Instagram', { account: 'acme' });
    const textColorOf = vi.fn((_layer: Layer, index: number) => (index === 2 ? '#000000' : undefined));
    const dataOf = vi.fn((layer: Layer) =>
      layer.id === feed.id ? [{ id: '1', imageUrl: '/1.jpg', caption: 'Summer sale' }] : undefined,
    );
    renderWithIntl(
      <LayerStack layers={[backdrop, hidden, headline, feed]} textColorOf={textColorOf} dataOf={dataOf} />,
    );
    expect(screen.getByText('New season, new prices').closest<HTMLElement>('[data-scope="layer"]')?.style.color).toBe(
      '#000000',
    );
    expect(screen.getByText('Summer sale')).toBeTruthy();
  });
});
