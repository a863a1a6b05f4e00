import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { isWithinPixelLimits } from './dimensions';
import { sniffImage } from './sniff';
import { looksLikeSvg, sanitizeSvg } from './svg';

/** URL prefix of stored brand logos; files live in `DATA_DIR/media/brands` and are served with nosniff (static.ts). */
export const BRAND_LOGO_URL_PREFIX = '/media/brands/';

/** Largest logo accepted (ours: 1 MB; a logo is shown small, and every customer's portal loads it). */
export const BRAND_LOGO_MAX_BYTES = 1024 * 1024;

/** A logo ready to store: its bytes (an SVG rebuilt by the sanitiser) and the extension it is stored under. */
export interface BrandLogo {
  bytes: Uint8Array;
  ext: 'png' | 'jpg' | 'webp' | 'svg';
}

/** Why a logo was refused: too large, or not a PNG, JPEG, WebP or SVG the media pipeline accepts. */
export type BrandLogoRefusal = 'settings.logoTooLarge' | 'settings.logoInvalid';

/** Whether a raster image's header can be read and claims no more pixels than the media limits allow. */
function hasAcceptableSize(bytes: Uint8Array): boolean {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 && isWithinPixelLimits({ width, height });
  } catch {
    return false;
  }
}

/**
 * Checks an uploaded logo by its bytes (never its name or declared type), as the media pipeline does: PNG, JPEG or
 * WebP within the pixel limits, or an SVG rebuilt from the sanitiser's allow-list (no scripts, no external
 * references). GIF is refused: a logo does not animate.
 */
export function prepareBrandLogo(bytes: Uint8Array): BrandLogo | BrandLogoRefusal {
  if (bytes.length > BRAND_LOGO_MAX_BYTES) return 'settings.logoTooLarge';
  const image = sniffImage(bytes);
  if (image) {
    if (image.ext === 'gif' || !hasAcceptableSize(bytes)) return 'settings.logoInvalid';
    return { bytes, ext: image.ext };
  }
  if (!looksLikeSvg(bytes)) return 'settings.logoInvalid';
  const svg = sanitizeSvg(bytes);
  return svg === null ? 'settings.logoInvalid' : { bytes: new TextEncoder().encode(svg), ext: 'svg' };
}

/** Writes a logo under a fresh UUID name and returns its URL path. */
export async function saveBrandLogo(dataDir: string, logo: BrandLogo): Promise<string> {
  const dir = join(dataDir, 'media', 'brands');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${logo.ext}`;
  await writeFile(join(dir, name), logo.bytes);
  return `${BRAND_LOGO_URL_PREFIX}${name}`;
}

/** The file of a stored logo by its URL path, or null for anything that is not one of ours. */
export function brandLogoFile(dataDir: string, urlPath: string | null): string | null {
  const name = urlPath?.startsWith(BRAND_LOGO_URL_PREFIX) ? urlPath.slice(BRAND_LOGO_URL_PREFIX.length) : '';
  if (!/^[0-9a-f-]{36}\.(png|jpg|webp|svg)$/.test(name)) return null;
  return join(dataDir, 'media', 'brands', name);
}

/** Deletes a stored logo by its URL path; ignores anything that is not one of ours. */
export async function removeBrandLogo(dataDir: string, urlPath: string | null): Promise<void> {
  const file = brandLogoFile(dataDir, urlPath);
  if (file !== null) await rm(file, { force: true });
}
