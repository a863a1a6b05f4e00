import type { ScrollDirection } from '@screenplay/core/widgets';
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Seconds one pass of a scrolling text lasts: the text enters at the box's far edge and leaves past the
 * near one, so it travels its own size plus the box's, at `scrollSpeed` pixels per second. Null when it
 * does not scroll (speed 0 or less).
 *
 * @example marqueeDurationSeconds(1500, 500, 100) // 20
 */
export function marqueeDurationSeconds(contentSize: number, boxSize: number, scrollSpeed: number): number | null {
  if (!(scrollSpeed > 0) || !Number.isFinite(scrollSpeed)) return null;
  const size = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);
  return (size(contentSize) + size(boxSize)) / scrollSpeed;
}

/** The scrolling text's size along its direction (width for Left, height for Top), measured and kept up to date. */
export function useMarqueeSize(
  track: RefObject<HTMLElement | null>,
  direction: ScrollDirection | null,
  text: string,
): number {
  const [size, setSize] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` is what the element shows: a new text is measured before paint (the ResizeObserver would report it a frame late, and not at all where there is none)
  useLayoutEffect(() => {
    const element = track.current;
    if (!element || !direction) return;
    const measure = () => setSize(direction === 'Top' ? element.offsetHeight : element.offsetWidth);
    measure();
    // Fonts load late and boxes resize: the duration follows the text's real size.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [track, direction, text]);
  return size;
}
