import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { SERVER_ENTRY, TEMPLATE_ENV, newTemplateDir } from './paths';
import { runServerCommand } from './server';

/**
 * Prepares one migrated, seeded data directory for the whole run (PGlite's initdb is slow and
 * memory-hungry); every test's server starts from a copy of it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`Build the portal first (npm run build): ${SERVER_ENTRY} is missing.`);
  const templateDir = newTemplateDir();
  await runServerCommand(templateDir, ['--prepare']);
  // Workers start after the global setup and inherit its environment.
  process.env[TEMPLATE_ENV] = templateDir;
  return async () => rm(templateDir, { recursive: true, force: true });
}
