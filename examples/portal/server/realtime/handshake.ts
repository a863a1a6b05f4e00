import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { RealtimeConnection, type ConnectionContext, type FrameSocket } from './connection';
import { ACTION, ERROR_CODE, parseFrame, wireError, type ProtocolFrame, type WireError } from './protocol';

/** Frames a client may send before its CONNECTED (ably-js sends none; this only bounds a misbehaving one). */
const MAX_EARLY_FRAMES = 8;

/** Unsent bytes a client may fall behind by before it is cut (a stalled reader must not grow server memory). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

function frameSocket(ws: WebSocket): FrameSocket {
  return {
    send: (text) => {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
      else ws.send(text);
    },
    close: (code) => ws.close(code),
    get isOpen() {
      return ws.readyState === ws.OPEN;
    },
  };
}

/** Sends one frame and closes: ERROR is fatal for ably-js, DISCONNECTED makes it retry (with a new token on 4014x). */
function refuse(ws: WebSocket, action: typeof ACTION.ERROR | typeof ACTION.DISCONNECTED, error: WireError): null {
  if (ws.readyState === ws.OPEN) {
    ws.send(JSON.stringify({ action, error }));
    ws.close(1000);
  }
  return null;
}

/**
 * Runs the connect handshake on an upgraded socket: JSON format only, a valid realtime token
 * (`access_token`), the optional `clientId` equal to the token's, an active user. Answers CONNECTED
 * with a fresh connectionId; a `resume`/`recover` of an earlier connection cannot be honoured (no
 * state survives a disconnect here), so its CONNECTED carries error 80008 and ably-js re-attaches.
 */
export async function openConnection(
  ws: WebSocket,
  params: URLSearchParams,
  context: ConnectionContext,
): Promise<RealtimeConnection | null> {
  const early: ProtocolFrame[] = [];
  let connection: RealtimeConnection | null = null;
  let isGone = false;

  ws.on('message', (data, isBinary) => {
    const frame = isBinary ? null : parseFrame(String(data));
    if (!frame) {
      const error = wireError(ERROR_CODE.badRequest, 'Malformed frame: JSON protocol messages only');
      if (connection) connection.fail(error);
      else refuse(ws, ACTION.ERROR, error);
      return;
    }
    if (connection) connection.receive(frame);
    else if (early.length < MAX_EARLY_FRAMES) early.push(frame);
  });
  ws.on('close', () => {
    isGone = true;
    connection?.dispose();
  });
  ws.on('error', () => ws.terminate());

  const format = params.get('format');
  if (format !== null && format !== 'json') {
    return refuse(
      ws,
      ACTION.ERROR,
      wireError(ERROR_CODE.badRequest, 'Only the JSON protocol is supported: set useBinaryProtocol: false'),
    );
  }
  const token = params.get('access_token');
  if (!token)
    return refuse(
      ws,
      ACTION.ERROR,
      wireError(40101, 'Token authentication is required (authCallback or authUrl)', 401),
    );
  const check = await context.verifyToken(token);
  if (!check.ok) {
    const code = check.reason === 'expired' ? ERROR_CODE.tokenExpired : ERROR_CODE.tokenInvalid;
    return refuse(ws, ACTION.DISCONNECTED, wireError(code, `Token ${check.reason}`, 401));
  }
  const requestedClientId = params.get('clientId');
  if (requestedClientId !== null && requestedClientId !== check.claims.clientId) {
    return refuse(
      ws,
      ACTION.ERROR,
      wireError(ERROR_CODE.incompatibleCredentials, 'The clientId differs from the token’s', 401),
    );
  }
  const user = await context.loadUser(check.claims.userId);
  if (!user) return refuse(ws, ACTION.ERROR, wireError(ERROR_CODE.notPermitted, 'The user may not connect', 401));
  if (isGone) return null;

  const connectionId = randomBytes(9).toString('base64url');
  const connectionKey = `${randomBytes(12).toString('base64url')}!${connectionId}`;
  connection = new RealtimeConnection(
    connectionId,
    connectionKey,
    check.claims.clientId,
    user,
    check.claims,
    frameSocket(ws),
    context,
    {
      isEchoWanted: params.get('echo') !== 'false',
      wantsHeartbeats: params.get('heartbeats') === 'true',
    },
  );
  const isResumeAttempt = params.has('resume') || params.has('recover');
  connection.sendConnected(
    isResumeAttempt
      ? wireError(ERROR_CODE.unableToResume, 'Unable to resume the connection: a new one was made', 400)
      : undefined,
  );
  for (const frame of early.splice(0)) connection.receive(frame);
  return connection;
}
