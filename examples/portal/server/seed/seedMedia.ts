import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withXmlHeader } from '@screenplay/core/library';
import { encodePng, type Rgba } from '../media/png';
import type { Db } from '../db/client';

/**
 * Demo media of Acme Retail: images drawn here in code (so the repository carries no binaries and the
 * files can be written again on any machine) and one SVG. No demo video: producing one needs an encoder
 * (ffmpeg) or a download, neither of which the seed may rely on.
 */

interface DemoMedia {
  uuid: string;
  name: string;
  /** Under `DATA_DIR/media`. */
  path: string;
  mime: string;
  width: number;
  height: number;
  /** A library folder by name (library seed); left at the root when absent. */
  folder: string | null;
  draw: () => Uint8Array;
}

const mix = (a: number, b: number, t: number): number => Math.round(a + (b - a) * t);
const mixRgb = (a: Rgba, b: Rgba, t: number): Rgba => [
  mix(a[0], b[0], t),
  mix(a[1], b[1], t),
  mix(a[2], b[2], t),
  mix(a[3], b[3], t),
];

/** An evening sky: a gradient, a sun and rolling hills. */
function sunrise(width: number, height: number): Uint8Array {
  const sun = { x: width / 2, y: height * 0.62, r: height * 0.18 };
  return encodePng(width, height, (x, y) => {
    const hill = height * 0.75 + Math.sin((x / width) * Math.PI * 3) * height * 0.05;
    if (y > hill) return mixRgb([58, 36, 92, 255], [28, 18, 48, 255], (y - hill) / (height - hill));
    if (Math.hypot(x - sun.x, y - sun.y) < sun.r) return [255, 228, 150, 255];
    return mixRgb([255, 150, 70, 255], [118, 44, 140, 255], y / height);
  });
}

/** Acme's logo: a red rounded square with a white "A" on a transparent ground. */
function logo(size: number): Uint8Array {
  const inset = size * 0.08;
  const corner = size * 0.16;
  const isInSquare = (x: number, y: number) => {
    const dx = Math.max(inset + corner - x, 0, x - (size - inset - corner));
    const dy = Math.max(inset + corner - y, 0, y - (size - inset - corner));
    return x >= inset && x < size - inset && y >= inset && y < size - inset && Math.hypot(dx, dy) <= corner;
  };
  const isInLetter = (x: number, y: number) => {
    const top = size * 0.22;
    const bottom = size * 0.78;
    if (y < top || y > bottom) return false;
    const half = ((y - top) / (bottom - top)) * size * 0.26; // the "A" widens downwards
    const stroke = size * 0.085;
    const offset = Math.abs(x - size / 2);
    const isLeg = offset <= half && offset >= half - stroke;
    const isBar = y > size * 0.56 && y < size * 0.56 + stroke && offset < half;
    return isLeg || isBar;
  };
  return encodePng(size, size, (x, y) =>
    !isInSquare(x, y) ? [0, 0, 0, 0] : isInLetter(x, y) ? [255, 255, 255, 255] : [200, 30, 60, 255],
  );
}

/** A spring poster: diagonal green stripes strewn with pink flowers. */
function springSale(size: number): Uint8Array {
  const flowers = [0.2, 0.5, 0.8].flatMap((fx, i) =>
    [0.25, 0.7].map((fy, j) => ({ x: fx * size, y: (fy + ((i + j) % 2) * 0.08) * size, r: size * 0.07 })),
  );
  return encodePng(size, size, (x, y) => {
    for (const f of flowers) {
      if (Math.abs(x - f.x) > f.r || Math.abs(y - f.y) > f.r) continue;
      const d = Math.hypot(x - f.x, y - f.y);
      if (d < f.r * 0.35) return [255, 214, 80, 255];
      if (d < f.r) return [240, 120, 170, 255];
    }
    return Math.floor((x + y) / (size / 8)) % 2 === 0 ? [120, 190, 90, 255] : [90, 160, 70, 255];
  });
}

const BADGE_SVG = withXmlHeader(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <title>Acme badge</title>
  <defs><linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c81e3c"/><stop offset="1" stop-color="#7a1030"/></linearGradient></defs>
  <circle cx="200" cy="200" r="190" fill="url(#ring)"/>
  <circle cx="200" cy="200" r="150" fill="#fff"/>
  <text x="200" y="225" font-family="sans-serif" font-size="72" font-weight="bold" text-anchor="middle" fill="#c81e3c">ACME</text>
</svg>
`);

/** A demo PNG drawn at its size. */
const png = (
  name: string,
  folder: string,
  [width, height]: [number, number],
  draw: (width: number, height: number) => Uint8Array,
) => ({
  name,
  path: `demo/${name.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}`,
  mime: 'image/png',
  width,
  height,
  folder,
  draw: () => draw(width, height),
});

const DEMO_MEDIA: readonly DemoMedia[] = [
  { uuid: '5eed0000-0000-4000-8000-000000000001', ...png('Acme sunrise.png', 'Brand', [960, 540], sunrise) },
  { uuid: '5eed0000-0000-4000-8000-000000000002', ...png('Acme logo.png', 'Logos', [512, 512], logo) },
  { uuid: '5eed0000-0000-4000-8000-000000000003', ...png('Spring sale.png', 'Seasonal', [640, 640], springSale) },
  {
    uuid: '5eed0000-0000-4000-8000-000000000004',
    name: 'Acme badge.svg',
    path: 'demo/acme-badge.svg',
    mime: 'image/svg+xml',
    width: 400,
    height: 400,
    folder: 'Logos',
    draw: () => new TextEncoder().encode(BADGE_SVG),
  },
];

const drawn = new Map<string, Uint8Array>();

/** The bytes of a demo file, drawn once per process. */
function bytesOf(media: DemoMedia): Uint8Array {
  let bytes = drawn.get(media.path);
  if (!bytes) {
    bytes = media.draw();
    drawn.set(media.path, bytes);
  }
  return bytes;
}

/** Seeds the demo media rows of Acme Retail (owned by its admin), placed in the library seed's folders by name. */
export async function seedDemoMedia(
  tx: Db,
  customers: Map<string, number>,
  users: Map<string, number>,
  now: Date,
): Promise<void> {
  const customerId = customers.get('Acme Retail');
  if (customerId === undefined) throw new Error('Seed refers to unknown "Acme Retail"');
  const ownerId = users.get('admin@acme.test') ?? null;
  const folders = await tx.query<{ id: number; name: string }>(
    "SELECT id, name FROM folders WHERE customer_id = $1 AND kind = 'library' ORDER BY id",
    [customerId],
  );
  for (const [index, media] of DEMO_MEDIA.entries()) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, width, height, path, source, owner_id, created_at)
       VALUES ($1, $2, $3, 'image', $4, $5, $6, $7, $8, 'seed', $9, $10) RETURNING id`,
      [
        media.uuid,
        customerId,
        media.name,
        media.mime,
        bytesOf(media).length,
        media.width,
        media.height,
        media.path,
        ownerId,
        new Date(now.getTime() - index * 60_000),
      ],
    );
    const folder = folders.find((f) => f.name === media.folder);
    if (folder) await tx.query('INSERT INTO media_folders (media_id, folder_id) VALUES ($1, $2)', [row.id, folder.id]);
  }
}

/** Writes the seeded media files into `DATA_DIR/media/demo` where they are missing (idempotent; rows live in the database). */
export async function ensureDemoMediaFiles(dataDir: string): Promise<void> {
  for (const media of DEMO_MEDIA) {
    const path = join(dataDir, 'media', media.path);
    if (existsSync(path)) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytesOf(media));
  }
}
