import type { Layer, PlaylistItem, Section } from '@screenplay/core';
import { endpointCall, type ApiClient, type ApiRequests } from '@screenplay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isDrawable,
  layoutThumbnailInput,
  sceneThumbnailInput,
  templateThumbnailInput,
  THUMBNAIL_MAX_SIDE_PX,
  thumbnailScale,
  thumbnailSize,
} from './thumbnail.input';
import { saveLayoutThumbnail, saveSceneThumbnail, templatePreview } from './thumbnails';

const layer = (id: number, text: string): Layer => ({
  id,
  itemType: 'Text',
  content: { left: 0, top: 0, width: 100, height: 40, text },
  parentLayerId: null,
  sectionTemplateGroup: null,
  sectionTemplateId: null,
  invisible: false,
  media: [],
  fonts: [],
});

const item = (id: number, text: string, extra: Partial<PlaylistItem> = {}): PlaylistItem => ({
  id,
  parentId: null,
  layers: [layer(id * 10, text)],
  hidden: false,
  markAsDeleted: false,
  duration: 60,
  styles: {},
  ...extra,
});

const section = (overrides: Partial<Section>): Section => ({
  id: 1,
  name: 'Main',
  top: 0,
  left: 0,
  width: 960,
  height: 540,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [],
  itemsOrder: [],
  background: 'rgba(0,0,0,1)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
  ...overrides,
});

describe('thumbnail size', () => {
  it('draws the longer side at 320 px and keeps the ratio, never enlarging', () => {
    expect(THUMBNAIL_MAX_SIDE_PX).toBe(320);
    expect(thumbnailSize(1920, 1080)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(1080, 1920)).toEqual({ width: 180, height: 320 });
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
    expect(thumbnailScale(0, 100)).toBe(0);
  });
});

describe('sceneThumbnailInput', () => {
  it("draws each shown section with its current item's layers: the first in itemsOrder neither hidden nor deleted", () => {
    const main = section({
      id: 1,
      order: 2,
      playlistItems: [item(1, 'hidden'), item(2, 'deleted'), item(3, 'shown'), item(4, 'later')].map((entry) =>
        entry.id === 1 ? { ...entry, hidden: true } : entry.id === 2 ? { ...entry, markAsDeleted: true } : entry,
      ),
      itemsOrder: [1, 2, 3, 4],
    });
    const ticker = section({ id: 2, order: 1, name: 'Ticker', background: 'rgba(255,0,0,1)' });
    const input = sceneThumbnailInput({ width: 1920, height: 1080, sections: [main, ticker] });
    expect(input.width).toBe(1920);
    expect(input.boxes.map((box) => box.id)).toEqual([2, 1]); // bottom first, by order
    expect(input.boxes[1]?.layers.map((one) => one.content.text)).toEqual(['shown']);
    expect(input.boxes[0]).toMatchObject({ background: 'rgba(255,0,0,1)', layers: [], label: null, outline: 0 });
  });

  it('leaves out hidden and deleted sections, and a saved section whose draft copy stands in for it', () => {
    const saved = section({ id: 1 });
    const draft = section({ id: -5, parentId: 1, draft: true, playlistItems: [item(7, 'draft')], itemsOrder: [7] });
    const hidden = section({ id: 2, hidden: true });
    const deleted = section({ id: 3, markAsDeleted: true });
    const input = sceneThumbnailInput({ width: 100, height: 100, sections: [saved, draft, hidden, deleted] });
    expect(input.boxes.map((box) => box.id)).toEqual([-5]);
    expect(input.boxes[0]?.layers[0]?.content.text).toBe('draft');
  });
});

describe('layoutThumbnailInput and templateThumbnailInput', () => {
  it("draws a layout's sections as outlined boxes named by the section (1.5 thumbnail px wide)", () => {
    const input = layoutThumbnailInput({ width: 1920, height: 1080, sections: [section({ name: 'Main' })] });
    expect(input.boxes).toEqual([expect.objectContaining({ label: 'Main', layers: [], outline: 1.5 * 6 })]);
  });

  it("draws a template's layers in one box of its size", () => {
    const input = templateThumbnailInput({ width: 400, height: 300, layers: [layer(1, 'Hello')] });
    expect(input.boxes).toEqual([expect.objectContaining({ left: 0, top: 0, width: 400, height: 300 })]);
    expect(input.boxes[0]?.layers).toHaveLength(1);
  });

  it('has nothing to draw without a size or a box', () => {
    expect(isDrawable(sceneThumbnailInput({ width: 100, height: 100, sections: [] }))).toBe(false);
    expect(isDrawable(templateThumbnailInput({ width: 0, height: 10, layers: [] }))).toBe(false);
    expect(isDrawable(templateThumbnailInput({ width: 10, height: 10, layers: [] }))).toBe(true);
  });
});

describe('saving thumbnails (fail-soft)', () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  const apiWith = (put: ApiClient['put']): ApiClient => {
    const requests = { put } as unknown as ApiRequests;
    return { ...requests, call: endpointCall(requests) };
  };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('sends the drawn picture as the multipart `thumbnail` file and answers its URL', async () => {
    const put = vi.fn(async () => ({ data: { thumbnail: '/media/1/a.png' } }));
    const drawn = vi.fn(async () => png);
    const scene = { id: 9, width: 1920, height: 1080, sections: [section({})] };
    expect(await saveSceneThumbnail(apiWith(put as ApiClient['put']), scene, drawn)).toBe('/media/1/a.png');
    expect(drawn).toHaveBeenCalledWith(sceneThumbnailInput(scene));
    const [path, body] = put.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('scenes/9/thumbnail');
    expect(body.get('thumbnail')).toBeInstanceOf(Blob);
  });

  it('resolves null (logged, nothing sent) when drawing fails, and null when the upload is refused', async () => {
    const put = vi.fn(async () => ({ data: { thumbnail: 'x' } }));
    const failing = async () => {
      throw new Error('no canvas');
    };
    const layout = { id: 4, width: 100, height: 100, sections: [section({})] };
    expect(await saveLayoutThumbnail(apiWith(put as ApiClient['put']), layout, failing)).toBeNull();
    expect(put).not.toHaveBeenCalled();
    const refused = vi.fn(async () => {
      throw new Error('422');
    });
    expect(await saveLayoutThumbnail(apiWith(refused as ApiClient['put']), layout, async () => png)).toBeNull();
    expect(refused).toHaveBeenCalledWith('layouts/4/thumbnail', expect.any(FormData));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("gives a template's preview, or null when it cannot be drawn (the template is saved without one)", async () => {
    const template = { width: 400, height: 300, layers: [layer(1, 'Hi')] };
    expect(await templatePreview(template, async () => png)).toBe(png);
    expect(
      await templatePreview(template, async () => {
        throw new Error('timeout');
      }),
    ).toBeNull();
  });
});
