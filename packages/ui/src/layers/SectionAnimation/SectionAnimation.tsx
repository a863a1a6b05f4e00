import { SECTION_ANIMATION_MS } from '@screenplay/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../internal/usePrefersReducedMotion';

/**
 * The entrance of each section animation core offers (`SECTION_ANIMATION_TYPES`), as Web Animations keyframes:
 * the content comes in from its start state to where it rests. Slides come from the side they are named
 * against (`slideLeft` moves to the left, so it enters from the right).
 */
export const SECTION_ANIMATION_KEYFRAMES: Readonly<Record<string, readonly Keyframe[]>> = {
  fade: [{ opacity: 0 }, { opacity: 1 }],
  slideLeft: [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }],
  slideRight: [{ transform: 'translateX(-100%)' }, { transform: 'translateX(0)' }],
  slideUp: [{ transform: 'translateY(100%)' }, { transform: 'translateY(0)' }],
  slideDown: [{ transform: 'translateY(-100%)' }, { transform: 'translateY(0)' }],
  zoom: [
    { opacity: 0, transform: 'scale(0.5)' },
    { opacity: 1, transform: 'scale(1)' },
  ],
};

/** Props of {@link SectionAnimation}. */
export interface SectionAnimationProps {
  /** The section's animation (core `sectionAnimation(section)`): an offered id, or null for none. */
  animation: string | null;
  /** What the section plays now (e.g. the playing item's id): each change plays the entrance again. */
  playKey: string | number | null;
  children?: ReactNode;
}

/**
 * The content of a played section (player, preview), filling the section's box: each time `playKey` changes
 * (a new playlist item comes on, or the section appears) it plays the section's entrance animation for
 * `SECTION_ANIMATION_MS`. Nothing moves when the user asks the system to reduce motion, or without an
 * animation. The section should clip (`overflow: hidden`) so slides stay inside their box.
 */
export function SectionAnimation({ animation, playKey, children }: SectionAnimationProps) {
  const content = useRef<HTMLDivElement>(null);
  const isReduced = usePrefersReducedMotion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: playKey is the trigger: a new item plays the entrance again
  useEffect(() => {
    const node = content.current;
    const keyframes = animation === null ? undefined : SECTION_ANIMATION_KEYFRAMES[animation];
    if (!node || !keyframes || isReduced || typeof node.animate !== 'function') return;
    const running = node.animate([...keyframes], { duration: SECTION_ANIMATION_MS, easing: 'ease-out' });
    return () => running.cancel();
  }, [animation, playKey, isReduced]);
  return (
    <div
      ref={content}
      data-scope="section-animation"
      data-part="content"
      data-animation={animation ?? undefined}
      style={{ position: 'absolute', inset: 0 }}
    >
      {children}
    </div>
  );
}
