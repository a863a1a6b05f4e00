import { DRAG_MIME, decodeDragPayload, encodeDragPayload, type DragPayload } from '@screenplay/core/library';
import type { DragEvent } from 'react';

/** Starts a drag carrying `payload` as core's JSON drag payload (what folder trees and sections accept). */
export function startDrag(event: DragEvent, payload: DragPayload): void {
  event.dataTransfer.setData(DRAG_MIME, encodeDragPayload(payload));
  event.dataTransfer.effectAllowed = 'copyMove';
}

/**
 * Whether a drag carries a Screenplay item. During `dragover` the browser hides the data and shows
 * only its types, so this looks at the types.
 */
export function carriesPayload(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes(DRAG_MIME);
}

/** The dropped item, or null when the drop carries none (or a malformed one). */
export function readDrop(event: DragEvent): DragPayload | null {
  const text = event.dataTransfer?.getData(DRAG_MIME) ?? '';
  return text ? decodeDragPayload(text) : null;
}
