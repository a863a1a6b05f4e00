import { describe, expect, expectTypeOf, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import { sectionFixture } from '../scene/scene.fixtures';
import { validateInput } from '../schemas/validate';
import {
  ID_LIST_MAX,
  LIBRARY_LAYER_KINDS,
  STOCK_PAGE_MAX,
  STOCK_SEARCH_MAX_LENGTH,
  TEMPLATE_NEEDS_LAYER_MESSAGE,
  idListBodySchema,
  itemCopyBodySchema,
  itemMoveBodySchema,
  layoutCreateBodySchema,
  layoutUpdateBodySchema,
  libraryFolderCreateBodySchema,
  mediaCopyBodySchema,
  mediaMoveBodySchema,
  mediaSourceBodySchema,
  stockSearchBodySchema,
  templateFieldsSchema,
  templateUpdateFieldsSchema,
  type MediaSourceBody,
  type StockSearchBody,
  type TemplateFields,
} from './library.schemas';
import type { LibraryLayerKind, StockSearchInput } from './library.types';

const UUID = '0b9f0c0e-2f1a-4b7e-9a3c-1d2e3f4a5b6c';
const layer = { id: -1, itemType: 'Text', content: { left: 0, top: 0, width: 100, height: 50, text: 'Hi' } };
const section = sectionFixture({ id: -1, left: 0, top: 0, width: 1920, height: 1080 });

describe('layout bodies', () => {
  const body = {
    name: ' Three columns ',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    sections: [section],
    tags: [{ name: 'retail' }],
    folderId: 4,
  };

  it('accept a layout as the editor sends it (client fields such as ids kept aside)', () => {
    const result = validateInput(layoutCreateBodySchema, body);
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Three columns', width: 1920, sections: [{ name: 'new section', width: 1920 }] },
    });
    expect(validateInput(layoutCreateBodySchema, { ...body, folderId: -1 }).ok).toBe(true);
    expect(validateInput(layoutCreateBodySchema, { ...body, folderId: null }).ok).toBe(true);
  });

  it('refuse a layout without sections, a blank name, or a size below 1', () => {
    expect(validateInput(layoutCreateBodySchema, { ...body, sections: [] })).toEqual({
      ok: false,
      errors: { sections: ['The sections field is required.'] },
    });
    expect(validateInput(layoutCreateBodySchema, { ...body, name: '   ' })).toEqual({
      ok: false,
      errors: { name: ['The name field is required.'] },
    });
    expect(validateInput(layoutCreateBodySchema, { ...body, width: 0, height: 1.5 })).toEqual({
      ok: false,
      errors: { width: ['The width must be at least 1.'], height: ['The height must be an integer.'] },
    });
    expect(validateInput(layoutCreateBodySchema, { ...body, sections: [{ ...section, width: 0 }] }).ok).toBe(false);
  });

  it('updates any field, keeping at least one section when sections are sent', () => {
    expect(validateInput(layoutUpdateBodySchema, {})).toEqual({ ok: true, value: {} });
    expect(validateInput(layoutUpdateBodySchema, { name: 'Renamed' })).toEqual({
      ok: true,
      value: { name: 'Renamed' },
    });
    expect(validateInput(layoutUpdateBodySchema, { sections: [section] }).ok).toBe(true);
    expect(validateInput(layoutUpdateBodySchema, { sections: [] }).ok).toBe(false);
  });
});

describe('item bodies', () => {
  it('list 1 to 500 ids', () => {
    expect(validateInput(idListBodySchema, { ids: [1] }).ok).toBe(true);
    expect(validateInput(idListBodySchema, { ids: Array.from({ length: ID_LIST_MAX }, (_, i) => i + 1) }).ok).toBe(
      true,
    );
    expect(validateInput(idListBodySchema, { ids: Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => i + 1) }).ok).toBe(
      false,
    );
    expect(validateInput(idListBodySchema, { ids: [] }).ok).toBe(false);
    expect(validateInput(idListBodySchema, { ids: [0] }).ok).toBe(false);
    expect(validateInput(idListBodySchema, { ids: ['1'] }).ok).toBe(false);
  });

  it('copy with a name and move between folders (-1 and null: the root)', () => {
    expect(validateInput(itemCopyBodySchema, { name: ' Copy ' })).toEqual({ ok: true, value: { name: 'Copy' } });
    expect(validateInput(itemCopyBodySchema, { name: '' }).ok).toBe(false);
    expect(validateInput(itemMoveBodySchema, { from: -1, to: 3 })).toEqual({ ok: true, value: { from: -1, to: 3 } });
    expect(validateInput(itemMoveBodySchema, { from: null, to: 3 }).ok).toBe(true);
    expect(validateInput(itemMoveBodySchema, { from: -2, to: 3 }).ok).toBe(false);
  });
});

describe('template fields (multipart)', () => {
  const fields = {
    name: 'Promo',
    type: 'Template',
    width: '1920',
    height: '1080',
    layers: JSON.stringify([layer]),
    folderId: '4',
  };

  it('parse numbers and the layers JSON from text fields', () => {
    const result = validateInput(templateFieldsSchema, { ...fields, preview: 'file' });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Promo', type: 'Template', width: 1920, height: 1080, folderId: 4, layers: [layer] },
    });
  });

  it('read the folder field -1, empty or null as none', () => {
    expect(validateInput(templateFieldsSchema, { ...fields, folderId: '-1' })).toMatchObject({
      ok: true,
      value: { folderId: -1 },
    });
    expect(validateInput(templateFieldsSchema, { ...fields, folderId: '' })).toMatchObject({
      ok: true,
      value: { folderId: null },
    });
    expect(validateInput(templateFieldsSchema, { ...fields, folderId: 'null' })).toMatchObject({
      ok: true,
      value: { folderId: null },
    });
    expect(validateInput(templateFieldsSchema, { ...fields, folderId: 'abc' }).ok).toBe(false);
  });

  it('accept each library layer kind, word for word', () => {
    for (const type of LIBRARY_LAYER_KINDS)
      expect(validateInput(templateFieldsSchema, { ...fields, type }).ok).toBe(true);
    expect(validateInput(templateFieldsSchema, { ...fields, type: 'template' }).ok).toBe(false);
    expect(validateInput(templateFieldsSchema, { ...fields, type: 'Image' }).ok).toBe(false);
  });

  it('refuse a template with zero layers with the spec text', () => {
    expect(TEMPLATE_NEEDS_LAYER_MESSAGE).toBe(EN_MESSAGES['library.templateNeedsLayer']);
    expect(validateInput(templateFieldsSchema, { ...fields, layers: '[]' })).toEqual({
      ok: false,
      errors: { layers: ['A template needs at least one layer'] },
    });
    expect(validateInput(templateUpdateFieldsSchema, { layers: '[]' })).toEqual({
      ok: false,
      errors: { layers: ['A template needs at least one layer'] },
    });
  });

  it('refuse bad text fields with field messages', () => {
    expect(validateInput(templateFieldsSchema, { ...fields, layers: 'not json', width: '0', height: 'wide' })).toEqual({
      ok: false,
      errors: {
        layers: ['The layers must be a JSON string.'],
        width: ['The width must be at least 1.'],
        height: ['The height must be a number.'],
      },
    });
    expect(validateInput(templateFieldsSchema, { ...fields, name: ' ' })).toEqual({
      ok: false,
      errors: { name: ['The name field is required.'] },
    });
  });

  it('update any field', () => {
    expect(validateInput(templateUpdateFieldsSchema, {})).toEqual({ ok: true, value: {} });
    expect(validateInput(templateUpdateFieldsSchema, { width: '640' })).toEqual({ ok: true, value: { width: 640 } });
  });

  it('type every library layer kind', () => {
    expectTypeOf<(typeof LIBRARY_LAYER_KINDS)[number]>().toEqualTypeOf<LibraryLayerKind>();
    expectTypeOf<TemplateFields['type']>().toEqualTypeOf<LibraryLayerKind>();
    expectTypeOf<TemplateFields['width']>().toEqualTypeOf<number>();
  });
});

describe('stock photo search body', () => {
  it('trims the search string and takes 1 to 200 characters', () => {
    expect(validateInput(stockSearchBodySchema, { searchString: ' cat ' })).toEqual({
      ok: true,
      value: { searchString: 'cat' },
    });
    expect(validateInput(stockSearchBodySchema, { searchString: 'x'.repeat(STOCK_SEARCH_MAX_LENGTH) }).ok).toBe(true);
    expect(validateInput(stockSearchBodySchema, { searchString: 'x'.repeat(STOCK_SEARCH_MAX_LENGTH + 1) }).ok).toBe(
      false,
    );
    expect(validateInput(stockSearchBodySchema, { searchString: '   ' })).toEqual({
      ok: false,
      errors: { searchString: ['The search string field is required.'] },
    });
  });

  it('takes an orientation or null, and pages 1 to 1000', () => {
    for (const orientation of ['landscape', 'portrait', 'squarish', null]) {
      expect(validateInput(stockSearchBodySchema, { searchString: 'cat', orientation }).ok).toBe(true);
    }
    expect(validateInput(stockSearchBodySchema, { searchString: 'cat', orientation: 'horizontal' }).ok).toBe(false);
    expect(validateInput(stockSearchBodySchema, { searchString: 'cat', page: 1 }).ok).toBe(true);
    expect(validateInput(stockSearchBodySchema, { searchString: 'cat', page: STOCK_PAGE_MAX }).ok).toBe(true);
    expect(validateInput(stockSearchBodySchema, { searchString: 'cat', page: 0 }).ok).toBe(false);
    expect(validateInput(stockSearchBodySchema, { searchString: 'cat', page: STOCK_PAGE_MAX + 1 }).ok).toBe(false);
    expectTypeOf<StockSearchBody>().toMatchTypeOf<StockSearchInput>();
  });
});

describe('media bodies', () => {
  it('take one source: an http(s) URL, an unsplash id or a pixabay id', () => {
    expect(validateInput(mediaSourceBodySchema, { url: 'https://images.test/a.png' })).toEqual({
      ok: true,
      value: { url: 'https://images.test/a.png' },
    });
    expect(validateInput(mediaSourceBodySchema, { url: 'http://images.test/a.png' }).ok).toBe(true);
    expect(validateInput(mediaSourceBodySchema, { unsplashId: 'Xy_12' }).ok).toBe(true);
    expect(validateInput(mediaSourceBodySchema, { pixabayId: 12 }).ok).toBe(true);
    expect(validateInput(mediaSourceBodySchema, { pixabayId: '12' }).ok).toBe(true);
    expectTypeOf<MediaSourceBody>().toEqualTypeOf<
      { url: string } | { unsplashId: string } | { pixabayId: string | number }
    >();
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:image/png;base64,AA==', 'ftp://a.test/x', 'not a url'])(
    'refuse the URL %s',
    (url) => {
      const result = validateInput(mediaSourceBodySchema, { url });
      expect(result.ok).toBe(false);
      expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['url']);
    },
  );

  it('refuse no source or two sources on the url field', () => {
    const refusal = {
      ok: false,
      errors: { url: ['The url must be one of url, unsplashId or pixabayId, given alone.'] },
    };
    expect(validateInput(mediaSourceBodySchema, {})).toEqual(refusal);
    expect(validateInput(mediaSourceBodySchema, { unsplashId: 'a', pixabayId: 3 })).toEqual(refusal);
    expect(validateInput(mediaSourceBodySchema, { unsplashId: '' }).ok).toBe(false);
    expect(validateInput(mediaSourceBodySchema, { pixabayId: 0 }).ok).toBe(false);
  });

  it('copy and move a media file by its uuid', () => {
    expect(validateInput(mediaCopyBodySchema, { uuid: UUID })).toEqual({ ok: true, value: { uuid: UUID } });
    expect(validateInput(mediaCopyBodySchema, { uuid: '../etc/passwd' }).ok).toBe(false);
    expect(validateInput(mediaMoveBodySchema, { uuid: UUID, from: -1, to: 4 })).toEqual({
      ok: true,
      value: { uuid: UUID, from: -1, to: 4 },
    });
    expect(validateInput(mediaMoveBodySchema, { uuid: UUID, from: -1 }).ok).toBe(false);
    expect(validateInput(mediaMoveBodySchema, { from: -1, to: 4 }).ok).toBe(false);
  });
});

describe('library folder body', () => {
  it('takes a name of at least 2 characters after trimming and a parent', () => {
    expect(validateInput(libraryFolderCreateBodySchema, { name: ' ab ', parent_id: -1 })).toEqual({
      ok: true,
      value: { name: 'ab', parent_id: -1 },
    });
    expect(validateInput(libraryFolderCreateBodySchema, { name: 'ab' })).toEqual({ ok: true, value: { name: 'ab' } });
    expect(validateInput(libraryFolderCreateBodySchema, { name: ' a ' })).toEqual({
      ok: false,
      errors: { name: ['The name must be at least 2 characters.'] },
    });
    expect(validateInput(libraryFolderCreateBodySchema, { name: 'ab', parent_id: 0 }).ok).toBe(false);
  });
});
