import type { Point, Size } from '../geometry';
import type { LibraryLayerKind } from '../library/library.types';
import { nextTempId, type Id, type Layer, type LayerContent } from '../scene';
import type { LayerDefinition, LayerWith } from './widgets.definitions';
import { defaultLayer } from './widgets.layers';
import { scaleLayer } from './widgets.scale';
import { addVideos } from './widgets.video';
import type {
  CalendarContent,
  ClockContent,
  LayerBox,
  LayerContentByType,
  LayerType,
  SlideEntry,
  SocialFeedContent,
  TextContent,
  TimerContent,
  VideoEntry,
  WeatherContent,
} from './widgets.types';

/** A media file dropped from the library (a library `MediaItem` fits). */
export interface LibraryMedia {
  uuid: string;
  url: string;
  type: 'image' | 'video';
  width: number | null;
  height: number | null;
  name?: string;
  /** Seconds, for a video whose length is known (null or absent: unknown). */
  duration?: number | null;
}

/** An image from a url: a slide of a slider or a stock photo. */
export interface LibraryImage {
  url: string;
  width: number | null;
  height: number | null;
  /** The media file's uuid when the image is in the media library. */
  uuid?: string | null;
  /** The media file's name as the library lists it (a url's last part is often an id). */
  name?: string;
}

/** What a template brings: its canvas size and its layers (a library template fits). */
export interface LibraryTemplateSource {
  id: Id;
  width: number;
  height: number;
  layers: readonly Layer[];
}

/** Where the new layers go: their ids below every existing id, and the drop point (top-left) if any. */
export interface LibraryPlacement {
  existingIds?: Iterable<Id>;
  point?: Point;
}

/** How far a new layer steps from one already at its place: 5% of the section each way, as a duplicated section does. */
export const NEW_LAYER_STEP_SHARE = 0.05;

/**
 * Where a new layer goes so it does not land exactly on another (issue 24: added layers stacked at one position and
 * hid each other): from `box`, a step of {@link NEW_LAYER_STEP_SHARE} of the section lower-right while a layer in
 * `taken` has the same top-left corner, staying inside the section (it stops where it can step no further).
 * @example clearOfStack({ left: 0, top: 0, width: 100, height: 50 }, [{ left: 0, top: 0 }], { width: 1000, height: 500 })
 * // { left: 50, top: 25, width: 100, height: 50 }
 */
export function clearOfStack(box: LayerBox, taken: readonly Pick<LayerBox, 'left' | 'top'>[], section: Size): LayerBox {
  const dx = Math.max(1, Math.round(section.width * NEW_LAYER_STEP_SHARE));
  const dy = Math.max(1, Math.round(section.height * NEW_LAYER_STEP_SHARE));
  const maxLeft = Math.max(0, section.width - box.width);
  const maxTop = Math.max(0, section.height - box.height);
  let { left, top } = box;
  for (let step = 0; step < taken.length && taken.some((other) => other.left === left && other.top === top); step++) {
    const next = { left: Math.min(left + dx, maxLeft), top: Math.min(top + dy, maxTop) };
    if (next.left === left && next.top === top) break;
    ({ left, top } = next);
  }
  return { ...box, left, top };
}

/** The shapes the Shape kind makes. */
export type ShapeType = 'Rectangle' | 'Circle' | 'Ellipse';

/** What each library layer kind needs besides the placement; `content` overrides the type's defaults. */
export interface LibraryLayerOptionsByKind {
  Clock: {
    itemType?: 'Clock' | 'Calendar' | 'Timer';
    content?: Partial<ClockContent> | Partial<CalendarContent> | Partial<TimerContent>;
  };
  Weather: { content?: Partial<WeatherContent> };
  /** The feed's headlines, shown as one text scrolling to the left. */
  Rss: { headlines: readonly string[] };
  Instagram: { content?: Partial<SocialFeedContent> };
  Facebook: { content?: Partial<SocialFeedContent> };
  Slider: { images: readonly LibraryImage[] };
  Text: { content?: Partial<TextContent> };
  Shape: { shape?: ShapeType };
  Media: { media: LibraryMedia };
  Template: { template: LibraryTemplateSource };
  Pixabay: { photo: LibraryImage };
  Video: { videos: readonly VideoEntry[] };
}

/** The options of one library layer kind. */
export type LibraryLayerOptions<K extends LibraryLayerKind> = LibraryLayerOptionsByKind[K] & LibraryPlacement;

/** How fast an Rss ticker scrolls, in pixels per second (spec: "Default marquee scroll speed: not shown": ours). */
export const RSS_SCROLL_SPEED = 100;

/** What separates an Rss ticker's headlines (ours). */
export const RSS_SEPARATOR = ' • ';

// A widget's share of the section's width and height when dropped (ours: the spec shows none). Media,
// video, slides and feeds fill the section; a circle's box is square, from the shorter side.
const WIDGET_FRACTION = {
  Clock: [0.5, 0.25],
  Weather: [0.5, 0.5],
  Rss: [1, 0.25],
  Text: [0.5, 0.25],
  Shape: [0.25, 0.25],
} as const;

type Allocate = () => Id;
type Builder<K extends LibraryLayerKind> = (
  section: Size,
  options: LibraryLayerOptions<K>,
  nextId: Allocate,
) => Layer[];

/** Ids -1, -2, ... below every existing id, one per call. */
function idAllocator(existingIds: Iterable<Id>): Allocate {
  let next = nextTempId(existingIds);
  return () => next--;
}

function centred(section: Size, size: Size, point: Point | undefined): LayerBox {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  if (point) return { left: Math.round(point.x), top: Math.round(point.y), width, height };
  return {
    left: Math.round((section.width - width) / 2),
    top: Math.round((section.height - height) / 2),
    width,
    height,
  };
}

function widgetBox(section: Size, [fx, fy]: readonly [number, number], point: Point | undefined): LayerBox {
  return centred(section, { width: section.width * fx, height: section.height * fy }, point);
}

/** An image's box: the largest that fits the section with the image's proportions; the whole section when its size is unknown. */
function imageBox(section: Size, image: Pick<LibraryImage, 'width' | 'height'>, point: Point | undefined): LayerBox {
  const { width, height } = image;
  if (!width || !height || width <= 0 || height <= 0) return centred(section, section, point);
  const factor = Math.min(section.width / width, section.height / height);
  return centred(section, { width: width * factor, height: height * factor }, point);
}

function typedLayer<T extends LayerType>(
  itemType: T,
  box: LayerBox,
  id: Id,
  content: Partial<LayerContentByType[T]> = {},
): Layer {
  const layer = defaultLayer(itemType, box, id);
  return { ...layer, content: { ...layer.content, ...content, ...box } };
}

function imageLayer(image: LibraryImage, box: LayerBox, id: Id): Layer {
  const originalSize = image.width && image.height ? { width: image.width, height: image.height } : null;
  const named = image.name ? { name: image.name } : {};
  return typedLayer('Image', box, id, { image: image.uuid ?? null, imageUrl: image.url, originalSize, ...named });
}

function slideEntry(image: LibraryImage): SlideEntry {
  const named = image.name ? { name: image.name } : {};
  return { url: image.url, uuid: image.uuid ?? null, width: image.width, height: image.height, ...named };
}

function videoLayer(videos: readonly VideoEntry[], box: LayerBox, id: Id): Layer {
  return addVideos(defaultLayer('Video', box, id), videos);
}

/**
 * A template's layers: copied with new ids, scaled by one factor so the template's canvas fits the
 * section (proportions kept), the canvas centred (or its top-left at the point). Each layer keeps the
 * template's id in `sectionTemplateId`; `sectionTemplateGroup` tells this drop's layers from another drop
 * of the same template (`template-<id>_<n>`, ours).
 */
const templateLayers: Builder<'Template'> = (section, { template, point }, nextId) => {
  const fits = template.width > 0 && template.height > 0;
  const factor = fits ? Math.min(section.width / template.width, section.height / template.height) : 1;
  const offset = point
    ? { x: Math.round(point.x), y: Math.round(point.y) }
    : fits
      ? {
          x: Math.round((section.width - template.width * factor) / 2),
          y: Math.round((section.height - template.height * factor) / 2),
        }
      : { x: 0, y: 0 };
  const ids = template.layers.map(() => nextId());
  const group = `template-${template.id}_${Math.abs(ids[0] ?? 0)}`;
  return template.layers.map((source, i) => {
    const scaled = scaleLayer(structuredClone(source), factor, factor);
    const content = { ...scaled.content, left: scaled.content.left + offset.x, top: scaled.content.top + offset.y };
    return {
      ...scaled,
      id: ids[i] ?? nextId(),
      content,
      parentLayerId: null,
      sectionTemplateId: template.id,
      sectionTemplateGroup: group,
    };
  });
};

const BUILDERS: { [K in LibraryLayerKind]: Builder<K> } = {
  Clock: (section, { itemType = 'Clock', content, point }, nextId) => [
    typedLayer(itemType, widgetBox(section, WIDGET_FRACTION.Clock, point), nextId(), content),
  ],
  Weather: (section, { content, point }, nextId) => [
    typedLayer('Weather', widgetBox(section, WIDGET_FRACTION.Weather, point), nextId(), content),
  ],
  // There is no Rss layer type: a feed becomes a Text layer whose headlines scroll to the left (a ticker).
  Rss: (section, { headlines, point }, nextId) => [
    typedLayer('Text', widgetBox(section, WIDGET_FRACTION.Rss, point), nextId(), {
      text: headlines.join(RSS_SEPARATOR),
      scrollDirection: 'Left',
      scrollSpeed: RSS_SCROLL_SPEED,
    }),
  ],
  Instagram: (section, { content, point }, nextId) => [
    typedLayer('Instagram', centred(section, section, point), nextId(), content),
  ],
  Facebook: (section, { content, point }, nextId) => [
    typedLayer('Facebook', centred(section, section, point), nextId(), content),
  ],
  // A slider is a sequence of images shown one at a time (issue 24: one Image layer per slide stacked them in one
  // item, so only the top one ever showed): one Slider layer filling the section, its slides in order.
  Slider: (section, { images, point }, nextId) => [
    typedLayer('Slider', centred(section, section, point), nextId(), { slides: images.map(slideEntry) }),
  ],
  Text: (section, { content, point }, nextId) => [
    typedLayer('Text', widgetBox(section, WIDGET_FRACTION.Text, point), nextId(), content),
  ],
  Shape: (section, { shape = 'Rectangle', point }, nextId) => {
    const [fx, fy] = WIDGET_FRACTION.Shape;
    const side = Math.min(section.width * fx, section.height * fy);
    const box =
      shape === 'Circle' ? centred(section, { width: side, height: side }, point) : widgetBox(section, [fx, fy], point);
    return [typedLayer(shape, box, nextId())];
  },
  Media: (section, { media, point }, nextId) =>
    media.type === 'video'
      ? [
          videoLayer(
            [{ uuid: media.uuid, url: media.url, name: media.name ?? '', duration: media.duration ?? 0 }],
            centred(section, section, point),
            nextId(),
          ),
        ]
      : [imageLayer(media, imageBox(section, media, point), nextId())],
  Template: templateLayers,
  Pixabay: (section, { photo, point }, nextId) => [imageLayer(photo, imageBox(section, photo, point), nextId())],
  Video: (section, { videos, point }, nextId) => [videoLayer(videos, centred(section, section, point), nextId())],
};

/** What adding one layer of a definition needs: where it goes, and content over the type's defaults. */
export interface DefinitionLayerOptions<C extends LayerContent = LayerContent> extends LibraryPlacement {
  content?: Partial<C>;
}

/**
 * A new layer of a definition's type, as the layer library adds it: the type's defaults (and `content` over them)
 * in the box of its library entry (its share of the section, centred or its top-left at `point`; the whole section
 * without an entry), with a temporary id below `existingIds`.
 *
 * @example layerFromDefinition(BUILT_IN_LAYER_DEFINITION_BY_TYPE.Clock, { width: 800, height: 600 }, {}).content.width // 400
 */
export function layerFromDefinition<C extends LayerContent, T extends string>(
  definition: LayerDefinition<C, T>,
  section: Size,
  options: DefinitionLayerOptions<C>,
): LayerWith<C, T> {
  const entry = definition.library;
  const [fx, fy] = entry?.size ?? [1, 1];
  const side = Math.min(section.width * fx, section.height * fy);
  const box = entry?.isSquare
    ? centred(section, { width: side, height: side }, options.point)
    : widgetBox(section, [fx, fy], options.point);
  const defaults = definition.defaults(box);
  return {
    id: idAllocator(options.existingIds ?? [])(),
    itemType: definition.itemType,
    content: { ...defaults, ...options.content, ...box },
    parentLayerId: null,
    sectionTemplateGroup: null,
    sectionTemplateId: null,
    invisible: false,
    media: [],
    fonts: [],
  };
}

/**
 * The layers a library layer kind becomes when dropped into a section: Clock a Clock (or Calendar, or
 * Timer) layer, Weather, Instagram and Facebook their own layer, Rss a scrolling Text layer, Slider one
 * Slider layer showing its images one after another, Text a Text layer, Shape a Rectangle, Circle or Ellipse, Media an Image or a
 * Video layer by the file's type, Template its layers (scaled to fit), Pixabay an Image layer, Video a
 * Video layer with the videos as its playlist. New layers get temporary ids -1, -2, ... below `existingIds`.
 *
 * @example layersFromLibraryKind('Shape', { width: 800, height: 600 }, { shape: 'Circle' })[0].content // 150 x 150, centred
 */
export function layersFromLibraryKind<K extends LibraryLayerKind>(
  kind: K,
  section: Size,
  options: LibraryLayerOptions<K>,
): Layer[] {
  const builder: Builder<K> = BUILDERS[kind];
  return builder(section, options, idAllocator(options.existingIds ?? []));
}

/** The message key of a template without layers (spec: "A template needs at least one layer"), null when it has one. */
export function templateLayersError(layers: readonly Layer[]): 'library.templateNeedsLayer' | null {
  return layers.length === 0 ? 'library.templateNeedsLayer' : null;
}
