import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { RealtimePublisher } from './realtime/publisher';
import type { ScreenEventBus } from './screens/events';

/** What `createApp` needs from the outside world; tests inject their own of each. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Defaults to the wall clock. */
  clock?: Clock;
  /** Where scene updates are published; defaults to dropping them. */
  realtime?: RealtimePublisher;
  /** The players' in-process event streams and screenshot waiters; defaults to a new bus. */
  screenEvents?: ScreenEventBus;
}

/** What route modules receive: the app's deps with the defaults filled in. */
export interface RouteDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  clock: Clock;
  /** Publishes to realtime channels; `screen:{id}` messages also reach this server's players (`screenEvents`). */
  realtime: RealtimePublisher;
  screenEvents: ScreenEventBus;
  /** The signing secret for e-mailed links (see `appKeyLoader`). */
  appKey: () => Promise<string>;
}
