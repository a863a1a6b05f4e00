import { describe, expect, it } from 'vitest';
import { groupPermissionsAt } from '@screenplay/core';
import { canAccessChannel, type RealtimeUser, type TenantResolver } from './channelAccess';

const FULL = groupPermissionsAt('full');
import { ChannelState } from './channel';
import { RealtimeConnection, type ConnectionContext } from './connection';
import { ACTION, FLAG, MODES_SUPPORTED, parseFrame, type ProtocolFrame } from './protocol';

const NOW = Date.UTC(2026, 2, 2, 9);
/** scene:1 belongs to customer 10 (acme), scene:2 to customer 20 (globex). */
const resolve: TenantResolver = async ({ id }) => ({ 1: 10, 2: 20 })[id] ?? null;

function setup() {
  const channels = new Map<string, ChannelState>();
  const context: ConnectionContext = {
    now: () => NOW,
    verifyToken: async () => ({ ok: false, reason: 'invalid' }),
    loadUser: async () => null,
    canAccess: (user, channel) => canAccessChannel(user, channel, resolve),
    channel: (name) => channels.get(name) ?? channels.set(name, new ChannelState(name)).get(name)!,
    existingChannel: (name) => channels.get(name),
    release: (channel) => void (channel.isIdle && channels.delete(channel.name)),
    connectionDetails: (c) => ({ clientId: c.clientId }),
    forget: () => undefined,
  };
  function connect(id: string, user: RealtimeUser) {
    const sent: ProtocolFrame[] = [];
    const socket = { send: (text: string) => void sent.push(parseFrame(text)!), close: () => undefined, isOpen: true };
    const claims = { userId: user.id, clientId: `user:${user.id}`, sessionId: 1, issued: NOW, expires: NOW + 60_000 };
    const connection = new RealtimeConnection(id, `key!${id}`, claims.clientId, user, claims, socket, context, {
      isEchoWanted: true,
      wantsHeartbeats: true,
    });
    /** Feeds a frame and waits until the connection has handled it. */
    const send = async (frame: ProtocolFrame) => {
      connection.receive(frame);
      await new Promise((r) => setTimeout(r, 0));
    };
    return { connection, sent, send };
  }
  return { channels, connect };
}

describe('realtime connection frames', () => {
  it("refuses a foreign tenant's channel with a channel ERROR 40160 and keeps no state", async () => {
    const { channels, connect } = setup();
    const acme = connect('c1', { id: 1, customerId: 10, grants: FULL });
    await acme.send({ action: ACTION.ATTACH, channel: 'scene:2' });
    expect(acme.sent).toEqual([
      {
        action: ACTION.ERROR,
        channel: 'scene:2',
        error: { code: 40160, statusCode: 401, message: expect.any(String) },
      },
    ]);
    await acme.send({ action: ACTION.MESSAGE, channel: 'scene:2', msgSerial: 0, messages: [{ name: 'x' }] });
    expect(acme.sent[1]).toMatchObject({ action: ACTION.NACK, msgSerial: 0, count: 1, error: { code: 40160 } });
    expect(channels.size).toBe(0);
  });

  it('answers ATTACHED with the granted mode flags, RESUMED on a repeated attach', async () => {
    const { connect } = setup();
    const acme = connect('c1', { id: 1, customerId: 10, grants: FULL });
    await acme.send({ action: ACTION.ATTACH, channel: 'scene:1', flags: FLAG.SUBSCRIBE | FLAG.PRESENCE_SUBSCRIBE });
    expect(acme.sent.at(-1)).toEqual({
      action: ACTION.ATTACHED,
      channel: 'scene:1',
      flags: FLAG.SUBSCRIBE | FLAG.PRESENCE_SUBSCRIBE,
    });
    await acme.send({ action: ACTION.ATTACH, channel: 'scene:1' });
    expect(acme.sent.at(-1)).toEqual({
      action: ACTION.ATTACHED,
      channel: 'scene:1',
      flags: MODES_SUPPORTED | FLAG.RESUMED,
    });
  });

  it('fans a message out with Ably ids and ACKs it by msgSerial; echo and subscribe mode respected', async () => {
    const { connect } = setup();
    const a = connect('ca', { id: 1, customerId: 10, grants: FULL });
    const b = connect('cb', { id: 2, customerId: 10, grants: FULL });
    await a.send({ action: ACTION.ATTACH, channel: 'scene:1' });
    await b.send({ action: ACTION.ATTACH, channel: 'scene:1' });
    await a.send({
      action: ACTION.MESSAGE,
      channel: 'scene:1',
      msgSerial: 4,
      messages: [{ name: 'update', data: 'x' }],
    });
    const expected = {
      id: 'ca:4:0',
      name: 'update',
      data: 'x',
      clientId: 'user:1',
      connectionId: 'ca',
      timestamp: NOW,
    };
    expect(b.sent.at(-1)).toEqual({
      action: ACTION.MESSAGE,
      channel: 'scene:1',
      connectionId: 'ca',
      timestamp: NOW,
      messages: [expected],
    });
    expect(a.sent.slice(-2)).toEqual([b.sent.at(-1), { action: ACTION.ACK, msgSerial: 4, count: 1 }]);
    await a.send({
      action: ACTION.MESSAGE,
      channel: 'scene:1',
      msgSerial: 5,
      messages: [{ name: 'u', clientId: 'user:2' }],
    });
    expect(a.sent.at(-1)).toMatchObject({ action: ACTION.NACK, msgSerial: 5, error: { code: 40012 } });
  });

  it('syncs present members to a new attach and sends leaves when a connection goes', async () => {
    const { channels, connect } = setup();
    const a = connect('ca', { id: 1, customerId: 10, grants: FULL });
    const b = connect('cb', { id: 2, customerId: 10, grants: FULL });
    await a.send({ action: ACTION.ATTACH, channel: 'scene:1' });
    await a.send({ action: ACTION.PRESENCE, channel: 'scene:1', msgSerial: 0, presence: [{ action: 2, data: 'ada' }] });
    expect(a.sent.at(-2)).toMatchObject({
      action: ACTION.PRESENCE,
      presence: [{ id: 'ca:0:0', action: 2, clientId: 'user:1', connectionId: 'ca' }],
    });
    await b.send({ action: ACTION.ATTACH, channel: 'scene:1' });
    expect(b.sent.at(-2)).toEqual({
      action: ACTION.ATTACHED,
      channel: 'scene:1',
      flags: MODES_SUPPORTED | FLAG.HAS_PRESENCE,
    });
    expect(b.sent.at(-1)).toMatchObject({
      action: ACTION.SYNC,
      channelSerial: expect.stringMatching(/^[\w-]+:$/),
      presence: [{ action: 1, data: 'ada' }],
    });
    a.connection.dispose();
    expect(b.sent.at(-1)).toMatchObject({
      action: ACTION.PRESENCE,
      presence: [{ id: 'ca:1:0', action: 3, clientId: 'user:1' }],
    });
    b.connection.dispose();
    expect(channels.size).toBe(0);
  });

  it('answers heartbeats with their id and CLOSE with CLOSED', async () => {
    const { connect } = setup();
    const a = connect('ca', { id: 1, customerId: 10, grants: FULL });
    await a.send({ action: ACTION.HEARTBEAT, id: 'ping-1' });
    await a.send({ action: ACTION.CLOSE });
    expect(a.sent).toEqual([
      { action: ACTION.HEARTBEAT, id: 'ping-1' },
      { action: ACTION.CLOSED, connectionId: 'ca' },
    ]);
  });
});
