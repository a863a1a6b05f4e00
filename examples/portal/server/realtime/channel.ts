import { ACTION, FLAG, PRESENCE_ACTION, type WirePresence } from './protocol';

/** Most presence members one channel keeps (editors of one scene are a handful; this bounds memory). */
export const MAX_PRESENCE_MEMBERS = 200;

/** The side of a connection a channel talks to. */
export interface ChannelPeer {
  readonly connectionId: string;
  /** False when the client asked `echo=false`: its own messages are not sent back to it. */
  readonly isEchoWanted: boolean;
  /** Sends an already serialised frame. */
  sendText(text: string): void;
}

/**
 * One channel: the attached peers with their granted modes, and the present members keyed by
 * `connectionId:clientId` (stored with action PRESENT, as a SYNC replays them).
 */
export class ChannelState {
  /** Attached peers and the mode flags each was granted. */
  readonly peers = new Map<ChannelPeer, number>();
  /** Present members by member key. */
  readonly members = new Map<string, WirePresence>();
  private syncCount = 0;

  /** Creates an empty channel named `name`. */
  constructor(readonly name: string) {}

  /** True when nobody is attached and nobody is present: the hub drops the channel. */
  get isIdle(): boolean {
    return this.peers.size === 0 && this.members.size === 0;
  }

  /** Serialises a MESSAGE frame once and sends it to every peer that subscribes (the sender only if it wants echoes). */
  fanOutMessages(frame: object, sender: ChannelPeer | null): void {
    let text: string | null = null;
    for (const [peer, modes] of this.peers) {
      if ((modes & FLAG.SUBSCRIBE) === 0 || (peer === sender && !peer.isEchoWanted)) continue;
      text ??= JSON.stringify(frame);
      peer.sendText(text);
    }
  }

  /** Applies presence changes to the member set and sends them to every peer that subscribes to presence. */
  applyPresence(changes: readonly WirePresence[], timestamp: number): void {
    for (const change of changes) {
      const key = `${change.connectionId}:${change.clientId}`;
      if (change.action === PRESENCE_ACTION.LEAVE) this.members.delete(key);
      else this.members.set(key, { ...change, action: PRESENCE_ACTION.PRESENT });
    }
    let text: string | null = null;
    for (const [peer, modes] of this.peers) {
      if ((modes & FLAG.PRESENCE_SUBSCRIBE) === 0) continue;
      text ??= JSON.stringify({ action: ACTION.PRESENCE, channel: this.name, timestamp, presence: changes });
      peer.sendText(text);
    }
  }

  /** True when one more member fits (a member already present may always update or leave). */
  canHold(memberKey: string): boolean {
    return this.members.has(memberKey) || this.members.size < MAX_PRESENCE_MEMBERS;
  }

  /** The members of `connectionId`, as leave messages (for a detach or a closed connection). */
  leavesOf(connectionId: string, idPrefix: string, timestamp: number): WirePresence[] {
    const leaves: WirePresence[] = [];
    for (const member of this.members.values()) {
      if (member.connectionId !== connectionId) continue;
      const { clientId, data, encoding } = member;
      leaves.push({
        id: `${idPrefix}:${leaves.length}`,
        action: PRESENCE_ACTION.LEAVE,
        clientId,
        connectionId,
        data,
        encoding,
        timestamp,
      });
    }
    return leaves;
  }

  /**
   * The SYNC frame that replays the member set to a newly attached peer: one page, its channelSerial
   * `<syncId>:` with an empty cursor, which tells ably-js the sync is complete.
   */
  syncFrame(): object {
    this.syncCount += 1;
    return {
      action: ACTION.SYNC,
      channel: this.name,
      channelSerial: `sync${this.syncCount}:`,
      presence: [...this.members.values()],
    };
  }
}
