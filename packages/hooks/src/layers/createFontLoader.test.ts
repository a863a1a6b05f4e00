import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../library/library.fixtures';
import { createFontLoader, fontSource } from './createFontLoader';
import { layerFixture } from './layers.fixtures';

const file = (name: string) => ({
  uuid: `uuid-${name}`,
  formats: [
    { url: `/fonts/${name}.woff2`, format: 'woff2' },
    { url: `/fonts/${name}.woff`, format: 'woff' },
  ],
});

const ROBOTO = {
  id: 'roboto',
  fontFamily: 'Roboto',
  fonts: { Regular: file('roboto-latin-400-normal'), BoldItalic: file('roboto-latin-700-italic') },
};
const LATO = { id: 'lato', fontFamily: 'Lato', fonts: { Regular: file('lato-latin-400-normal') } };

function setup() {
  const created: { family: string; source: string; descriptors: FontFaceDescriptors | undefined }[] = [];
  class FakeFontFace {
    constructor(family: string, source: string, descriptors?: FontFaceDescriptors) {
      created.push({ family, source, descriptors });
    }
    load = vi.fn(async () => this);
  }
  const fontSet = { add: vi.fn() };
  const { api, calls } = fakeApi({ 'GET fonts': () => ({ data: [LATO, ROBOTO] }) });
  const fonts = createFontLoader(api, { FontFace: FakeFontFace, fontSet });
  return { fonts, created, fontSet, calls };
}

describe('createFontLoader', () => {
  it('loads each family the layers use once, every style through the FontFace API', async () => {
    const { fonts, created, fontSet, calls } = setup();
    const text = (id: number, fontFamily: string) => layerFixture(id, 'Text', {}, { fontFamily });
    await Promise.all([
      fonts.loadForLayers([text(1, 'Roboto'), text(2, 'Roboto'), layerFixture(3, 'Rectangle')]),
      fonts.load('roboto'),
    ]);
    await fonts.loadForLayers([text(4, 'Roboto')]);
    expect(calls).toHaveLength(1);
    expect(created).toEqual([
      {
        family: 'Roboto',
        source:
          'url("/fonts/roboto-latin-400-normal.woff2") format("woff2"), url("/fonts/roboto-latin-400-normal.woff") format("woff")',
        descriptors: { weight: '400', style: 'normal' },
      },
      {
        family: 'Roboto',
        source:
          'url("/fonts/roboto-latin-700-italic.woff2") format("woff2"), url("/fonts/roboto-latin-700-italic.woff") format("woff")',
        descriptors: { weight: '700', style: 'italic' },
      },
    ]);
    expect(fontSet.add).toHaveBeenCalledTimes(2);
    expect([...fonts.$loaded.value]).toEqual(['Roboto']);
    expect(fonts.$families.value.map((family) => family.fontFamily)).toEqual(['Lato', 'Roboto']);
  });

  it('loads nothing for a family the list does not have (a system font)', async () => {
    const { fonts, created } = setup();
    expect(await fonts.load('Comic Sans MS')).toBe(false);
    expect(created).toEqual([]);
  });
});

describe('fontSource', () => {
  it('lists every format in order, with the CSS names of ttf and eot', () => {
    expect(
      fontSource({
        uuid: 'u',
        formats: [
          { url: '/fonts/a.woff2', format: 'woff2' },
          { url: '/fonts/a.woff', format: 'woff' },
          { url: '/fonts/a.eot', format: 'eot' },
          { url: '/fonts/a.ttf', format: 'ttf' },
          { url: '/fonts/a.svg', format: 'svg' },
        ],
      }),
    ).toBe(
      'url("/fonts/a.woff2") format("woff2"), url("/fonts/a.woff") format("woff"), ' +
        'url("/fonts/a.eot") format("embedded-opentype"), url("/fonts/a.ttf") format("truetype"), ' +
        'url("/fonts/a.svg") format("svg")',
    );
  });
});
