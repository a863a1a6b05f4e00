import { looksLikeSvg } from './svg';

/** An image type recognised from its leading bytes. */
export interface SniffedImage {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/**
 * A file type recognised from its bytes: the MIME type it really is and the extension it is stored
 * under. Types the library refuses (WebP, TIFF, Matroska, audio…) are recognised too, so a refusal
 * can say whether an image or a video was refused.
 */
export interface SniffedType {
  mime: string;
  ext: string;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** A little-endian 32-bit value, or -1 past the end. */
function u32le(bytes: Uint8Array, offset: number): number {
  return bytes.length >= offset + 4
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(offset)
    : -1;
}

/** Whether `needle` occurs in the first `limit` bytes. */
function contains(bytes: Uint8Array, needle: readonly number[], limit: number): boolean {
  return Buffer.from(bytes.subarray(0, limit)).indexOf(Uint8Array.from(needle)) !== -1;
}

/** How far into a container the header fields we look for may sit (ours: 64 KiB covers every header we read). */
const HEADER_SCAN_BYTES = 64 * 1024;

/** Recognises PNG, JPEG, GIF and WebP by their magic bytes (never by file name); null otherwise. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** BITMAPINFOHEADER sizes of the BMP versions in use (core, OS/2 2, v2-v5). */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function sniffOtherImage(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ascii('BM')) && BMP_DIB_HEADER_SIZES.has(u32le(bytes, 14)))
    return { mime: 'image/bmp', ext: 'bmp' };
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return { mime: 'image/tiff', ext: 'tif' };
  if (startsWith(bytes, [0, 0, 1, 0]) || startsWith(bytes, [0, 0, 2, 0])) return { mime: 'image/x-icon', ext: 'ico' };
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0, 0, 0, 0x0c, ...ascii('JXL ')]))
    return { mime: 'image/jxl', ext: 'jxl' };
  if (startsWith(bytes, ascii('8BPS'))) return { mime: 'image/vnd.adobe.photoshop', ext: 'psd' };
  return null;
}

/** ISO base media brands (`ftyp` major brand) that are not plain MP4 video. */
const ISO_BRANDS: readonly [RegExp, SniffedType][] = [
  [/^3gp/, { mime: 'video/3gpp', ext: '3gp' }],
  [/^3g2/, { mime: 'video/3gpp2', ext: '3g2' }],
  [/^qt {2}$/, { mime: 'video/quicktime', ext: 'mov' }],
  [/^M4V[ HP]$/, { mime: 'video/x-m4v', ext: 'm4v' }],
  [/^(M4[ABP] |F4[AB] )$/, { mime: 'audio/mp4', ext: 'm4a' }],
  [/^avi[fs]$/, { mime: 'image/avif', ext: 'avif' }],
  [/^(hei[cxms]|hev[cx]|mif1|msf1)$/, { mime: 'image/heif', ext: 'heif' }],
  [/^crx $/, { mime: 'image/x-canon-cr3', ext: 'cr3' }],
  [/^jp2 $/, { mime: 'image/jp2', ext: 'jp2' }],
];

/** Top-level atoms a QuickTime movie without an `ftyp` box (pre-2001 files) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

function sniffIsoMedia(bytes: Uint8Array): SniffedType | null {
  if (latin1(bytes, 4, 8) === 'ftyp') {
    const major = latin1(bytes, 8, 12);
    return ISO_BRANDS.find(([brand]) => brand.test(major))?.[1] ?? { mime: 'video/mp4', ext: 'mp4' };
  }
  return bytes.length >= 8 && QUICKTIME_ATOMS.has(latin1(bytes, 4, 8)) ? { mime: 'video/quicktime', ext: 'mov' } : null;
}

/** MPEG transport stream packet sizes: plain TS and Blu-ray M2TS (4-byte time code first). */
const TS_PACKET = 188;
const M2TS_PACKET = 192;

function sniffMpeg(bytes: Uint8Array): SniffedType | null {
  const mpeg = { mime: 'video/mpeg', ext: 'mpg' };
  if (startsWith(bytes, [0, 0, 1, 0xba]) || startsWith(bytes, [0, 0, 1, 0xb3])) return mpeg; // program stream, video elementary stream
  const isSync = (offset: number) => bytes[offset] === 0x47;
  if (
    bytes.length > TS_PACKET &&
    isSync(0) &&
    isSync(TS_PACKET) &&
    (bytes.length <= 2 * TS_PACKET || isSync(2 * TS_PACKET))
  )
    return mpeg;
  if (bytes.length > M2TS_PACKET + 4 && isSync(4) && isSync(M2TS_PACKET + 4)) return mpeg;
  return null;
}

/** ASF header object and stream-type GUIDs (as stored, little-endian). */
const ASF_HEADER_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
const ASF_VIDEO_MEDIA_GUID = [
  0xc0, 0xef, 0x19, 0xbc, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b,
];

/**
 * ASF and WMV are the same container; the bytes decide that it holds video, the file name only picks
 * between the spec's two equivalent labels (`.asf` -> video/ms-asf, otherwise video/x-ms-wmv).
 */
function sniffAsf(bytes: Uint8Array, fileName: string): SniffedType | null {
  if (!startsWith(bytes, ASF_HEADER_GUID)) return null;
  if (!contains(bytes, ASF_VIDEO_MEDIA_GUID, HEADER_SCAN_BYTES)) return { mime: 'audio/x-ms-wma', ext: 'wma' };
  return /\.asf$/i.test(fileName) ? { mime: 'video/ms-asf', ext: 'asf' } : { mime: 'video/x-ms-wmv', ext: 'wmv' };
}

/** Identification headers of the video codecs carried in Ogg (Theora, VP8, Dirac). */
const OGG_VIDEO_CODECS = [[0x80, ...ascii('theora')], ascii('OVP80'), ascii('BBCD\0')];

function sniffContainer(bytes: Uint8Array, fileName: string): SniffedType | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType in the header says WebM or Matroska.
    return contains(bytes, ascii('webm'), 64)
      ? { mime: 'video/webm', ext: 'webm' }
      : { mime: 'video/x-matroska', ext: 'mkv' };
  }
  if (startsWith(bytes, ascii('OggS'))) {
    const isVideo = OGG_VIDEO_CODECS.some((codec) => contains(bytes, codec, HEADER_SCAN_BYTES));
    return isVideo ? { mime: 'video/ogg', ext: 'ogv' } : { mime: 'audio/ogg', ext: 'oga' };
  }
  if (startsWith(bytes, ascii('RIFF'))) {
    const form = latin1(bytes, 8, 12);
    if (form === 'AVI ') return { mime: 'video/x-msvideo', ext: 'avi' };
    if (form === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
    return null;
  }
  if (startsWith(bytes, ascii('FLV\x01'))) return { mime: 'video/x-flv', ext: 'flv' };
  if (startsWith(bytes, ascii('ID3')) || startsWith(bytes, ascii('fLaC'))) return { mime: 'audio/mpeg', ext: 'mp3' };
  return sniffAsf(bytes, fileName) ?? sniffIsoMedia(bytes) ?? sniffMpeg(bytes);
}

/**
 * Recognises a media file from its bytes alone (never its name or declared type, except to choose
 * between two labels of the same container): every image and video type the library allows, the
 * common ones it refuses, and SVG by parsing its text. Null when the bytes are none of these.
 *
 * @example sniffMedia(pngBytes, 'holiday.mp4') // { mime: 'image/png', ext: 'png' }
 */
export function sniffMedia(bytes: Uint8Array, fileName = ''): SniffedType | null {
  const image = sniffImage(bytes);
  if (image) return { mime: image.mime, ext: image.ext };
  return (
    sniffOtherImage(bytes) ??
    sniffContainer(bytes, fileName) ??
    (looksLikeSvg(bytes) ? { mime: 'image/svg+xml', ext: 'svg' } : null)
  );
}
