/**
 * The subset of Ably's realtime protocol (JSON format, protocol version 6) that ably-js 2.x needs:
 * values read from ably-js `src/common/lib/types/protocolmessagecommon.ts` (TR2 actions, TR3 flags)
 * and `presencemessage.ts` (presence actions are sent as their index).
 */

/** Protocol message actions (TR2). */
export const ACTION = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  SYNC: 16,
  AUTH: 17,
} as const;

/** Channel attach flags (TR3): state bits and the mode bits ably-js reads from ATTACHED. */
export const FLAG = {
  HAS_PRESENCE: 1 << 0,
  RESUMED: 1 << 2,
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

/** The four modes this endpoint grants; an ATTACH without mode bits asks for all of them (Ably's default). */
export const MODES_SUPPORTED = FLAG.PRESENCE | FLAG.PUBLISH | FLAG.SUBSCRIBE | FLAG.PRESENCE_SUBSCRIBE;

/** Presence actions by their wire value (ably-js `presencemessage.ts`: absent, present, enter, leave, update). */
export const PRESENCE_ACTION = { ABSENT: 0, PRESENT: 1, ENTER: 2, LEAVE: 3, UPDATE: 4 } as const;

/** Ably error codes this endpoint answers with (Ably's public error code list). */
export const ERROR_CODE = {
  badRequest: 40000,
  /** A message's clientId differs from the connection's. */
  clientIdMismatch: 40012,
  /** Re-auth with a token of another clientId. */
  incompatibleCredentials: 40102,
  /** The token's session ended (logout, password change): the connection is closed for good. */
  tokenRevoked: 40141,
  /** The token is expired: ably-js fetches a new one and reconnects. */
  tokenExpired: 40142,
  /** The token does not verify; in the 4014x range so ably-js retries once with a fresh token. */
  tokenInvalid: 40144,
  /** The operation (attach to a foreign tenant's channel) is not permitted. */
  notPermitted: 40160,
  /** Resume of an unknown connection: a new connection was made instead. */
  unableToResume: 80008,
  /** Presence or publish on a channel that is not attached. */
  channelNotAttached: 90001,
} as const;

/** Ably's ErrorInfo as it travels on the wire. */
export interface WireError {
  code: number;
  statusCode: number;
  message: string;
}

/** One message inside a MESSAGE frame. */
export interface WireMessage {
  id?: string;
  name?: string;
  data?: unknown;
  encoding?: string;
  clientId?: string;
  connectionId?: string;
  timestamp?: number;
  extras?: unknown;
}

/** One presence message inside a PRESENCE or SYNC frame. */
export interface WirePresence {
  id?: string;
  action: number;
  clientId?: string;
  connectionId?: string;
  data?: unknown;
  encoding?: string;
  timestamp?: number;
}

/** A protocol message; only the fields this endpoint reads or writes. */
export interface ProtocolFrame {
  action: number;
  id?: string;
  channel?: string;
  channelSerial?: string;
  flags?: number;
  msgSerial?: number;
  count?: number;
  connectionId?: string;
  timestamp?: number;
  error?: WireError;
  messages?: WireMessage[];
  presence?: WirePresence[];
  auth?: { accessToken?: string };
  connectionDetails?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** Builds an ErrorInfo; `statusCode` defaults to the code's first three digits, as Ably's codes are built. */
export function wireError(code: number, message: string, statusCode = Math.floor(code / 100)): WireError {
  return { code, statusCode, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isWireMessage(value: unknown): value is WireMessage {
  return (
    isRecord(value) &&
    optionalString(value.name) &&
    optionalString(value.encoding) &&
    optionalString(value.clientId) &&
    optionalString(value.id)
  );
}

function isWirePresence(value: unknown): value is WirePresence {
  return (
    isRecord(value) &&
    typeof value.action === 'number' &&
    optionalString(value.clientId) &&
    optionalString(value.encoding) &&
    optionalString(value.id)
  );
}

/**
 * Parses one text frame into a protocol message, or null when it is not one: not JSON, no numeric
 * action, or a field of the wrong type (so handlers can trust the shape without re-checking).
 */
export function parseFrame(text: string): ProtocolFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.action !== 'number' || !Number.isInteger(value.action)) return null;
  if (!optionalString(value.channel) || !optionalString(value.id) || !optionalString(value.channelSerial)) return null;
  if (value.flags !== undefined && !Number.isInteger(value.flags)) return null;
  if (value.msgSerial !== undefined && !(Number.isInteger(value.msgSerial) && (value.msgSerial as number) >= 0))
    return null;
  if (value.messages !== undefined && !(Array.isArray(value.messages) && value.messages.every(isWireMessage)))
    return null;
  if (value.presence !== undefined && !(Array.isArray(value.presence) && value.presence.every(isWirePresence)))
    return null;
  if (value.auth !== undefined && !(isRecord(value.auth) && optionalString(value.auth.accessToken))) return null;
  return value as unknown as ProtocolFrame;
}

/** The mode bits of a frame's flags; none asked means every supported mode. */
export function requestedModes(flags: number | undefined): number {
  const modes = (flags ?? 0) & MODES_SUPPORTED;
  return modes === 0 ? MODES_SUPPORTED : modes;
}
