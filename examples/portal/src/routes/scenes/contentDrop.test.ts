import { defaultLayer } from '@screenplay/core/widgets';
import type { PlaylistItem, Section } from '@screenplay/core';
import type { MediaItem, StockPhoto } from '@screenplay/core/library';
import { createPopupStore, createToastStore } from '@screenplay/hooks';
import { createStockSearchStore, type StockSearchStore } from '@screenplay/hooks/library';
import { layerDataStores } from '../../app/layer-data/portalLayerData';
import { libraryItem } from '@screenplay/ui/layer-editor';
import { describe, expect, it } from 'vitest';
import { HERO, fakeLayerApi, itemFixture } from '../../test/layerEditor.fixtures';
import type { ContentEntry } from '@screenplay/ui/scene-editor';
import { contentRefusal, createSectionItem, filesRefusal, sectionDropAccept } from './contentDrop';

const box = { left: 0, top: 0, width: 100, height: 100 };

/** A stored item holding one layer of `type`. */
function holding(id: number, type: 'Video' | 'Image' | 'Text', flags: Partial<PlaylistItem> = {}): PlaylistItem {
  return { ...itemFixture(id, ''), layers: [defaultLayer(type, box, 1)], ...flags };
}

/** Section 12 playing these items in this order. */
function sectionWith(items: PlaylistItem[]): Section {
  return { ...HERO, playlistItems: items, itemsOrder: items.map((item) => item.id) };
}

const EMPTY = sectionWith([]);
const VIDEO = sectionWith([holding(40, 'Video')]);
const TEXT = sectionWith([holding(41, 'Text')]);

function media(type: 'image' | 'video'): MediaItem {
  return {
    id: 1,
    uuid: `uuid-${type}`,
    name: `clip.${type === 'image' ? 'png' : 'webm'}`,
    url: `/media/${type}`,
    width: type === 'image' ? 640 : null,
    height: type === 'image' ? 480 : null,
    duration: null,
    type,
    mime: type === 'image' ? 'image/png' : 'video/webm',
    size: 10,
    folderIds: [],
    owner: null,
    createdAt: '2026-11-24T10:00:00Z',
  };
}

const PHOTO: StockPhoto = {
  id: 'p1',
  provider: 'pixabay',
  description: 'Beach',
  author: 'Ann',
  thumbUrl: '/t.jpg',
  url: '/p.jpg',
  width: 1920,
  height: 1080,
};

const widget = (id: string): ContentEntry => {
  const item = libraryItem(id);
  if (!item) throw new Error(`no widget ${id}`);
  return { kind: 'widget', item };
};

describe('what a section accepts', () => {
  it('is judged on its current item: the first in itemsOrder neither hidden nor marked deleted', () => {
    expect(sectionDropAccept(EMPTY)).toBe('any');
    expect(sectionDropAccept(VIDEO)).toBe('video');
    expect(sectionDropAccept(TEXT)).toBe('image');
    expect(sectionDropAccept(sectionWith([holding(40, 'Video', { hidden: true }), holding(41, 'Text')]))).toBe('image');
    expect(sectionDropAccept(sectionWith([holding(40, 'Video', { markAsDeleted: true })]))).toBe('any');
    // itemsOrder, not the list's order, decides which is current.
    expect(
      sectionDropAccept({ ...sectionWith([holding(40, 'Video'), holding(41, 'Text')]), itemsOrder: [41, 40] }),
    ).toBe('image');
  });
});

describe('which refusal for which drop', () => {
  it('a section holding a video takes only video', () => {
    expect(contentRefusal(VIDEO, { kind: 'media', item: media('image') })).toBe('dnd.onlyVideoCanBeAdded');
    expect(contentRefusal(VIDEO, { kind: 'stockPhoto', photo: PHOTO })).toBe('dnd.onlyVideoCanBeAdded');
    expect(contentRefusal(VIDEO, widget('Clock'))).toBe('dnd.onlyVideoCanBeAdded');
    expect(contentRefusal(VIDEO, { kind: 'media', item: media('video') })).toBeNull();
    expect(contentRefusal(VIDEO, widget('Video'))).toBeNull();
  });

  it('a section with other content refuses video but takes images and widgets', () => {
    expect(contentRefusal(TEXT, { kind: 'media', item: media('video') })).toBe('dnd.videoCannotBeAdded');
    expect(contentRefusal(TEXT, widget('Video'))).toBe('dnd.videoCannotBeAdded');
    expect(contentRefusal(TEXT, { kind: 'media', item: media('image') })).toBeNull();
    expect(contentRefusal(TEXT, { kind: 'stockPhoto', photo: PHOTO })).toBeNull();
    expect(contentRefusal(TEXT, widget('Text'))).toBeNull();
  });

  it('an empty section takes anything; a widget whose file is chosen later is judged once made', () => {
    expect(contentRefusal(EMPTY, { kind: 'media', item: media('video') })).toBeNull();
    expect(contentRefusal(EMPTY, { kind: 'media', item: media('image') })).toBeNull();
    expect(contentRefusal(VIDEO, widget('Media'))).toBeNull();
    expect(contentRefusal(VIDEO, widget('Template'))).toBeNull();
  });

  it('desktop files: bad files first, then the section rule; nothing dropped is an invalid file', () => {
    expect(filesRefusal(EMPTY, [{ type: 'application/pdf' }])).toBe('dnd.invalidMediaFile');
    expect(filesRefusal(EMPTY, [{ type: 'image/webp' }])).toBe('dnd.invalidImageType');
    expect(filesRefusal(EMPTY, [{ type: 'video/x-flv' }])).toBe('dnd.invalidVideoType');
    expect(filesRefusal(VIDEO, [{ type: 'image/png' }])).toBe('dnd.onlyVideoCanBeAdded');
    expect(filesRefusal(TEXT, [{ type: 'video/mp4' }])).toBe('dnd.videoCannotBeAdded');
    expect(filesRefusal(TEXT, [{ type: 'image/png' }, { type: 'text/plain' }])).toBe('dnd.invalidMediaFile');
    expect(filesRefusal(EMPTY, [{ type: 'image/png' }, { type: 'video/mp4' }])).toBeNull();
    expect(filesRefusal(EMPTY, [])).toBe('dnd.invalidMediaFile');
  });
});

describe('createSectionItem', () => {
  function deps(answers: Record<string, unknown>, stock?: StockSearchStore) {
    const fake = fakeLayerApi(answers);
    const toasts = createToastStore();
    return {
      ...fake,
      toasts,
      deps: {
        api: fake.api,
        popups: createPopupStore(),
        toasts,
        feeds: layerDataStores(fake.api).feeds,
        stock: stock ?? createStockSearchStore({ api: fake.api }),
        text: (key: string) => (key === 'layerEditor.newText' ? 'Your text' : key),
      },
    };
  }

  it('posts a new item holding the widget layers made by the layer editor, sized to the section', async () => {
    const stored = { ...itemFixture(50, ''), layers: [] };
    const { deps: d, calls } = deps({ 'post sections/12/playlistitems': stored });
    const item = await createSectionItem(EMPTY, widget('Clock'), d);
    const post = calls.find((call) => call.method === 'post');
    expect(post?.url).toBe('sections/12/playlistitems');
    const body = post?.body as { layers: { itemType: string; content: { width: number } }[]; duration: number };
    expect(body.layers.map((layer) => layer.itemType)).toEqual(['Clock']);
    expect(body.layers[0]?.content.width).toBeLessThanOrEqual(HERO.width);
    expect(body.duration).toBe(60);
    expect(item).toMatchObject({ item: { id: 50 }, sectionId: 12 });
  });

  it('refuses before anything is made or sent, with the dnd message', async () => {
    const { deps: d, calls, toasts } = deps({});
    expect(await createSectionItem(VIDEO, { kind: 'media', item: media('image') }, d)).toBeNull();
    expect(calls.filter((call) => call.method !== 'get')).toEqual([]);
    expect(toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['dnd.onlyVideoCanBeAdded']);
  });

  it('a stock photo is stored as media first; when the service fails: dnd.pixabayError and no item', async () => {
    const { deps: d, calls, toasts } = deps({});
    expect(await createSectionItem(EMPTY, { kind: 'stockPhoto', photo: PHOTO }, d)).toBeNull();
    expect(calls.some((call) => call.url.includes('playlistitems'))).toBe(false);
    expect(toasts.$toasts.value.map((toast) => toast.messageKey)).toContain('dnd.pixabayError');
  });
});
