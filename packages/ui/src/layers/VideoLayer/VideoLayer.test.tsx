import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { HtmlVideoLayer, VideoLayer } from './VideoLayer';

const videos = [
  { uuid: 'a', url: '/media/intro.mp4', name: 'Intro', duration: 12 },
  { uuid: 'b', url: '/media/offer.mp4', name: 'Offer', duration: 30 },
];
const playlist = layerOf('Video', { videos, videosUrls: videos.map((video) => video.url), activeIndex: 1 });

describe('VideoLayer', () => {
  it('plays the playlist entry at the active index, muted, named after the video', () => {
    const { container } = renderWithIntl(<VideoLayer layer={playlist} />);
    const root = screen.getByRole('img', { name: 'Video: Offer' });
    expect(root).toBe(layerRootOf(container));
    expect(root.dataset.part).toBe('video');
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/offer.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });

  it('follows the activeIndex a player passes, and hands the end of a video to it', () => {
    const onEnded = vi.fn();
    const { container } = renderWithIntl(<VideoLayer layer={playlist} activeIndex={0} onEnded={onEnded} />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/intro.mp4');
    expect(video.loop).toBe(false);
    video.dispatchEvent(new Event('ended'));
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('shows a video that cannot be loaded (a missing file) as a labelled box instead of an empty frame', () => {
    const { container } = renderWithIntl(<VideoLayer layer={playlist} />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('img', { name: 'This Video layer cannot be shown' }).dataset.state).toBe('broken');
    expect(container.querySelector('video')).toBeNull();
  });

  it('with an empty playlist is a labelled empty box', () => {
    const { container } = renderWithIntl(<VideoLayer layer={layerOf('Video')} />);
    expect(screen.getByRole('img', { name: 'No video chosen' }).dataset.state).toBe('empty');
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('HtmlVideoLayer', () => {
  it('plays its backgroundVideo looping and muted as its content says', () => {
    const layer = layerOf('HtmlVideo', { backgroundVideo: '/media/loop.webm', loop: false, muted: true });
    const { container } = renderWithIntl(<HtmlVideoLayer layer={layer} />);
    expect(screen.getByRole('img', { name: 'Background video' }).dataset.part).toBe('html-video');
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/loop.webm');
    expect(video.loop).toBe(false);
    expect(video.muted).toBe(true);
  });

  it('shows a background video that cannot be loaded as a labelled box', () => {
    const { container } = renderWithIntl(
      <HtmlVideoLayer layer={layerOf('HtmlVideo', { backgroundVideo: '/media/missing.mp4' })} />,
    );
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('img', { name: 'This HtmlVideo layer cannot be shown' }).dataset.state).toBe('broken');
  });
});
