import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES } from '@screenplay/core/library';
import { encodePng } from './png';
import { sniffImage, sniffMedia } from './sniff';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));
const padded = (head: Uint8Array, length = 512): Uint8Array => {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
};
const ftyp = (brand: string) => padded(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 2, 0], 'isommp41'));
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const ASF_VIDEO = [0xc0, 0xef, 0x19, 0xbc, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b];
const bmpHeader = bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0], [40, 0, 0, 0], [2, 0, 0, 0, 2, 0, 0, 0]);
const transportStream = (): Uint8Array => {
  const ts = new Uint8Array(188 * 3);
  for (const offset of [0, 188, 376]) ts[offset] = 0x47;
  return ts;
};

/** One sample of every type the spec allows, as its bytes start. */
const ALLOWED_SAMPLES: [mime: string, sample: Uint8Array, fileName?: string][] = [
  ['image/bmp', padded(bmpHeader)],
  ['image/gif', text('GIF89a\x01\x00\x01\x00')],
  ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
  ['image/png', encodePng(1, 1, () => [0, 0, 0, 255])],
  ['image/svg+xml', text('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['video/3gpp', ftyp('3gp5')],
  ['video/mp4', ftyp('isom')],
  ['video/mpeg', padded(bytes([0, 0, 1, 0xba, 0x44]))],
  ['video/ogg', padded(bytes('OggS', [0, 2], new Array(20).fill(0), [0x80], 'theora'))],
  ['video/quicktime', ftyp('qt  ')],
  ['video/webm', padded(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))],
  ['video/x-m4v', ftyp('M4V ')],
  ['video/ms-asf', padded(bytes(ASF, new Array(14).fill(0), ASF_VIDEO)), 'clip.asf'],
  ['video/x-ms-wmv', padded(bytes(ASF, new Array(14).fill(0), ASF_VIDEO)), 'clip.wmv'],
  ['video/x-msvideo', padded(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))],
];

describe('sniffMedia', () => {
  it('recognises every allowed image and video type of the spec from its bytes', () => {
    const allowed = [...ALLOWED_IMAGE_TYPES, ...ALLOWED_VIDEO_TYPES].filter((mime) => mime !== 'image/svg'); // an alias of svg+xml
    expect(ALLOWED_SAMPLES.map(([mime]) => mime).sort()).toEqual([...allowed].sort());
    for (const [mime, sample, fileName] of ALLOWED_SAMPLES) expect(sniffMedia(sample, fileName)?.mime, mime).toBe(mime);
  });

  it('ignores the file name: a PNG named .mp4 is a PNG, HTML named .png is nothing', () => {
    expect(
      sniffMedia(
        encodePng(1, 1, () => [1, 2, 3, 255]),
        'holiday.mp4',
      ),
    ).toEqual({ mime: 'image/png', ext: 'png' });
    expect(
      sniffMedia(text('<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>'), 'photo.png'),
    ).toBeNull();
  });

  it('recognises refused formats by their family, so the refusal can name it', () => {
    expect(sniffMedia(text('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffMedia(bytes('II*', [0]))?.mime).toBe('image/tiff');
    expect(sniffMedia(ftyp('avif'))?.mime).toBe('image/avif');
    expect(sniffMedia(ftyp('heic'))?.mime).toBe('image/heif');
    expect(sniffMedia(padded(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska')))?.mime).toBe(
      'video/x-matroska',
    );
    expect(sniffMedia(padded(bytes('FLV', [1, 5])))?.mime).toBe('video/x-flv');
    expect(sniffMedia(padded(bytes('OggS', [0, 2], new Array(20).fill(0), [1], 'vorbis')))?.mime).toBe('audio/ogg');
    expect(sniffMedia(padded(bytes(ASF, new Array(30).fill(0))), 'song.wma')?.mime).toBe('audio/x-ms-wma');
    expect(sniffMedia(ftyp('M4A '))?.mime).toBe('audio/mp4');
  });

  it('tells MPEG transport streams and old QuickTime files without ftyp', () => {
    expect(sniffMedia(transportStream())?.mime).toBe('video/mpeg');
    expect(sniffMedia(padded(bytes([0, 0, 0, 8], 'moov')))?.mime).toBe('video/quicktime');
  });

  it('returns null for text, empty and truncated input', () => {
    expect(sniffMedia(text('just some notes'))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
    expect(sniffMedia(bytes('BM'))).toBeNull();
    expect(sniffMedia(text('<svgfoo/>'))).toBeNull();
  });
});

describe('sniffImage', () => {
  it('recognises the four avatar formats by their bytes', () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffImage(new TextEncoder().encode('GIF89a...'))?.ext).toBe('gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
  });

  it('refuses anything else, including SVG and truncated headers', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Uint8Array.from([0x89, 0x50]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
