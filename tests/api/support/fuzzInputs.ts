import type { Db } from '../../../examples/portal/server/db/client';
import type { ApiRoute } from './routeList';

/** One malformed request: what is sent, beyond the route's method and path. */
export interface Mutation {
  /** Short name shown when the mutation fails (e.g. `NUL in every field`). */
  name: string;
  /** The raw body (JSON text or FormData) and its content type; none for path and query mutations. */
  body?: string | FormData;
  contentType?: string;
  /** Replaces each path parameter's value. */
  param?: string;
  /** Appended to the path, starting with `?`. */
  query?: string;
}

/**
 * The body fields of every core schema and route (scenes, sections, playlist items, library, auth, folders,
 * media): a kitchen-sink body sets all of them, so a route finds its own fields malformed.
 */
export const FIELD_NAMES = [
  'about',
  'avatar',
  'background',
  'clientId',
  'content',
  'current_password',
  'customer_id',
  'draft',
  'duration',
  'email',
  'folder',
  'folderId',
  'folder_id',
  'fonts',
  'height',
  'hidden',
  'id',
  'ids',
  'invisible',
  'itemType',
  'itemsOrder',
  'lastName',
  'layers',
  'layoutId',
  'left',
  'markAsDeleted',
  'media',
  'message',
  'middleName',
  'name',
  'order',
  'orientation',
  'page',
  'parentId',
  'parentLayerId',
  'parent_id',
  'password',
  'password_confirmation',
  'phone',
  'pixabayId',
  'playlistItems',
  'query',
  'ratio',
  'search',
  'searchString',
  'sectionTemplateGroup',
  'sectionTemplateId',
  'sections',
  'stack',
  'styles',
  'tags',
  'title',
  'token',
  'top',
  'type',
  'unsplashId',
  'url',
  'uuid',
  'uuids',
  'width',
] as const;

/** A body with every known field set to `value`. */
function everyField(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELD_NAMES.map((field) => [field, value]));
}

/** `[[[...]]]` nested `depth` levels, built as text (JSON.stringify would recurse). */
function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00';
const ONE_MB = 'x'.repeat(1024 * 1024);
const JSON_TYPE = 'application/json';

/** A JSON mutation: `body` as text. */
function json(name: string, body: string): Mutation {
  return { name, body, contentType: JSON_TYPE };
}

/** A multipart form with every known field (and a file) carrying `value` (forms cannot carry lone surrogates). */
function form(name: string, value: string): Mutation {
  const data = new FormData();
  for (const field of FIELD_NAMES) data.append(field, value);
  data.append('file[]', new Blob(['GIF89a'], { type: 'image/gif' }), `${value.slice(0, 16)}.gif`);
  return { name, body: data };
}

/**
 * Input refused at the boundary whatever the route does with it (invalid JSON, NUL, lone surrogates,
 * 1 MB strings, deep nesting, prototype keys, in bodies, forms, queries and path parameters): every
 * write route must answer 4xx and write nothing, even a route that never reads its body.
 */
export const BOUNDARY_MUTATIONS: readonly Mutation[] = [
  json('invalid JSON', '{"name": "unterminated'),
  json('trailing garbage', '{"name": "x"} {'),
  json('NUL in every field', JSON.stringify(everyField(NUL))),
  json('NUL in nested fields', JSON.stringify(everyField([{ name: NUL, layers: [{ text: NUL }] }]))),
  json('NUL in a key', JSON.stringify({ [`name${NUL}`]: 'x' })),
  json('lone high surrogate in every field', JSON.stringify(everyField(LONE_HIGH))),
  json('lone low surrogate in every field', JSON.stringify(everyField(LONE_LOW))),
  json('1 MB string in every text field', JSON.stringify({ name: ONE_MB, email: ONE_MB, layers: [{ text: ONE_MB }] })),
  json('5,000 levels of nesting', `{"name": ${deeplyNested(5000)}, "sections": ${deeplyNested(5000)}}`),
  json('__proto__ key', '{"__proto__": {"isAdmin": true}, "name": "x"}'),
  json('nested __proto__ key', '{"sections": [{"__proto__": {"x": 1}}], "layers": [{"__proto__": null}]}'),
  json('constructor key', '{"constructor": {"prototype": {"x": 1}}, "name": "x"}'),
  form('NUL in every form field', NUL),
  { name: 'NUL in the query', query: '?search=a%00b&uuid=%00&url=%00&_method=PUT' },
  { name: 'NUL as every path parameter', param: '%00' },
];

/**
 * Well-formed JSON of the wrong types (and numbers PostgreSQL's integer cannot hold): refused by each
 * route's schema, so sent only to routes that read their body.
 */
export const TYPE_MUTATIONS: readonly Mutation[] = [
  json('an array body', '[]'),
  json('a string body', '"x"'),
  json('a number body', '42'),
  json('a null body', 'null'),
  json('numbers everywhere', JSON.stringify(everyField(42))),
  json('objects everywhere', JSON.stringify(everyField({ x: [1] }))),
  json('arrays everywhere', JSON.stringify(everyField([[{}]]))),
  json('booleans everywhere', JSON.stringify(everyField(true))),
  json('integer overflow everywhere', JSON.stringify(everyField(99999999999999))),
  json('negative numbers everywhere', JSON.stringify(everyField(-1))),
];

/** Path parameters (as sent, URL-encoded) that name nothing: not numbers, overflowing, negative, fractional ones. */
export const PARAM_MUTATIONS: readonly Mutation[] = ['abc', '99999999999999999999', '-1', '1.5', '0x10', '%201'].map(
  (param) => ({ name: `path parameter ${JSON.stringify(param)}`, param }),
);

/**
 * Ids no record can have (PostgreSQL's `integer` ends at 2147483647; 9007199254740993 is not even a safe
 * integer), written as sent: every route must answer them 4xx, in a path, a query or a body.
 */
export const BAD_IDS = ['2147483648', '9007199254740993', '-1', '0', '1e20'] as const;

/** Body and query fields that carry record ids, the scalar ones and the lists. */
export const ID_FIELD_NAMES = [
  'customerId',
  'customer_id',
  'folderId',
  'folder_id',
  'id',
  'itemId',
  'layoutId',
  'orderId',
  'parentId',
  'parentLayerId',
  'parent_id',
  'paymentId',
  'paymentMethodId',
  'playlistItemId',
  'resellerId',
  'reseller_id',
  'sceneId',
  'scheduleId',
  'screenId',
  'screenSyncId',
  'sectionId',
  'sectionTemplateId',
  'subFolderId',
  'tariffPlanId',
  'templateId',
  'userId',
  'workgroupId',
] as const;
const ID_LIST_FIELD_NAMES = ['folderIds', 'ids', 'itemIds', 'itemsOrder', 'sceneIds', 'screenIds', 'tagIds'] as const;

/** Stands for a bad id in a body built with JSON.stringify, then replaced by the id's raw text. */
const ID_SLOT = '__FUZZ_ID__';

/** JSON text of `value` with every `ID_SLOT` written as `raw` (so 9007199254740993 is sent as written). */
function withId(value: unknown, raw: string): string {
  return JSON.stringify(value).replaceAll(`"${ID_SLOT}"`, raw);
}

/** Whether a body key names a record id or a list of them. */
function isIdKey(key: string | number): boolean {
  return typeof key === 'string' && /^(id|ids|itemsOrder)$|Ids?$|_id$/.test(key);
}

/** A copy of `value` with every number under an id key (or in an id list) replaced by `ID_SLOT`. */
function idsReplaced(value: unknown, inId = false): unknown {
  // A positive number is an id to replace; -1 (the root folder) stays, as it names no record.
  if (typeof value === 'number') return inId && value > 0 ? ID_SLOT : value;
  if (Array.isArray(value)) return value.map((item) => idsReplaced(item, inId));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, idsReplaced(item, isIdKey(key))]));
  return value;
}

/**
 * The bad-id mutations of a write route, one per bad id: every known field and every id field of the body set
 * to it (lists holding it), and the id fields of the query too; and, when the route has a valid body with ids,
 * that body with each of its ids replaced, so the bad id reaches the route with every other field valid.
 */
export function idMutations(valid: Record<string, unknown> | undefined): Mutation[] {
  const sink = {
    ...everyField(ID_SLOT),
    ...Object.fromEntries(ID_FIELD_NAMES.map((field) => [field, ID_SLOT])),
    ...Object.fromEntries(ID_LIST_FIELD_NAMES.map((field) => [field, [ID_SLOT]])),
  };
  const withIds = valid === undefined ? null : idsReplaced(valid);
  const hasIds = withIds !== null && JSON.stringify(withIds).includes(ID_SLOT);
  return BAD_IDS.flatMap((raw) => [
    { ...json(`id ${raw} in every id field`, withId(sink, raw)), query: idQuery(raw) },
    ...(hasIds ? [json(`id ${raw} in the valid body's ids`, withId(withIds, raw))] : []),
  ]);
}

/** A query string setting every id field to `raw`. */
export function idQuery(raw: string): string {
  return `?${ID_FIELD_NAMES.map((field) => `${field}=${encodeURIComponent(raw)}`).join('&')}`;
}

/** Path parameters naming no record (beyond `PARAM_MUTATIONS`): each bad id as every parameter. */
export const ID_PARAM_MUTATIONS: readonly Mutation[] = BAD_IDS.filter((raw) => raw !== '-1').map((raw) => ({
  name: `path parameter ${raw}`,
  param: raw,
}));

/** Real ids of Acme's own rows from the seed, to fill path parameters with (so routes reach their body). */
export interface OwnIds {
  scene: number;
  section: number;
  playlistItem: number;
  sceneFolder: number;
  libraryFolder: number;
  layout: number;
  template: number;
  /** The seed's 'Stores' workgroup and its member (the demo editor). */
  workgroup: number;
  workgroupUser: number;
}

/** Reads one id of each of Acme's kinds of rows from the seeded database. */
export async function acmeIds(db: Db): Promise<OwnIds> {
  const first = async (sql: string): Promise<number> => (await db.one<{ id: number }>(sql)).id;
  const acme = `(SELECT id FROM customers WHERE title = 'Acme Retail')`;
  const scene = await first(
    `SELECT s.id FROM scenes s WHERE s.customer_id = ${acme}
     AND EXISTS (SELECT 1 FROM sections x JOIN playlist_items p ON p.section_id = x.id WHERE x.scene_id = s.id)
     ORDER BY s.id LIMIT 1`,
  );
  const section = await first(
    `SELECT x.id FROM sections x WHERE x.scene_id = ${scene}
     AND EXISTS (SELECT 1 FROM playlist_items p WHERE p.section_id = x.id) ORDER BY x.id LIMIT 1`,
  );
  return {
    scene,
    section,
    playlistItem: await first(`SELECT id FROM playlist_items WHERE section_id = ${section} ORDER BY id LIMIT 1`),
    sceneFolder: await first(
      `SELECT id FROM folders WHERE customer_id = ${acme} AND kind = 'scenes' ORDER BY id LIMIT 1`,
    ),
    libraryFolder: await first(
      `SELECT id FROM folders WHERE customer_id = ${acme} AND kind = 'library' ORDER BY id LIMIT 1`,
    ),
    layout: await first(`SELECT id FROM layouts WHERE customer_id = ${acme} ORDER BY id LIMIT 1`),
    template: await first(`SELECT id FROM templates WHERE customer_id = ${acme} ORDER BY id LIMIT 1`),
    workgroup: await first(`SELECT id FROM workgroups WHERE customer_id = ${acme} AND title = 'Stores'`),
    workgroupUser: await first(`SELECT id FROM users WHERE email = 'editor@acme.test'`),
  };
}

/** The value of each path parameter of `route`: the kind of row it names depends on where the route lives. */
export function ownParams(route: ApiRoute, ids: OwnIds): Record<string, number> {
  const under = (prefix: string) => route.path.startsWith(`/api/v1/${prefix}`);
  const values: Record<string, number> = {};
  for (const param of route.params) {
    if (param === 'sid' || param === 's') values[param] = ids.section;
    else if (param === 'folder') values[param] = under('scenes') ? ids.sceneFolder : ids.libraryFolder;
    else if (under('scenes')) values[param] = ids.scene;
    else if (under('sections')) values[param] = ids.playlistItem;
    else if (under('folders')) values[param] = ids.sceneFolder;
    else if (under('layouts')) values[param] = ids.layout;
    else if (under('library')) values[param] = ids.template;
    else if (under('workgroups')) values[param] = param === 'uid' ? ids.workgroupUser : ids.workgroup;
    else values[param] = 1;
  }
  return values;
}

/** Tables that record requests rather than data (tokens used, throttling counters, the generated app key). */
const REQUEST_LOG_TABLE = /token|session|throttle|^settings$|migrations/;

/** A digest per data table (row count and a hash of every row) to prove that nothing was written. */
export async function tableDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (REQUEST_LOG_TABLE.test(name)) continue;
    const row = await db.one<{ n: string; h: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${name}" t`,
    );
    digest[name] = `${row.n}:${row.h ?? ''}`;
  }
  return digest;
}

/** A valid schedule event whose strings the schedule bodies' mutations replace. */
const FUZZ_EVENT = {
  from: '2026-03-02',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 }] }],
};

/**
 * Valid bodies of the routes whose text reaches PostgreSQL: each string in them is replaced in turn by NUL,
 * a lone surrogate, 1 MB and deep nesting, so the bad value reaches the route with every other field valid
 * (as the 26 requests that once answered 500 did). The valid bodies themselves are never sent.
 */
export const VALID_BODIES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/v1/auth/token': { email: 'admin@acme.test', password: 'not-the-password' },
  'POST /api/v1/auth/forgot': { email: 'admin@acme.test' },
  'POST /api/v1/auth/loginas': { customerId: 1 },
  'POST /api/v1/sections/:s/playlistitems/:id/move': { sectionId: 1 },
  'POST /api/v1/folders': { name: 'Fuzz', type: 'scenes', parent_id: -1 },
  'PATCH /api/v1/folders/:id': { name: 'Fuzz' },
  'POST /api/v1/library/folders': { name: 'Fuzz', parent_id: -1 },
  'POST /api/v1/layouts': { name: 'Fuzz', width: 1920, height: 1080, ratio: '16:9' },
  'POST /api/v1/scenes': {
    name: 'Fuzz',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    sections: [{ name: 'S', top: 0, left: 0, width: 100, height: 100, background: 'rgba(0,0,0,1)' }],
    tags: [{ name: 'fuzz' }],
  },
  'PATCH /api/v1/scenes/:id': { name: 'Fuzz', ratio: '16:9', tags: [{ name: 'fuzz' }] },
  'POST /api/v1/scenes/:id/copy/:folder': { name: 'Fuzz' },
  'POST /api/v1/scenes/:id/sections': {
    name: 'S',
    top: 0,
    left: 0,
    width: 100,
    height: 100,
    background: 'rgba(0,0,0,1)',
    ratio: '1:1',
  },
  'PATCH /api/v1/scenes/:id/sections/:sid': { name: 'S', background: 'rgba(0,0,0,1)', ratio: '1:1' },
  'PUT /api/v1/scenes/:id/schedules': { schedule: { id: 1, name: 'Fuzz', events: [FUZZ_EVENT] } },
  'PUT /api/v1/sections/:s/playlistitems/:p/schedules': { schedules: [{ name: 'Fuzz', events: [FUZZ_EVENT] }] },
  'PUT /api/v1/tenant-details': { paymentMethod: 'Invoice', postalCode: 'LS1 6AA', finTag: 'fuzz' },
  'POST /api/v1/payments': { paymentMethod: 'Card', testCardNumber: '4000000000000002' },
  'POST /api/v1/billing/licences': { amount: 1, months: 1 },
};

/** Every path to a string inside `value`, e.g. `['sections', 0, 'name']`. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

/** A copy of `value` with the string at `path` replaced by `replacement`. */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** The bad-string mutations of one valid body: each of its strings replaced by each bad value in turn. */
export function fieldMutations(valid: Record<string, unknown>): Mutation[] {
  const bad: [string, string][] = [
    ['NUL', NUL],
    ['a lone surrogate', LONE_HIGH],
    ['1 MB', ONE_MB],
  ];
  return stringPaths(valid).flatMap((path) => [
    ...bad.map(([name, value]) => json(`${name} in ${path.join('.')}`, JSON.stringify(replaced(valid, path, value)))),
    json(
      `5,000 levels of nesting in ${path.join('.')}`,
      JSON.stringify(replaced(valid, path, '__DEEP__')).replace('"__DEEP__"', deeplyNested(5000)),
    ),
  ]);
}
