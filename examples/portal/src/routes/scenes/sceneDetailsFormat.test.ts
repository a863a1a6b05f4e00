import type { Folder, Scene } from '@screenplay/core';
import { describe, expect, it } from 'vitest';
import { durationParts, folderPath, sectionSummaries } from './sceneDetailsFormat';

const folder = (id: number, name: string, parentId: number | null): Folder => ({
  id,
  name,
  parentId,
  owner: null,
  kind: 'scenes',
  groupPermissions: [],
});

describe('scene details', () => {
  it('splits durations into minutes and seconds', () => {
    expect(durationParts(35_000)).toEqual({ minutes: 0, seconds: 35 });
    expect(durationParts(60_000)).toEqual({ minutes: 1, seconds: 0 });
    expect(durationParts(125_500)).toEqual({ minutes: 2, seconds: 6 });
    expect(durationParts(0)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('names a folder by its path from the root', () => {
    const folders = [folder(1, 'Campaigns', null), folder(2, 'Summer', 1)];
    expect(folderPath(2, folders)).toEqual(['Campaigns', 'Summer']);
    expect(folderPath(undefined, folders)).toBeNull();
    expect(folderPath(-1, folders)).toBeNull();
    expect(folderPath(9, folders)).toBeNull();
  });

  it('counts the items that play and their loop, drafts standing in for their parents', () => {
    const item = (id: number, duration: number, hidden = false) => ({
      id,
      parentId: null,
      layers: [],
      hidden,
      markAsDeleted: false,
      duration,
      styles: {},
    });
    const base = {
      top: 0,
      left: 0,
      width: 10,
      height: 10,
      hidden: false,
      draft: false,
      ratio: null,
      background: '',
      markAsDeleted: false,
    };
    const scene = {
      sections: [
        {
          ...base,
          id: 1,
          name: 'Hero',
          order: 2,
          parentId: null,
          playlistItems: [item(1, 15), item(2, 0), item(3, 5, true)],
          itemsOrder: [1, 2, 3],
        },
        { ...base, id: 2, name: 'Ticker', order: 1, parentId: null, playlistItems: [], itemsOrder: [] },
        {
          ...base,
          id: 3,
          name: 'Ticker',
          order: 1,
          parentId: 2,
          draft: true,
          playlistItems: [item(4, 10)],
          itemsOrder: [4],
        },
      ],
    } as unknown as Scene;
    expect(
      sectionSummaries(scene).map(({ section, itemsCount, totalMs }) => [section.id, itemsCount, totalMs]),
    ).toEqual([
      [3, 1, 10_000],
      [1, 2, 75_000],
    ]);
  });
});
