import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hashPassword } from '../../../examples/portal/server/auth/passwords';
import type { Db } from '../../../examples/portal/server/db/client';
import { migrate } from '../../../examples/portal/server/db/migrate';
import { MIGRATIONS } from '../../../examples/portal/server/db/migrations';
import { pgliteDb } from '../../../examples/portal/server/db/pglite';
import { openPostgres } from '../../../examples/portal/server/db/postgres';
import { DEMO_PASSWORD, seedDemoData } from '../../../examples/portal/server/seed/seed';
import { copyDatabase, databaseUrl, isRunning, TEST_DATABASE_PREFIX } from '../../support/postgresDatabases';

/** The database engines the API suite runs against. */
export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when `DATABASE_URL` is set. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated and seeded database owned by one test file. */
export interface TestDb {
  db: Db;
  dispose(): Promise<void>;
}

const TEMPLATE_PREFIX = 'screenplay-api-template-';
const STALE_TEMPLATE_MS = 6 * 60 * 60 * 1000;

/** Where the harness clock stands when a test starts (support/harness.ts). */
export const TEST_CLOCK_START = new Date('2026-03-02T09:00:00Z');

/** scrypt's cost for the demo accounts of the API suite's templates (the server hashes at 2^14). */
const DEMO_HASH_COST = { N: 1024, r: 8, p: 1 } as const;

/**
 * The demo accounts' password hash in the API suite's templates: the server's own format at a sixteenth of its cost
 * (`verifyPassword` reads the cost from the hash). The suite signs in thousands of times (the throttling tests alone
 * some hundreds), each a full scrypt at the stored cost: at the server's cost that was about a minute of CPU of every
 * run. Passwords the tests set are hashed by the server at its own cost, and passwords.test.ts holds that cost.
 */
const demoPasswordHash = () => hashPassword(DEMO_PASSWORD, DEMO_HASH_COST);

/**
 * Migrates and seeds the demo at the wall clock. Licences count by the clock (issue 25: an order counts from its start
 * to its end), and the harness clock stands at {@link TEST_CLOCK_START}, so the demo's licence orders are then moved to
 * stand relative to that clock as they stood relative to the seed: valid, expiring soon and expired stay so.
 */
async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  const seededAt = new Date();
  await seedDemoData(db, demoPasswordHash, seededAt);
  const shiftMs = TEST_CLOCK_START.getTime() - seededAt.getTime();
  await db.query(
    `UPDATE licence_orders SET starts_at = starts_at + $1::double precision * interval '1 millisecond',
       ends_at = ends_at + $1::double precision * interval '1 millisecond', created_at = created_at + $1::double precision * interval '1 millisecond'`,
    [shiftMs],
  );
}

/**
 * One template per test run: vitest's workers share a parent process, so the key is that pid plus a
 * hash of the schema and every `server/seed/seed*.ts` source (an edited schema or seed never reuses a stale template).
 */
function templateDigest(): string {
  const seedDir = new URL('../../../examples/portal/server/seed/', import.meta.url);
  const seedSources = readdirSync(seedDir)
    .filter((name) => name.startsWith('seed') && name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(new URL(name, seedDir), 'utf8'));
  return createHash('sha256')
    .update(MIGRATIONS.map((m) => m.sql).join('\n'))
    .update(seedSources.join('\n'))
    .update(String(process.ppid))
    .digest('hex')
    .slice(0, 16);
}

function templatePath(): string {
  return join(tmpdir(), `${TEMPLATE_PREFIX}${templateDigest()}.tar`);
}

async function removeStaleTemplates(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_TEMPLATE_MS) await rm(path, { force: true });
  }
}

/** Builds the template with one initdb (slow, ~1 GB RAM) and dumps its data directory to a file. */
async function ensureTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  await removeStaleTemplates();
  const template = await PGlite.create();
  await migrateAndSeed(pgliteDb(template));
  const dump = await template.dumpDataDir('none');
  await template.close();
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, path);
  return path;
}

/** PGlite's engine, its initdb and its file bundle, as PGlite.create takes them ready-made. */
interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
  template: Blob;
}
let pgliteAssets: Promise<PgliteAssets> | null = null;

/**
 * PGlite's WebAssembly modules compiled, its file bundle and the template read, once per worker: every copy after
 * the first starts from them instead of reading and compiling its own (a third of a copy's start, ~1 s of a
 * harness's on two cores).
 */
function loadPgliteAssets(): Promise<PgliteAssets> {
  pgliteAssets ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle, template] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')),
      readFile(join(dist, 'initdb.wasm')),
      readFile(join(dist, 'pglite.data')),
      ensureTemplate().then((path) => readFile(path)),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(new Uint8Array(pglite)),
      initdbWasmModule: await WebAssembly.compile(new Uint8Array(initdb)),
      fsBundle: new Blob([new Uint8Array(bundle)]),
      template: new Blob([new Uint8Array(template)]),
    };
  })();
  pgliteAssets.catch(() => {
    pgliteAssets = null;
  });
  return pgliteAssets;
}

async function openPgliteCopy(): Promise<TestDb> {
  const { template, ...engine } = await loadPgliteAssets();
  const pglite = await PGlite.create({ loadDataDir: template, ...engine });
  const db = pgliteDb(pglite);
  return { db, dispose: () => db.close() };
}

const PG_TEMPLATE_PREFIX = 'sp_tpl_';
/** Any number no other advisory lock of the suite uses: serialises building the run's template database. */
const PG_TEMPLATE_LOCK = 73_105_001;
let pgTemplate: Promise<string> | null = null;

/**
 * The run's migrated and seeded template database, `sp_tpl_<schema digest>_<run pid>`, built once (under an
 * advisory lock, as vitest's workers share it) and copied by `CREATE DATABASE ... TEMPLATE`: a copy takes a
 * fraction of a migrate and seed. Templates of runs that ended are dropped.
 */
function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `${PG_TEMPLATE_PREFIX}${templateDigest()}_${process.ppid}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [PG_TEMPLATE_LOCK]);
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${PG_TEMPLATE_PREFIX}%`],
      );
      for (const { datname } of rows) {
        const pid = Number(datname.split('_').at(-1));
        if (datname !== name && !isRunning(pid)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      if (!rows.some((row) => row.datname === name)) {
        await client.query(`CREATE DATABASE ${name}`);
        const owner = openPostgres(databaseUrl(serverUrl, name));
        try {
          await migrateAndSeed(owner);
        } catch (error) {
          await owner.close();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          throw error;
        }
        await owner.close();
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PG_TEMPLATE_LOCK]).catch(() => undefined);
      await client.end();
    }
  })();
  pgTemplate.catch(() => {
    pgTemplate = null;
  });
  return pgTemplate;
}

/**
 * A new database `sp_test_<run pid>_<random>` on the `DATABASE_URL` server, copied from the run's seeded template
 * (the run's pid lets the run's teardown, or a later run, drop what was left: tests/setup/postgres.ts).
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl);
  return copyDatabase(serverUrl, template, `${TEST_DATABASE_PREFIX}${process.ppid}_${randomBytes(6).toString('hex')}`);
}

/**
 * A harness's copy on PostgreSQL. Its disposal closes the connections and leaves the drop running: `DROP DATABASE`
 * waits for a checkpoint (0.5-1.5 s on two cores), and a file's `afterAll` waiting for it kept the worker from the
 * next file. A drop still running when the worker ends is finished by the run's teardown.
 */
async function openPostgresCopy(serverUrl: string): Promise<TestDb> {
  const database = await createPostgresDatabase(serverUrl);
  const db = openPostgres(database.url);
  return {
    db,
    async dispose() {
      await db.close();
      database.drop().catch(() => undefined);
    },
  };
}

/** Opens a private copy of the seeded database on `backend`. */
export function openTestDb(backend: Backend): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (backend === 'postgres') {
    if (!url) throw new Error('DATABASE_URL is not set');
    return openPostgresCopy(url);
  }
  return openPgliteCopy();
}
