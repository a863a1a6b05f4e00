import { normaliseLayer } from '../scenes/scene.write';
import { layoutSections, type LayoutSectionInput } from '../layouts/layout.write';
import type { Db } from '../db/client';
import { SHOWCASE_LOCATION_ID } from './seedShowcase';

type Box = [left: number, top: number, width: number, height: number];

/** Library folders per customer; `parent` names a folder listed before it. */
const LIBRARY_FOLDERS = [
  { customer: 'Acme Retail', name: 'Brand', parent: null },
  { customer: 'Acme Retail', name: 'Logos', parent: 'Brand' },
  { customer: 'Acme Retail', name: 'Seasonal', parent: null },
] as const;

/** The Stores workgroup may look into 'Brand' but not change it (the demo of a readonly library folder). */
const READONLY_FOLDER = { customer: 'Acme Retail', folder: 'Brand', workgroup: 'Stores' } as const;

interface DemoLayout {
  customer: string;
  name: string;
  size: [width: number, height: number];
  ratio: string;
  folder: string | null;
  tags: string[];
  sections: [name: string, box: Box, background?: string][];
}

const LAYOUTS: DemoLayout[] = [
  {
    customer: 'Acme Retail',
    name: 'Three columns',
    size: [1920, 1080],
    ratio: '16:9',
    folder: null,
    tags: [],
    sections: [
      ['Left', [0, 0, 640, 1080]],
      ['Centre', [640, 0, 640, 1080]],
      ['Right', [1280, 0, 640, 1080]],
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Main with ticker',
    size: [1920, 1080],
    ratio: '16:9',
    folder: 'Brand',
    tags: ['lobby'],
    sections: [
      ['Main', [0, 0, 1920, 930]],
      ['Ticker', [0, 930, 1920, 150], 'rgba(0,0,0,1)'],
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Portrait split',
    size: [1080, 1920],
    ratio: '9:16',
    folder: null,
    tags: [],
    sections: [
      ['Top', [0, 0, 1080, 960]],
      ['Bottom', [0, 960, 1080, 960]],
    ],
  },
  {
    customer: 'Globex Cafés',
    name: 'Café board',
    size: [1920, 1080],
    ratio: '16:9',
    folder: null,
    tags: [],
    sections: [
      ['Menu', [0, 0, 1280, 1080]],
      ['Offer', [1280, 0, 640, 1080]],
    ],
  },
];

/** A layer of a demo template: its type, box and the type's own content fields. */
function layer(index: number, itemType: string, box: Box, extra: Record<string, unknown>) {
  const [left, top, width, height] = box;
  return normaliseLayer({ itemType, content: { left, top, width, height, ...extra } }, index);
}

const TEMPLATES = [
  {
    customer: 'Acme Retail',
    name: 'Opening hours',
    type: 'Template',
    size: [600, 400],
    folder: null,
    layers: [
      layer(0, 'Rectangle', [0, 0, 600, 400], {
        fill: '#123456',
        fillOpacity: 1,
        stroke: '#000000',
        strokeOpacity: 0,
        strokeWidth: 0,
        opacity: 1,
        cornerRadius: 16,
      }),
      layer(1, 'Text', [40, 40, 520, 320], {
        text: 'Mon-Sat 9:00-18:00\nSun 10:00-16:00',
        fontFamily: 'Roboto',
        fontSize: 40,
        lineHeight: 1.2,
        verticalAlignment: 'Middle',
      }),
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Sale badge',
    type: 'Template',
    size: [400, 400],
    folder: 'Seasonal',
    layers: [
      layer(0, 'Ellipse', [0, 0, 400, 400], {
        fill: '#d32f2f',
        fillOpacity: 1,
        stroke: '#ffffff',
        strokeOpacity: 1,
        strokeWidth: 8,
        opacity: 1,
      }),
      layer(1, 'Text', [50, 150, 300, 100], {
        text: 'SALE',
        fontFamily: 'Roboto',
        fontSize: 80,
        lineHeight: 1,
        verticalAlignment: 'Middle',
      }),
    ],
  },
  // Templates of several widget types (the template editor's demo): a weather corner and a captioned photo.
  {
    customer: 'Acme Retail',
    name: 'Weather and time',
    type: 'Template',
    size: [800, 450],
    folder: null,
    layers: [
      layer(0, 'Rectangle', [0, 0, 800, 450], {
        fill: 'rgba(18,52,86,1)',
        fillOpacity: 1,
        stroke: 'rgba(0,0,0,1)',
        strokeOpacity: 0,
        strokeWidth: 0,
        opacity: 1,
        cornerRadius: 24,
      }),
      layer(1, 'Weather', [30, 30, 440, 390], {
        locationId: SHOWCASE_LOCATION_ID,
        caption: 'Oslo',
        showCaption: true,
        format: 'Celsius',
        dayCount: 1,
        fill: 'rgba(0,0,0,1)',
        fillOpacity: 0.3,
        locale: 'en-GB',
      }),
      layer(2, 'Clock', [500, 60, 270, 120], { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short' }),
      layer(3, 'Calendar', [500, 220, 270, 120], {
        locale: 'en-GB',
        timezone: 'Europe/Oslo',
        format: 'short',
        weekday: true,
      }),
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Photo with caption',
    type: 'Template',
    size: [960, 540],
    folder: 'Brand',
    layers: [
      layer(0, 'Image', [0, 0, 960, 540], {
        image: '5eed0000-0000-4000-8000-000000000001',
        imageUrl: '/media/demo/acme-sunrise.png',
        originalSize: { width: 960, height: 540 },
        croppedSize: null,
        contain: false,
        opacity: 1,
        borderRadius: 0,
        flipH: false,
        flipV: false,
      }),
      layer(1, 'Rectangle', [0, 420, 960, 120], {
        fill: 'rgba(0,0,0,1)',
        fillOpacity: 0.6,
        stroke: 'rgba(0,0,0,1)',
        strokeOpacity: 0,
        strokeWidth: 0,
        opacity: 1,
        cornerRadius: 0,
      }),
      layer(2, 'Text', [40, 430, 880, 100], {
        text: 'Good morning from Acme',
        fontFamily: 'Roboto',
        fontSize: 56,
        lineHeight: 1.2,
        verticalAlignment: 'Middle',
        color: 'rgba(255,255,255,1)',
      }),
    ],
  },
] as const;

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to unknown "${key}"`);
  return id;
}

/**
 * Seeds the demo library inside the demo organisation's transaction: Acme's library folders (one
 * readonly for the Stores workgroup), layouts of both orientations, templates without preview (two of them
 * combining several widget types); one Globex layout for isolation. Items belong to each customer's admin.
 */
export async function seedDemoLibrary(
  tx: Db,
  customers: Map<string, number>,
  users: Map<string, number>,
  now: Date,
): Promise<void> {
  const ownerOf = (customer: string) =>
    idOf(users, customer === 'Acme Retail' ? 'admin@acme.test' : 'admin@globex.test');
  const folders = new Map<string, number>();
  for (const f of LIBRARY_FOLDERS) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, parent_id, name, owner_id, created_at) VALUES ($1, 'library', $2, $3, $4, $5) RETURNING id`,
      [
        idOf(customers, f.customer),
        f.parent === null ? null : idOf(folders, f.parent),
        f.name,
        ownerOf(f.customer),
        now,
      ],
    );
    folders.set(f.name, row.id);
  }
  await tx.query(
    `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
     SELECT $1, id, NULL, 'readonly' FROM workgroups WHERE customer_id = $2 AND title = $3`,
    [idOf(folders, READONLY_FOLDER.folder), idOf(customers, READONLY_FOLDER.customer), READONLY_FOLDER.workgroup],
  );
  for (const layout of LAYOUTS) {
    const customerId = idOf(customers, layout.customer);
    const sections: LayoutSectionInput[] = layout.sections.map(([name, [left, top, width, height], background]) => ({
      name,
      left,
      top,
      width,
      height,
      ...(background ? { background } : {}),
    }));
    const row = await tx.one<{ id: number }>(
      `INSERT INTO layouts (customer_id, name, width, height, ratio, sections, owner_id, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $8) RETURNING id`,
      [
        customerId,
        layout.name,
        layout.size[0],
        layout.size[1],
        layout.ratio,
        JSON.stringify(layoutSections(sections)),
        ownerOf(layout.customer),
        now,
      ],
    );
    if (layout.folder)
      await tx.query('INSERT INTO layout_folders (layout_id, folder_id) VALUES ($1, $2)', [
        row.id,
        idOf(folders, layout.folder),
      ]);
    for (const tag of layout.tags) {
      const tagRow = await tx.one<{ id: number }>(
        `INSERT INTO tags (customer_id, name) VALUES ($1, $2)
         ON CONFLICT (customer_id, lower(name)) DO UPDATE SET name = tags.name RETURNING id`,
        [customerId, tag],
      );
      await tx.query('INSERT INTO layout_tags (layout_id, tag_id) VALUES ($1, $2)', [row.id, tagRow.id]);
    }
  }
  for (const template of TEMPLATES) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO templates (customer_id, name, type, width, height, layers, owner_id, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $8) RETURNING id`,
      [
        idOf(customers, template.customer),
        template.name,
        template.type,
        template.size[0],
        template.size[1],
        JSON.stringify(template.layers),
        ownerOf(template.customer),
        now,
      ],
    );
    if (template.folder)
      await tx.query('INSERT INTO template_folders (template_id, folder_id) VALUES ($1, $2)', [
        row.id,
        idOf(folders, template.folder),
      ]);
  }
}
