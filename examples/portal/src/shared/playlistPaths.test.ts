import { describe, expect, it } from 'vitest';
import { fitScale, playlistItemPath, sceneEditorPath, sectionFromSearch, storedId } from './playlistPaths';

describe('playlist paths', () => {
  it("names an item's editor, or a new item's without an id (spec §2 route)", () => {
    expect(playlistItemPath(4, 12, 30)).toBe('/scenes/edit_playlist/4/12/30');
    expect(playlistItemPath(4, 12)).toBe('/scenes/edit_playlist/4/12');
    expect(playlistItemPath(4, 12, null)).toBe('/scenes/edit_playlist/4/12');
  });

  it('goes back to the scene editor with the section selected, and reads that selection back', () => {
    expect(sceneEditorPath(4, 12)).toBe('/scenes/edit_scene/4?sectionId=12');
    expect(sceneEditorPath(4)).toBe('/scenes/edit_scene/4');
    expect(sectionFromSearch('sectionId=12')).toBe(12);
    expect(sectionFromSearch('?sectionId=-3')).toBe(-3);
    expect(sectionFromSearch('sectionId=')).toBeNull();
    expect(sectionFromSearch('sectionId=abc')).toBeNull();
    expect(sectionFromSearch('')).toBeNull();
  });

  it('takes only positive whole ids from the route', () => {
    expect(storedId('12')).toBe(12);
    expect(storedId('-1')).toBeNull();
    expect(storedId('0')).toBeNull();
    expect(storedId('1.5')).toBeNull();
    expect(storedId('x')).toBeNull();
    expect(storedId(' ')).toBeNull();
    expect(storedId(undefined)).toBeNull();
  });
});

describe('fitScale', () => {
  it('fits a canvas into a thumbnail, proportions kept', () => {
    expect(fitScale({ width: 1920, height: 1080 }, { width: 128, height: 72 })).toBeCloseTo(1 / 15);
    expect(fitScale({ width: 480, height: 780 }, { width: 128, height: 72 })).toBeCloseTo(72 / 780);
    expect(fitScale({ width: 0, height: 10 }, { width: 128, height: 72 })).toBe(1);
  });
});
