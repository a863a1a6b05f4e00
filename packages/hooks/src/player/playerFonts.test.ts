import type { PlayerFontFace } from '@screenplay/core/screens';
import { describe, expect, it } from 'vitest';
import { createPlayerFontLoader } from './playerFonts';

const face = (weight: '400' | '700', url: string): PlayerFontFace => ({
  family: 'Open Sans',
  weight,
  style: 'normal',
  url,
  format: 'woff2',
});

describe('createPlayerFontLoader', () => {
  it('adds each face once, with its weight and style, and a failing file does not stop the others', async () => {
    const created: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
    const added: unknown[] = [];
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {
        created.push({ family, source, descriptors });
      }
      load() {
        return this.source.includes('broken') ? Promise.reject(new Error('404')) : Promise.resolve(this);
      }
    }
    const load = createPlayerFontLoader({ FontFace: FakeFontFace, fonts: { add: (f) => added.push(f) } });
    await load([face('400', '/fonts/a.woff2'), face('700', '/fonts/broken.woff2')]);
    await load([face('400', '/fonts/a.woff2')]);
    expect(created).toEqual([
      {
        family: 'Open Sans',
        source: 'url("/fonts/a.woff2") format("woff2")',
        descriptors: { weight: '400', style: 'normal' },
      },
      {
        family: 'Open Sans',
        source: 'url("/fonts/broken.woff2") format("woff2")',
        descriptors: { weight: '700', style: 'normal' },
      },
    ]);
    expect(added).toHaveLength(2);
  });
});
