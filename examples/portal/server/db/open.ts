import { join } from 'node:path';
import type { Db } from './client';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `DATA_DIR/pgdata`. */
export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pgdata'));
}
