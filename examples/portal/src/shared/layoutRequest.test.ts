import { SCENE_SIZE_MAX } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SIZE_PRESETS, layoutOpenRequest, newLayoutPath, parseLayoutSide } from './layoutRequest';

describe('layoutOpenRequest', () => {
  it('edits a positive id on /library/edit_layout/:layoutId', () => {
    expect(layoutOpenRequest('/library/edit_layout/12', '12', '')).toEqual({ mode: 'edit', layoutId: 12 });
    expect(layoutOpenRequest('/library/edit_layout/-1', '-1', '?width=10&height=10')).toBeNull();
  });

  it('builds a new layout from ?width&height when the id is negative, in the folder of ?folderId', () => {
    expect(layoutOpenRequest('/library/create_layout/-1', '-1', '?width=1080&height=1920&folderId=4')).toEqual({
      mode: 'create',
      width: 1080,
      height: 1920,
      folderId: 4,
    });
    expect(layoutOpenRequest('/library/create_layout/-1', '-1', 'width=1920&height=1080&folderId=-1')).toEqual({
      mode: 'create',
      width: 1920,
      height: 1080,
      folderId: null,
    });
  });

  it('has no new layout without a valid size (the size chooser shows instead)', () => {
    expect(layoutOpenRequest('/library/create_layout/-1', '-1', '')).toBeNull();
    expect(layoutOpenRequest('/library/create_layout/-1', '-1', '?width=0&height=1080')).toBeNull();
    expect(layoutOpenRequest('/library/create_layout/-1', '-1', `?width=${SCENE_SIZE_MAX + 1}&height=1080`)).toBeNull();
    expect(layoutOpenRequest('/library/create_layout', undefined, '?width=1920&height=1080')).toBeNull();
  });

  it('copies a positive id on /library/create_layout/:layoutId into the current folder', () => {
    expect(layoutOpenRequest('/library/create_layout/7', '7', '?folderId=3')).toEqual({
      mode: 'copy',
      layoutId: 7,
      folderId: 3,
    });
    expect(layoutOpenRequest('/library/create_layout/7', '7', '')).toEqual({
      mode: 'copy',
      layoutId: 7,
      folderId: null,
    });
  });
});

describe('layout sizes', () => {
  it('offers 1920×1080, 1080×1920, 1280×720 and 3840×2160, each described by a catalogue text', () => {
    expect(LAYOUT_SIZE_PRESETS.map(({ width, height }) => `${width}×${height}`)).toEqual([
      '1920×1080',
      '1080×1920',
      '1280×720',
      '3840×2160',
    ]);
    for (const preset of LAYOUT_SIZE_PRESETS) expect(EN_MESSAGES[preset.labelKey], preset.labelKey).toBeTruthy();
  });

  it('accepts whole pixels from 1 to the scene maximum', () => {
    expect(parseLayoutSide('1')).toBe(1);
    expect(parseLayoutSide(' 1920 ')).toBe(1920);
    expect(parseLayoutSide(String(SCENE_SIZE_MAX))).toBe(SCENE_SIZE_MAX);
    for (const bad of ['0', String(SCENE_SIZE_MAX + 1), '12.5', '-4', 'abc', '', null])
      expect(parseLayoutSide(bad), String(bad)).toBeNull();
  });

  it('opens a new layout at /library/create_layout/-1 with the size and folder in the query', () => {
    expect(newLayoutPath({ width: 1280, height: 720 }, 5)).toBe(
      '/library/create_layout/-1?width=1280&height=720&folderId=5',
    );
    expect(newLayoutPath({ width: 1280, height: 720 }, null)).toBe('/library/create_layout/-1?width=1280&height=720');
  });
});
