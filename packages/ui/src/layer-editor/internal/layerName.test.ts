import { describe, expect, it } from 'vitest';
import { layerFixture } from '../test/layerEditor.fixtures';
import { layerSummary } from './layerName';

describe('layerSummary', () => {
  it('tells layers apart by their content', () => {
    expect(layerSummary(layerFixture(1, 'Text', {}, { text: '  Opening hours\nMon–Fri' }))).toBe('Opening hours');
    expect(layerSummary(layerFixture(1, 'Image', {}, { imageUrl: '/media/1/summer%20sale.png?v=2' }))).toBe(
      'summer sale.png',
    );
    expect(
      layerSummary(
        layerFixture(1, 'Video', {}, { videos: [{ uuid: 'a', url: '/a.mp4', name: 'intro.mp4', duration: 3 }] }),
      ),
    ).toBe('intro.mp4');
    expect(layerSummary(layerFixture(1, 'Weather', {}, { caption: 'Oslo' }))).toBe('Oslo');
    expect(layerSummary(layerFixture(1, 'Facebook', {}, { account: 'ourshop' }))).toBe('ourshop');
    expect(layerSummary(layerFixture(1, 'Clock'))).toBe('');
  });

  it('shortens a long text to 40 characters with an ellipsis', () => {
    const summary = layerSummary(layerFixture(1, 'Text', {}, { text: 'x'.repeat(60) }));
    expect(summary).toHaveLength(40);
    expect(summary.endsWith('…')).toBe(true);
  });
});
