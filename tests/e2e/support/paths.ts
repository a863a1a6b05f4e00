import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
/** The built server's entry point (`npm run build`). */
export const SERVER_ENTRY = join(REPO_ROOT, 'examples/portal/dist/server/main.js');
/** The variable through which the global setup hands the template data directory to the workers. */
export const TEMPLATE_ENV = 'SCREENPLAY_E2E_TEMPLATE';

/** A new path for this run's migrated, seeded template data directory. */
export function newTemplateDir(): string {
  return join(tmpdir(), `screenplay-e2e-template-${process.pid}-${Date.now()}`);
}
