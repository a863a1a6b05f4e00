import type { Point } from '@screenplay/core';
import type { LibraryLayerKind } from '@screenplay/core/library';

/**
 * The library layer kinds whose layers need something chosen first: a feed's address (Rss), images (Slider,
 * Media, Pixabay), a template (Template) or videos (Video). The editor asks the integrator to choose it.
 */
export type SourceLibraryKind = Extract<
  LibraryLayerKind,
  'Rss' | 'Slider' | 'Media' | 'Template' | 'Pixabay' | 'Video'
>;

/**
 * Opens the integrator's chooser for a library kind that needs a source; the integrator then adds the layers with
 * `editor.addFromLibrary(kind, { ...source, point })`. `point` is where it was dropped on the canvas (canvas
 * pixels, the new layers' top-left), null for a click (the layers go to the centre).
 */
export type ChooseSourceHandler = (kind: SourceLibraryKind, point: Point | null) => void;
