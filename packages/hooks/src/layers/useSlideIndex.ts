import { nextSlideIn, slideAt, type SliderContent } from '@screenplay/core/widgets';
import { useEffect, useState } from 'react';

/**
 * The slide a slideshow shows now (core's `slideAt`, timed from when it was first drawn): the first, then the next
 * each time a slide's seconds are up, re-rendering exactly then (one timer, none for a single slide); the first
 * while `isPlaying` is false.
 * @example const index = useSlideIndex(layer.content, isPlaying);
 */
export function useSlideIndex(content: Pick<SliderContent, 'slides' | 'slideDuration'>, isPlaying: boolean): number {
  const [startedAt] = useState(() => Date.now());
  const [elapsedMs, setElapsedMs] = useState(0);
  const { slides, slideDuration } = content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each slide change (elapsedMs) sets the next timer.
  useEffect(() => {
    if (!isPlaying) return;
    // From the clock, not the last render: a new layer object mid-slide must not push the change back.
    const wait = nextSlideIn({ slides, slideDuration }, Date.now() - startedAt);
    if (wait === null) return;
    const timer = setTimeout(() => setElapsedMs(Date.now() - startedAt), wait);
    return () => clearTimeout(timer);
  }, [isPlaying, slides, slideDuration, elapsedMs, startedAt]);
  return isPlaying ? slideAt(content, elapsedMs) : 0;
}
