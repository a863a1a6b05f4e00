import { zoomToFit, type Size } from '@screenplay/core';
import { useValue } from '../react/useValue';
import type { SceneEditorStore } from './sceneEditor.types';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** Padding kept around the scene when it is fitted to the viewport, in screen pixels. */
const FIT_PADDING_PX = 32;

/** The zoom that fits `content` into the element's box (null until measured), updated when the element resizes. */
export function useFitScale(element: RefObject<HTMLElement | null>, content: Size | null): number | null {
  const [fit, setFit] = useState<number | null>(null);
  // The size's numbers, not the object: a caller passing a new object of the same size must not re-observe.
  const width = content?.width;
  const height = content?.height;
  useEffect(() => {
    const node = element.current;
    if (!node || width === undefined || height === undefined) return;
    const measure = () => {
      const viewport = {
        width: Math.max(1, node.clientWidth - FIT_PADDING_PX),
        height: Math.max(1, node.clientHeight - FIT_PADDING_PX),
      };
      setFit(zoomToFit({ width, height }, viewport));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, width, height]);
  return fit;
}

/**
 * The editor's viewport element and its fit-to-viewport zoom (1 until measured); the editor's scene opens fitted
 * to the viewport once the viewport has been measured.
 */
export function useEditorFit(store: SceneEditorStore): {
  viewport: RefObject<HTMLDivElement | null>;
  fitScale: number;
} {
  const viewport = useRef<HTMLDivElement>(null);
  const scene = useValue(store.$scene);
  const width = scene?.width;
  const height = scene?.height;
  const sceneSize = useMemo(
    () => (width === undefined || height === undefined ? null : { width, height }),
    [width, height],
  );
  const measuredFit = useFitScale(viewport, sceneSize);
  const hasFitted = useRef(false);
  useEffect(() => {
    if (sceneSize && !hasFitted.current && measuredFit !== null) {
      hasFitted.current = true;
      store.zoomTo('fit', measuredFit);
    }
  }, [store, sceneSize, measuredFit]);
  return { viewport, fitScale: measuredFit ?? 1 };
}
