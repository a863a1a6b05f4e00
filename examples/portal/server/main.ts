import { createApp } from './app';
import { hashPassword } from './auth/passwords';
import { appKeyLoader } from './auth/signedLinks';
import { startMonthlyChargeJob } from './billing/monthlyCharge';
import { paymentProviderFromConfig } from './billing/provider';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_PASSWORD, seedDemoData } from './seed/seed';
import { ensureDemoMediaFiles } from './seed/seedMedia';
import { startHttpServer } from './http/serve';
import { createMailer } from './mail/mailer';
import { createRealtimeService } from './realtime/setup';
import { isMediaPathRecorded } from './media/media.write';
import { sweepIncomingMedia } from './media/storage';
import { sweepIncomingScreenshots } from './screens/screenshots';
import { asSystem, runAsAppRole } from './tenancy';

/**
 * Starts the reference server: opens and migrates the database, seeds demo data, listens. With
 * `--prepare` it stops after migrating and seeding, leaving a ready data directory (test templates).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(', ')}`);
  if (await seedDemoData(db, () => hashPassword(DEMO_PASSWORD))) console.info('[db] seeded the demo organisation');
  await ensureDemoMediaFiles(config.dataDir);
  if (process.argv.includes('--prepare')) {
    await db.close();
    console.info(`[db] prepared ${config.databaseUrl ? 'the database' : config.dataDir}`);
    return;
  }

  // Migrated and seeded as the owner; from here on the server runs as the role RLS binds (server/tenancy).
  await runAsAppRole(db);
  // Uploads a crash cut off between writing and committing: committed ones move into place, the others go.
  const swept = await sweepIncomingMedia(config.dataDir, (path) =>
    isMediaPathRecorded(asSystem(db, 'shared-files'), path),
  );
  if (swept.restored.length + swept.removed.length > 0)
    console.info(
      `[media] after a crash: ${swept.restored.length} uploads moved into place, ${swept.removed.length} removed`,
    );
  const shots = await sweepIncomingScreenshots(config.dataDir, async (fileName) =>
    Boolean(await asSystem(db, 'shared-files').maybe('SELECT 1 FROM screenshots WHERE file_name = $1', [fileName])),
  );
  if (shots.restored.length + shots.removed.length > 0)
    console.info(
      `[screenshots] after a crash: ${shots.restored.length} moved into place, ${shots.removed.length} removed`,
    );
  const realtime = await createRealtimeService({
    db: asSystem(db, 'realtime'),
    appKey: appKeyLoader(db, config.appKey),
    ablyApiKey: process.env.ABLY_API_KEY,
  });
  const app = createApp({ db, config, mailer: createMailer(config), realtime: realtime.publisher });
  const server = startHttpServer(app.fetch, { port: config.port, hostname: config.host }, (info) => {
    console.info(`Screenplay is running at http://localhost:${info.port}`);
  });
  realtime.attach(server);
  // Cards charged on the 1st, invoices opened (spec §9): a run now catches up a missed 1st, then one every hour.
  const monthlyCharge = startMonthlyChargeJob({
    db,
    clock: systemClock,
    provider: paymentProviderFromConfig(config.billing),
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.info(`[server] ${signal}: shutting down`);
    void realtime.close();
    const jobStopped = monthlyCharge.stop();
    server.close(() => {
      jobStopped
        .then(() => db.close())
        .catch((error: unknown) => console.error('[db] close failed', error))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[server] failed to start', error);
  process.exit(1);
});
