import type { Section } from '@screenplay/core';
import { defaultLayer } from '@screenplay/core/widgets';
import { LayerDataProvider } from '@screenplay/hooks/layers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { HERO, itemFixture, layerDataFixture } from '../test/sceneEditor.fixtures';
import { SectionContent } from './SectionContent';

function renderContent(section: Section) {
  return renderWithIntl(
    <LayerDataProvider stores={layerDataFixture()}>
      <SectionContent section={section} />
    </LayerDataProvider>,
  );
}

describe('SectionContent', () => {
  it("draws the section's current item (the first in itemsOrder) at the section's size", () => {
    const { container } = renderContent({ ...HERO, itemsOrder: [31, 30] });
    expect(screen.getByText('New prices')).toBeTruthy();
    expect(screen.queryByText('Welcome')).toBeNull();
    const stack = container.querySelector<HTMLElement>('[data-scope="layer-stack"]');
    expect(stack?.style.width).toBe('1440px');
    expect(stack?.style.height).toBe('930px');
  });

  it('skips hidden and deleted items', () => {
    const [welcome, prices] = HERO.playlistItems;
    if (!welcome || !prices) throw new Error('fixture');
    renderContent({ ...HERO, playlistItems: [{ ...welcome, hidden: true }, prices] });
    expect(screen.getByText('New prices')).toBeTruthy();
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it('draws nothing for a section without a playable item (the canvas keeps its name)', () => {
    const deleted = { ...itemFixture(30, 'Gone'), markAsDeleted: true, hidden: true };
    const { container } = renderContent({ ...HERO, playlistItems: [deleted], itemsOrder: [30] });
    expect(container.querySelector('[data-scope="layer-stack"]')).toBeNull();
    renderContent({ ...HERO, playlistItems: [], itemsOrder: [] });
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('gives a text without its own colour one that reads on the section background', () => {
    const colourOf = (text: string) => {
      const node = screen.getByText(text);
      const root = node.closest<HTMLElement>('[data-scope="layer"]') ?? node;
      return [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]
        .map((element) => element.style.color)
        .filter(Boolean)
        .join();
    };
    const { unmount } = renderContent(HERO); // dark blue background: white text
    expect(colourOf('Welcome')).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    unmount();
    renderContent({ ...HERO, background: 'rgba(250,250,240,1)' }); // light background: black text
    expect(colourOf('Welcome')).toMatch(/#000000|rgb\(0, 0, 0\)/);
  });

  it('shows a still video frame: videos do not play by themselves on the canvas', () => {
    const layer = defaultLayer('Video', { left: 0, top: 0, width: 640, height: 360 }, 1);
    const video = {
      ...layer,
      content: {
        ...layer.content,
        videos: [{ uuid: 'u2', duration: 12, name: 'intro' }],
        videosUrls: ['/media/u2.mp4'],
      },
    };
    const item = { ...itemFixture(30, ''), layers: [video] };
    const { container } = renderContent({ ...HERO, playlistItems: [item], itemsOrder: [30] });
    const element = container.querySelector('video');
    expect(element).not.toBeNull();
    expect(element?.autoplay).toBe(false);
  });
});
