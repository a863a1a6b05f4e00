import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { DISPLAY_SCALE_MAX, ZOOM_MIN, canLockRatio, clamp, zoomForPreset } from '@screenplay/core';
import type { Size, ZoomPreset } from '@screenplay/core';

/** The scene editor's view state: zoom, grid, snapping and the keep-ratio lock. */
export interface EditorView {
  $keepRatio: ReadonlySignal<boolean>;
  $zoom: ReadonlySignal<number>;
  $isGridVisible: ReadonlySignal<boolean>;
  $isSnapEnabled: ReadonlySignal<boolean>;
  /** Toggles keep-ratio for a section of this size; refused (false) unless width and height are positive. */
  toggleKeepRatio(size: Size | null): boolean;
  setZoom(scale: number): void;
  zoomTo(preset: ZoomPreset, fitScale: number): void;
  toggleGrid(): void;
  toggleSnap(): void;
}

/** Creates the view state of a scene editor (spec: grid visible and snapping on by default). */
export function createEditorView(): EditorView {
  const $keepRatio = signal(false);
  const $zoom = signal(1);
  const $isGridVisible = signal(true); // spec: grid visibility default on
  const $isSnapEnabled = signal(true); // spec: snap to grid and layers on

  return {
    $keepRatio,
    $zoom,
    $isGridVisible,
    $isSnapEnabled,
    toggleKeepRatio(size) {
      if (!size || !canLockRatio(size)) return false;
      $keepRatio.value = !$keepRatio.value;
      return true;
    },
    setZoom(scale) {
      if (Number.isFinite(scale)) $zoom.value = clamp(scale, ZOOM_MIN, DISPLAY_SCALE_MAX);
    },
    zoomTo(preset, fitScale) {
      $zoom.value = zoomForPreset(preset, $zoom.value, fitScale);
    },
    toggleGrid() {
      $isGridVisible.value = !$isGridVisible.value;
    },
    toggleSnap() {
      $isSnapEnabled.value = !$isSnapEnabled.value;
    },
  };
}
