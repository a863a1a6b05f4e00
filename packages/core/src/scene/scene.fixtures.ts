import type { Section } from './scene.types';

/** A saved section for tests, with fields overridable. */
export function sectionFixture(overrides: Partial<Section> = {}): Section {
  return {
    id: 1,
    name: 'new section',
    top: 100,
    left: 200,
    width: 400,
    height: 300,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(0,0,0,1)',
    order: 1,
    parentId: null,
    markAsDeleted: false,
    ...overrides,
  };
}
