import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hashPassword } from '../../../examples/portal/server/auth/passwords';
import type { Db } from '../../../examples/portal/server/db/client';
import { migrate } from '../../../examples/portal/server/db/migrate';
import { MIGRATIONS } from '../../../examples/portal/server/db/migrations';
import { pgliteDb } from '../../../examples/portal/server/db/pglite';
import { openPostgres } from '../../../examples/portal/server/db/postgres';
import { DEMO_PASSWORD, seedDemoData } from '../../../examples/portal/server/db/seed';

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

async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedDemoData(db, () => hashPassword(DEMO_PASSWORD));
}

/**
 * One template per test run: vitest's workers share a parent process, so the key is that pid plus a
 * hash of the schema and every `server/db/seed*.ts` source (an edited schema or seed never reuses a stale template).
 */
function templatePath(): string {
  const dbDir = new URL('../../../examples/portal/server/db/', import.meta.url);
  const seedSources = readdirSync(dbDir)
    .filter((name) => name.startsWith('seed') && name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(new URL(name, dbDir), 'utf8'));
  const digest = createHash('sha256')
    .update(MIGRATIONS.map((m) => m.sql).join('\n'))
    .update(seedSources.join('\n'))
    .update(String(process.ppid))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `${TEMPLATE_PREFIX}${digest}.tar`);
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

async function openPgliteCopy(): Promise<TestDb> {
  const bytes = await readFile(await ensureTemplate());
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
  const db = pgliteDb(pglite);
  return { db, dispose: () => db.close() };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database `sp_test_<random>` on the `DATABASE_URL` server, dropped on dispose. */
async function openPostgresCopy(serverUrl: string): Promise<TestDb> {
  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrateAndSeed(db);
  return {
    db,
    async dispose() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
