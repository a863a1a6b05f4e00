import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What `createApp` needs from the outside world; tests inject their own of each. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Defaults to the wall clock. */
  clock?: Clock;
}

/** What route modules receive: the app's deps with the defaults filled in. */
export interface RouteDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  clock: Clock;
  /** The signing secret for e-mailed links (see `appKeyLoader`). */
  appKey: () => Promise<string>;
}
