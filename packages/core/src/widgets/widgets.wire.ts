import type { Forecast } from './widgets.weather.types';

/**
 * The answers of the widget data routes (fonts, geo, social posts, RSS) as JSON on the wire, declared once: the
 * server builds them, the hooks read them. Every answer is wrapped in `{ data }` like the rest of the API. The social
 * accounts list answers core's `SocialAccount` (`@screenplay/core/tenant`).
 */

/** The four styles a font family offers (spec authoring §3: "fonts per style (Regular, Bold, Italic, BoldItalic)"). */
export const FONT_STYLES = ['Regular', 'Bold', 'Italic', 'BoldItalic'] as const;

/** One of {@link FONT_STYLES}. */
export type FontStyleName = (typeof FONT_STYLES)[number];

/** The font file formats (spec authoring §3 "Font family": "formats (woff2, woff, eot, ttf, svg; url and format)"). */
export const FONT_FORMATS = ['woff2', 'woff', 'eot', 'ttf', 'svg'] as const;

/** One of {@link FONT_FORMATS}. */
export type FontFormatName = (typeof FONT_FORMATS)[number];

/** One file of a font: its URL (same origin, `/fonts/<file>`) and format. */
export interface FontFormatFile {
  url: string;
  format: FontFormatName;
}

/** A font of one style: a stable uuid and its files, the preferred format first. */
export interface FontFile {
  uuid: string;
  formats: FontFormatFile[];
}

/**
 * A font family of `GET fonts` (spec authoring §3 "Font family"). The server lists a family only when each of the
 * four styles has a file, so every style is present.
 */
export interface FontFamily {
  /** The family's package id, e.g. `open-sans`. */
  id: string;
  /** The CSS family name, e.g. `Open Sans`. */
  fontFamily: string;
  fonts: Record<FontStyleName, FontFile>;
}

/** A place found by `POST geo/search`. */
export interface GeoLocation {
  /** `"<lat>,<lng>"` as the city list writes them; `GET geo/forecast/{id}` takes it. */
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code, e.g. `NO`. */
  country: string;
  /** The first-level region's name, e.g. `Oslo`; '' when unknown. */
  admin1: string;
  lat: number;
  lng: number;
}

/**
 * `GET geo/forecast/{id}`: the MET Norway "compact" forecast (type, geometry, properties with meta and timeseries)
 * plus the location's IANA `timezone` and its current `offset` in hours. Both are guessed from the country: for a
 * country with several time zones they are unknown (`timezone` null, no `offset`) and the client uses its own.
 */
export type ForecastAnswer = Forecast & { timezone: string | null };

/** A post of `GET facebook/accounts/{id}` (spec authoring §3 "Facebook-type post"). */
export interface FacebookPostDto {
  id: string;
  /** The post's picture, else its first attachment's image; null without either. */
  full_picture: string | null;
  /** '' for a post without text. */
  message: string;
}

/** A post of `GET instagram/accounts/{id}/media` (spec authoring §3 "Instagram-type post"). */
export interface InstagramPostDto {
  id: string;
  /** A video's still; null for images. */
  thumbnail_url: string | null;
  /** The image (or the video file); null when the API leaves it out (copyrighted media). */
  media_url: string | null;
  /** '' for a post without caption. */
  caption: string;
}

/** One entry of a feed of `GET rss?url=`. */
export interface RssItem {
  /** The item's guid or Atom id, else its link, else its position. */
  id: string;
  title: string;
  /** An http(s) link to the article, null without one. */
  link: string | null;
  /** ISO date-time, null when the feed gives none or an unreadable one. */
  publishedAt: string | null;
  /** Plain text (markup removed), at most 500 characters. */
  summary: string;
  /** An http(s) image of the item (an image enclosure or Media RSS thumbnail), null without one. */
  imageUrl: string | null;
}

/** `GET rss?url=`: an RSS 2.0, RSS 1.0 or Atom feed, read server-side. */
export interface RssFeed {
  title: string;
  items: RssItem[];
}
