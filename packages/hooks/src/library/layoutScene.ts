import type { Scene, Section } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import { createMemorySceneRepository } from '../scene-editor/createMemorySceneRepository';
import type { SceneRepository } from '../scene-editor/sceneRepository.types';
import type { LayoutRepository } from './layoutRepository.types';

/** A layout as the scene editor holds it: a scene with the layout's size, sections and tags (no screens). */
export function sceneOfLayout(layout: Layout): Scene {
  const { id, name, width, height, ratio, draft, folderIds, updatedAt } = layout;
  return {
    id,
    name,
    width,
    height,
    ratio,
    draft,
    sections: structuredClone(layout.sections),
    tags: layout.tags.map((tag) => ({ ...tag })),
    folderIds: [...folderIds],
    screensCount: 0,
    updatedAt,
    updatedBy: null,
    thumbnail: null,
  };
}

/** A listed editor section as a layout section: under its stable key, no draft bookkeeping. */
export function layoutSectionOf(section: Section, key: number): Section {
  const { needToUpdate: _needToUpdate, ...fields } = section;
  return { ...fields, id: key, parentId: null, draft: false };
}

/** The repository behind the layout editor, with the layout it holds replaced on every `open`. */
export interface LayoutSceneRepository extends SceneRepository {
  /** Holds this layout from now on (the previous one is dropped). */
  hold(layout: Layout): void;
}

/**
 * Creates the layout editor's scene repository: section edits stay in memory (a layout is stored whole on save),
 * while the tag search asks the layout repository (the API's `GET tags?search=`, as the scene editor's).
 */
export function createLayoutSceneRepository(layouts: Pick<LayoutRepository, 'searchTags'>): LayoutSceneRepository {
  let memory: SceneRepository = createMemorySceneRepository([]);
  return {
    hold(layout) {
      memory = createMemorySceneRepository([sceneOfLayout(layout)]);
    },
    load: (sceneId) => memory.load(sceneId),
    loadSection: (sceneId, sectionId) => memory.loadSection(sceneId, sectionId),
    createSection: (sceneId, section) => memory.createSection(sceneId, section),
    updateSection: (sceneId, section) => memory.updateSection(sceneId, section),
    updateSections: (sceneId, sections) => memory.updateSections(sceneId, sections),
    revertSection: (sceneId, sectionId) => memory.revertSection(sceneId, sectionId),
    cancelScene: (sceneId) => memory.cancelScene(sceneId),
    saveScene: (sceneId, input) => memory.saveScene(sceneId, input),
    createPlaylistItem: (sectionId, item) => memory.createPlaylistItem(sectionId, item),
    updatePlaylistItem: (sectionId, item) => memory.updatePlaylistItem(sectionId, item),
    deletePlaylistItem: (sectionId, itemId) => memory.deletePlaylistItem(sectionId, itemId),
    movePlaylistItem: (sectionId, itemId, toSectionId) => memory.movePlaylistItem(sectionId, itemId, toSectionId),
    searchTags: (search) => layouts.searchTags(search),
    animationTypes: () => memory.animationTypes(),
  };
}
