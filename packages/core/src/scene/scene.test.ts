import { describe, expect, it } from 'vitest';
import {
  boxBeside,
  DUPLICATE_OFFSET,
  NEW_SECTION_FRACTION,
  draftCopy,
  duplicateSection,
  leafSections,
  markDeleted,
  newSection,
  nextTempId,
  renumber,
  reorderSections,
  uniqueName,
} from './scene';
import { sectionFixture } from './scene.fixtures';
import { newPlaylistItem } from './scene.playlist';

const scene = { width: 1920, height: 1080 };

describe('temporary ids', () => {
  it('are negative, decreasing and unique', () => {
    expect(nextTempId([])).toBe(-1);
    expect(nextTempId([4, 7])).toBe(-1);
    expect(nextTempId([4, -1, -3])).toBe(-4);
    const ids: number[] = [12];
    for (let i = 0; i < 5; i++) ids.push(nextTempId(ids));
    expect(ids).toEqual([12, -1, -2, -3, -4, -5]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('uniqueName', () => {
  it('keeps a free name and numbers a taken one from 2 in parentheses', () => {
    expect(uniqueName('intro', ['new section'])).toBe('intro');
    expect(uniqueName('new section', ['new section'])).toBe('new section (2)');
    expect(uniqueName('new section', ['new section', 'new section (2)'])).toBe('new section (3)');
    expect(uniqueName('new section (2)', ['new section', 'new section (2)'])).toBe('new section (3)');
  });
});

describe('newSection', () => {
  it('is one third of the scene at one-third offsets, a draft with a temporary id, last in order', () => {
    expect(NEW_SECTION_FRACTION).toBe(1 / 3);
    const section = newSection(scene, [sectionFixture({ id: 5, order: 3 })]);
    expect(section).toMatchObject({
      left: 640,
      top: 360,
      width: 640,
      height: 360,
      id: -1,
      order: 4,
      draft: true,
      parentId: null,
    });
    expect(section).toMatchObject({ hidden: false, markAsDeleted: false, playlistItems: [], itemsOrder: [] });
    expect(section.background).toBe('rgba(255,255,255,0)');
  });

  it('rounds to whole pixels and is named uniquely', () => {
    const first = newSection({ width: 100, height: 50 }, []);
    expect(first).toMatchObject({ left: 33, top: 17, width: 33, height: 17, name: 'new section', order: 1 });
    expect(newSection(scene, [first]).name).toBe('new section (2)');
  });
});

describe('duplicateSection', () => {
  const original = sectionFixture({
    id: 9,
    order: 2,
    hidden: true,
    playlistItems: [newPlaylistItem(3)],
    itemsOrder: [3],
    needToUpdate: true,
  });

  it("gets a negative id, the name 'new section (2)', a 5% offset, is visible and has an empty playlist", () => {
    expect(DUPLICATE_OFFSET).toBe(0.05);
    const copy = duplicateSection(original, [original], scene);
    expect(copy).toMatchObject({ id: -1, name: 'new section (2)', left: 296, top: 154, width: 400, height: 300 });
    expect(copy).toMatchObject({
      hidden: false,
      playlistItems: [],
      itemsOrder: [],
      draft: true,
      parentId: null,
      order: 3,
    });
    expect(copy.background).toBe(original.background);
    expect('needToUpdate' in copy).toBe(false);
  });

  it('stays inside the scene near its lower-right corner', () => {
    const corner = sectionFixture({ left: 1500, top: 800, width: 400, height: 250 });
    expect(duplicateSection(corner, [corner], scene)).toMatchObject({ left: 1520, top: 830, width: 400, height: 250 });
  });
});

describe('ordering and drafts', () => {
  it('renumbers from 1 and keeps unchanged sections', () => {
    const a = sectionFixture({ id: 1, order: 1 });
    const b = sectionFixture({ id: 2, order: 5 });
    const c = sectionFixture({ id: 3, order: 2 });
    const result = renumber([a, c, b]);
    expect(result.map((section) => [section.id, section.order])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    expect(result[0]).toBe(a);
    expect(reorderSections([a, b, c], 0, 2).map((section) => [section.id, section.order])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('leaves parents of drafts out of the leaf sections', () => {
    const saved = sectionFixture({ id: 1 });
    const other = sectionFixture({ id: 2 });
    const draft = draftCopy(saved, -1);
    const fresh = sectionFixture({ id: -2, draft: true });
    expect(leafSections([saved, other, draft, fresh]).map((section) => section.id)).toEqual([2, -1, -2]);
  });

  it('makes a draft copy pointing at its parent', () => {
    const saved = sectionFixture({ id: 7, needToUpdate: true });
    expect(draftCopy(saved, -3)).toEqual({ ...sectionFixture({ id: -3 }), parentId: 7, draft: true });
  });

  it('marks deleted items and hides them', () => {
    expect(markDeleted(sectionFixture())).toMatchObject({ markAsDeleted: true, hidden: true });
    expect(markDeleted(newPlaylistItem(1))).toMatchObject({ markAsDeleted: true, hidden: true });
  });
});

describe('boxBeside (issue 24: a section of its own beside the refusing one)', () => {
  const scene = { width: 1920, height: 1080 };
  it('goes right, else left, below, above, of the same size', () => {
    expect(boxBeside({ left: 0, top: 0, width: 960, height: 540 }, scene)).toEqual({
      left: 960,
      top: 0,
      width: 960,
      height: 540,
    });
    expect(boxBeside({ left: 1000, top: 0, width: 920, height: 540 }, scene)).toMatchObject({ left: 80, top: 0 });
    expect(boxBeside({ left: 0, top: 0, width: 1920, height: 540 }, scene)).toMatchObject({ left: 0, top: 540 });
    expect(boxBeside({ left: 0, top: 540, width: 1920, height: 540 }, scene)).toMatchObject({ left: 0, top: 0 });
  });

  it('takes the new section place (a third at a third) when nothing of the same size fits', () => {
    expect(boxBeside({ left: 0, top: 0, width: 1920, height: 1080 }, scene)).toEqual({
      left: 640,
      top: 360,
      width: 640,
      height: 360,
    });
  });
});
