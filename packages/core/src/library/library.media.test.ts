import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, isMessageKey } from '../messages';
import {
  ownSectionOffer,
  ALLOWED_IMAGE_TYPES,
  ALLOWED_VIDEO_TYPES,
  DRAG_ITEM_KINDS,
  DRAG_MIME,
  IMAGE_TYPE_LABELS,
  SVG_XML_HEADER,
  contentKindOf,
  decodeDragPayload,
  dropRefusal,
  encodeDragPayload,
  mediaKindOf,
  mediaRefusal,
  sectionAccepts,
  withXmlHeader,
} from './library.media';

describe('allowed media types', () => {
  it('are the spec lists exactly', () => {
    expect(ALLOWED_IMAGE_TYPES).toEqual([
      'image/bmp',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'image/svg',
    ]);
    expect(ALLOWED_VIDEO_TYPES).toEqual([
      'video/3gpp',
      'video/mp4',
      'video/mpeg',
      'video/ogg',
      'video/quicktime',
      'video/webm',
      'video/x-m4v',
      'video/ms-asf',
      'video/x-ms-wmv',
      'video/x-msvideo',
    ]);
    expect(IMAGE_TYPE_LABELS).toBe('jpg, png, bmp, svg, gif');
  });

  it.each(ALLOWED_IMAGE_TYPES)('%s is an image', (mime) => {
    expect(mediaKindOf(mime)).toBe('image');
    expect(mediaRefusal({ type: mime })).toBeNull();
  });

  it.each(ALLOWED_VIDEO_TYPES)('%s is a video', (mime) => {
    expect(mediaKindOf(mime)).toBe('video');
    expect(mediaRefusal({ type: mime })).toBeNull();
  });

  it('reads types case-insensitively and without parameters', () => {
    expect(mediaKindOf('Image/PNG')).toBe('image');
    expect(mediaKindOf('image/svg+xml; charset=utf-8')).toBe('image');
    expect(mediaKindOf(' video/MP4 ')).toBe('video');
  });

  it.each(['image/webp', 'image/tiff', 'image/x-icon', 'image/svg+xml2', 'image/pngx'])(
    '%s is an invalid image type',
    (mime) => {
      expect(mediaKindOf(mime)).toBeNull();
      expect(mediaRefusal({ type: mime })).toBe('dnd.invalidImageType');
    },
  );

  it.each(['video/x-matroska', 'video/avi', 'video/x-ms-asf', 'video/mp2t'])('%s is an invalid video type', (mime) => {
    expect(mediaKindOf(mime)).toBeNull();
    expect(mediaRefusal({ type: mime })).toBe('dnd.invalidVideoType');
  });

  it.each(['application/pdf', '', 'text/plain', 'audio/mpeg', 'imagepng', 'x-image/png'])(
    '"%s" is an invalid media file',
    (mime) => {
      expect(mediaKindOf(mime)).toBeNull();
      expect(mediaRefusal({ type: mime })).toBe('dnd.invalidMediaFile');
    },
  );
});

describe('drop targets', () => {
  it('a section holding a video accepts only video; other content only images; empty anything', () => {
    expect(sectionAccepts([])).toBe('any');
    expect(sectionAccepts([{ itemType: 'Image' }])).toBe('image');
    expect(sectionAccepts([{ itemType: 'Text' }, { itemType: 'Clock' }])).toBe('image');
    expect(sectionAccepts([{ itemType: 'Video' }])).toBe('video');
    expect(sectionAccepts([{ itemType: 'Text' }, { itemType: 'HtmlVideo' }])).toBe('video');
  });

  it('refuses an image where only video goes, and a video where only images go', () => {
    expect(mediaRefusal({ type: 'image/png' }, 'video')).toBe('dnd.onlyVideoCanBeAdded');
    expect(mediaRefusal({ type: 'video/mp4' }, 'image')).toBe('dnd.videoCannotBeAdded');
    expect(mediaRefusal({ type: 'video/mp4' }, 'video')).toBeNull();
    expect(mediaRefusal({ type: 'image/png' }, 'image')).toBeNull();
    expect(mediaRefusal({ type: 'image/png' }, 'any')).toBeNull();
  });

  it('names what layers bring: video wins, images only when every layer is one, else other', () => {
    expect(contentKindOf([])).toBe('other');
    expect(contentKindOf([{ itemType: 'Image' }])).toBe('image');
    expect(contentKindOf([{ itemType: 'Image' }, { itemType: 'Image' }])).toBe('image');
    expect(contentKindOf([{ itemType: 'Image' }, { itemType: 'Text' }])).toBe('other');
    expect(contentKindOf([{ itemType: 'Clock' }])).toBe('other');
    expect(contentKindOf([{ itemType: 'Image' }, { itemType: 'Video' }])).toBe('video');
    expect(contentKindOf([{ itemType: 'HtmlVideo' }])).toBe('video');
  });

  it('refuses a drop by what the section holds and what the drop brings (every pair)', () => {
    const cases = [
      ['any', 'image', null],
      ['any', 'video', null],
      ['any', 'other', null],
      ['video', 'video', null],
      ['video', 'image', 'dnd.onlyVideoCanBeAdded'],
      ['video', 'other', 'dnd.onlyVideoCanBeAdded'],
      ['image', 'image', null],
      ['image', 'other', null],
      ['image', 'video', 'dnd.videoCannotBeAdded'],
    ] as const;
    for (const [accept, content, key] of cases)
      expect(dropRefusal(accept, content), `${accept} <- ${content}`).toBe(key);
    // The section's own layers decide what it accepts.
    expect(dropRefusal(sectionAccepts([{ itemType: 'Video' }]), 'image')).toBe('dnd.onlyVideoCanBeAdded');
    expect(dropRefusal(sectionAccepts([{ itemType: 'Text' }]), 'video')).toBe('dnd.videoCannotBeAdded');
  });

  it('tells a bad file before the target rule', () => {
    expect(mediaRefusal({ type: 'image/webp' }, 'video')).toBe('dnd.invalidImageType');
    expect(mediaRefusal({ type: 'application/pdf' }, 'image')).toBe('dnd.invalidMediaFile');
  });

  it('answers only catalogue keys', () => {
    for (const key of [
      'dnd.invalidMediaFile',
      'dnd.invalidImageType',
      'dnd.invalidVideoType',
      'dnd.onlyVideoCanBeAdded',
      'dnd.videoCannotBeAdded',
    ]) {
      expect(isMessageKey(key)).toBe(true);
    }
  });
});

describe('withXmlHeader', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

  it('prepends the header once', () => {
    expect(SVG_XML_HEADER).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    const once = withXmlHeader(svg);
    expect(once).toBe(`${SVG_XML_HEADER}\n${svg}`);
    expect(withXmlHeader(once)).toBe(once);
  });

  it('keeps an existing header', () => {
    const latin = `<?xml version="1.0" encoding="ISO-8859-1"?>${svg}`;
    expect(withXmlHeader(latin)).toBe(latin);
  });

  it('drops a byte-order mark and white space before the first tag', () => {
    expect(withXmlHeader(`\uFEFF  \n${svg}`)).toBe(`${SVG_XML_HEADER}\n${svg}`);
    expect(withXmlHeader(`\uFEFF\n${SVG_XML_HEADER}${svg}`)).toBe(`${SVG_XML_HEADER}${svg}`);
  });

  it('does not take a stylesheet instruction for a header', () => {
    const styled = `<?xml-stylesheet href="a.css"?>${svg}`;
    expect(withXmlHeader(styled)).toBe(`${SVG_XML_HEADER}\n${styled}`);
  });
});

describe('drag payloads', () => {
  it('lists the spec drag item kinds', () => {
    expect(DRAG_ITEM_KINDS).toHaveLength(13);
    expect(DRAG_MIME).toBe('application/x-screenplay-item');
  });

  it.each([
    { kind: 'libraryLayout', id: 12 },
    { kind: 'media', id: '0b9f0c0e-2f1a-4b7e-9a3c-1d2e3f4a5b6c' },
    { kind: 'stockPhoto', id: 'Xy_12' },
    { kind: 'sectionItem', id: -3 },
  ] as const)('round-trips $kind $id', (payload) => {
    expect(decodeDragPayload(encodeDragPayload(payload))).toEqual(payload);
  });

  it('keeps only kind and id', () => {
    expect(decodeDragPayload('{"kind":"media","id":"u","extra":true}')).toEqual({ kind: 'media', id: 'u' });
  });

  it.each([
    '',
    'junk',
    'null',
    '12',
    '"media"',
    '[]',
    '{"kind":"media"}',
    '{"id":1}',
    '{"kind":"folder","id":1}',
    '{"kind":"Media","id":1}',
    '{"kind":"media","id":""}',
    '{"kind":"media","id":1.5}',
    '{"kind":"media","id":null}',
    '{"kind":"media","id":{}}',
    '{"kind":"toString","id":1}',
  ])('refuses %s', (text) => {
    expect(decodeDragPayload(text)).toBeNull();
  });
});

describe('ownSectionOffer (issue 24: a refusal offers a section of its own)', () => {
  it('offers a video section for a refused video, an image section for refused images, nothing otherwise', () => {
    expect(ownSectionOffer('dnd.videoCannotBeAdded')).toEqual({
      messageKey: 'dnd.videoSectionOffer',
      sectionName: 'Video',
    });
    expect(ownSectionOffer('dnd.onlyVideoCanBeAdded')).toEqual({
      messageKey: 'dnd.imageSectionOffer',
      sectionName: 'Images',
    });
    expect(ownSectionOffer('dnd.invalidMediaFile')).toBeNull();
    expect(ownSectionOffer(null)).toBeNull();
    expect(EN_MESSAGES['dnd.videoSectionOffer']).toBe('Videos play in a section of their own. Add a video section?');
  });
});
