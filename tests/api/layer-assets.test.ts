import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, PlaylistItem } from '@screenplay/core';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const box = { left: 0, top: 0, width: 100, height: 100 };

/** Layers of every kind that shows files or sets text, as the editor sends them: `media` and `fonts` left empty. */
const LAYERS = [
  { itemType: 'Image', content: { ...box, image: 'u-1', imageUrl: '/media/1/u-1.png' }, media: [], fonts: [] },
  { itemType: 'Image', content: { ...box, image: null, imageUrl: 'https://images.test/stock.jpg' } },
  { itemType: 'HtmlVideo', content: { ...box, backgroundVideo: '/media/1/bg.webm', loop: true, muted: true } },
  {
    itemType: 'Video',
    content: {
      ...box,
      videos: [{ uuid: 'v', url: '/media/1/v.mp4', name: 'v.mp4', duration: 2 }],
      videosUrls: ['/media/1/v.mp4'],
      activeIndex: 0,
    },
  },
  {
    itemType: 'Slider',
    content: { ...box, slides: [{ url: '/media/1/s1.jpg', uuid: 's1', width: 1, height: 1 }], slideDuration: 10 },
  },
  // A client's own claim is replaced by what the content says.
  {
    itemType: 'Text',
    content: { ...box, text: 'Hello /media/1/not-a-file.png', fontFamily: 'Lato' },
    fonts: ['Comic'],
  },
  { itemType: 'Clock', content: { ...box, locale: 'en-GB', timezone: '', format: 'short' } },
];

const EXPECTED: Pick<Layer, 'media' | 'fonts'>[] = [
  { media: ['/media/1/u-1.png'], fonts: [] },
  { media: ['https://images.test/stock.jpg'], fonts: [] },
  { media: ['/media/1/bg.webm'], fonts: [] },
  { media: ['/media/1/v.mp4'], fonts: [] },
  { media: ['/media/1/s1.jpg'], fonts: [] },
  { media: [], fonts: ['Lato'] },
  { media: [], fonts: [] },
];

const assetsOf = (layers: readonly Layer[]) => layers.map(({ media, fonts }) => ({ media, fonts }));

describe.each(BACKENDS)('layers answer the media and fonts they use (issue 24) (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let sectionId: number;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    // A draft section (an unsaved new one), which takes playlist items whatever the publishing rule.
    sectionId = (
      await h.db.one<{ id: number }>(
        `INSERT INTO sections (scene_id, name, "top", "left", width, height, draft, order_index)
         SELECT id, 'Assets', 0, 0, 100, 100, true, 99 FROM scenes WHERE name = 'Welcome screen' RETURNING id`,
      )
    ).id;
  });
  afterAll(async () => {
    await h.dispose();
  });

  it('a stored playlist item: each layer lists its images, videos, slides and fonts', async () => {
    const created = await h.call<{ data: PlaylistItem }>('POST', `/api/v1/sections/${sectionId}/playlistitems`, {
      token: admin,
      json: { layers: LAYERS, duration: 10 },
    });
    expect(created.status).toBe(201);
    expect(assetsOf(created.body.data.layers)).toEqual(EXPECTED);
    const listed = await h.call<{ data: PlaylistItem[] }>('GET', `/api/v1/sections/${sectionId}/playlistitems`, {
      token: admin,
    });
    const stored = listed.body.data.find((item) => item.id === created.body.data.id);
    expect(assetsOf(stored?.layers ?? [])).toEqual(EXPECTED);
  });

  it('an edited layer lists what it uses now', async () => {
    const created = await h.call<{ data: PlaylistItem }>('POST', `/api/v1/sections/${sectionId}/playlistitems`, {
      token: admin,
      json: { layers: [LAYERS[0]], duration: 10 },
    });
    const [image] = created.body.data.layers as [Layer];
    const changed = { ...image, content: { ...image.content, image: 'u-2', imageUrl: '/media/1/u-2.png' } };
    const patched = await h.call<{ data: PlaylistItem }>(
      'PATCH',
      `/api/v1/sections/${sectionId}/playlistitems/${created.body.data.id}`,
      { token: admin, json: { layers: [changed] } },
    );
    expect(patched.status).toBe(200);
    expect(assetsOf(patched.body.data.layers)).toEqual([{ media: ['/media/1/u-2.png'], fonts: [] }]);
  });

  it('a stored template: each layer lists its media and fonts', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Assets', type: 'Template', width: '400', height: '300' }))
      form.append(key, value);
    form.append('layers', JSON.stringify(LAYERS));
    const created = await h.call<{ data: { id: number; layers: Layer[] } }>('POST', '/api/v1/library', {
      token: admin,
      body: form,
    });
    expect(created.status).toBe(201);
    expect(assetsOf(created.body.data.layers)).toEqual(EXPECTED);
    const read = await h.call<{ data: { layers: Layer[] } }>(
      'GET',
      `/api/v1/library/folders/templates/${created.body.data.id}`,
      { token: admin },
    );
    expect(assetsOf(read.body.data.layers)).toEqual(EXPECTED);
  });
});
