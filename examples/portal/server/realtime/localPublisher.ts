import type { RealtimeHub } from './hub';
import type { PublishOptions, RealtimePublisher, SessionScope } from './publisher';

/**
 * Publishes through the server's own realtime endpoint: the message reaches every client attached to
 * the channel, carrying the sender's clientId so the sender's editor can ignore its own update.
 */
export class LocalRealtimePublisher implements RealtimePublisher {
  /** Publishes through `hub`. */
  constructor(private readonly hub: RealtimeHub) {}

  /** Fans the message out at once; nobody attached means nobody receives it (there is no history). */
  publish(channel: string, name: string, data: unknown, options?: PublishOptions): void {
    this.hub.publish(channel, name, data, options?.clientId);
  }

  /** Closes the connections of ended sessions on this hub (other instances find out in their sweep). */
  closeSessions(scope: SessionScope): void {
    this.hub.closeSessions(scope);
  }
}
