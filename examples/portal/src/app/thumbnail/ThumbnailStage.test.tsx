import type { Layer, Section } from '@screenplay/core';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThumbnailStage } from './ThumbnailStage';
import { layoutThumbnailInput, sceneThumbnailInput } from './thumbnail.input';

const text: Layer = {
  id: 5,
  itemType: 'Text',
  content: { left: 10, top: 10, width: 300, height: 60, text: 'Welcome' },
  parentLayerId: null,
  sectionTemplateGroup: null,
  sectionTemplateId: null,
  invisible: false,
  media: [],
  fonts: [],
};

const section = (overrides: Partial<Section>): Section => ({
  id: 1,
  name: 'Hero',
  top: 0,
  left: 0,
  width: 960,
  height: 540,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [],
  itemsOrder: [],
  background: 'rgba(18,52,86,1)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
  ...overrides,
});

const draw = (input: Parameters<typeof ThumbnailStage>[0]['input']) =>
  render(
    <ScreenplayIntlProvider>
      <ThumbnailStage input={input} now={new Date('2026-01-01T09:00:00Z')} />
    </ScreenplayIntlProvider>,
  ).container;

describe('ThumbnailStage', () => {
  it("draws the stage in scene pixels and each section at its box with its current item's layers", () => {
    const hero = section({
      left: 100,
      top: 50,
      playlistItems: [
        { id: 3, parentId: null, layers: [text], hidden: false, markAsDeleted: false, duration: 60, styles: {} },
      ],
      itemsOrder: [3],
    });
    const container = draw(sceneThumbnailInput({ width: 1920, height: 1080, sections: [hero] }));
    const stage = container.querySelector<HTMLElement>('[data-scope="thumbnail"][data-part="stage"]');
    expect(stage?.style.width).toBe('1920px');
    const box = container.querySelector<HTMLElement>('[data-part="box"]');
    expect([box?.style.left, box?.style.top, box?.style.width]).toEqual(['100px', '50px', '960px']);
    expect(box?.textContent).toContain('Welcome');
    expect(container.querySelector('[data-part="label"]')).toBeNull();
  });

  it("writes a layout section's name in its outlined box", () => {
    const container = draw(layoutThumbnailInput({ width: 1920, height: 1080, sections: [section({ name: 'Main' })] }));
    const box = container.querySelector<HTMLElement>('[data-part="box"]');
    expect(box?.querySelector('[data-part="label"]')?.textContent).toBe('Main');
    expect(box?.style.border).toContain('solid');
  });
});
