import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKGROUND } from '../scene/scene.color';
import { sectionFixture } from '../scene/scene.fixtures';
import { ROOT_SELECTION } from './library.folders';
import {
  NEW_LAYOUT_ID,
  canDeleteLayoutSection,
  copyLayout,
  layoutInput,
  newLayout,
  sceneFolderForLayout,
} from './library.layouts';
import type { Layout } from './library.types';

const saved: Layout = {
  id: 42,
  name: 'Three columns',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  sections: [sectionFixture({ id: 1 }), sectionFixture({ id: 2, name: 'right', order: 2 })],
  tags: [{ id: 3, name: 'retail' }],
  folderIds: [5],
  owner: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('canDeleteLayoutSection', () => {
  it('allows a delete only while more than one section remains', () => {
    expect(canDeleteLayoutSection([])).toBe(false);
    expect(canDeleteLayoutSection([sectionFixture()])).toBe(false);
    expect(canDeleteLayoutSection([sectionFixture({ id: 1 }), sectionFixture({ id: 2 })])).toBe(true);
  });

  it('does not count deleted sections', () => {
    expect(
      canDeleteLayoutSection([sectionFixture({ id: 1 }), sectionFixture({ id: 2, markAsDeleted: true, hidden: true })]),
    ).toBe(false);
  });
});

describe('newLayout', () => {
  it('is a new draft of the chosen size with one section covering the canvas', () => {
    const layout = newLayout({ width: 1080, height: 1920 }, []);
    expect(NEW_LAYOUT_ID).toBe(-1);
    expect(layout).toMatchObject({
      id: NEW_LAYOUT_ID,
      name: 'Layout 1080×1920',
      width: 1080,
      height: 1920,
      ratio: 'Free',
      draft: true,
      tags: [],
      folderIds: [],
    });
    expect(layout.sections).toHaveLength(1);
    expect(layout.sections[0]).toMatchObject({
      left: 0,
      top: 0,
      width: 1080,
      height: 1920,
      hidden: false,
      markAsDeleted: false,
      playlistItems: [],
      background: DEFAULT_BACKGROUND,
      order: 1,
    });
    expect(layout.sections[0]?.id).toBeLessThan(0);
  });

  it('gets a unique generated name', () => {
    expect(newLayout({ width: 1920, height: 1080 }, ['Layout 1920×1080']).name).toBe('Layout 1920×1080 (2)');
    expect(newLayout({ width: 1920, height: 1080 }, ['Layout 1920×1080', 'Layout 1920×1080 (2)']).name).toBe(
      'Layout 1920×1080 (3)',
    );
    expect(newLayout({ width: 1920, height: 1080 }, ['Layout 1280×720']).name).toBe('Layout 1920×1080');
  });
});

describe('copyLayout', () => {
  it('is an unsaved copy named "Copy of" in the current folder, sections kept', () => {
    const copy = copyLayout(saved, 9, ['Three columns']);
    expect(copy).toMatchObject({
      id: NEW_LAYOUT_ID,
      name: 'Copy of Three columns',
      folderIds: [9],
      width: 1920,
      ratio: '16:9',
      tags: saved.tags,
    });
    expect(copy.sections).toEqual(saved.sections);
    expect(saved).toMatchObject({ id: 42, name: 'Three columns', folderIds: [5] });
  });

  it('gets a unique name', () => {
    expect(copyLayout(saved, null, ['Copy of Three columns']).name).toBe('Copy of Three columns (2)');
  });

  it('goes into no folder from the root', () => {
    expect(copyLayout(saved, null, []).folderIds).toEqual([]);
    expect(copyLayout(saved, -1, []).folderIds).toEqual([]);
  });
});

describe('layoutInput', () => {
  it('holds the editable fields and the folder a new layout goes into', () => {
    expect(layoutInput(saved)).toEqual({
      name: 'Three columns',
      width: 1920,
      height: 1080,
      ratio: '16:9',
      sections: saved.sections,
      tags: saved.tags,
      folderId: 5,
    });
    expect(layoutInput({ ...saved, folderIds: [] }).folderId).toBeNull();
  });
});

describe('sceneFolderForLayout', () => {
  it('is the selected sub-folder, otherwise the selected folder, none at the root', () => {
    expect(sceneFolderForLayout({ folderId: 3, subFolderId: 4 })).toBe(4);
    expect(sceneFolderForLayout({ folderId: 3, subFolderId: null })).toBe(3);
    expect(sceneFolderForLayout(ROOT_SELECTION)).toBeNull();
  });
});
