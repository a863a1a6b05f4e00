import type { AnimationType, Id, PlaylistItem, Scene, Section, Tag } from '@screenplay/core';

export type { AnimationType };

/** What `saveScene` sends: the scene's editable fields, its leaf sections and the editor's `clientId`. */
export interface SaveSceneInput {
  name: string;
  width: number;
  height: number;
  ratio: string;
  tags: (Tag | { name: string })[];
  /** Leaf sections only (drafts in place of their parents); the server promotes each draft over its parent. */
  sections: Section[];
  /** The sending editor, so its own realtime update is ignored by it. */
  clientId: string;
}

/** The fields of a new playlist item (`POST sections/{s}/playlistitems`). */
export type NewPlaylistItemInput = Pick<PlaylistItem, 'layers' | 'duration'> &
  Partial<Pick<PlaylistItem, 'hidden' | 'styles'>>;

/** The operations a repository performs, named so a test repository can fail one of them on purpose. */
export type SceneRepositoryOp =
  | 'load'
  | 'loadSection'
  | 'createSection'
  | 'updateSection'
  | 'updateSections'
  | 'revertSection'
  | 'cancelScene'
  | 'saveScene'
  | 'createPlaylistItem'
  | 'updatePlaylistItem'
  | 'deletePlaylistItem'
  | 'movePlaylistItem'
  | 'searchTags'
  | 'animationTypes';

/**
 * Where the scene editor loads and saves scenes: `createApiSceneRepository` for the product API,
 * `createMemorySceneRepository` for integrators without our server and for tests. Failures reject with an `ApiError`.
 */
export interface SceneRepository {
  /** Reads a scene with every section, draft copies and new drafts included, ordered by `order`. */
  load(sceneId: Id): Promise<Scene>;
  /** Reads one section of a scene with its playlist (`GET scenes/{id}/sections/{sid}`). */
  loadSection(sceneId: Id, sectionId: Id): Promise<Section>;
  /** Stores a new draft section (a copy of a saved one when `parentId` is set); resolves with its server id. */
  createSection(sceneId: Id, section: Section): Promise<Section>;
  /** Stores the fields of one draft section. */
  updateSection(sceneId: Id, section: Section): Promise<Section>;
  /** Stores several draft sections in one call. */
  updateSections(sceneId: Id, sections: Section[]): Promise<Section[]>;
  /** Deletes one draft copy so its parent shows again (`DELETE scenes/{id}/sections/{sid}/cancel`). */
  revertSection(sceneId: Id, sectionId: Id): Promise<void>;
  /** Deletes every draft section of the scene and resolves with the scene as saved (`POST scenes/{id}/cancel`). */
  cancelScene(sceneId: Id): Promise<Scene>;
  /** Saves the scene: drafts are promoted over their parents, deleted sections removed, in one transaction. */
  saveScene(sceneId: Id, input: SaveSceneInput): Promise<Scene>;
  /** Adds a playlist item to a section. */
  createPlaylistItem(sectionId: Id, item: NewPlaylistItemInput): Promise<PlaylistItem>;
  /** Changes a playlist item. */
  updatePlaylistItem(sectionId: Id, item: Partial<PlaylistItem> & { id: Id }): Promise<PlaylistItem>;
  /** Deletes a playlist item. */
  deletePlaylistItem(sectionId: Id, itemId: Id): Promise<void>;
  /**
   * Moves a playlist item to the end of another section of the same scene (`POST sections/{s}/playlistitems/{id}/move`,
   * ours); resolves with the moved item.
   */
  movePlaylistItem(sectionId: Id, itemId: Id, toSectionId: Id): Promise<PlaylistItem>;
  /** The tenant's tags whose name contains `search` (case-insensitive); empty below 2 characters. */
  searchTags(search: string): Promise<Tag[]>;
  /** The section animation types. */
  animationTypes(): Promise<AnimationType[]>;
}
