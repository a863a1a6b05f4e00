import { currentItem, type Layer, leafSections, PREVIEW_STAGE_COLOR, type Scene, type Section } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';

/** Largest side of a thumbnail in pixels (ours): 320 px wide for a landscape scene, the ratio kept. */
export const THUMBNAIL_MAX_SIDE_PX = 320;

/** How wide a layout's section outlines are drawn, in thumbnail pixels (ours). */
const OUTLINE_PX = 1.5;

/** One box of a thumbnail, in scene pixels: a section with what it shows. */
export interface ThumbnailBox {
  id: number;
  left: number;
  top: number;
  width: number;
  height: number;
  background: string;
  /** The layers it shows, bottom first (a scene section's current item; a template's layers). */
  layers: readonly Layer[];
  /** A name written in the box (a layout's sections, which have no content); null for none. */
  label: string | null;
  /** Outline width in scene pixels (a layout's sections); 0 for none. */
  outline: number;
}

/** What a thumbnail draws: a stage of `width` × `height` scene pixels and its boxes, bottom first. */
export interface ThumbnailInput {
  width: number;
  height: number;
  /** The stage colour where no box is drawn (CSS colour). */
  background: string;
  boxes: ThumbnailBox[];
}

/** The stage colour of thumbnails: what a screen shows where nothing is drawn (core's preview stage). */
export const THUMBNAIL_STAGE_COLOR = `rgb(${PREVIEW_STAGE_COLOR.r},${PREVIEW_STAGE_COLOR.g},${PREVIEW_STAGE_COLOR.b})`;

/**
 * The scale from scene pixels to the thumbnail: the longer side becomes {@link THUMBNAIL_MAX_SIDE_PX} (never
 * enlarged), so a 1920 × 1080 scene gives 320 × 180. 0 for a size that is not positive.
 */
export function thumbnailScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 0;
  return Math.min(1, THUMBNAIL_MAX_SIDE_PX / Math.max(width, height));
}

/** The thumbnail's size in pixels for a stage of `width` × `height` (at least 1 × 1). */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = thumbnailScale(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The sections a screen shows, bottom first: leaves (a draft stands for its parent), not hidden, not deleted. */
function shownSections(sections: readonly Section[]): Section[] {
  return leafSections(sections)
    .filter((section) => !section.hidden && !section.markAsDeleted)
    .sort((a, b) => a.order - b.order);
}

const box = (section: Section) => ({
  id: section.id,
  left: section.left,
  top: section.top,
  width: section.width,
  height: section.height,
  background: section.background,
});

/**
 * A scene's thumbnail: each shown section with the layers of its current item (core `currentItem`: the first in
 * `itemsOrder` neither hidden nor deleted), as the scene editor's canvas and the preview draw it.
 */
export function sceneThumbnailInput(scene: Pick<Scene, 'width' | 'height' | 'sections'>): ThumbnailInput {
  return {
    width: scene.width,
    height: scene.height,
    background: THUMBNAIL_STAGE_COLOR,
    boxes: shownSections(scene.sections).map((section) => ({
      ...box(section),
      layers: currentItem(section)?.layers ?? [],
      label: null,
      outline: 0,
    })),
  };
}

/** A layout's thumbnail: its sections as outlined boxes in their background colours, each with its name. */
export function layoutThumbnailInput(layout: Pick<Layout, 'width' | 'height' | 'sections'>): ThumbnailInput {
  const scale = thumbnailScale(layout.width, layout.height);
  const outline = scale > 0 ? OUTLINE_PX / scale : 0;
  return {
    width: layout.width,
    height: layout.height,
    background: THUMBNAIL_STAGE_COLOR,
    boxes: shownSections(layout.sections).map((section) => ({
      ...box(section),
      layers: [],
      label: section.name,
      outline,
    })),
  };
}

/**
 * A template's thumbnail (its preview): its layers in one box the template's size, on the stage colour (what a
 * section without a background shows, which texts without a colour are made to read on).
 */
export function templateThumbnailInput(template: {
  width: number;
  height: number;
  layers: readonly Layer[];
}): ThumbnailInput {
  return {
    width: template.width,
    height: template.height,
    background: THUMBNAIL_STAGE_COLOR,
    boxes: [
      {
        id: 0,
        left: 0,
        top: 0,
        width: template.width,
        height: template.height,
        background: 'rgba(0,0,0,0)',
        layers: template.layers,
        label: null,
        outline: 0,
      },
    ],
  };
}

/** Whether a thumbnail would show anything: a positive size and at least one box. */
export function isDrawable(input: ThumbnailInput): boolean {
  return thumbnailScale(input.width, input.height) > 0 && input.boxes.length > 0;
}
