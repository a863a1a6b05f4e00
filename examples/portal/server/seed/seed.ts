import { ROLE_NAMES, groupPermissionsAt, type GroupPermissions, type RoleName } from '@screenplay/core';
import type { Db } from '../db/client';
import { seedDemoBilling } from './seedBilling';
import { seedDemoLibrary } from './seedLibrary';
import { seedDemoLicences } from './seedLicences';
import { seedDemoMedia } from './seedMedia';
import { seedDemoScreens } from './seedScreens';
import { seedTariffPlans } from './seedTariffPlans';
import { SHOWCASE_SECTIONS, type ShowcaseSection } from './seedShowcase';

/** Password of every demo user (documented in the README). */
export const DEMO_PASSWORD = 'screenplay';

interface DemoUser {
  email: string;
  name: string;
  lastName: string;
  role: RoleName;
  customer?: string;
  reseller?: string;
  workgroup?: string;
}

const RESELLERS = [{ title: 'Northwind Signage', email: 'hello@northwind.test', phone: '+44 20 7946 0001' }];

const CUSTOMERS = [
  {
    title: 'Acme Retail',
    type: 'Direct',
    reseller: null,
    description: 'High-street retail chain',
    address: '1 Market Street, Leeds',
    maxScreens: 10,
  },
  {
    title: 'Globex Cafés',
    type: 'Delegated',
    reseller: 'Northwind Signage',
    description: 'Coffee shops',
    address: '5 Harbour Road, Bristol',
    maxScreens: 5,
  },
] as const;

const WORKGROUPS: { customer: string; title: string; permissions: GroupPermissions }[] = [
  {
    customer: 'Acme Retail',
    title: 'Head Office',
    permissions: groupPermissionsAt('full'),
  },
  {
    customer: 'Acme Retail',
    title: 'Stores',
    permissions: {
      ...groupPermissionsAt('full'),
      createALibraryFolder: 'readonly',
      editALibraryAFolder: 'readonly',
      manageScreens: 'readonly',
    },
  },
];

const USERS: DemoUser[] = [
  { email: 'superadmin@screenplay.test', name: 'Sam', lastName: 'Super', role: ROLE_NAMES.superAdmin },
  {
    email: 'reseller@screenplay.test',
    name: 'Nora',
    lastName: 'Northwind',
    role: ROLE_NAMES.resellerAdmin,
    reseller: 'Northwind Signage',
  },
  { email: 'admin@acme.test', name: 'Ada', lastName: 'Acme', role: ROLE_NAMES.customerAdmin, customer: 'Acme Retail' },
  {
    email: 'editor@acme.test',
    name: 'Eddie',
    lastName: 'Editor',
    role: ROLE_NAMES.workgroupUser,
    customer: 'Acme Retail',
    workgroup: 'Stores',
  },
  {
    email: 'admin@globex.test',
    name: 'Greta',
    lastName: 'Globex',
    role: ROLE_NAMES.customerAdmin,
    customer: 'Globex Cafés',
  },
];

function idOf(ids: Map<string, number>, key: string | null | undefined): number | null {
  if (key === null || key === undefined) return null;
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to unknown "${key}"`);
  return id;
}

/**
 * Seeds the demo organisation when the users table is empty, in one transaction (an advisory lock
 * keeps concurrent starts from seeding twice). This is the one place demo data grows. Returns
 * whether it seeded. `passwordHash` is the hash of {@link DEMO_PASSWORD}, computed once by the caller.
 */
export async function seedDemoData(
  db: Db,
  passwordHash: () => Promise<string>,
  now: Date = new Date(),
): Promise<boolean> {
  const hasUsers = async (tx: Db) => (await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n > 0;
  if (await hasUsers(db)) return false;
  const hash = await passwordHash();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_172_027]);
    if (await hasUsers(tx)) return false;
    const resellers = new Map<string, number>();
    for (const r of RESELLERS) {
      const row = await tx.one<{ id: number }>(
        'INSERT INTO resellers (title, email, phone) VALUES ($1, $2, $3) RETURNING id',
        [r.title, r.email, r.phone],
      );
      resellers.set(r.title, row.id);
    }
    const customers = new Map<string, number>();
    for (const c of CUSTOMERS) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO customers (title, type, reseller_id, description, address, max_screens)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [c.title, c.type, idOf(resellers, c.reseller), c.description, c.address, c.maxScreens],
      );
      customers.set(c.title, row.id);
    }
    await seedDemoLicences(tx, customers, now);
    const workgroups = new Map<string, number>();
    for (const w of WORKGROUPS) {
      const row = await tx.one<{ id: number }>(
        'INSERT INTO workgroups (customer_id, title) VALUES ($1, $2) RETURNING id',
        [idOf(customers, w.customer), w.title],
      );
      workgroups.set(w.title, row.id);
      for (const [type, level] of Object.entries(w.permissions)) {
        await tx.query('INSERT INTO group_permissions (workgroup_id, permission_type, level) VALUES ($1, $2, $3)', [
          row.id,
          type,
          level,
        ]);
      }
    }
    const users = new Map<string, number>();
    for (const u of USERS) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, customer_id, reseller_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [u.email, hash, u.name, u.lastName, now, idOf(customers, u.customer), idOf(resellers, u.reseller)],
      );
      users.set(u.email, row.id);
      await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [
        row.id,
        u.role,
      ]);
      if (u.workgroup)
        await tx.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [
          idOf(workgroups, u.workgroup),
          row.id,
        ]);
    }
    await seedDemoScenes(tx, customers, users, now);
    await seedDemoLibrary(tx, customers, users, now);
    await seedDemoMedia(tx, customers, users, now);
    await seedDemoScreens(tx, customers, users, now);
    await seedTariffPlans(tx);
    await seedDemoBilling(tx, customers, resellers, now);
    return true;
  });
}

/** A demo layer: a generic box of a type, with the type's own content fields. */
function layer(
  id: number,
  itemType: string,
  box: [left: number, top: number, width: number, height: number],
  extra: Record<string, unknown>,
) {
  const [left, top, width, height] = box;
  return {
    id,
    itemType,
    content: { left, top, width, height, ...extra },
    parentLayerId: null,
    sectionTemplateGroup: null,
    sectionTemplateId: null,
    invisible: false,
    media: [],
    fonts: [],
  };
}

interface DemoSection {
  name: string;
  box: [left: number, top: number, width: number, height: number];
  background?: string;
  items: { duration: number; layers: ReturnType<typeof layer>[] | ShowcaseSection['items'][number]['layers'] }[];
}

interface DemoScene {
  customer: string;
  name: string;
  size: [width: number, height: number];
  ratio: string;
  folder: string | null;
  tags: string[];
  sections: DemoSection[];
}

/** Scene folders per customer; `parent` names a folder listed before it. */
const FOLDERS = [
  { customer: 'Acme Retail', name: 'Campaigns', parent: null },
  { customer: 'Acme Retail', name: 'Summer', parent: 'Campaigns' },
  { customer: 'Acme Retail', name: 'Menus', parent: null },
] as const;

const TAGS = [
  { customer: 'Acme Retail', names: ['lobby', 'summer', 'menu'] },
  { customer: 'Globex Cafés', names: ['specials'] },
] as const;

const text = (id: number, box: DemoSection['box'], value: string, fontSize: number) =>
  layer(id, 'Text', box, { text: value, fontFamily: 'Roboto', fontSize, lineHeight: 1.2, verticalAlignment: 'Middle' });
const rectangle = (id: number, box: DemoSection['box'], fill: string) =>
  layer(id, 'Rectangle', box, {
    fill,
    fillOpacity: 1,
    stroke: '#000000',
    strokeOpacity: 0,
    strokeWidth: 0,
    opacity: 1,
    cornerRadius: 24,
  });

const SCENES: DemoScene[] = [
  {
    customer: 'Acme Retail',
    name: 'Welcome screen',
    size: [1920, 1080],
    ratio: '16:9',
    folder: null,
    tags: ['lobby'],
    sections: [
      {
        name: 'Hero',
        box: [0, 0, 1440, 930],
        background: 'rgba(18,52,86,1)',
        items: [
          { duration: 15, layers: [text(1, [120, 320, 1200, 200], 'Welcome to Acme Retail', 96)] },
          {
            duration: 20,
            layers: [
              rectangle(1, [120, 200, 1200, 530], '#f2a900'),
              text(2, [200, 380, 1040, 160], 'New season, new prices', 72),
            ],
          },
        ],
      },
      {
        name: 'Side panel',
        box: [1440, 0, 480, 780],
        items: [
          {
            duration: 30,
            layers: [text(1, [40, 40, 400, 700], 'Opening hours\nMon-Sat 9:00-18:00\nSun 10:00-16:00', 36)],
          },
        ],
      },
      {
        name: 'Logo',
        box: [1440, 780, 480, 150],
        items: [{ duration: 60, layers: [rectangle(1, [40, 25, 400, 100], '#ffffff')] }],
      },
      {
        name: 'Ticker',
        box: [0, 930, 1920, 150],
        background: 'rgba(0,0,0,1)',
        items: [
          { duration: 10, layers: [text(1, [0, 35, 1920, 80], 'Free delivery on orders over £50', 48)] },
          { duration: 10, layers: [text(1, [0, 35, 1920, 80], 'Ask our staff about the loyalty card', 48)] },
        ],
      },
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Menu board portrait',
    size: [1080, 1920],
    ratio: '9:16',
    folder: 'Menus',
    tags: ['menu'],
    sections: [
      {
        name: 'Header',
        box: [0, 0, 1080, 320],
        items: [{ duration: 60, layers: [text(1, [60, 80, 960, 160], "Today's menu", 88)] }],
      },
      {
        name: 'Menu',
        box: [0, 320, 1080, 1600],
        items: [
          {
            duration: 30,
            layers: [
              text(1, [60, 60, 960, 1400], 'Soup of the day  £4.50\nClub sandwich  £7.20\nFlat white  £3.10', 56),
            ],
          },
          {
            duration: 30,
            layers: [
              rectangle(1, [60, 60, 960, 1400], '#2e7d32'),
              text(2, [120, 600, 840, 300], 'Meal deal £6.99', 80),
            ],
          },
        ],
      },
    ],
  },
  {
    customer: 'Acme Retail',
    name: 'Summer promo',
    size: [1920, 1080],
    ratio: '16:9',
    folder: 'Summer',
    tags: ['summer'],
    sections: [
      {
        name: 'Full screen',
        box: [0, 0, 1920, 1080],
        items: [
          {
            duration: 45,
            layers: [
              rectangle(1, [0, 0, 1920, 1080], '#ffcc00'),
              text(2, [260, 440, 1400, 200], 'Summer sale: up to 50% off', 110),
            ],
          },
        ],
      },
    ],
  },
  {
    customer: 'Globex Cafés',
    name: 'Café specials',
    size: [1920, 1080],
    ratio: '16:9',
    folder: null,
    tags: ['specials'],
    sections: [
      {
        name: 'Specials',
        box: [0, 0, 1920, 1080],
        items: [{ duration: 20, layers: [text(1, [160, 440, 1600, 200], 'Pumpkin latte £3.40', 96)] }],
      },
    ],
  },
  // Every layer type of spec §1 (seedShowcase.ts), for the preview and the playlist item editor.
  {
    customer: 'Acme Retail',
    name: 'Widgets showcase',
    size: [1920, 1080],
    ratio: '16:9',
    folder: null,
    tags: [],
    sections: SHOWCASE_SECTIONS,
  },
];

/**
 * Seeds the demo scene folders, tags and scenes (with sections and playlists) inside the demo
 * organisation's transaction: Acme Retail's scenes edited by its admin, one Globex scene for isolation.
 */
export async function seedDemoScenes(
  tx: Db,
  customers: Map<string, number>,
  users: Map<string, number>,
  now: Date,
): Promise<void> {
  const folders = new Map<string, number>();
  for (const f of FOLDERS) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, parent_id, name, owner_id, created_at) VALUES ($1, 'scenes', $2, $3, $4, $5) RETURNING id`,
      [idOf(customers, f.customer), idOf(folders, f.parent), f.name, idOf(users, 'admin@acme.test'), now],
    );
    folders.set(f.name, row.id);
  }
  const tags = new Map<string, number>();
  for (const group of TAGS) {
    for (const name of group.names) {
      const row = await tx.one<{ id: number }>('INSERT INTO tags (customer_id, name) VALUES ($1, $2) RETURNING id', [
        idOf(customers, group.customer),
        name,
      ]);
      tags.set(`${group.customer}:${name}`, row.id);
    }
  }
  for (const scene of SCENES) {
    const editor = scene.customer === 'Acme Retail' ? 'admin@acme.test' : 'admin@globex.test';
    const row = await tx.one<{ id: number }>(
      `INSERT INTO scenes (customer_id, name, width, height, ratio, updated_at, updated_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6) RETURNING id`,
      [
        idOf(customers, scene.customer),
        scene.name,
        scene.size[0],
        scene.size[1],
        scene.ratio,
        now,
        idOf(users, editor),
      ],
    );
    if (scene.folder)
      await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [
        row.id,
        idOf(folders, scene.folder),
      ]);
    for (const tag of scene.tags)
      await tx.query('INSERT INTO scene_tags (scene_id, tag_id) VALUES ($1, $2)', [
        row.id,
        idOf(tags, `${scene.customer}:${tag}`),
      ]);
    for (const [index, section] of scene.sections.entries()) {
      const [left, top, width, height] = section.box;
      const sectionRow = await tx.one<{ id: number }>(
        `INSERT INTO sections (scene_id, name, "top", "left", width, height, background, order_index)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, 'rgba(255,255,255,0)'), $8) RETURNING id`,
        [row.id, section.name, top, left, width, height, section.background ?? null, index + 1],
      );
      const itemIds: number[] = [];
      for (const [position, item] of section.items.entries()) {
        const itemRow = await tx.one<{ id: number }>(
          'INSERT INTO playlist_items (section_id, layers, duration, position) VALUES ($1, $2::jsonb, $3, $4) RETURNING id',
          [sectionRow.id, JSON.stringify(item.layers), item.duration, position + 1],
        );
        itemIds.push(itemRow.id);
      }
      await tx.query('UPDATE sections SET items_order = $2::jsonb WHERE id = $1', [
        sectionRow.id,
        JSON.stringify(itemIds),
      ]);
    }
  }
}
