import { describe, expect, it } from 'vitest';
import {
  folderCreateBodySchema,
  playlistItemCreateBodySchema,
  sceneMoveBodySchema,
  sceneUpdateBodySchema,
  sectionCreateBodySchema,
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
