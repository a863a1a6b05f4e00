import type { Rect } from '@screenplay/core';

/** Writes a box to an absolutely positioned element (scene pixels; the stage applies the zoom). */
export function writeRect(element: HTMLElement, rect: Rect): void {
  const style = element.style;
  style.left = `${rect.left}px`;
  style.top = `${rect.top}px`;
  style.width = `${rect.width}px`;
  style.height = `${rect.height}px`;
}
