import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { LayerStack } from '../LayerStack/LayerStack';
import { layerOf } from '../test/layers.fixtures';

const slides = ['a', 'b', 'c'].map((name) => ({ url: `/media/${name}.jpg`, uuid: name, width: 400, height: 200 }));
const show = layerOf('Slider', { slides, slideDuration: 5 });

/** Lets `ms` pass a second at a time, each slide change rendered before the next timer is set. */
function pass(ms: number): void {
  for (let left = ms; left > 0; left -= 1_000) act(() => vi.advanceTimersByTime(Math.min(1_000, left)));
}

/** The url of the one image showing. */
function shownImage(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')]
    .filter((img) => img.style.display !== 'none')
    .map((img) => img.getAttribute('src') ?? '');
}

describe('SliderLayer (issue 24: a slider shows its images one after another)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the slide each time its seconds are up, from the last to the first', () => {
    const { container } = renderWithIntl(<LayerStack layers={[show]} />);
    expect(screen.getByRole('img', { name: 'Slideshow, image 1 of 3' })).toBeTruthy();
    expect(shownImage(container)).toEqual(['/media/a.jpg']);
    act(() => vi.advanceTimersByTime(4_999));
    expect(shownImage(container)).toEqual(['/media/a.jpg']);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Slideshow, image 2 of 3' })).toBeTruthy();
    expect(shownImage(container)).toEqual(['/media/b.jpg']);
    act(() => vi.advanceTimersByTime(5_000));
    expect(shownImage(container)).toEqual(['/media/c.jpg']);
    act(() => vi.advanceTimersByTime(5_000));
    expect(shownImage(container)).toEqual(['/media/a.jpg']);
  });

  it('keeps every image in the page, so the next one is loaded before it shows', () => {
    const { container } = renderWithIntl(<LayerStack layers={[show]} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/a.jpg',
      '/media/b.jpg',
      '/media/c.jpg',
    ]);
  });

  it('stands still on the first slide where nothing plays (thumbnails), and plays on the editor canvas', () => {
    const still = renderWithIntl(<LayerStack layers={[show]} isPlaying={false} />);
    pass(12_000);
    expect(shownImage(still.container)).toEqual(['/media/a.jpg']);
    still.unmount();
    const canvas = renderWithIntl(<LayerStack layers={[show]} isPlaying={false} isSlideshowPlaying />);
    pass(12_000);
    expect(shownImage(canvas.container)).toEqual(['/media/c.jpg']);
  });

  it('says so when it has no images', () => {
    renderWithIntl(<LayerStack layers={[layerOf('Slider')]} />);
    expect(screen.getByRole('img', { name: 'No images in this slideshow' })).toBeTruthy();
  });
});
