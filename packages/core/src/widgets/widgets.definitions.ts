import { LOCALE } from '../constants';
import type { Layer, LayerContent } from '../scene';
import { SLIDE_DURATION_S } from './widgets.slider';
import type { LayerBox, LayerContentByType, LayerType, SocialFeedContent } from './widgets.types';

/** A layer whose content is `C` and whose `itemType` is `T`; still a core `Layer`. */
export type LayerWith<C extends LayerContent, T extends string = string> = Omit<Layer, 'itemType' | 'content'> & {
  itemType: T;
  content: C;
};

/**
 * Where a layer type is offered in the layer library, and the box a new layer of it takes. Types without an entry
 * (Image, HtmlVideo, Video) come from the library's sources (media, stock photos, videos) instead.
 */
export interface LayerLibraryEntry {
  /** The library layer kind it is offered under (spec §1: 'Clock', 'Shape', ...) or a host's own group name. */
  group: string;
  /** Its place in the library: lower first (the built-in items are 10, 20, ... 160; a host's own come after by default). */
  order: number;
  /** The new layer's share of the canvas's width and height, centred (or its top-left at the drop point). */
  size: readonly [width: number, height: number];
  /** A square box, its side the shorter of the two shares (a circle). */
  isSquare?: boolean;
}

/**
 * One layer type, as the rules see it: its `itemType`, the content a new layer starts with, a check of stored
 * content, its name and its place in the layer library. Editors and players take a list of these (the built-in
 * 14 by default, `BUILT_IN_LAYER_DEFINITIONS`), so a host app adds a type without changing the packages.
 *
 * @example
 * const qr: LayerDefinition<QrContent> = { itemType: 'QrCode', label: 'QR code', defaults: (box) => ({ ...box, url: '' }),
 *   library: { group: 'QrCode', order: 1000, size: [0.25, 0.25], isSquare: true } };
 */
export interface LayerDefinition<C extends LayerContent = LayerContent, T extends string = string> {
  /** The `itemType` stored on its layers; unique in a registry. */
  itemType: T;
  /** A message key naming the type ('layerEditor.typeClock'), or the name itself for a host's type ('QR code'). */
  label: string;
  /** The content a new layer starts with in the box; also fills the fields a stored layer lacks. */
  defaults(box: LayerBox): C;
  /** Whether stored content is this type's (its schema); without it, any content with a box is. */
  isContent?(content: LayerContent): boolean;
  /** What tells one layer of the type from another in a few words (a text's first line); empty when nothing does. */
  summary?(content: C): string;
  /** Its item in the layer library, or null when the library does not offer it by itself. */
  library: LayerLibraryEntry | null;
}

/** Whether the content holds every field of the type's defaults with the same kind of value (null defaults accept anything). */
export function matchesDefaults(definition: Pick<LayerDefinition, 'defaults'>, content: LayerContent): boolean {
  const defaults: Record<string, unknown> = definition.defaults({ left: 0, top: 0, width: 0, height: 0 });
  return Object.entries(defaults).every(([key, value]) => {
    const actual = content[key];
    if (value === null || actual === null) return key in content;
    if (Array.isArray(value)) return Array.isArray(actual);
    return typeof actual === typeof value;
  });
}

/** Whether the layer's content passes its definition's check (`isContent`, else a box of four numbers). */
export function isValidContent(definition: LayerDefinition, content: LayerContent): boolean {
  const box = ['left', 'top', 'width', 'height'].every((key) => typeof content[key] === 'number');
  return box && (definition.isContent ? definition.isContent(content) : true);
}

// The defaults below are ours: the spec names the fields, not their starting values.
const SHAPE_DEFAULTS = {
  fill: 'rgba(128,128,128,1)',
  fillOpacity: 1,
  stroke: 'rgba(0,0,0,1)',
  strokeOpacity: 1,
  strokeWidth: 0,
  opacity: 1,
};

const FEED_DEFAULTS = { account: null, rows: 2, columns: 3, showCaption: true, captionBackground: 'rgba(0,0,0,0.5)' };

// A widget's share of the canvas when added from the library (ours: the spec shows none); feeds fill it.
const CLOCK_SIZE = [0.5, 0.25] as const;
const SHAPE_SIZE = [0.25, 0.25] as const;
const FILL = [1, 1] as const;

/** The last part of a url's path, decoded: an image or video file's name. */
function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

type BuiltIns = { [T in LayerType]: LayerDefinition<LayerContentByType[T], T> };

const shape = <T extends 'Rectangle' | 'Circle' | 'Ellipse'>(itemType: T, order: number, isSquare = false) => ({
  itemType,
  label: `layerEditor.type${itemType}`,
  library: { group: 'Shape', order, size: SHAPE_SIZE, ...(isSquare ? { isSquare } : {}) },
});

const feed = <T extends 'Instagram' | 'Facebook'>(
  itemType: T,
  order: number,
): LayerDefinition<SocialFeedContent, T> => ({
  itemType,
  label: `layerEditor.type${itemType}`,
  defaults: (box) => ({ ...box, ...FEED_DEFAULTS }),
  summary: (c) => c.account ?? '',
  library: { group: itemType, order, size: FILL },
});

/** The 13 spec types (§1) and our Slider, by type: the one place their defaults, names and library items are written. */
export const BUILT_IN_LAYER_DEFINITION_BY_TYPE: Readonly<BuiltIns> = {
  Image: {
    itemType: 'Image',
    label: 'layerEditor.typeImage',
    defaults: (box) => ({
      ...box,
      image: null,
      imageUrl: '',
      originalSize: null,
      croppedSize: null,
      contain: true,
      opacity: 1,
      borderRadius: 0,
      flipH: false,
      flipV: false,
    }),
    summary: (c) => c.name?.trim() || fileName(c.imageUrl),
    library: null,
  },
  HtmlVideo: {
    itemType: 'HtmlVideo',
    label: 'layerEditor.typeHtmlVideo',
    defaults: (box) => ({ ...box, backgroundVideo: '', loop: true, muted: true }),
    summary: (c) => fileName(c.backgroundVideo),
    library: null,
  },
  Video: {
    itemType: 'Video',
    label: 'layerEditor.typeVideo',
    defaults: (box) => ({ ...box, videos: [], videosUrls: [], activeIndex: 0 }),
    summary: (c) => c.videos[0]?.name ?? '',
    library: null,
  },
  Text: {
    itemType: 'Text',
    label: 'layerEditor.typeText',
    defaults: (box) => ({
      ...box,
      text: '',
      fontFamily: 'Roboto',
      fontSize: 32,
      lineHeight: 1.2,
      textAlign: 'left',
      verticalAlignment: 'Top',
      scrollDirection: null,
      scrollSpeed: 0,
      columnCount: 1,
      columnGap: 0,
    }),
    summary: (c) => c.text.trim().split('\n')[0] ?? '',
    library: { group: 'Text', order: 90, size: CLOCK_SIZE },
  },
  Clock: {
    itemType: 'Clock',
    label: 'layerEditor.typeClock',
    defaults: (box) => ({ ...box, locale: LOCALE, timezone: '', format: 'short' }),
    library: { group: 'Clock', order: 10, size: CLOCK_SIZE },
  },
  Calendar: {
    itemType: 'Calendar',
    label: 'layerEditor.typeCalendar',
    defaults: (box) => ({ ...box, locale: LOCALE, timezone: '', format: 'Long', weekday: true }),
    library: { group: 'Clock', order: 20, size: CLOCK_SIZE },
  },
  Timer: {
    itemType: 'Timer',
    label: 'layerEditor.typeTimer',
    defaults: (box) => ({ ...box, locale: LOCALE, endsAt: null }),
    library: { group: 'Clock', order: 30, size: CLOCK_SIZE },
  },
  Rectangle: { ...shape('Rectangle', 100), defaults: (box) => ({ ...box, ...SHAPE_DEFAULTS, cornerRadius: 0 }) },
  Circle: { ...shape('Circle', 110, true), defaults: (box) => ({ ...box, ...SHAPE_DEFAULTS }) },
  Ellipse: { ...shape('Ellipse', 120), defaults: (box) => ({ ...box, ...SHAPE_DEFAULTS }) },
  Weather: {
    itemType: 'Weather',
    label: 'layerEditor.typeWeather',
    defaults: (box) => ({
      ...box,
      locationId: null,
      caption: '',
      showCaption: true,
      format: 'Celsius',
      dayCount: 1,
      fill: 'rgba(0,0,0,1)',
      fillOpacity: 0.5,
      locale: LOCALE,
    }),
    summary: (c) => c.caption,
    library: { group: 'Weather', order: 40, size: [0.5, 0.5] },
  },
  Instagram: feed('Instagram', 60),
  Facebook: feed('Facebook', 70),
  Slider: {
    itemType: 'Slider',
    label: 'layerEditor.typeSlider',
    defaults: (box) => ({ ...box, slides: [], slideDuration: SLIDE_DURATION_S, contain: true }),
    isContent: (content) => Array.isArray(content.slides),
    summary: (c) => c.slides[0]?.name?.trim() || fileName(c.slides[0]?.url ?? ''),
    // Offered as the library's Slider source (its images chosen first), not by itself.
    library: null,
  },
};

/** The 14 built-in layer definitions, the spec's in its order (§1) then our Slider: what editors and players know by default. */
export const BUILT_IN_LAYER_DEFINITIONS: readonly LayerDefinition[] = Object.values(BUILT_IN_LAYER_DEFINITION_BY_TYPE);
