import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
/** The built server's entry point (`npm run build`). */
export const SERVER_ENTRY = join(REPO_ROOT, 'examples/portal/dist/server/main.js');
/** The variable through which the global setup hands the run's templates to the workers (JSON, {@link Templates}). */
export const TEMPLATE_ENV = 'SCREENPLAY_E2E_TEMPLATE';

/**
 * The run's migrated and seeded starting points, prepared once by the global setup: a PGlite data directory
 * always, and with `DATABASE_URL` a template database on that server beside a data directory for its files.
 */
export interface Templates {
  pglite: string;
  postgres?: { dataDir: string; serverUrl: string; database: string };
}

/** The templates the global setup prepared (throws outside a Playwright run). */
export function templates(): Templates {
  const value = process.env[TEMPLATE_ENV];
  if (!value) throw new Error(`${TEMPLATE_ENV} is not set: run through playwright.config.ts (global setup).`);
  return JSON.parse(value) as Templates;
}

/** A new path for this run's migrated, seeded template data directory. */
export function newTemplateDir(kind: string): string {
  return join(tmpdir(), `screenplay-e2e-template-${kind}-${process.pid}-${Date.now()}`);
}
