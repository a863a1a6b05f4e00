import { describe, expect, it } from 'vitest';
import { sectionFixture } from '../scene/scene.fixtures';
import {
  HEARTBEAT_INTERVAL_MS,
  MIN_SCENE_TURN_MS,
  clockOffset,
  heartbeatDelay,
  sceneTurnMs,
  screenChannel,
} from './player.protocol';
import { SCREEN_ONLINE_MS } from './screens.status';

describe('the player protocol', () => {
  it('heartbeats well inside the ONLINE window, jittered by ±20%', () => {
    expect(heartbeatDelay(0)).toBe(16_000);
    expect(heartbeatDelay(0.5)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(heartbeatDelay(0.999_999)).toBeLessThanOrEqual(24_000);
    // Two beats at the longest delay still fall inside the 60 s ONLINE window.
    expect(2 * heartbeatDelay(0.999_999)).toBeLessThan(SCREEN_ONLINE_MS);
  });

  it('corrects the clock by the server time read halfway through the round trip', () => {
    expect(clockOffset(1_000, 1_200, 5_100)).toBe(4_000);
    expect(clockOffset(10_000, 10_000, 9_000)).toBe(-1_000);
  });

  it('names the screen channel', () => {
    expect(screenChannel(42)).toBe('screen:42');
  });

  it("gives a tied scene one loop of its longest section's playlist, at least 10 s", () => {
    const item = (id: number, duration: number, hidden = false) => ({
      id,
      parentId: null,
      layers: [],
      hidden,
      markAsDeleted: false,
      duration,
      styles: {},
    });
    const long = sectionFixture({
      id: 1,
      playlistItems: [item(1, 15), item(2, 20), item(3, 100, true)],
      itemsOrder: [1, 2, 3],
    });
    const short = sectionFixture({ id: 2, playlistItems: [item(4, 5)], itemsOrder: [4] });
    expect(sceneTurnMs({ sections: [long, short] })).toBe(35_000);
    expect(sceneTurnMs({ sections: [short] })).toBe(MIN_SCENE_TURN_MS);
    expect(sceneTurnMs({ sections: [] })).toBe(MIN_SCENE_TURN_MS);
  });
});
