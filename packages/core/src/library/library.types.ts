import type { Id, Layer, Section, Tag } from '../scene';

/**
 * A layout: a reusable arrangement of sections (no playlists) that a scene can start from
 * (spec §3: id, name, width, height, draft, sections, tags, folder_id / folderIds).
 */
export interface Layout {
  id: Id;
  name: string;
  width: number;
  height: number;
  /** `'Free'`, `'16:9'`, ... (core's ratio options). */
  ratio: string;
  draft: boolean;
  /** Sections with empty `playlistItems` and `itemsOrder`, ordered by `order`. */
  sections: Section[];
  tags: Tag[];
  folderIds: Id[];
  /** The user who owns the layout (moving it into another owner's folder asks to copy instead). */
  owner: Id | null;
  updatedAt: string;
  /** URL of the layout's thumbnail (drawn from its sections when saved), or null/absent when it has none yet. */
  thumbnail?: string | null;
}

/** The editable fields of a layout sent by `POST layouts` and `PATCH layouts/{id}`. */
export interface LayoutInput {
  name: string;
  width: number;
  height: number;
  ratio: string;
  sections: Section[];
  tags: (Tag | { name: string })[];
  /** The folder a new layout goes into (`-1`/null: none). Ignored by PATCH. */
  folderId?: Id | null;
}

/**
 * A library template, shown in the Elements tab (spec §3: id, name, type, preview image, width,
 * height, layers, folderIds, scenesCount, ratio, playlist item id).
 */
export interface LibraryTemplate {
  id: Id;
  name: string;
  /** A library layer kind (`'Template'` for templates saved from the template editor). */
  type: LibraryLayerKind;
  /** URL of the preview image (thumbnail), or null. */
  preview: string | null;
  width: number;
  height: number;
  ratio: string;
  layers: Layer[];
  folderIds: Id[];
  scenesCount: number;
  playlistItemId: Id | null;
  owner: Id | null;
  updatedAt: string;
}

/** Library layer kinds (spec §1, word for word). */
export type LibraryLayerKind =
  | 'Clock'
  | 'Weather'
  | 'Rss'
  | 'Instagram'
  | 'Facebook'
  | 'Slider'
  | 'Text'
  | 'Shape'
  | 'Media'
  | 'Template'
  | 'Pixabay'
  | 'Video';

/** What a stored media file is. */
export type MediaKind = 'image' | 'video';

/** An uploaded media file (spec §3 "Media upload: uuid, url, width, height, type", plus what the grid shows). */
export interface MediaItem {
  id: Id;
  uuid: string;
  /** The original file name (or the stock photo's description). */
  name: string;
  /** Where the file is served (`/media/...`, same origin). */
  url: string;
  /** Pixels as displayed; null when not measured (an SVG without a size, a video the server could not read). */
  width: number | null;
  height: number | null;
  /** A video's length in seconds, measured on upload; null for images and when not measured (issue 24). */
  duration: number | null;
  type: MediaKind;
  /** The sniffed content type, e.g. `image/png`, `video/mp4`. */
  mime: string;
  /** Bytes. */
  size: number;
  folderIds: Id[];
  owner: Id | null;
  createdAt: string;
}

/** A stock photo service: the spec's "image service" and "second stock-photo service". */
export type StockProvider = 'unsplash' | 'pixabay';

/** Orientations a stock photo search can ask for. */
export type StockOrientation = 'landscape' | 'portrait' | 'squarish';

/** One stock photo search result. */
export interface StockPhoto {
  /** The provider's id (a string for both). */
  id: string;
  provider: StockProvider;
  description: string;
  author: string;
  /** Small image for the results grid. */
  thumbUrl: string;
  /** The image at the normalised width (spec: "Image search width is normalised to 1920"). */
  url: string;
  width: number;
  height: number;
}

/** A page of stock photo results (`POST library/unsplash`, `POST library/pixabay`). */
export interface StockSearchPage {
  results: StockPhoto[];
  /** 1-based. */
  page: number;
  totalPages: number;
  total: number;
}

/** Body of a stock photo search (spec §7: searchString, orientation, page). */
export interface StockSearchInput {
  searchString: string;
  orientation?: StockOrientation | null;
  page?: number;
}

/** The three library tabs (spec §3 enumerations: "library tabs Layouts, Elements, Media"). */
export type LibraryTab = 'Layouts' | 'Elements' | 'Media';

/** The item kinds library folders hold, as in `library/folders/{layouts|templates|media}`. */
export type LibraryItemKind = 'layouts' | 'templates' | 'media';
