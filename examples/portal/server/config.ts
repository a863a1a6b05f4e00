import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default HTTP port. */
export const DEFAULT_PORT = 8080;

/** Default listen address (all interfaces, so containers work). */
export const DEFAULT_HOST = '0.0.0.0';

/** Server settings read from the environment once at start-up. */
export interface ServerConfig {
  /** HTTP port (`PORT`). */
  port: number;
  /** Listen address (`HOST`). */
  host: string;
  /** Absolute data directory (`DATA_DIR`): `pgdata/` for PGlite and `media/` for uploads. */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); embedded PGlite when absent. */
  databaseUrl: string | null;
  /** Origin the portal is reached at (`PUBLIC_URL`), used in e-mailed links; no trailing slash. */
  publicUrl: string;
  /** SMTP connection URL (`SMTP_URL`); e-mails are logged when absent. */
  smtpUrl: string | null;
  /** Sender address of e-mails (`MAIL_FROM`). */
  mailFrom: string;
  /** Directory of the built portal (`STATIC_DIR`). */
  staticDir: string;
  /** Secret for signed links (`APP_KEY`); generated once and kept in the database when absent. */
  appKey: string | null;
}

/** Environment variables the server reads. */
export type ServerEnv = Partial<Record<string, string>>;

/**
 * The built portal beside the server bundle: `dist/server/main.js` -> `dist/client`. Run from the
 * sources (`server/config.ts`) the same relative path does not exist, so `dist/client` is tried next.
 */
function defaultStaticDir(): string {
  const candidates = [fileURLToPath(new URL('../client', import.meta.url)), fileURLToPath(new URL('../dist/client', import.meta.url))];
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** Reads the {@link ServerConfig} from environment variables, applying the documented defaults. */
export function loadConfig(env: ServerEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT);
  const staticDir = nonEmpty(env.STATIC_DIR);
  return {
    port,
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Screenplay <no-reply@screenplay.local>',
    staticDir: staticDir ? resolve(cwd, staticDir) : defaultStaticDir(),
    appKey: nonEmpty(env.APP_KEY),
  };
}
