import type { PlaylistItem } from '../scene';
import type { SliderContent, SliderLayer } from './widgets.types';

// Type imports only: the layer definitions take their default from here.

/**
 * Seconds each slide of a new Slider shows (ours: the spec gives the Slider kind no timing; ten seconds is the slide
 * the playlist limits are sized for, see `limits/lists.ts`).
 */
export const SLIDE_DURATION_S = 10;

/** The shortest a slide may show, in seconds (ours: a whole second, as item durations are). */
export const SLIDE_DURATION_MIN_S = 1;

const MS_PER_S = 1000;

/** Whether the layer is a Slider layer (a slideshow). */
export function isSliderLayer(layer: { itemType: string }): layer is SliderLayer {
  return layer.itemType === 'Slider';
}

/** Seconds one slide shows: the layer's own when it is a whole number of at least 1 s, else the default 10 s. */
export function slideSeconds(content: Pick<SliderContent, 'slideDuration'>): number {
  const seconds = content.slideDuration;
  return Number.isInteger(seconds) && seconds >= SLIDE_DURATION_MIN_S ? seconds : SLIDE_DURATION_S;
}

/**
 * The slide showing `elapsedMs` after the slideshow started: each slide for its duration, in order, from the first
 * again after the last (issue 24: a slider shows one image at a time). 0 for one slide or none, and before the start.
 * @example slideAt({ slides: [a, b, c], slideDuration: 10 }, 25_000) // 2
 */
export function slideAt(content: Pick<SliderContent, 'slides' | 'slideDuration'>, elapsedMs: number): number {
  const count = content.slides.length;
  if (count <= 1 || !(elapsedMs > 0)) return 0;
  return Math.floor(elapsedMs / (slideSeconds(content) * MS_PER_S)) % count;
}

/** Milliseconds from `elapsedMs` until the next slide comes on; null when the slideshow never changes (one slide or none). */
export function nextSlideIn(
  content: Pick<SliderContent, 'slides' | 'slideDuration'>,
  elapsedMs: number,
): number | null {
  if (content.slides.length <= 1) return null;
  const slideMs = slideSeconds(content) * MS_PER_S;
  const into = Math.max(0, elapsedMs) % slideMs;
  return slideMs - into;
}

/** Seconds a slideshow takes to show every slide once: the slides times the seconds of one; 0 without slides. */
export function sliderDuration(content: Pick<SliderContent, 'slides' | 'slideDuration'>): number {
  return content.slides.length * slideSeconds(content);
}

/**
 * The playlist item with the slider put in place of the layer with its id. Our rule, as for a video playlist: the
 * item plays as long as its slideshow (each slide shown once); without slides it keeps its own duration.
 */
export function withSliderLayer(item: PlaylistItem, layer: SliderLayer): PlaylistItem {
  const layers = item.layers.map((other) => (other.id === layer.id ? layer : other));
  const duration = sliderDuration(layer.content);
  return { ...item, layers, duration: duration > 0 ? duration : item.duration };
}
