import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { liveSessions } from '../auth/tokens';
import { toSessionUser } from '../tenancy/sessionUser';
import { findUserById } from '../auth/users';
import type { Db } from '../db/client';
import {
  canAccessChannel,
  databaseTenantResolver,
  toRealtimeUser,
  type RealtimeUser,
  type TenantResolver,
} from './channelAccess';
import { ChannelState } from './channel';
import type { RealtimeConnection, ConnectionContext } from './connection';
import { ACTION, ERROR_CODE, wireError } from './protocol';
import { verifyRealtimeToken, type TokenCheck } from './realtimeToken';
import { openConnection } from './handshake';
import type { SessionScope } from './publisher';

/** spec (accounts "Realtime library defaults"): ping interval 25 s — the longest the server stays silent (maxIdleInterval). */
export const PING_INTERVAL_MS = 25_000;

/** Heartbeats go out twice per promised idle interval, so one late timer never breaks the promise. */
export const HEARTBEAT_TICK_MS = PING_INTERVAL_MS / 2;

/** A client silent (no frame, no pong) this long is cut. */
export const LIVENESS_TIMEOUT_MS = 2 * PING_INTERVAL_MS;

/** How long ably-js keeps a disconnected connection's state before 'suspended' (Ably's default). */
export const CONNECTION_STATE_TTL_MS = 120_000;

/** Ably's default largest message; ably-js checks it before sending. */
export const MAX_MESSAGE_BYTES = 65_536;

/** Largest frame the socket accepts (a full message plus protocol fields). */
export const MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES;

/** The hub asks for a new token this long before the current one expires (an AUTH frame). */
export const REAUTH_LEAD_MS = 60_000;

/** How often the hub checks that the sessions of its connections are still live (ended on another instance). */
export const SESSION_SWEEP_MS = 60_000;

/** Sent to connections whose session ended: fatal, ably-js does not reconnect. */
const SESSION_ENDED = wireError(ERROR_CODE.tokenRevoked, 'The session has ended', 401);

/** Most simultaneous connections; further upgrades are answered 503. */
export const MAX_CONNECTIONS = 10_000;

/** What the hub needs. */
export interface RealtimeHubOptions {
  db: Db;
  /** The server's signing secret (shared with the token endpoint). */
  appKey: () => Promise<string>;
  /** Milliseconds since the epoch; defaults to `Date.now`. */
  now?: () => number;
  /** Who owns the record a channel is about; defaults to the database lookup. */
  resolveTenant?: TenantResolver;
}

/** How long a shutdown waits for clients to close their sockets before cutting them. */
export const CLOSE_GRACE_MS = 1_000;

/** 80003 with a 5xx status: ably-js treats it as retriable and reconnects. */
const SHUTTING_DOWN = wireError(80003, 'The server is shutting down', 503);
const HEARTBEAT_TEXT = JSON.stringify({ action: ACTION.HEARTBEAT });
const AUTH_REQUEST_TEXT = JSON.stringify({ action: ACTION.AUTH });

/**
 * The Ably-protocol-compatible websocket endpoint: verifies tokens, keeps connections and channels
 * (dropped as soon as they are unused), sends heartbeats and re-auth requests from one timer, and
 * fans out server-side publishes.
 */
export class RealtimeHub {
  /** Live connections. */
  readonly connections = new Set<RealtimeConnection>();
  /** Channels someone is attached to or present on. */
  readonly channels = new Map<string, ChannelState>();
  /** Identifies this server run in connection details and server-published message ids. */
  readonly serverId = `srv-${randomBytes(6).toString('base64url')}`;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  private readonly sockets = new Map<RealtimeConnection, WebSocket>();
  private readonly now: () => number;
  private readonly context: ConnectionContext;
  private readonly timer: ReturnType<typeof setInterval>;
  private publishCount = 0;
  private isClosing = false;
  private lastSweepAt: number;

  /** Creates the hub; attach it to an HTTP server with {@link RealtimeHub.handleUpgrade}. */
  constructor(private readonly options: RealtimeHubOptions) {
    this.now = options.now ?? Date.now;
    this.lastSweepAt = this.now();
    const resolveTenant = options.resolveTenant ?? databaseTenantResolver(options.db);
    this.context = {
      now: this.now,
      verifyToken: (token) => this.verifyToken(token),
      loadUser: (userId) => this.loadUser(userId),
      canAccess: (user, channel) => canAccessChannel(user, channel, resolveTenant),
      channel: (name) => this.channelNamed(name),
      existingChannel: (name) => this.channels.get(name),
      release: (channel) => {
        if (channel.isIdle && this.channels.get(channel.name) === channel) this.channels.delete(channel.name);
      },
      connectionDetails: (connection) => ({
        clientId: connection.clientId,
        connectionKey: connection.connectionKey,
        maxMessageSize: MAX_MESSAGE_BYTES,
        maxFrameSize: MAX_FRAME_BYTES,
        maxIdleInterval: PING_INTERVAL_MS,
        connectionStateTtl: CONNECTION_STATE_TTL_MS,
        serverId: this.serverId,
      }),
      forget: (connection) => {
        this.connections.delete(connection);
        this.sockets.delete(connection);
      },
    };
    this.timer = setInterval(() => this.tick(), HEARTBEAT_TICK_MS);
    this.timer.unref();
  }

  /** Verifies a token with the current app key, and that its session is live (not logged out, not ended by a password change). */
  async verifyToken(token: string): Promise<TokenCheck> {
    const now = this.now();
    const check = verifyRealtimeToken(await this.options.appKey(), token, now);
    if (!check.ok) return check;
    const live = await liveSessions(this.options.db, [check.claims.sessionId], new Date(now));
    return live.has(check.claims.sessionId) ? check : { ok: false, reason: 'invalid' };
  }

  /** Closes, with a fatal 40141, the connections of the sessions `scope` names. */
  closeSessions(scope: SessionScope): void {
    for (const connection of [...this.connections]) {
      const { userId, sessionId } = connection.claims;
      if (userId !== scope.userId) continue;
      const isEnded = 'sessionId' in scope ? sessionId === scope.sessionId : sessionId !== scope.exceptSessionId;
      if (isEnded) connection.fail(SESSION_ENDED);
    }
  }

  /** Closes connections whose session is no longer live (ended on another server instance, or expired). */
  private async sweepSessions(now: number): Promise<void> {
    const connections = [...this.connections];
    const live = await liveSessions(
      this.options.db,
      [...new Set(connections.map((connection) => connection.claims.sessionId))],
      new Date(now),
    );
    for (const connection of connections) if (!live.has(connection.claims.sessionId)) connection.fail(SESSION_ENDED);
  }

  private async loadUser(userId: number): Promise<RealtimeUser | null> {
    const user = await findUserById(this.options.db, userId);
    if (user?.status !== 'active') return null;
    return toRealtimeUser(user, (await toSessionUser(this.options.db, user)).groupPermissions);
  }

  private channelNamed(name: string): ChannelState {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = new ChannelState(name);
      this.channels.set(name, channel);
    }
    return channel;
  }

  /**
   * Handles an HTTP upgrade: ably-js connects to `ws(s)://host:port/?access_token=…&format=json&…`,
   * so only the root path is ours; anything else is refused.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const refusal =
      url.pathname !== '/'
        ? '404 Not Found'
        : this.isClosing || this.connections.size >= MAX_CONNECTIONS
          ? '503 Service Unavailable'
          : null;
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      void openConnection(ws, url.searchParams, this.context).then(
        (connection) => {
          if (!connection) return;
          if (ws.readyState !== ws.OPEN) return connection.dispose();
          if (this.isClosing) return connection.disconnect(SHUTTING_DOWN);
          this.connections.add(connection);
          this.sockets.set(connection, ws);
          ws.on('pong', () => {
            connection.lastSeenAt = this.now();
          });
        },
        (error: unknown) => {
          console.error('[realtime] connect failed', error);
          ws.terminate();
        },
      );
    });
  }

  /** Publishes a server-side message to everyone attached to `channel` (nobody attached: dropped, no history). */
  publish(channel: string, name: string, data: unknown, clientId?: string): void {
    const target = this.channels.get(channel);
    if (!target || target.peers.size === 0) return;
    const timestamp = this.now();
    const id = `${this.serverId}:${this.publishCount++}`;
    const encoded =
      typeof data === 'string' || data === undefined ? { data } : { data: JSON.stringify(data), encoding: 'json' };
    const message = { id: `${id}:0`, name, clientId, timestamp, ...encoded };
    target.fanOutMessages({ action: ACTION.MESSAGE, channel, id, timestamp, messages: [message] }, null);
  }

  /** One timer for all connections: liveness, pings and heartbeats, token expiry and re-auth requests. */
  private tick(): void {
    const now = this.now();
    if (now - this.lastSweepAt >= SESSION_SWEEP_MS && this.connections.size > 0) {
      this.lastSweepAt = now;
      this.sweepSessions(now).catch((error: unknown) => console.error('[realtime] session sweep failed', error));
    }
    for (const connection of [...this.connections]) {
      const ws = this.sockets.get(connection);
      if (!ws || now - connection.lastSeenAt > LIVENESS_TIMEOUT_MS) {
        ws?.terminate();
        connection.dispose();
        continue;
      }
      if (connection.claims.expires <= now) {
        connection.disconnect(wireError(ERROR_CODE.tokenExpired, 'Token expired', 401));
        continue;
      }
      if (!connection.isReauthRequested && connection.claims.expires - now <= REAUTH_LEAD_MS) {
        connection.isReauthRequested = true;
        connection.sendText(AUTH_REQUEST_TEXT);
      }
      ws.ping();
      if (connection.wantsHeartbeats) connection.sendText(HEARTBEAT_TEXT);
    }
  }

  /**
   * Sends every client DISCONNECTED (ably-js then retries, reaching the next server run), gives the
   * sockets {@link CLOSE_GRACE_MS} to finish their closing handshake, then cuts what is left.
   */
  async close(): Promise<void> {
    if (this.isClosing) return;
    this.isClosing = true;
    clearInterval(this.timer);
    for (const connection of [...this.connections]) connection.disconnect(SHUTTING_DOWN);
    const open = [...this.wss.clients];
    await Promise.race([
      Promise.all(
        open.map((ws) =>
          ws.readyState === ws.CLOSED ? undefined : new Promise((resolve) => ws.once('close', resolve)),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
    ]);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
