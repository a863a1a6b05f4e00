import { describe, expect, it } from 'vitest';
import { ACTION, FLAG, MODES_SUPPORTED, parseFrame, PRESENCE_ACTION, requestedModes, wireError } from './protocol';

describe('realtime protocol frames', () => {
  it('uses ably-js 2.x action numbers and flag bits (protocolmessagecommon.ts)', () => {
    expect(ACTION).toMatchObject({
      HEARTBEAT: 0,
      ACK: 1,
      NACK: 2,
      CONNECTED: 4,
      DISCONNECTED: 6,
      CLOSE: 7,
      CLOSED: 8,
      ERROR: 9,
    });
    expect(ACTION).toMatchObject({
      ATTACH: 10,
      ATTACHED: 11,
      DETACH: 12,
      DETACHED: 13,
      PRESENCE: 14,
      MESSAGE: 15,
      SYNC: 16,
      AUTH: 17,
    });
    expect(FLAG).toEqual({
      HAS_PRESENCE: 1,
      RESUMED: 4,
      PRESENCE: 65_536,
      PUBLISH: 131_072,
      SUBSCRIBE: 262_144,
      PRESENCE_SUBSCRIBE: 524_288,
    });
    expect(PRESENCE_ACTION).toEqual({ ABSENT: 0, PRESENT: 1, ENTER: 2, LEAVE: 3, UPDATE: 4 });
  });

  it('reads the frames ably-js sends', () => {
    expect(parseFrame('{"action":10,"channel":"scene:7","flags":393216}')).toEqual({
      action: 10,
      channel: 'scene:7',
      flags: 393_216,
    });
    const publish = parseFrame(
      '{"action":15,"channel":"scene:7","msgSerial":0,"messages":[{"name":"update","data":"{}","encoding":"json"}]}',
    );
    expect(publish?.messages?.[0]).toEqual({ name: 'update', data: '{}', encoding: 'json' });
    expect(
      parseFrame('{"action":14,"channel":"scene:7","msgSerial":3,"presence":[{"action":2,"data":"x"}]}')?.presence,
    ).toHaveLength(1);
    expect(parseFrame('{"action":17,"auth":{"accessToken":"t"}}')?.auth).toEqual({ accessToken: 't' });
  });

  it('refuses what is not a protocol message', () => {
    for (const text of ['', 'nope', '[]', 'null', '{"action":"10"}', '{"action":1.5}', '{"action":10,"channel":7}']) {
      expect(parseFrame(text), text).toBeNull();
    }
    expect(parseFrame('{"action":15,"msgSerial":-1}')).toBeNull();
    expect(parseFrame('{"action":15,"messages":{}}')).toBeNull();
    expect(parseFrame('{"action":15,"messages":[{"name":5}]}')).toBeNull();
    expect(parseFrame('{"action":14,"presence":[{"data":"no action"}]}')).toBeNull();
    expect(parseFrame('{"action":10,"flags":"all"}')).toBeNull();
  });

  it('grants every supported mode when an ATTACH asks for none, else exactly the asked ones', () => {
    expect(requestedModes(undefined)).toBe(MODES_SUPPORTED);
    expect(requestedModes(0)).toBe(MODES_SUPPORTED);
    expect(requestedModes(FLAG.SUBSCRIBE | FLAG.RESUMED)).toBe(FLAG.SUBSCRIBE);
  });

  it('derives the HTTP status from an Ably error code', () => {
    expect(wireError(40160, 'denied')).toEqual({ code: 40160, statusCode: 401, message: 'denied' });
    expect(wireError(80003, 'bye', 503).statusCode).toBe(503);
  });
});
