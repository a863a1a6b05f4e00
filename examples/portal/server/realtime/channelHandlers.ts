import type { RealtimeConnection } from './connection';
import {
  ACTION,
  ERROR_CODE,
  FLAG,
  PRESENCE_ACTION,
  requestedModes,
  wireError,
  type ProtocolFrame,
  type WireError,
  type WirePresence,
} from './protocol';

/** Most channels one connection may attach or publish to (bounds the per-connection maps). */
export const MAX_CHANNELS_PER_CONNECTION = 100;

const DENIED = 'Channel denied access based on given capability';

function nack(connection: RealtimeConnection, frame: ProtocolFrame, error: WireError): void {
  if (frame.msgSerial !== undefined)
    connection.send({ action: ACTION.NACK, msgSerial: frame.msgSerial, count: 1, error });
}

function ack(connection: RealtimeConnection, frame: ProtocolFrame): void {
  if (frame.msgSerial !== undefined) connection.send({ action: ACTION.ACK, msgSerial: frame.msgSerial, count: 1 });
}

/** A channel-scoped ERROR: ably-js puts that channel (only) into 'failed' with this reason. */
function refuseChannel(connection: RealtimeConnection, channel: string, error: WireError): void {
  connection.send({ action: ACTION.ERROR, channel, error });
}

/**
 * ATTACH: checks `canAccessChannel` (the foreign tenant's channel gets ERROR 40160), then answers
 * ATTACHED with the granted mode flags (ably-js drops deliveries without them), RESUMED when it
 * was already attached on this connection, HAS_PRESENCE and a one-page SYNC when members are present.
 */
export async function handleAttach(connection: RealtimeConnection, frame: ProtocolFrame): Promise<void> {
  const name = frame.channel;
  if (!name) return refuseChannel(connection, '', wireError(ERROR_CODE.badRequest, 'ATTACH without a channel'));
  const modes = requestedModes(frame.flags);
  let channel = connection.attached.get(name);
  const isResumed = channel !== undefined;
  if (!channel) {
    if (connection.attached.size >= MAX_CHANNELS_PER_CONNECTION) {
      return refuseChannel(connection, name, wireError(ERROR_CODE.badRequest, 'Too many channels on one connection'));
    }
    if (!(await connection.context.canAccess(connection.user, name))) {
      return refuseChannel(connection, name, wireError(ERROR_CODE.notPermitted, DENIED, 401));
    }
    channel = connection.context.channel(name);
    connection.attached.set(name, channel);
  }
  channel.peers.set(connection, modes);
  const hasPresence = channel.members.size > 0;
  const flags = modes | (isResumed ? FLAG.RESUMED : 0) | (hasPresence ? FLAG.HAS_PRESENCE : 0);
  connection.send({ action: ACTION.ATTACHED, channel: name, flags });
  if (hasPresence) connection.send(channel.syncFrame());
}

/** DETACH: leaves the channel (members of this connection leave) and answers DETACHED. */
export function handleDetach(connection: RealtimeConnection, frame: ProtocolFrame): void {
  const name = frame.channel ?? '';
  const channel = connection.attached.get(name);
  if (channel) connection.leaveChannel(channel);
  connection.send({ action: ACTION.DETACHED, channel: name });
}

/** Publishing needs the PUBLISH mode on an attached channel, or an access check once for an unattached one. */
async function mayPublish(connection: RealtimeConnection, name: string): Promise<boolean> {
  const channel = connection.attached.get(name);
  if (channel) return ((channel.peers.get(connection) ?? 0) & FLAG.PUBLISH) !== 0;
  if (connection.allowed.has(name)) return true;
  if (connection.allowed.size >= MAX_CHANNELS_PER_CONNECTION) return false;
  if (!(await connection.context.canAccess(connection.user, name))) return false;
  connection.allowed.add(name);
  return true;
}

/** A message's clientId must be absent (the connection's is used) or equal to the connection's. */
function hasForeignClientId(items: readonly { clientId?: string }[], clientId: string): boolean {
  return items.some((item) => item.clientId !== undefined && item.clientId !== clientId);
}

/**
 * MESSAGE: stamps each message with its Ably-style id (`connectionId:msgSerial:index`), the sender's
 * clientId, connectionId and timestamp, fans it out to the channel's subscribers and ACKs by msgSerial.
 */
export async function handleMessage(connection: RealtimeConnection, frame: ProtocolFrame): Promise<void> {
  const name = frame.channel;
  const messages = frame.messages ?? [];
  if (!name) return nack(connection, frame, wireError(ERROR_CODE.badRequest, 'MESSAGE without a channel'));
  if (hasForeignClientId(messages, connection.clientId)) {
    return nack(connection, frame, wireError(ERROR_CODE.clientIdMismatch, 'Mismatched clientId'));
  }
  if (!(await mayPublish(connection, name)))
    return nack(connection, frame, wireError(ERROR_CODE.notPermitted, DENIED, 401));
  const timestamp = connection.context.now();
  const serial = frame.msgSerial ?? connection.lastMsgSerial;
  const { connectionId, clientId } = connection;
  // Only the known fields travel on; identity and time are the server's, whatever the client claimed.
  const stamped = messages.map(({ id, name: messageName, data, encoding, extras }, index) => ({
    id: id ?? `${connectionId}:${serial}:${index}`,
    name: messageName,
    data,
    encoding,
    extras,
    clientId,
    connectionId,
    timestamp,
  }));
  // A channel nobody attached reaches nobody (there is no history), so no state is created for it;
  // an empty MESSAGE is acknowledged but not sent on (ably-js reads its first message unguarded).
  const channel = connection.attached.get(name) ?? connection.context.existingChannel(name);
  if (stamped.length > 0) {
    channel?.fanOutMessages(
      { action: ACTION.MESSAGE, channel: name, connectionId, timestamp, messages: stamped },
      connection,
    );
  }
  ack(connection, frame);
}

const MEMBER_ACTIONS: readonly number[] = [PRESENCE_ACTION.ENTER, PRESENCE_ACTION.UPDATE, PRESENCE_ACTION.LEAVE];

/**
 * PRESENCE: enter/update/leave for the connection's own clientId on an attached channel with the
 * PRESENCE mode; the member set changes, subscribers get the event, the sender gets its ACK.
 */
export function handlePresence(connection: RealtimeConnection, frame: ProtocolFrame): void {
  const name = frame.channel ?? '';
  const channel = connection.attached.get(name);
  const items = frame.presence ?? [];
  if (!channel) {
    nack(
      connection,
      frame,
      wireError(ERROR_CODE.channelNotAttached, 'Presence on a channel that is not attached', 400),
    );
    return;
  }
  if (((channel.peers.get(connection) ?? 0) & FLAG.PRESENCE) === 0) {
    nack(connection, frame, wireError(ERROR_CODE.notPermitted, DENIED, 401));
    return;
  }
  if (hasForeignClientId(items, connection.clientId) || items.some((item) => !MEMBER_ACTIONS.includes(item.action))) {
    nack(
      connection,
      frame,
      wireError(ERROR_CODE.clientIdMismatch, 'Presence is only for the connection’s own clientId'),
    );
    return;
  }
  const memberKey = `${connection.connectionId}:${connection.clientId}`;
  if (!channel.canHold(memberKey)) {
    nack(connection, frame, wireError(ERROR_CODE.badRequest, 'Too many members on this channel'));
    return;
  }
  const timestamp = connection.context.now();
  const serial = frame.msgSerial ?? connection.lastMsgSerial;
  const changes: WirePresence[] = items.map(({ action, data, encoding }, index) => ({
    action,
    data,
    encoding,
    id: `${connection.connectionId}:${serial}:${index}`,
    clientId: connection.clientId,
    connectionId: connection.connectionId,
    timestamp,
  }));
  channel.applyPresence(changes, timestamp);
  ack(connection, frame);
}
