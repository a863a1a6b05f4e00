import type { RealtimeUser } from './channelAccess';
import type { ChannelPeer, ChannelState } from './channel';
import { handleAttach, handleDetach, handleMessage, handlePresence } from './channelHandlers';
import { ACTION, ERROR_CODE, wireError, type ProtocolFrame, type WireError } from './protocol';
import type { RealtimeTokenClaims, TokenCheck } from './realtimeToken';

/** Frames waiting behind an async step (an attach's tenant check) before the connection is cut. */
export const MAX_PENDING_FRAMES = 256;

/** What the hub offers a connection. */
export interface ConnectionContext {
  now(): number;
  verifyToken(token: string): Promise<TokenCheck>;
  /** Loads an active user, or null when the user is gone or inactive. */
  loadUser(userId: number): Promise<RealtimeUser | null>;
  canAccess(user: RealtimeUser, channel: string): Promise<boolean>;
  /** The channel named `name`, created on demand. */
  channel(name: string): ChannelState;
  /** The channel named `name` when someone uses it. */
  existingChannel(name: string): ChannelState | undefined;
  /** Drops a channel nobody uses any more. */
  release(channel: ChannelState): void;
  /** Connection details sent in every CONNECTED. */
  connectionDetails(connection: RealtimeConnection): Record<string, unknown>;
  /** Forgets a closed connection. */
  forget(connection: RealtimeConnection): void;
}

/** The socket side of a connection: what the hub's `ws` socket offers. */
export interface FrameSocket {
  send(text: string): void;
  close(code?: number): void;
  readonly isOpen: boolean;
}

/** Settings a client chose in its connect query. */
export interface ConnectParams {
  isEchoWanted: boolean;
  wantsHeartbeats: boolean;
}

/**
 * One client connection after a verified connect: it reads frames in order (an async step holds the
 * frames behind it, so ACKs keep msgSerial order), keeps its attached channels, and cleans up after itself.
 */
export class RealtimeConnection implements ChannelPeer {
  /** Attached channels by name. */
  readonly attached = new Map<string, ChannelState>();
  /** Channels this connection may publish to without attaching (checked once each). */
  readonly allowed = new Set<string>();
  /** The highest msgSerial received; synthesised leaves use the next one so they sort after every enter. */
  lastMsgSerial = -1;
  /** When a frame or a pong last arrived. */
  lastSeenAt: number;
  /** True once the hub asked the client to re-authenticate for the current token. */
  isReauthRequested = false;
  readonly isEchoWanted: boolean;
  readonly wantsHeartbeats: boolean;
  private readonly queue: ProtocolFrame[] = [];
  private isBusy = false;
  private isClosed = false;

  /** Creates the connection for a verified user and client id. */
  constructor(
    readonly connectionId: string,
    readonly connectionKey: string,
    readonly clientId: string,
    public user: RealtimeUser,
    public claims: RealtimeTokenClaims,
    readonly socket: FrameSocket,
    readonly context: ConnectionContext,
    params: ConnectParams,
  ) {
    this.isEchoWanted = params.isEchoWanted;
    this.wantsHeartbeats = params.wantsHeartbeats;
    this.lastSeenAt = context.now();
  }

  /** Sends a serialised frame when the socket is still open. */
  sendText(text: string): void {
    if (this.socket.isOpen) this.socket.send(text);
  }

  /** Serialises and sends one frame. */
  send(frame: object): void {
    this.sendText(JSON.stringify(frame));
  }

  /** Sends CONNECTED with the current details (first connect and every successful re-auth). */
  sendConnected(error?: WireError): void {
    this.send({
      action: ACTION.CONNECTED,
      connectionId: this.connectionId,
      connectionDetails: this.context.connectionDetails(this),
      error,
    });
  }

  /** Queues a received frame; frames run one at a time, in arrival order. */
  receive(frame: ProtocolFrame): void {
    if (this.isClosed) return;
    this.lastSeenAt = this.context.now();
    if (frame.msgSerial !== undefined && frame.msgSerial > this.lastMsgSerial) this.lastMsgSerial = frame.msgSerial;
    if (this.queue.length >= MAX_PENDING_FRAMES) {
      this.disconnect(wireError(ERROR_CODE.badRequest, 'Too many frames waiting; slow down', 429));
      return;
    }
    this.queue.push(frame);
    if (!this.isBusy) void this.drain();
  }

  private async drain(): Promise<void> {
    this.isBusy = true;
    try {
      for (let frame = this.queue.shift(); frame && !this.isClosed; frame = this.queue.shift()) {
        const pending = this.handle(frame);
        if (pending) await pending;
      }
    } catch (error) {
      console.error('[realtime] frame handling failed', error);
      this.disconnect(wireError(50000, 'Internal error', 500));
    } finally {
      this.isBusy = false;
    }
  }

  /** Handles one frame; returns a promise only for the steps that wait on the database. */
  private handle(frame: ProtocolFrame): Promise<void> | void {
    switch (frame.action) {
      case ACTION.HEARTBEAT:
        return this.send(
          frame.id === undefined ? { action: ACTION.HEARTBEAT } : { action: ACTION.HEARTBEAT, id: frame.id },
        );
      case ACTION.CLOSE:
        this.send({ action: ACTION.CLOSED, connectionId: this.connectionId });
        return this.close();
      case ACTION.DISCONNECT:
        return this.close();
      case ACTION.ATTACH:
        return handleAttach(this, frame);
      case ACTION.DETACH:
        return handleDetach(this, frame);
      case ACTION.MESSAGE:
        return handleMessage(this, frame);
      case ACTION.PRESENCE:
        return handlePresence(this, frame);
      case ACTION.AUTH:
        return this.reauthorize(frame.auth?.accessToken);
      default:
        // Other actions are not part of the subset; one that waits for an ACK gets a NACK instead of silence.
        if (frame.msgSerial !== undefined) {
          this.send({
            action: ACTION.NACK,
            msgSerial: frame.msgSerial,
            count: 1,
            error: wireError(ERROR_CODE.badRequest, 'Unsupported action'),
          });
        }
    }
  }

  /** AUTH: a new token for the same clientId; answered with CONNECTED, attached channels re-checked. */
  private async reauthorize(token: string | undefined): Promise<void> {
    const check = token ? await this.context.verifyToken(token) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      const code = check.reason === 'expired' ? ERROR_CODE.tokenExpired : ERROR_CODE.tokenInvalid;
      return this.disconnect(wireError(code, `Token ${check.reason}`, 401));
    }
    if (check.claims.clientId !== this.clientId) {
      return this.fail(
        wireError(ERROR_CODE.incompatibleCredentials, 'Incompatible credentials: the clientId changed', 401),
      );
    }
    const user = await this.context.loadUser(check.claims.userId);
    if (!user) return this.fail(wireError(ERROR_CODE.notPermitted, 'The user may not connect', 401));
    this.user = user;
    this.claims = check.claims;
    this.isReauthRequested = false;
    this.allowed.clear();
    for (const [name, channel] of this.attached) {
      if (await this.context.canAccess(user, name)) continue;
      this.leaveChannel(channel);
      this.send({
        action: ACTION.ERROR,
        channel: name,
        error: wireError(ERROR_CODE.notPermitted, 'Channel denied access'),
      });
    }
    this.sendConnected();
  }

  /** Removes this connection from a channel, sending leaves for its members there. */
  leaveChannel(channel: ChannelState): void {
    const now = this.context.now();
    const leaves = channel.leavesOf(this.connectionId, `${this.connectionId}:${this.lastMsgSerial + 1}`, now);
    channel.peers.delete(this);
    if (leaves.length > 0) channel.applyPresence(leaves, now);
    this.attached.delete(channel.name);
    this.context.release(channel);
  }

  /** DISCONNECTED with a reason, then closes: ably-js retries (and renews its token on 4014x). */
  disconnect(error: WireError): void {
    this.send({ action: ACTION.DISCONNECTED, error });
    this.close();
  }

  /** A connection-level ERROR (fatal for ably-js), then closes. */
  fail(error: WireError): void {
    this.send({ action: ACTION.ERROR, error });
    this.close();
  }

  /** Closes the socket and cleans up. Idempotent. */
  close(): void {
    if (!this.isClosed) this.socket.close(1000);
    this.dispose();
  }

  /** Leaves every channel and forgets the connection; called once the socket is gone. Idempotent. */
  dispose(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.queue.length = 0;
    for (const channel of [...this.attached.values()]) this.leaveChannel(channel);
    this.allowed.clear();
    this.context.forget(this);
  }
}
