import { describe, expect, it } from 'vitest';
import {
  MAX_IDS_PER_REQUEST,
  MAX_LAYERS_PER_ITEM,
  MAX_PLAYLIST_ITEMS_PER_SECTION,
  MAX_SECTIONS_PER_SCENE,
} from '../limits';
import {
  folderCreateBodySchema,
  playlistItemCreateBodySchema,
  sceneCreateBodySchema,
  sceneMoveBodySchema,
  sceneUpdateBodySchema,
  sectionCreateBodySchema,
  sectionUpdateBodySchema,
  tagRefSchema,
} from './scene.schemas';
import { validateInput } from './validate';

describe('scene request schemas', () => {
  it('trims folder names and needs at least 2 characters', () => {
    expect(validateInput(folderCreateBodySchema, { name: '  ab ', type: 'scenes' })).toEqual({
      ok: true,
      value: { name: 'ab', type: 'scenes' },
    });
    expect(validateInput(folderCreateBodySchema, { name: ' a ', type: 'scenes' })).toEqual({
      ok: false,
      errors: { name: ['The name must be at least 2 characters.'] },
    });
    expect(validateInput(folderCreateBodySchema, { name: 'ok', type: 'albums' }).ok).toBe(false);
  });

  it('accepts the root folder -1 and null, but no other negative folder', () => {
    expect(validateInput(sceneMoveBodySchema, { from: -1, to: null }).ok).toBe(true);
    expect(validateInput(sceneMoveBodySchema, { from: -2, to: 3 }).ok).toBe(false);
  });

  it('refuses a section narrower than 1 and accepts exactly 1', () => {
    const base = { name: 'A', top: 0, left: 0, height: 1 };
    expect(validateInput(sectionCreateBodySchema, { ...base, width: 1 }).ok).toBe(true);
    expect(validateInput(sectionCreateBodySchema, { ...base, width: 0.99 }).ok).toBe(false);
  });

  it('refuses non-finite and out-of-range numbers in a scene save', () => {
    expect(validateInput(sceneUpdateBodySchema, { width: 0 }).ok).toBe(false);
    expect(validateInput(sceneUpdateBodySchema, { sections: [{ id: 1, left: Infinity }] }).ok).toBe(false);
    expect(validateInput(sceneUpdateBodySchema, { sections: [{ id: 2 ** 31 }] }).ok).toBe(false);
    expect(validateInput(sceneUpdateBodySchema, { sections: [{ id: -5, left: 1.5 }], clientId: 'abc' }).ok).toBe(true);
  });

  it('takes a tag by a positive id or by name', () => {
    expect(validateInput(tagRefSchema, { id: 3, name: 'x' }).ok).toBe(true);
    expect(validateInput(tagRefSchema, { name: 'ab' }).ok).toBe(true);
    expect(validateInput(tagRefSchema, { id: -3 }).ok).toBe(false);
  });
});

describe('playlist item schemas', () => {
  it('takes styles as an object, never an array', () => {
    expect(validateInput(playlistItemCreateBodySchema, { styles: { a: 1 } }).ok).toBe(true);
    expect(validateInput(playlistItemCreateBodySchema, { styles: [] })).toEqual({
      ok: false,
      errors: { styles: ['The styles must be an object.'] },
    });
  });
});

describe('list bounds (core/limits)', () => {
  const box = { name: 'S', top: 0, left: 0, width: 10, height: 10 };
  const scene = (count: number) => ({ name: 'Big', width: 1920, height: 1080, sections: Array(count).fill(box) });

  it('accepts MAX_SECTIONS_PER_SCENE sections and refuses one more, naming the bound', () => {
    expect(validateInput(sceneCreateBodySchema, scene(MAX_SECTIONS_PER_SCENE)).ok).toBe(true);
    expect(validateInput(sceneCreateBodySchema, scene(MAX_SECTIONS_PER_SCENE + 1))).toEqual({
      ok: false,
      errors: { sections: [`The sections may not have more than ${MAX_SECTIONS_PER_SCENE} items.`] },
    });
  });

  it('bounds the layers of an item, the items of a draft section and the ids of an order', () => {
    const layer = { itemType: 'text', content: { left: 0, top: 0, width: 1, height: 1 } };
    const layers = (count: number) => ({ layers: Array(count).fill(layer) });
    expect(validateInput(playlistItemCreateBodySchema, layers(MAX_LAYERS_PER_ITEM)).ok).toBe(true);
    expect(validateInput(playlistItemCreateBodySchema, layers(MAX_LAYERS_PER_ITEM + 1)).ok).toBe(false);
    const items = (count: number) => ({ ...box, playlistItems: Array(count).fill({}) });
    expect(validateInput(sectionCreateBodySchema, items(MAX_PLAYLIST_ITEMS_PER_SECTION)).ok).toBe(true);
    expect(validateInput(sectionCreateBodySchema, items(MAX_PLAYLIST_ITEMS_PER_SECTION + 1)).ok).toBe(false);
    const order = (count: number) => ({ itemsOrder: Array.from({ length: count }, (_, i) => i + 1) });
    expect(validateInput(sectionUpdateBodySchema, order(MAX_IDS_PER_REQUEST)).ok).toBe(true);
    expect(validateInput(sectionUpdateBodySchema, order(MAX_IDS_PER_REQUEST + 1)).ok).toBe(false);
  });
});
