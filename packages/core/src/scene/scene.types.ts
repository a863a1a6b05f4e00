import type { FolderGroupPermission } from '../access';

/** A record id: server ids are positive, temporary client ids are negative. */
export type Id = number;

/** A tag attached to a scene or a library item. */
export interface Tag {
  id: Id;
  name: string;
}

/** A layer's content: its box inside the section plus fields that depend on the layer's type. */
export interface LayerContent {
  left: number;
  top: number;
  width: number;
  height: number;
  [key: string]: unknown;
}

/** One layer of a playlist item (image, video, text, widget...). */
export interface Layer {
  id: Id;
  itemType: string;
  content: LayerContent;
  parentLayerId: Id | null;
  sectionTemplateGroup: string | null;
  sectionTemplateId: Id | null;
  invisible: boolean;
  /** The URLs of the images and videos it shows (`layerAssets`, filled by the server when it stores the layer). */
  media: string[];
  /** The font families its text is set in (`layerAssets`, filled by the server when it stores the layer). */
  fonts: string[];
}

/** One item of a section's playlist, shown for `duration` seconds. */
export interface PlaylistItem {
  id: Id;
  parentId: Id | null;
  layers: Layer[];
  hidden: boolean;
  markAsDeleted: boolean;
  /** Seconds. */
  duration: number;
  styles: Record<string, unknown>;
}

/** A rectangular region of a scene that plays its own playlist. */
export interface Section {
  id: Id;
  name: string;
  top: number;
  left: number;
  width: number;
  height: number;
  hidden: boolean;
  draft: boolean;
  ratio: string | null;
  playlistItems: PlaylistItem[];
  /** Playlist item ids in display order. */
  itemsOrder: Id[];
  /** Colour as `'rgba(r,g,b,a)'`. */
  background: string;
  order: number;
  /** Set on a draft copy of a saved section. */
  parentId: Id | null;
  markAsDeleted: boolean;
  /**
   * The entrance animation each playlist item of the section plays with (an id of `SECTION_ANIMATION_TYPES`);
   * null or absent: none (ours: the spec gives the section details an animation button and the call
   * `GET sections/animations/types`, not the field's name).
   */
  animation?: string | null;
  /** Client only: changed while the id was still temporary, re-sent after the save. */
  needToUpdate?: boolean;
}

/** A scene: a canvas of sections shown on screens. */
export interface Scene {
  id: Id;
  name: string;
  width: number;
  height: number;
  /** `'Free'`, `'16:9'`, ... */
  ratio: string;
  draft: boolean;
  sections: Section[];
  tags: Tag[];
  folderIds: Id[];
  screensCount: number;
  /** The screens the scene plays on (those with a schedule of it), by name (spec authoring §3 `screens`). */
  screens?: { id: Id; name: string }[];
  /** The ids of those screens (spec authoring §3 `assignedTo`): what the assignment dialog starts from. */
  assignedTo?: Id[];
  updatedAt: string;
  updatedBy: string | null;
  thumbnail: string | null;
}

/** A scene as listed in a folder, without its sections. */
export interface SceneSummary {
  id: Id;
  name: string;
  width: number;
  height: number;
  ratio: string;
  draft: boolean;
  folderIds: Id[];
  tags: Tag[];
  screensCount: number;
  updatedAt: string;
  updatedBy: string | null;
  thumbnail: string | null;
  sectionsCount: number;
}

/** What a folder holds. */
export type FolderKind = 'scenes' | 'screens' | 'library';

/** A folder of scenes, screens or library items. */
export interface Folder {
  id: Id;
  name: string;
  parentId: Id | null;
  owner: Id | null;
  kind: FolderKind;
  groupPermissions: FolderGroupPermission[];
}

/** A colour's channels: r, g, b in 0..255 and alpha in 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** An entrance animation a section can use (`GET sections/animations/types`). */
export interface AnimationType {
  id: string;
  name: string;
}
