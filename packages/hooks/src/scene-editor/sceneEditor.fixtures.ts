import type { Scene, Section } from '@screenplay/core';

/** Test fixture: a saved section of a 1920 x 1080 scene. */
export function savedSection(id: number, order: number, overrides: Partial<Section> = {}): Section {
  return {
    id,
    name: `Section ${id}`,
    left: 0,
    top: 0,
    width: 640,
    height: 360,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order,
    parentId: null,
    markAsDeleted: false,
    ...overrides,
  };
}

/** Test fixture: scene 7, 1920 x 1080, with two saved sections (ids 1 and 2) and one tag. */
export function sceneFixture(overrides: Partial<Scene> = {}): Scene {
  return {
    id: 7,
    name: 'Lobby',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    draft: false,
    sections: [savedSection(1, 1), savedSection(2, 2, { left: 960, top: 540 })],
    tags: [{ id: 30, name: 'News' }],
    folderIds: [],
    screensCount: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: null,
    thumbnail: null,
    ...overrides,
  };
}
