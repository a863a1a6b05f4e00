import { describe, expect, it } from 'vitest';
import type { Layer, PlaylistItem, Scene, Section } from '@screenplay/core';
import type { FontFamily } from '@screenplay/core/widgets';
import { fontFacesOf, mediaUrlsOf, publishedScene } from './playerContent';

const layer = (content: Record<string, unknown>): Layer => ({
  id: 1,
  itemType: 'Image',
  content: { left: 0, top: 0, width: 1, height: 1, ...content },
  parentLayerId: null,
  sectionTemplateGroup: null,
  sectionTemplateId: null,
  invisible: false,
  media: [],
  fonts: [],
});

const item = (id: number, layers: Layer[], extra: Partial<PlaylistItem> = {}): PlaylistItem => ({
  id,
  parentId: null,
  layers,
  hidden: false,
  markAsDeleted: false,
  duration: 5,
  styles: {},
  ...extra,
});

const section = (id: number, playlistItems: PlaylistItem[], extra: Partial<Section> = {}): Section => ({
  id,
  name: `Section ${id}`,
  top: 0,
  left: 0,
  width: 10,
  height: 10,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems,
  itemsOrder: playlistItems.map((i) => i.id),
  background: 'rgba(0,0,0,0)',
  order: id,
  parentId: null,
  markAsDeleted: false,
  ...extra,
});

const scene = (sections: Section[]): Scene => ({
  id: 1,
  name: 'Scene',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: true,
  sections,
  tags: [],
  folderIds: [],
  screensCount: 1,
  updatedAt: '2026-03-02T09:00:00.000Z',
  updatedBy: null,
  thumbnail: null,
});

/** A catalogue family whose every style has a woff2 and a woff file. */
const family = (id: string, fontFamily: string): FontFamily => {
  const style = (name: string) => ({
    uuid: `${id}-${name}`,
    formats: [
      { url: `/fonts/${id}-${name}.woff2`, format: 'woff2' as const },
      { url: `/fonts/${id}-${name}.woff`, format: 'woff' as const },
    ],
  });
  return {
    id,
    fontFamily,
    fonts: { Regular: style('400'), Bold: style('700'), Italic: style('400i'), BoldItalic: style('700i') },
  };
};

describe('the player content document', () => {
  it("sends the woff2 faces of the catalogue's families the layers name, and leaves unknown ones to the device", () => {
    const scenes = [
      scene([
        section(1, [item(1, [layer({ fontFamily: 'Lato' }), layer({ fontFamily: 'Comic Sans MS' })])]),
        section(2, [item(2, [layer({ fontFamily: 'Lato' }), layer({})])]),
      ]),
    ];
    const faces = fontFacesOf(scenes, [family('lato', 'Lato'), family('roboto', 'Roboto')]);
    expect(faces).toEqual([
      { family: 'Lato', weight: '400', style: 'normal', url: '/fonts/lato-400.woff2', format: 'woff2' },
      { family: 'Lato', weight: '700', style: 'normal', url: '/fonts/lato-700.woff2', format: 'woff2' },
      { family: 'Lato', weight: '400', style: 'italic', url: '/fonts/lato-400i.woff2', format: 'woff2' },
      { family: 'Lato', weight: '700', style: 'italic', url: '/fonts/lato-700i.woff2', format: 'woff2' },
    ]);
    expect(fontFacesOf([scene([section(3, [item(3, [layer({})])])])], [family('lato', 'Lato')])).toEqual([]);
  });

  it("lists the files of the layers' media fields (ours and http(s); never a text), once, sorted", () => {
    const scenes = [
      scene([
        section(1, [
          item(1, [layer({ imageUrl: '/media/1/b.png' })]),
          item(2, [
            layer({
              videos: [{ uuid: 'u', url: '/media/1/a.mp4', name: 'a', duration: 3 }],
              videosUrls: ['/media/1/a.mp4', 'https://cdn.test/v.mp4'],
            }),
            layer({ backgroundVideo: 'https://cdn.test/bg.webm', text: 'https://not.a.file/' }),
            layer({ imageUrl: '/media/1/b.png', link: 'javascript:alert(1)' }),
          ]),
        ]),
      ]),
    ];
    expect(mediaUrlsOf(scenes)).toEqual([
      '/media/1/a.mp4',
      '/media/1/b.png',
      'https://cdn.test/bg.webm',
      'https://cdn.test/v.mp4',
    ]);
  });

  it('keeps only the published version: no draft copies, no new unsaved sections, nothing marked deleted', () => {
    const saved = section(1, [item(1, []), item(2, [], { markAsDeleted: true }), item(3, [], { parentId: 1 })]);
    const draftCopy = section(2, [], { parentId: 1, draft: true });
    const deleted = section(3, [], { markAsDeleted: true });
    const unsaved = section(4, [item(4, [])], { draft: true });
    const published = publishedScene(scene([saved, draftCopy, deleted, unsaved]));
    expect(published.draft).toBe(false);
    expect(published.sections.map((s) => s.id)).toEqual([1]);
    expect(published.sections[0]?.playlistItems.map((i) => i.id)).toEqual([1]);
    expect(published.sections[0]?.itemsOrder).toEqual([1]);
  });
});
