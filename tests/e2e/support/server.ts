import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, SERVER_ENTRY, type Templates, templates } from './paths';
import { adminQuery, copyTemplateDatabase } from './postgres';

/** How long a server may take to answer its health check. */
const START_TIMEOUT_MS = 30_000;

/** An e-mail the server wrote to its log (no SMTP_URL in tests), with the link it carries. */
export interface LoggedMail {
  to: string;
  subject: string;
  link: string;
}

/** A running built server with its own data directory. */
export interface TestServer {
  url: string;
  dataDir: string;
  /** Every e-mail logged so far, oldest first. */
  mails(): LoggedMail[];
  /** Waits for the next e-mail to `to` logged after `since` mails. */
  waitForMail(to: string, since?: number): Promise<LoggedMail>;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const MAIL_LINE = /\[mail\] To: (\S+) Subject: (.*?) Link: (\S+)/;

/** Runs the built server once against `dataDir` (and `databaseUrl`, else PGlite) with `args`, resolving when it exits. */
export function runServerCommand(dataDir: string, args: string[], databaseUrl = ''): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`server ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The database engine a test's server runs on. */
export type Engine = 'postgres-when-set' | 'pglite';

/** Options of {@link startServer}. */
export interface StartOptions {
  /**
   * `pglite`: the embedded default, as `npm start` runs. Otherwise PostgreSQL when the run has `DATABASE_URL` (CI),
   * else PGlite.
   */
  engine?: Engine;
  /** Environment variables added or overridden (e.g. outside services pointed at a local stand-in). */
  env?: Record<string, string>;
  /** What to copy; the run's templates (global setup) by default. */
  templates?: Templates;
  /** SQL run as the database owner on the test's copy before the server starts (arranging data the seed lacks). */
  sql?: string;
}

/** Runs `sql` as the owner on the PGlite data directory `dataDir`. */
async function execPglite(dataDir: string, sql: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pgdata'));
  await db.exec(sql);
  await db.close();
}

/**
 * Starts the built server on a free port with a fresh copy of the run's template: its data directory, and on
 * PostgreSQL its database (see {@link StartOptions}).
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const prepared = options.templates ?? templates();
  const postgres = options.engine === 'pglite' ? undefined : prepared.postgres;
  const dataDir = await mkdtemp(join(tmpdir(), 'screenplay-e2e-'));
  await cp(postgres?.dataDir ?? prepared.pglite, dataDir, { recursive: true });
  const database = postgres ? await copyTemplateDatabase(postgres.serverUrl, postgres.database) : undefined;
  if (options.sql && database) await adminQuery(database.url, options.sql);
  else if (options.sql) await execPglite(dataDir, options.sql);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mails: LoggedMail[] = [];
  let output = '';
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) {
      const match = MAIL_LINE.exec(line);
      if (match) mails.push({ to: match[1] ?? '', subject: match[2] ?? '', link: match[3] ?? '' });
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (true) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }

  return {
    url,
    dataDir,
    mails: () => [...mails],
    async waitForMail(to, since = 0) {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const mail = mails.slice(since).find((m) => m.to === to);
        if (mail) return mail;
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(`No e-mail to ${to} was logged. Server output:\n${output}`);
    },
    stop,
  };
}
