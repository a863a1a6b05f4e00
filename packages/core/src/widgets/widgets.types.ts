import type { Size } from '../geometry';
import type { Layer } from '../scene';

/**
 * The layer types: the spec's 13 (§1, word for word), then ours: `Slider`, the slideshow the spec's Slider library
 * kind makes (issue 24: its images stacked as layers of one item, so only the top one ever showed).
 */
export type LayerType =
  | 'Image'
  | 'HtmlVideo'
  | 'Video'
  | 'Text'
  | 'Clock'
  | 'Calendar'
  | 'Timer'
  | 'Rectangle'
  | 'Circle'
  | 'Ellipse'
  | 'Weather'
  | 'Instagram'
  | 'Facebook'
  | 'Slider';

// Content types are type aliases, not interfaces: only aliases get the implicit index signature that
// keeps them assignable to scene's open `LayerContent`, so a typed layer is still a `Layer`.

/** Where a layer sits inside its section, in scene pixels. */
export type LayerBox = { left: number; top: number; width: number; height: number };

/** Clock formats: `short` hours and minutes, `medium` with seconds, `long` with the date (no seconds). */
export type ClockFormat = 'short' | 'medium' | 'long';

/** Calendar formats (spec §3: "format (Long or short)"). */
export type CalendarFormat = 'Long' | 'short';

/** Temperature units (spec §3 enumerations: "temperature Celsius/Fahrenheit"). */
export type TemperatureFormat = 'Celsius' | 'Fahrenheit';

/** Text alignments (spec §3 enumerations). */
export type TextAlign = 'left' | 'center' | 'right';

/** Vertical alignments of a text layer (spec §3: Top/Middle/Bottom). */
export type VerticalAlignment = 'Top' | 'Middle' | 'Bottom';

/** Directions a text layer scrolls in (spec §3: Top/Left); null when it does not scroll. */
export type ScrollDirection = 'Top' | 'Left';

/** One video of a Video layer's playlist. */
export type VideoEntry = {
  /** The media file's uuid. */
  uuid: string;
  url: string;
  name: string;
  /** Seconds; 0 while unknown. */
  duration: number;
};

/** An Image layer (spec §3 "image": imageUrl, originalSize, croppedSize, contain, opacity, borderRadius, flipH, flipV). */
export type ImageContent = LayerBox & {
  /** The media file's uuid, null for an image from a url (stock photo). */
  image: string | null;
  imageUrl: string;
  /** The image's own pixel size, null while unknown. */
  originalSize: Size | null;
  /** The size of the cropped part of the image, in the image's pixels; null when not cropped. */
  croppedSize: Size | null;
  /** Fit inside the box (true) or cover it (false). */
  contain: boolean;
  opacity: number;
  borderRadius: number;
  flipH: boolean;
  flipV: boolean;
  /** The media file's name as the library lists it, when known (ours: names the item, issue 24). */
  name?: string;
};

/**
 * An HtmlVideo layer: one video the browser's video element plays from a url (`backgroundVideo`),
 * looping and muted, outside the item's duration (our reading: the spec lists the field, not the type's use).
 */
export type HtmlVideoContent = LayerBox & { backgroundVideo: string; loop: boolean; muted: boolean };

/** A Video layer: a playlist of videos; `videosUrls` follows `videos`, `activeIndex` is the one playing. */
export type VideoContent = LayerBox & { videos: VideoEntry[]; videosUrls: string[]; activeIndex: number };

/** A Text layer (spec §3 "text" configuration, plus the text alignment and colour). */
export type TextContent = LayerBox & {
  text: string;
  fontFamily: string;
  fontSize: number;
  /** A multiple of the font size. */
  lineHeight: number;
  textAlign: TextAlign;
  verticalAlignment: VerticalAlignment;
  scrollDirection: ScrollDirection | null;
  /** Pixels per second; 0 does not scroll. */
  scrollSpeed: number;
  columnCount: number;
  columnGap: number;
  /** rgb/rgba; the renderer picks a readable colour when absent. */
  color?: string;
};

/** A Clock layer (spec §3: locale, timezone, format). An empty timezone is the device's. */
export type ClockContent = LayerBox & { locale: string; timezone: string; format: ClockFormat };

/** A Calendar layer (spec §3: locale, timezone, format, weekday flag). */
export type CalendarContent = LayerBox & { locale: string; timezone: string; format: CalendarFormat; weekday: boolean };

/** A Timer layer: counts down to `endsAt` (ISO date-time; the spec names the type only, the fields are ours). */
export type TimerContent = LayerBox & { locale: string; endsAt: string | null };

/** Fields every shape shares (spec §3 "shapes"). Colours are rgb/rgba strings. */
export type ShapeContent = LayerBox & {
  fill: string;
  fillOpacity: number;
  stroke: string;
  strokeOpacity: number;
  strokeWidth: number;
  opacity: number;
};

/** A Rectangle: a shape with rounded corners (corner radius: rectangles only). */
export type RectangleContent = ShapeContent & { cornerRadius: number };

/** A Weather layer (spec §3: locationId, caption, showCaption, format, dayCount, fill, fillOpacity, locale). */
export type WeatherContent = LayerBox & {
  locationId: string | null;
  caption: string;
  showCaption: boolean;
  format: TemperatureFormat;
  dayCount: number;
  fill: string;
  fillOpacity: number;
  locale: string;
};

/** An Instagram or Facebook feed layer (spec §3: account, rows, columns, showCaption, captionBackground). */
export type SocialFeedContent = LayerBox & {
  /** The connected account's username, null until chosen. */
  account: string | null;
  rows: number;
  columns: number;
  showCaption: boolean;
  captionBackground: string;
};

/** One image of a Slider layer: the picture, as an Image layer takes it. */
export type SlideEntry = {
  url: string;
  /** The media file's uuid, null for an image from a url (a stock photo). */
  uuid: string | null;
  /** The image's own pixel size, null while unknown. */
  width: number | null;
  height: number | null;
  /** The media file's name as the library lists it, when known. */
  name?: string;
};

/**
 * A Slider layer (ours; the spec names the library kind only): its slides shown one at a time in order, each for
 * `slideDuration` seconds, over and over, fitted inside the box (`contain`) or covering it.
 */
export type SliderContent = LayerBox & { slides: SlideEntry[]; slideDuration: number; contain: boolean };

/** Each layer type's content. */
export interface LayerContentByType {
  Image: ImageContent;
  HtmlVideo: HtmlVideoContent;
  Video: VideoContent;
  Text: TextContent;
  Clock: ClockContent;
  Calendar: CalendarContent;
  Timer: TimerContent;
  Rectangle: RectangleContent;
  Circle: ShapeContent;
  Ellipse: ShapeContent;
  Weather: WeatherContent;
  Instagram: SocialFeedContent;
  Facebook: SocialFeedContent;
  Slider: SliderContent;
}

/** A layer of one type, its content typed; still a core `Layer`. */
export type LayerOf<T extends LayerType> = Omit<Layer, 'itemType' | 'content'> & {
  itemType: T;
  content: LayerContentByType[T];
};

/** Any typed layer: a union discriminated on `itemType`. */
export type TypedLayer = { [T in LayerType]: LayerOf<T> }[LayerType];

/** A Video layer. */
export type VideoLayer = LayerOf<'Video'>;

/** A Slider layer. */
export type SliderLayer = LayerOf<'Slider'>;
