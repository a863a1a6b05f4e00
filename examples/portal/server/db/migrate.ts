import type { Db } from './client';
import { MIGRATIONS, type Migration } from './migrations';

/** Advisory-lock key so concurrent server starts against one PostgreSQL apply migrations once. */
const MIGRATION_LOCK_KEY = 4_172_026;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction,
 * under an advisory lock. Returns the ids it applied.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.maybe<{ id: string }>('SELECT id FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}
