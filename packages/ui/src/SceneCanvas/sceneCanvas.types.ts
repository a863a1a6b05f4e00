import type { Rect, Section, Size } from '@screenplay/core';
import type { ReactNode } from 'react';

/** Props of {@link SceneCanvas}. */
export interface SceneCanvasProps {
  /** The scene's size in scene pixels. */
  scene: Size;
  /** The sections to draw, bottom first (the editor's visible leaf sections in `order`). */
  sections: readonly Section[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Called once per finished drag or resize with the new box (one history entry per gesture). */
  onGeometryChange: (id: number, rect: Rect) => void;
  /** Called by arrow keys on the focused section: a nudge in scene pixels. */
  onNudge?: (id: number, dx: number, dy: number) => void;
  /** Screen pixels per scene pixel. */
  zoom: number;
  isGridVisible?: boolean;
  /** Snapping to the grid and to other sections (Ctrl disables it during a gesture). */
  isSnapEnabled?: boolean;
  /** Keep the ratio while resizing (Shift does the same during a gesture). */
  keepRatio?: boolean;
  /** Sections may leave the scene while dragged. */
  allowOverflow?: boolean;
  /** Section editing locked: no drag, no resize. */
  isLocked?: boolean;
  /** Shows the sections stacked in depth. */
  is3d?: boolean;
  /** Shows each section's content (from `renderContent`) under its name. */
  showContent?: boolean;
  /**
   * A section's content, drawn in its box in scene pixels. Read when a section renders, which is only when its own
   * section object, selection or the view options change (never during another section's drag).
   */
  renderContent?: (section: Section) => ReactNode;
  /** Accessible name of the canvas. */
  label: string;
  className?: string;
}

/** Box of a section in scene pixels. */
export function rectOf(section: Pick<Section, 'left' | 'top' | 'width' | 'height'>): Rect {
  return { left: section.left, top: section.top, width: section.width, height: section.height };
}
